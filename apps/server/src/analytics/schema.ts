import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'

/*
 * The overview's rollups (README.md beside this file): per store and São Paulo day, sums the
 * overview adds up instead of reading the raw tables. Rebuilt from the raw tables at any time;
 * a day is recomputed whole, so a rollup never drifts from what it sums.
 */

/** Payments created on a day, by method (type). */
export const analyticsDailyPayments = pgTable(
  'analytics_daily_payments',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    paymentsCount: integer('payments_count').notNull(),
    approvedCount: integer('approved_count').notNull(),
    approvedCents: bigint('approved_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.day, t.type] })],
)

/** What the approved payments of a day sold, by item description. */
export const analyticsDailyProducts = pgTable(
  'analytics_daily_products',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.day, t.name] })],
)

/**
 * Per day: customers created, subscriptions started and canceled, and (for days that were
 * "today" when refreshed) the MRR snapshot.
 */
export const analyticsDailyStore = pgTable(
  'analytics_daily_store',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    newCustomers: integer('new_customers').notNull().default(0),
    subscriptionsStarted: integer('subscriptions_started').notNull().default(0),
    subscriptionsCanceled: integer('subscriptions_canceled').notNull().default(0),
    /** Null: no snapshot of that day (only the day it was today can be taken). */
    mrrCents: bigint('mrr_cents', { mode: 'number' }),
    subscribers: integer('subscribers'),
  },
  (t) => [primaryKey({ columns: [t.appId, t.day] })],
)

/**
 * Days whose rollups must be recomputed: written by triggers on payments, customers and
 * subscriptions (see the migration), emptied by the refresh. No foreign key: a trigger's
 * insert stays one cheap statement, and a deleted store's rows are dropped by the refresh.
 */
export const analyticsDirtyDays = pgTable(
  'analytics_dirty_days',
  {
    appId: integer('app_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  // No unique key: two payment writes of one day never wait on each other's mark (README).
  (t) => [index('analytics_dirty_days_app_idx').on(t.appId, t.day)],
)

/** A store's GA4 Measurement Protocol settings; the API secret is kept encrypted. */
export const analyticsGa4 = pgTable('analytics_ga4', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  measurementId: text('measurement_id').notNull(),
  apiSecretEncrypted: text('api_secret_encrypted').notNull(),
  sendPurchase: boolean('send_purchase').notNull(),
  sendRefund: boolean('send_refund').notNull(),
  sendSubscription: boolean('send_subscription').notNull(),
  /** Subscriptions created after this were not announced yet (the sweep's watermark). */
  subscriptionsSince: instant('subscriptions_since').notNull(),
  updatedAt: instant('updated_at').notNull(),
})
