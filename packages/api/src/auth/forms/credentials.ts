import * as v from 'valibot'
import { required } from '../../validation/index.ts'
import { labels, emailField } from './fields.ts'

export const CredentialsSchema = v.object({
  email: emailField,
  password: v.pipe(v.string(), required({ label: labels.password, trim: false })),
  /** The token of an invitation e-mail: signing in with the link accepts it. */
  invitation: v.optional(v.pipe(v.string(), v.maxLength(200))),
})
export type Credentials = v.InferInput<typeof CredentialsSchema>
