import * as v from 'valibot'

/** The legacy API sends some booleans as 1/0; "1 means true" (specification section 3). */
const oneMeansTrue = v.pipe(
  v.union([v.boolean(), v.number()]),
  v.transform((value) => value === true || value === 1),
)

/**
 * The App entity (a store). created_at and updated_at are dropped on load by valibot's
 * `object`, which ignores unknown keys.
 */
export const AppSchema = v.object({
  id: v.number(),
  name: v.string(),
  layout_id: v.nullable(v.number()),
  is_migrated: oneMeansTrue,
  status: oneMeansTrue,
  has_financial_pending: v.boolean(),
  /** Computed by the server from the fixed lockdown deadline (see section 9). */
  days_until_lockdown: v.number(),
})
export type App = v.InferOutput<typeof AppSchema>

export const APP_ROLES = ['owner', 'manager'] as const
export type AppRole = (typeof APP_ROLES)[number]

/** One row of GET /apps: an app the user owns or manages. */
export const AppListItemSchema = v.object({
  ...AppSchema.entries,
  role: v.picklist(APP_ROLES),
})
export type AppListItem = v.InferOutput<typeof AppListItemSchema>

export const AppListSchema = v.array(AppListItemSchema)
