import type { PayoutDestination, PayoutKind, PayoutStatus, SupplierCategory } from '@vitrine/api'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'

/*
 * The wallet (issue 12 item 6; ARCHITECTURE.md, "Wallet"). Its money is never kept here: the
 * balance is the ledger's (merchant_available, merchant_pending, wallet_in_transit). These
 * tables hold the settings, the suppliers and the payouts the ledger's journals are about
 * (`payout:<id>`).
 */

/**
 * One row per store, written when the store first saves its settings or enables the wallet. It
 * is also the lock every payout takes (`SELECT … FOR UPDATE`): the available balance is read and
 * spent under it, so parallel payouts can never spend the same money twice.
 */
export const wallets = pgTable('wallets', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  enabledAt: instant('enabled_at'),
  minWithdrawalCents: bigint('min_withdrawal_cents', { mode: 'number' }).notNull(),
  dailyWithdrawalCapCents: bigint('daily_withdrawal_cap_cents', { mode: 'number' }).notNull(),
  /** The store's own account for withdrawals (the contract's PayoutDestination), validated. */
  destination: jsonb('destination').$type<PayoutDestination>(),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
})

/**
 * Who the store pays from its wallet. A document once per store; never deleted (payouts name
 * them): archived instead, and an archived supplier cannot be paid. `search_name` is the name
 * folded as customers' `sort_name` is, for the list's search.
 */
export const walletSuppliers = pgTable(
  'wallet_suppliers',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    /** Normalised CPF (11) or CNPJ (14). */
    document: text('document').notNull(),
    email: text('email'),
    category: text('category').$type<SupplierCategory>().notNull(),
    destination: jsonb('destination').$type<PayoutDestination>().notNull(),
    archivedAt: instant('archived_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('wallet_suppliers_app_idx').on(t.appId, t.id),
    uniqueIndex('wallet_suppliers_document_key').on(t.appId, t.document),
  ],
)

/**
 * Withdrawals and supplier payments. `destination` is a snapshot: where this payout went, even
 * if the store or the supplier changes its account later. `provider_reference` is the payout
 * provider's transfer id, once it answered. The idempotency key is the request's: the ledger's
 * journal of the payout is posted once per key too.
 */
export const walletPayouts = pgTable(
  'wallet_payouts',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PayoutKind>().notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    description: text('description'),
    supplierId: integer('supplier_id').references(() => walletSuppliers.id),
    destination: jsonb('destination').$type<PayoutDestination>().notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key'),
    requestedAt: instant('requested_at').notNull(),
    paidOutAt: instant('paid_out_at'),
    failedAt: instant('failed_at'),
  },
  (t) => [
    // Keyset pages, newest first; one supplier's history; today's withdrawals for the cap.
    index('wallet_payouts_app_idx').on(t.appId, t.id),
    index('wallet_payouts_supplier_idx').on(t.appId, t.supplierId, t.id),
    index('wallet_payouts_kind_idx').on(t.appId, t.kind, t.requestedAt),
    uniqueIndex('wallet_payouts_idempotency_key')
      .on(t.appId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('wallet_payouts_kind', sql`${t.kind} in ('withdrawal', 'supplier_payment')`),
    check('wallet_payouts_status', sql`${t.status} in ('in_transit', 'paid_out', 'failed')`),
    check('wallet_payouts_amount', sql`${t.amountCents} > 0`),
  ],
)

/**
 * The sandbox payout provider's own books (sandbox-payouts.ts), as a real provider keeps them
 * on its side: one transfer per our reference, found again by `lookup` after a crash.
 */
export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    id: text('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    destination: jsonb('destination').$type<PayoutDestination>().notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull(),
    failureReason: text('failure_reason'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [uniqueIndex('sandbox_transfers_reference_key').on(t.appId, t.reference)],
)
