import type {
  Credentials,
  PasswordChange,
  PasswordReset,
  ProfileUpdate,
  RecoveryRequest,
  Registration,
} from './forms/index.ts'
import type { Invitation, Registered, Session, User } from './entities.ts'

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
  /** PUT /auth */
  updateProfile(profile: ProfileUpdate): Promise<User>
  /** PUT /auth/password: revokes every session of the user and answers a fresh one. */
  changePassword(change: PasswordChange): Promise<Session>
  /** POST /auth/recovery: same answer whether or not the address has an account. */
  requestRecovery(request: RecoveryRequest): Promise<void>
  /** PUT /auth/recovery/{token}: single-use token, valid for one hour. */
  resetPassword(token: string, reset: PasswordReset): Promise<void>
  /** DELETE /auth: revokes the current session. */
  logout(): Promise<void>
}
