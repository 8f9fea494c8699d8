export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './fields.ts'
export { CredentialsSchema, type Credentials } from './credentials.ts'
export { RegistrationSchema, type Registration } from './registration.ts'
export {
  PasswordResetSchema,
  RecoveryRequestSchema,
  type PasswordReset,
  type RecoveryRequest,
} from './recovery.ts'
export {
  PasswordChangeSchema,
  ProfileUpdateSchema,
  type PasswordChange,
  type ProfileUpdate,
} from './account.ts'
