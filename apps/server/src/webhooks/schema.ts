import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_TRIGGERS,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@vitrine/api'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value}'`).join(', ')})`)

/**
 * Where an app's events are POSTed. The signing secret is kept as is (HMAC needs it, unlike
 * API tokens, which are only ever compared): a leaked table lets someone forge signatures, so
 * backups of it are as sensitive as the API tokens' owners' passwords.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    description: text('description'),
    eventTypes: text('event_types').array().$type<WebhookEventType[]>().notNull(),
    active: boolean('active').notNull().default(true),
    secret: text('secret').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.id] })],
)

/**
 * One event for one endpoint. The body is fixed when the delivery is made, so every attempt
 * (and a replay) sends the very same bytes; only the signature's timestamp changes.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    appId: integer('app_id').notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    trigger: text('trigger').$type<(typeof WEBHOOK_TRIGGERS)[number]>().notNull(),
    replayOf: bigint('replay_of', { mode: 'number' }),
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    createdAt: instant('created_at').notNull(),
    deliveredAt: instant('delivered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.id] }),
    // Deleting an endpoint deletes its log.
    foreignKey({
      columns: [t.appId, t.endpointId],
      foreignColumns: [webhookEndpoints.appId, webhookEndpoints.id],
    }).onDelete('cascade'),
    index('webhook_deliveries_page_idx').on(t.appId, t.id.desc()),
    index('webhook_deliveries_endpoint_idx').on(t.appId, t.endpointId, t.id.desc()),
    check('webhook_deliveries_status', inList('status', WEBHOOK_DELIVERY_STATUSES)),
    check('webhook_deliveries_trigger', inList('trigger', WEBHOOK_TRIGGERS)),
  ],
)

/** Every HTTP request made for a delivery and what came back. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    appId: integer('app_id').notNull(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    attempt: smallint('attempt').notNull(),
    at: instant('at').notNull(),
    url: text('url').notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    responseStatus: smallint('response_status'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    /** The first bytes of the answer (RESPONSE_BODY_LIMIT), for people reading the log. */
    responseBody: text('response_body'),
    responseBodyTruncated: boolean('response_body_truncated').notNull().default(false),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [
    // A retry of an attempt cut short by a restart writes its number again: the last one stays.
    primaryKey({ columns: [t.appId, t.deliveryId, t.attempt] }),
    foreignKey({
      columns: [t.appId, t.deliveryId],
      foreignColumns: [webhookDeliveries.appId, webhookDeliveries.id],
    }).onDelete('cascade'),
  ],
)
