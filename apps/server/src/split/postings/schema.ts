import type { Reversal, Split, SplitRefusal } from '@vitrine/api'
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
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../../access/schema.ts'
import { bigIdentity, instant } from '../../db/columns.ts'
import { payments } from '../../payments/schema.ts'
import { splitRuleVersions, splitSellers } from '../schema.ts'

/*
 * The split of real payments (issue 12 items 5 and 8), posted to the ledger by the job
 * `split.post-payments` (postings/job.ts). See ARCHITECTURE.md, "Split".
 */

/**
 * Payments whose money was received on a gateway with a rule, waiting for the job: written by
 * the money move in its own transaction (one row, no lock anyone waits on), deleted when the
 * job has split the payment (or recorded why not). The job's sweep reads this, never the whole
 * payments table.
 */
export const splitQueue = pgTable(
  'split_queue',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** When the money was received: the rule version in force then is the one applied. */
    receivedAt: instant('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.paymentId] })],
)

/**
 * One payment's split: the rule version it was split with and the engine's answer as it was
 * (`split`, the contract's Split), or the engine's refusal (`status` refused: the money stays
 * all the merchant's). `taken_from` is the merchant account the sellers' nets came out of.
 */
export const paymentSplits = pgTable(
  'payment_splits',
  {
    id: bigIdentity('id'),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    gatewayId: integer('gateway_id').notNull(),
    ruleVersionId: integer('rule_version_id')
      .notNull()
      .references(() => splitRuleVersions.id, { onDelete: 'cascade' }),
    status: text('status').$type<'posted' | 'refused'>().notNull(),
    split: jsonb('split').$type<Split>(),
    refusal: jsonb('refusal').$type<SplitRefusal>(),
    takenFrom: text('taken_from').$type<'merchant_pending' | 'merchant_available'>(),
    receivedAt: instant('received_at').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_splits_payment_key').on(t.appId, t.paymentId),
    check('payment_splits_status', sql`${t.status} in ('posted', 'refused')`),
  ],
)

/**
 * A seller's part of a posted split: what the seller's pending balance got (`net_cents`), when
 * it is released to its available balance, and what refunds took back of it
 * (`reversed_cents`, of which `reversed_pending_cents` came out of the still pending part).
 */
export const splitParts = pgTable(
  'split_parts',
  {
    id: bigIdentity('id'),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    splitId: bigint('split_id', { mode: 'number' })
      .notNull()
      .references(() => paymentSplits.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => splitSellers.id, { onDelete: 'cascade' }),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    roundingCents: bigint('rounding_cents', { mode: 'number' }).notNull(),
    reversedCents: bigint('reversed_cents', { mode: 'number' }).notNull().default(0),
    reversedPendingCents: bigint('reversed_pending_cents', { mode: 'number' }).notNull().default(0),
    releaseAt: instant('release_at').notNull(),
    releasedAt: instant('released_at'),
  },
  (t) => [
    // The seller's parts, newest payment first (keyset pages).
    index('split_parts_seller_idx').on(t.appId, t.sellerId, t.paymentId),
    uniqueIndex('split_parts_split_seller_key').on(t.splitId, t.sellerId),
    // What the hourly release looks for.
    index('split_parts_due_idx')
      .on(t.releaseAt)
      .where(sql`"released_at" is null`),
  ],
)

/**
 * A refund's (or chargeback's) reversal of a posted split, once per refund event: the engine's
 * answer (`reversal`, the contract's Reversal), so the next partial refund adds up exactly.
 */
export const splitReversals = pgTable(
  'split_reversals',
  {
    id: bigIdentity('id'),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    splitId: bigint('split_id', { mode: 'number' })
      .notNull()
      .references(() => paymentSplits.id, { onDelete: 'cascade' }),
    paymentEventId: bigint('payment_event_id', { mode: 'number' }).notNull(),
    refundCents: bigint('refund_cents', { mode: 'number' }).notNull(),
    reversal: jsonb('reversal').$type<Reversal>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('split_reversals_event_key').on(t.splitId, t.paymentEventId)],
)
