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

/** PUT /auth: profile fields. */
export const ProfileUpdateSchema = v.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  profession: professionField,
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
