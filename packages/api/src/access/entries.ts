import * as v from 'valibot'
import { ENTRY_TYPES, ROLES } from './grants.ts'
import { AREAS, LEVELS } from './levels.ts'

/** Who a permission entry belongs to. */
export const PermissionUserSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
})

/**
 * A stored permission entry (section 3): name (an area, `master`, or a special role), type
 * (none/read/write, or `role`), the entry's id, the manager's e-mail and a user sub-object.
 * app_id, user_id and manager_id are dropped on load (valibot's object ignores them).
 */
export const PermissionEntrySchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.picklist(ENTRY_TYPES),
  email: v.string(),
  user: PermissionUserSchema,
})
export type PermissionEntry = v.InferOutput<typeof PermissionEntrySchema>

/** GET /control/{appId}/me: the signed-in user's access to the app. */
export const MyAccessSchema = v.object({
  owner: v.boolean(),
  whRole: v.string(),
  permissions: v.array(PermissionEntrySchema),
})
export type MyAccess = v.InferOutput<typeof MyAccessSchema>

/** A level for every area: how the save call and the editor carry permissions ("flattened"). */
export const AreaLevelsSchema = v.object(
  Object.fromEntries(AREAS.map((area) => [area, v.optional(v.picklist(LEVELS), 'none')])) as {
    [K in (typeof AREAS)[number]]: v.OptionalSchema<
      v.PicklistSchema<typeof LEVELS, undefined>,
      'none'
    >
  },
)
export type AreaLevels = v.InferOutput<typeof AreaLevelsSchema>

export const RolesSchema = v.pipe(
  v.array(v.picklist(ROLES)),
  v.transform((roles) => [...new Set(roles)]),
)

export const NO_LEVELS: AreaLevels = Object.fromEntries(
  AREAS.map((area) => [area, 'none']),
) as AreaLevels
