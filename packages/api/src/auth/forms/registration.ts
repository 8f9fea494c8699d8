import * as v from 'valibot'
import { accepted, confirm } from '../../validation/index.ts'
import {
  labels,
  emailField,
  newPassword,
  passwordConfirmField,
  nameField,
  phoneField,
  professionField,
} from './fields.ts'

export const RegistrationSchema = v.pipe(
  v.object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    profession: professionField,
    password: newPassword(labels.password),
    password_confirm: passwordConfirmField,
    // unknown, not boolean: a missing answer must read "accept the terms", not "invalid type".
    /** The token of an invitation e-mail: registering accepts it and joins its app. */
    invitation: v.optional(v.pipe(v.string(), v.maxLength(200))),
    accept_terms: v.pipe(
      v.unknown(),
      accepted({ label: labels.terms }),
      v.transform(() => true as const),
    ),
  }),
  confirm('password', { label: labels.passwordConfirm }),
)
export type Registration = v.InferInput<typeof RegistrationSchema>
