import * as v from 'valibot'

/** Profession options of the User entity (specification section 3). */
export const PROFESSIONS = [
  'owner',
  'marketing',
  'ecommerce',
  'analyst',
  'student',
  'other',
] as const
export type Profession = (typeof PROFESSIONS)[number]

/** whRole "none" means the user is not a master user. */
export const NO_WH_ROLE = 'none'

/**
 * The User entity as the panel holds it. valibot's `object` drops unknown keys, which is how
 * created_at, updated_at, permissions and tour_mode are dropped on load (section 3); the token
 * travels beside the user, never inside it.
 */
export const UserSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  profession: v.nullable(v.picklist(PROFESSIONS)),
  whRole: v.string(),
  /**
   * The address was proved by a link sent to it (issue 9). An unverified account cannot accept
   * an invitation; absent (an older server, the fixtures) reads as verified.
   */
  email_verified: v.optional(v.boolean(), true),
})
export type User = v.InferOutput<typeof UserSchema>

/** What GET /auth, POST /auth/login, POST /auth/register and PUT /auth answer. */
export const SessionSchema = v.object({ token: v.string(), user: UserSchema })
export type Session = v.InferOutput<typeof SessionSchema>

/**
 * POST /auth/register and POST /auth/login: the new session, and the app joined when the
 * request carried an invitation's link token.
 */
/**
 * What became of the invitation a sign-in or sign-up carried: `joined` (its app is
 * `joined_app_id`), `email_unverified` (the account must confirm its address first; the
 * invitation stays open), `no_longer_granted` (its sender lost the access it grants) or
 * `not_found` (expired, cancelled or used). Null without an invitation.
 */
export const INVITATION_OUTCOMES = [
  'joined',
  'email_unverified',
  'no_longer_granted',
  'not_found',
] as const
export type InvitationOutcome = (typeof INVITATION_OUTCOMES)[number]

export const RegisteredSchema = v.object({
  ...SessionSchema.entries,
  joined_app_id: v.optional(v.nullable(v.number()), null),
  invitation_outcome: v.optional(v.nullable(v.picklist(INVITATION_OUTCOMES)), null),
})
export type Registered = v.InferOutput<typeof RegisteredSchema>

/** GET /auth/invitations/{token}: what the sign-up page says about an invitation. */
export const InvitationSchema = v.object({
  email: v.string(),
  app_id: v.number(),
  app_name: v.string(),
  invited_by: v.string(),
  /** The address already has an account: signing in with the invitation's link accepts it. */
  has_account: v.boolean(),
})
export type Invitation = v.InferOutput<typeof InvitationSchema>

/**
 * PUT /auth answers the updated user. A new e-mail is not applied at once: a link goes to it,
 * and `pending_email` names it until that link is followed (POST /auth/verify-email/{token}).
 */
export const ProfileAnswerSchema = v.object({
  user: UserSchema,
  pending_email: v.optional(v.nullable(v.string()), null),
})
export type ProfileAnswer = v.InferOutput<typeof ProfileAnswerSchema>

/** POST /auth/verify-email/{token}: the address now proved, and whether it replaced another. */
export const EmailVerifiedSchema = v.object({ email: v.string(), changed: v.boolean() })
export type EmailVerified = v.InferOutput<typeof EmailVerifiedSchema>

/** POST /auth/invitations/{token}/accept: the app joined by a signed-in account. */
export const InvitationAcceptedSchema = v.object({ app_id: v.number() })
export type InvitationAccepted = v.InferOutput<typeof InvitationAcceptedSchema>

/** POST /auth/recovery always answers this, whether or not the address has an account. */
export const RecoveryAcceptedSchema = v.object({ message: v.string() })
