import type {
  DunningOnExhaustion,
  InvoiceLine,
  InvoiceStatus,
  RecurrenceInterval,
  RecurrenceMethod,
  SubscriptionStatus,
} from '@vitrine/api'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { customers } from '../customers/schema.ts'
import { bigIdentity, instant } from '../db/columns.ts'
import { gateways } from '../gateways/schema.ts'
import { payments } from '../payments/schema.ts'

/*
 * Recurrence (issue 13; the contract's packages/api/src/recurrence, ARCHITECTURE.md
 * "Recurrence"). Products and plans are few per store; subscriptions and invoices grow with
 * traffic (a million subscriptions in a store is the benchmark's case).
 */

/** What plans sell. Archived, never deleted, once a plan holds it. */
export const recurrenceProducts = pgTable(
  'recurrence_products',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    description: text('description').notNull().default(''),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    imageUrl: text('image_url'),
    archivedAt: instant('archived_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('recurrence_products_sku_key').on(t.appId, t.sku),
    index('recurrence_products_name_idx').on(t.appId, t.name, t.id),
  ],
)

/** A plan: what a subscription charges, every interval. Archived, never deleted. */
export const recurrencePlans = pgTable(
  'recurrence_plans',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    interval: text('interval').$type<RecurrenceInterval>().notNull(),
    intervalDays: integer('interval_days'),
    trialDays: integer('trial_days').notNull().default(0),
    /** Null: unlimited. */
    cycles: integer('cycles'),
    methods: jsonb('methods').$type<RecurrenceMethod[]>().notNull(),
    setupFeeCents: bigint('setup_fee_cents', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    archivedAt: instant('archived_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('recurrence_plans_name_idx').on(t.appId, t.name, t.id),
    check(
      'recurrence_plans_interval',
      sql`${t.interval} in ('weekly', 'monthly', 'quarterly', 'semiannual', 'yearly', 'days')`,
    ),
    check(
      'recurrence_plans_interval_days',
      sql`(${t.interval} = 'days') = (${t.intervalDays} is not null)`,
    ),
  ],
)

/** A plan's products and quantities, in the order the plan lists them. */
export const recurrencePlanProducts = pgTable(
  'recurrence_plan_products',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => recurrencePlans.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => recurrenceProducts.id),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.productId] }),
    index('recurrence_plan_products_product_idx').on(t.productId),
  ],
)

/** The store's billing settings (one row once saved; the contract's defaults before). */
export const recurrenceSettings = pgTable('recurrence_settings', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  retryDays: jsonb('retry_days').$type<number[]>().notNull(),
  onExhaustion: text('on_exhaustion').$type<DunningOnExhaustion>().notNull(),
  advanceDays: integer('advance_days').notNull(),
  sendEmails: boolean('send_emails').notNull(),
  updatedAt: instant('updated_at').notNull(),
})

