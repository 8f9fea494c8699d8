import * as v from 'valibot'
import { AREAS } from '../access/levels.ts'

/** Who made a change: a signed-in user, an API token (on behalf of its creator), or the system. */
export const AuditActorSchema = v.object({
  kind: v.picklist(['user', 'token', 'system']),
  id: v.nullable(v.number()),
  name: v.string(),
  email: v.nullable(v.string()),
})

/** One changed field: its value before and after the change. */
export const FieldChangeSchema = v.object({ before: v.unknown(), after: v.unknown() })

/**
 * One audit log entry: who, when, in which app and area, what action on which entity, and the
 * changed fields' values before and after.
 */
export const AuditEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  app_id: v.number(),
  actor: AuditActorSchema,
  area: v.nullable(v.picklist(AREAS)),
  action: v.picklist(['create', 'update', 'delete']),
  entity: v.string(),
  entity_id: v.nullable(v.string()),
  /** A human sentence about the entity, e.g. the manager's e-mail or the token's name. */
  label: v.nullable(v.string()),
  changes: v.record(v.string(), FieldChangeSchema),
})
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>

/** A page of the log, newest first; `next_cursor` continues after its last entry. */
export const AuditPageSchema = v.object({
  items: v.array(AuditEntrySchema),
  next_cursor: v.nullable(v.string()),
})
export type AuditPage = v.InferOutput<typeof AuditPageSchema>

const isoDate = v.pipe(v.string(), v.isoDate())

/** GET /control/{appId}/logs filters (query string). */
export const AuditQuerySchema = v.object({
  area: v.optional(v.picklist(AREAS)),
  user_id: v.optional(
    v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(1)),
  ),
  /** Inclusive days (YYYY-MM-DD), in the store's time zone (America/Sao_Paulo). */
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(100),
    ),
  ),
})
export type AuditQuery = {
  area?: (typeof AREAS)[number]
  user_id?: number
  from?: string
  to?: string
  cursor?: string
  limit?: number
}

export const AUDIT_PAGE_SIZE = 50
