import type {
  Credentials,
  PasswordChange,
  PasswordReset,
  ProfileUpdate,
  RecoveryRequest,
  Registration,
} from './forms/index.ts'
import type {
  EmailVerified,
  Invitation,
  InvitationAccepted,
  ProfileAnswer,
  Registered,
  Session,
} from './entities.ts'

/** Signing in and managing one's own account (connect service). */
export interface AuthApi {
  /** GET /auth: the user behind the current token, and the token. */
  me(signal?: AbortSignal): Promise<Session>
  /** POST /auth/login (with an invitation token, also joins the invitation's app) */
  login(credentials: Credentials): Promise<Registered>
  /** POST /auth/register (with an invitation token, also joins the invitation's app) */
  register(registration: Registration): Promise<Registered>
  /** GET /auth/invitations/{token}: a pending invitation, to greet the invited person. */
  invitation(token: string, signal?: AbortSignal): Promise<Invitation>
  /**
   * POST /auth/invitations/{token}/accept: a signed-in account joins the invitation's app.
   * 403 while its e-mail is unverified, 409 when the sender no longer grants it, 404 when gone.
   */
  acceptInvitation(token: string): Promise<InvitationAccepted>
  /** PUT /auth: a changed e-mail waits for its link (`pending_email`). */
  updateProfile(profile: ProfileUpdate): Promise<ProfileAnswer>
  /** POST /auth/verify-email/{token}: no session needed; the link proves the mailbox. */
  verifyEmail(token: string): Promise<EmailVerified>
  /** POST /auth/verify-email: sends the signed-in account a new confirmation link. */
  resendVerification(): Promise<void>
  /** PUT /auth/password: revokes every session of the user and answers a fresh one. */
  changePassword(change: PasswordChange): Promise<Session>
  /** POST /auth/recovery: same answer whether or not the address has an account. */
  requestRecovery(request: RecoveryRequest): Promise<void>
  /** PUT /auth/recovery/{token}: single-use token, valid for one hour. */
  resetPassword(token: string, reset: PasswordReset): Promise<void>
  /** DELETE /auth: revokes the current session. */
  logout(): Promise<void>
}
