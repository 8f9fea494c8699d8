import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'

/**
 * Requests made with an Idempotency-Key, per app: the first one's answer, kept a day so a
 * client that lost it (a timeout, a dropped connection) can ask again and get the same answer
 * instead of moving the money twice.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    status: integer('status'),
    body: text('body'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.key] })],
)
