import type { DataplusColumn } from '@vitrine/api'
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'
import { webhookEndpoints } from '../webhooks/schema.ts'

/*
 * Data Plus (issue 17 item 1; README.md beside this file says why rows are JSONB with
 * expression indexes rather than one SQL table per definition).
 */

/** A table's definition: its columns in grid order (ids from `next_column_id`, never reused). */
export const dataplusTables = pgTable(
  'dataplus_tables',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    columns: jsonb('columns').$type<DataplusColumn[]>().notNull().default([]),
    nextColumnId: integer('next_column_id').notNull().default(1),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.id] }),
    uniqueIndex('dataplus_tables_slug').on(t.appId, t.slug),
  ],
)

/**
 * Every table's rows, one JSONB object of values by column key each. Per-column expression
 * indexes (partial, `WHERE table_id = N`) are created and dropped by the server (indexes.ts).
 */
export const dataplusRows = pgTable(
  'dataplus_rows',
  {
    appId: integer('app_id').notNull(),
    tableId: integer('table_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    // Also the default page's order: a table's rows by id.
    primaryKey({ columns: [t.appId, t.tableId, t.id] }),
    foreignKey({
      columns: [t.appId, t.tableId],
      foreignColumns: [dataplusTables.appId, dataplusTables.id],
    }).onDelete('cascade'),
  ],
)

/**
 * A trigger owns one webhook endpoint (URL, events, active, secret), so signing, retries and
 * the delivery log are the webhook engine's; deleting the endpoint deletes the trigger.
 */
export const dataplusTriggers = pgTable(
  'dataplus_triggers',
  {
    appId: integer('app_id').notNull(),
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    tableId: integer('table_id').notNull(),
    endpointId: integer('endpoint_id').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.id] }),
    uniqueIndex('dataplus_triggers_endpoint').on(t.appId, t.endpointId),
    index('dataplus_triggers_table_idx').on(t.appId, t.tableId),
    foreignKey({
      columns: [t.appId, t.tableId],
      foreignColumns: [dataplusTables.appId, dataplusTables.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.appId, t.endpointId],
      foreignColumns: [webhookEndpoints.appId, webhookEndpoints.id],
    }).onDelete('cascade'),
  ],
)
