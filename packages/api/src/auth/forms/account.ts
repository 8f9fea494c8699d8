import * as v from 'valibot'
import { confirm, required } from '../../validation/index.ts'
import {
  labels,
  emailField,
  newPassword,
  passwordConfirmField,
  nameField,
  phoneField,
  professionField,
} from './fields.ts'

/**
 * PUT /auth: profile fields. Changing the e-mail (the login) also needs `current_password`: a
 * session left open must not be enough to take the account over.
 */
export const ProfileUpdateSchema = v.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  profession: professionField,
  current_password: v.optional(v.string()),
})
export type ProfileUpdate = v.InferInput<typeof ProfileUpdateSchema>

/** PUT /auth/password: changing the password revokes every session and issues a new one. */
export const PasswordChangeSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string(), required({ label: labels.currentPassword, trim: false })),
    password: newPassword(labels.password),
    password_confirm: passwordConfirmField,
  }),
  confirm('password', { label: labels.passwordConfirm }),
)
export type PasswordChange = v.InferInput<typeof PasswordChangeSchema>
