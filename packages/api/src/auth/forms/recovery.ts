import * as v from 'valibot'
import { confirm } from '../../validation/index.ts'
import { labels, emailField, newPassword, passwordConfirmField } from './fields.ts'

export const RecoveryRequestSchema = v.object({ email: emailField })
export type RecoveryRequest = v.InferInput<typeof RecoveryRequestSchema>

export const PasswordResetSchema = v.pipe(
  v.object({ password: newPassword(labels.password), password_confirm: passwordConfirmField }),
  confirm('password', { label: labels.passwordConfirm }),
)
export type PasswordReset = v.InferInput<typeof PasswordResetSchema>
