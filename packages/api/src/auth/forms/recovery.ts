import * as v from 'valibot'
import { confirm } from '../../validation/index.ts'
import { labels, emailField, newPassword, passwordConfirmField } from './fields.ts'

export const RecoveryRequestSchema = v.object({ email: emailField })
export type RecoveryRequest = v.InferInput<typeof RecoveryRequestSchema>

/**
 * PUT /auth/recovery/:token. Every session of the account ends; with `revoke_api_tokens` the API
 * tokens the person created (in any store) are revoked too, for when a stolen password may have
 * been used to make some.
 */
export const PasswordResetSchema = v.pipe(
  v.object({
    password: newPassword(labels.password),
    password_confirm: passwordConfirmField,
    revoke_api_tokens: v.optional(v.boolean()),
  }),
  confirm('password', { label: labels.passwordConfirm }),
)
export type PasswordReset = v.InferInput<typeof PasswordResetSchema>