/**
 * A customer's subscription to a plan. `public_id` is its address (unguessable); `id` never
 * leaves the server. Cycles are counted from `anchor_at` (the contract's calendar.ts):
 * cycle n covers [anchor + (n−1) intervals, anchor + n intervals). `card_token` is the
 * provider's token of the card on file (the card itself is the provider's alone).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigIdentity('id'),
    publicId: text('public_id').notNull(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => recurrencePlans.id),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    method: text('method').$type<RecurrenceMethod>().notNull(),
    gatewayId: integer('gateway_id').references(() => gateways.id, { onDelete: 'set null' }),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    /** Where cycle 1 starts; moved when the merchant changes the charge date. */
    anchorAt: instant('anchor_at').notNull(),
    /** The cycle `anchor_at` counts as cycle 1 from (a moved anchor keeps numbering going). */
    anchorCycle: integer('anchor_cycle').notNull().default(1),
    currentCycle: integer('current_cycle').notNull().default(0),
    currentPeriodStart: instant('current_period_start'),
    currentPeriodEnd: instant('current_period_end'),
    /** When the engine bills the next cycle; null when nothing is to be billed. */
    nextChargeAt: instant('next_charge_at'),
    trialEndsAt: instant('trial_ends_at'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pendingAdjustmentCents: bigint('pending_adjustment_cents', { mode: 'number' })
      .notNull()
      .default(0),
    pausedAt: instant('paused_at'),
    canceledAt: instant('canceled_at'),
    endedAt: instant('ended_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_public_id_key').on(t.publicId),
    // The list's keyset pages, newest first, with and without a status or plan filter.
    index('subscriptions_app_created_idx').on(t.appId, t.createdAt, t.id),
    index('subscriptions_app_status_idx').on(t.appId, t.status, t.createdAt, t.id),
    index('subscriptions_app_plan_idx').on(t.appId, t.planId, t.createdAt, t.id),
    index('subscriptions_customer_idx').on(t.appId, t.customerId),
    // The engine's sweep: what is due, across stores.
    index('subscriptions_due_idx')
      .on(t.nextChargeAt)
      .where(sql`${t.nextChargeAt} is not null and ${t.status} in ('trialing', 'active')`),
    check(
      'subscriptions_status',
      sql`${t.status} in ('trialing', 'active', 'past_due', 'paused', 'canceled', 'ended')`,
    ),
  ],
)

/**
 * A cycle's invoice. The database enforces exactly-once billing: one active invoice per
 * (subscription, cycle) — a pix or boleto that expired leaves an expired one beside a new one —
 * and one paid invoice per (subscription, cycle). An invoice has at most one payment
 * (`payment_id`, unique), charged under a reference derived from the invoice's id; card retries
 * are moves on that payment (retry-error, retry-success) with one provider reference per
 * attempt. `charging_since` marks an attempt claimed and not yet answered (a crash leaves it
 * set; the engine resolves it by asking the provider).
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: bigIdentity('id'),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    method: text('method').$type<RecurrenceMethod>().notNull(),
    gatewayId: integer('gateway_id').references(() => gateways.id, { onDelete: 'set null' }),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    dueAt: instant('due_at').notNull(),
    paidAt: instant('paid_at'),
    expiredAt: instant('expired_at'),
    attempts: integer('attempts').notNull().default(0),
    nextRetryAt: instant('next_retry_at'),
    chargingSince: instant('charging_since'),
    paymentId: integer('payment_id').references(() => payments.id),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_active_key')
      .on(t.subscriptionId, t.cycle)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('subscription_invoices_paid_key')
      .on(t.subscriptionId, t.cycle)
      .where(sql`${t.paidAt} is not null`),
    uniqueIndex('subscription_invoices_payment_key').on(t.paymentId),
    index('subscription_invoices_subscription_idx').on(t.subscriptionId, t.cycle),
    // The engine's sweeps: retries due, and attempts left unanswered.
    index('subscription_invoices_retry_idx')
      .on(t.nextRetryAt)
      .where(sql`${t.nextRetryAt} is not null`),
    index('subscription_invoices_charging_idx')
      .on(t.chargingSince)
      .where(sql`${t.chargingSince} is not null`),
    check('subscription_invoices_status', sql`${t.status} in ('active', 'expired')`),
    check('subscription_invoices_amount', sql`${t.amountCents} >= 0`),
  ],
)

/**
 * The sandbox provider's stored cards (its vault, as a PSP keeps one): the token answered to
 * us and the card behind it. Test numbers only ever reach the sandbox; a real PSP keeps this on
 * its side. `charges` counts charges made with the token (the retry test card fails the first).
 */
export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  appId: integer('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  number: text('number').notNull(),
  holder: text('holder').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  brand: text('brand').notNull(),
  lastFour: text('last_four').notNull(),
  charges: integer('charges').notNull().default(0),
  createdAt: instant('created_at').notNull(),
})
