import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core'
import { instant } from '../db/columns.ts'
import { apps } from '../access/schema.ts'

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const ACTOR_KINDS = ['user', 'token', 'system'] as const
export type ActorKind = (typeof ACTOR_KINDS)[number]

/**
 * Every change made through the API, written in the transaction of the change. Who did it is
 * copied in (name, e-mail) so the log keeps saying who it was after a rename; ids are kept for
 * the filters. Read newest first by id (keyset pagination).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: instant('at').notNull(),
    actorKind: text('actor_kind').$type<ActorKind>().notNull(),
    /** The user, or for a token the user who created it. */
    actorUserId: integer('actor_user_id'),
    actorTokenId: integer('actor_token_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    area: text('area'),
    action: text('action').$type<AuditAction>().notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    label: text('label'),
    /** Only the fields that changed: { field: { before, after } }. */
    changes: jsonb('changes')
      .$type<Record<string, { before: unknown; after: unknown }>>()
      .notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.id] }),
    index('audit_log_page_idx').on(t.appId, t.id.desc()),
    index('audit_log_area_idx').on(t.appId, t.area, t.id.desc()),
    index('audit_log_actor_idx').on(t.appId, t.actorUserId, t.id.desc()),
    index('audit_log_at_idx').on(t.appId, t.at),
    check(
      'audit_log_action',
      sql.raw(`"action" in (${AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ')})`),
    ),
    check(
      'audit_log_actor_kind',
      sql.raw(`"actor_kind" in (${ACTOR_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
)
