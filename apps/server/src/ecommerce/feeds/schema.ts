import type {
  FeedFormat,
  FeedItemError,
  FeedMapping,
  FeedStatus,
  FeedTemplate,
  ProductCondition,
} from '@vitrine/api'
import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../../access/schema.ts'
import { instant } from '../../db/columns.ts'

/*
 * Product feeds (issue 15 item 5; contract packages/api/src/ecommerce/feeds). One row a feed:
 * what it lists and how it writes it, its schedule, and its last generation as the job left it
 * (the file itself is in the file store, named after the token: generation.ts).
 */
export const ecommerceFeeds = pgTable(
  'ecommerce_feeds',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format').$type<FeedFormat>().notNull(),
    siteUrl: text('site_url').notNull(),
    conditions: jsonb('conditions').$type<ProductCondition[]>().notNull(),
    mapping: jsonb('mapping').$type<FeedMapping>().notNull(),
    template: jsonb('template').$type<FeedTemplate>().notNull(),
    scheduleHours: integer('schedule_hours').notNull(),
    /** The public address's secret: 32 characters of base64url (192 random bits). */
    token: text('token').notNull(),
    status: text('status').$type<FeedStatus>().notNull().default('new'),
    /** When the scheduler queues the next generation. */
    nextRunAt: instant('next_run_at'),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    itemsCount: integer('items_count').notNull().default(0),
    errorsCount: integer('errors_count').notNull().default(0),
    /** The first FEED_ERRORS_KEPT products left out, with the reason. */
    errors: jsonb('errors')
      .$type<FeedItemError[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    failure: text('failure'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('ecommerce_feeds_app_idx').on(t.appId, t.id),
    uniqueIndex('ecommerce_feeds_token_key').on(t.token),
    index('ecommerce_feeds_due_idx').on(t.nextRunAt),
  ],
)
