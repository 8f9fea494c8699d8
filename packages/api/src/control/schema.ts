import * as v from 'valibot'
import { AreaLevelsSchema, PermissionEntrySchema, RolesSchema } from '../access/entries.ts'
import { email, required } from '../validation/index.ts'

/** Someone with access to an app through the users and permissions screen. */
export const ManagerSchema = v.object({
  /** The user's id for an active manager; the invitation's id for a pending one. */
  id: v.number(),
  status: v.picklist(['active', 'pending']),
  /** Null while an invitation has not been accepted (we only know the address). */
  name: v.nullable(v.string()),
  email: v.string(),
  permissions: AreaLevelsSchema,
  roles: RolesSchema,
  invited_at: v.nullable(v.string()),
  /** When a pending invitation stops being valid. */
  expires_at: v.nullable(v.string()),
})
export type Manager = v.InferOutput<typeof ManagerSchema>

/** GET /control/{appId}: the app's owner and its managers, pending invitations included. */
export const ManagerListSchema = v.object({
  owner: v.object({ id: v.number(), name: v.string(), email: v.string() }),
  managers: v.array(ManagerSchema),
})
export type ManagerList = v.InferOutput<typeof ManagerListSchema>

/** GET /control/{appId}/search/{id}: one manager's stored entries. */
export const ManagerEntriesSchema = v.array(PermissionEntrySchema)

const emailLabel = { en: 'E-mail', 'pt-BR': 'E-mail' }

/**
 * PUT /control/{appId}/save: "flattened permissions plus roles" (section 5). With `id` it
 * changes an existing manager (or a pending invitation); with `email` it adds one: an existing
 * account is added at once, an unknown address receives an invitation.
 */
export const SavePermissionsSchema = v.object({
  id: v.optional(v.pipe(v.number(), v.integer())),
  email: v.optional(
    v.pipe(v.string(), v.trim(), required({ label: emailLabel }), email(), v.toLowerCase()),
  ),
  permissions: AreaLevelsSchema,
  roles: v.optional(RolesSchema, []),
})
export type SavePermissions = v.InferInput<typeof SavePermissionsSchema>

/** What a save did: the manager as now stored, and whether an invitation was sent. */
export const SaveAnswerSchema = v.object({ manager: ManagerSchema, invited: v.boolean() })
export type SaveAnswer = v.InferOutput<typeof SaveAnswerSchema>
