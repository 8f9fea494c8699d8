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
})
export type User = v.InferOutput<typeof UserSchema>

/** What GET /auth, POST /auth/login, POST /auth/register and PUT /auth answer. */
export const SessionSchema = v.object({ token: v.string(), user: UserSchema })
export type Session = v.InferOutput<typeof SessionSchema>

/**
 * POST /auth/register and POST /auth/login: the new session, and the app joined when the
 * request carried an invitation's link token.
 */
export const RegisteredSchema = v.object({
  ...SessionSchema.entries,
  joined_app_id: v.optional(v.nullable(v.number()), null),
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

/** PUT /auth answers the updated user. */
export const ProfileAnswerSchema = v.object({ user: UserSchema })

/** POST /auth/recovery always answers this, whether or not the address has an account. */
export const RecoveryAcceptedSchema = v.object({ message: v.string() })
