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
import { apps } from '../../access/schema.ts'
import { instant } from '../../db/columns.ts'

/**
 * What the store's e-commerce did (issue 15 item 6): mails sent or refused, feeds generated,
 * coupons used, publications, settings saved. Unlike the audit log (who changed which field),
 * these are events for the storekeeper to read, many written by the server itself (actor null).
 * Read newest first by id (keyset pages), filtered by kind, date and text.
 */
export const ECOMMERCE_LOG_KINDS = [
  'mail_sent',
  'mail_failed',
  'feed_generated',
  'feed_failed',
  'coupon_used',
  'publish',
  'search_rule_changed',
  'settings_changed',
] as const
export type EcommerceLogKind = (typeof ECOMMERCE_LOG_KINDS)[number]

export const ecommerceLogs = pgTable(
  'ecommerce_logs',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: instant('at').notNull(),
    kind: text('kind').$type<EcommerceLogKind>().notNull(),
    /** One line for people: the mail's recipient, the feed's name, the coupon's code. */
    subject: text('subject').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** Copied in so the log keeps its name after a rename; null for the server's own events. */
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.id] }),
    index('ecommerce_logs_page_idx').on(t.appId, t.id.desc()),
    index('ecommerce_logs_kind_idx').on(t.appId, t.kind, t.id.desc()),
    index('ecommerce_logs_at_idx').on(t.appId, t.at),
    check(
      'ecommerce_logs_kind',
      sql.raw(`"kind" in (${ECOMMERCE_LOG_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
)
