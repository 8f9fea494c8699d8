import * as v from 'valibot'
import { email, length, required } from '../validation/index.ts'

/*
 * The people who run a reseller (`/whitelabel/settings/managers`). An address with an account
 * joins at once; any other gets an invitation by e-mail and joins when it signs in with that
 * address confirmed (see apps/server/src/whitelabel/README.md).
 */

/** GET /whitelabel/managers: one person, active or invited. */
export const ResellerManagerSchema = v.object({
  /** The user's id when active, the invitation's when invited. */
  id: v.number(),
  status: v.picklist(['active', 'invited']),
  name: v.nullable(v.string()),
  email: v.string(),
  /** The caller themself: never removable by themself. */
  me: v.boolean(),
  created_at: v.string(),
})
export type ResellerManager = v.InferOutput<typeof ResellerManagerSchema>
export const ResellerManagerListSchema = v.array(ResellerManagerSchema)

const emailLabel = { 'pt-BR': 'E-mail', en: 'E-mail' } as const

/** POST /whitelabel/managers. */
export const ResellerManagerInviteSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    required({ label: emailLabel }),
    length(0, 254, { label: emailLabel }),
    email({ label: emailLabel }),
  ),
})
export type ResellerManagerInvite = v.InferInput<typeof ResellerManagerInviteSchema>
