import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { customers } from '../customers/schema.ts'
import { bigIdentity, instant } from '../db/columns.ts'
import { users } from '../identity/schema.ts'
import { gateways } from '../gateways/schema.ts'
import { paymentLinks } from '../links/schema.ts'

/** A generated full-text vector of the customer's name, searched with `@@`. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * Accented letters of Portuguese (and their neighbours) and what they fold to, so that "joao"
 * finds "João" (payments/search.ts folds the words typed the same way). `translate` and
 * `lower` are immutable, as a generated column needs, and unlike `unaccent` need no extension.
 */
export const FOLD_FROM = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ'
export const FOLD_TO = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy'

export type PaymentItemRow = { description: string; quantity: number; unit_cents: number }
export type PixArtefact = { code: string; txid: string; expires_at: string | null }
export type BilletArtefact = { barcode: string; linha_digitavel: string; due_date: string }
export type CardArtefact = { brand: string; last_four: string }
export type InstructionsArtefact = { method_name: string; text: string }

/**
 * Payments (the specification's transactions). The status moves only along the contract's
 * PAYMENT_TRANSITIONS, each move one row of payment_events in the same database transaction;
 * the money of each move is a journal of the ledger with reference `payment:<id>`.
 * The customer is copied (name, e-mail, document) so a payment reads the same after the
 * customer changes; `customer_id` links it for the customer's aggregates.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigIdentity('id'),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    /** Centavos: what was charged, taken (captured), given back (refunded), kept by the provider. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    capturedCents: bigint('captured_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull().default(0),
    installments: integer('installments').notNull().default(1),
    description: text('description').notNull().default(''),
    items: jsonb('items').$type<PaymentItemRow[]>().notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, {
      onDelete: 'set null',
    }),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    customerDocument: text('customer_document'),
    gatewayId: integer('gateway_id').references(() => gateways.id, { onDelete: 'set null' }),
    provider: text('provider'),
    /** Ours, sent to the provider: how a charge is found again after a crash (payments/recover.ts). */
    reference: text('reference').notNull(),
    /** The provider's id of the charge. */
    externalId: text('external_id'),
    pix: jsonb('pix').$type<PixArtefact>(),
    billet: jsonb('billet').$type<BilletArtefact>(),
    card: jsonb('card').$type<CardArtefact>(),
    instructions: jsonb('instructions').$type<InstructionsArtefact>(),
    /** The payment link it was paid through (issue 11), if any. */
    linkId: integer('link_id').references(() => paymentLinks.id, { onDelete: 'set null' }),
    /** The printable boleto's address token (no login). */
    publicToken: text('public_token'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    paidAt: instant('paid_at'),
    search: tsvector('search').generatedAlwaysAs(
      sql.raw(
        `to_tsvector('simple', lower(translate(coalesce("customer_name", ''), '${FOLD_FROM}', '${FOLD_TO}')))`,
      ),
    ),
  },
  (t) => [
    // Keyset pages, newest first, with the filters that narrow most in front.
    index('payments_created_idx').on(t.appId, t.createdAt, t.id),
    index('payments_status_idx').on(t.appId, t.status, t.createdAt, t.id),
    index('payments_customer_idx').on(t.appId, t.customerId, t.createdAt, t.id),
    index('payments_gateway_idx').on(t.appId, t.gatewayId, t.createdAt, t.id),
    index('payments_link_idx')
      .on(t.appId, t.linkId, t.createdAt, t.id)
      .where(sql`"link_id" is not null`),
    index('payments_email_idx')
      .on(t.appId, t.customerEmail.op('text_pattern_ops'))
      .where(sql`"customer_email" is not null`),
    index('payments_document_idx')
      .on(t.appId, t.customerDocument.op('text_pattern_ops'))
      .where(sql`"customer_document" is not null`),
    index('payments_name_search_idx').using('gin', t.search),
    uniqueIndex('payments_reference_key').on(t.appId, t.reference),
    // Charges the provider has not answered yet, across stores: what recovery looks at.
    index('payments_unanswered_idx')
      .on(t.createdAt)
      .where(sql`"status" = 'empty'`),
    uniqueIndex('payments_public_token_key')
      .on(t.publicToken)
      .where(sql`"public_token" is not null`),
    check('payments_amounts', sql`"amount_cents" > 0 and "refunded_cents" <= "captured_cents"`),
    check('payments_captured', sql`"captured_cents" >= 0 and "captured_cents" <= "amount_cents"`),
  ],
)

/** The timeline: every status move of a payment, oldest first by id. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigIdentity('id'),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The PAYMENT_TRANSITIONS event. */
    event: text('event').notNull(),
    fromStatus: text('from_status').notNull(),
    status: text('status').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    note: text('note').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.id)],
)

/**
 * The built-in sandbox provider's own books (payments/providers/sandbox.ts): what a real PSP
 * keeps on its side. Looked up by our reference when a crash left a payment unanswered.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    capturedCents: bigint('captured_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    /** The answer given when the charge was created (codes, card brand), replayed by lookup. */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [uniqueIndex('sandbox_charges_reference_key').on(t.appId, t.reference)],
)

/**
 * Customers whose totals (purchases, total spent, last purchase) wait for a recount: what a
 * batch of charges leaves instead of recounting each customer in its own transaction
 * (payments/customer-totals.ts). Append-only marks, taken and deleted by the recount: no unique
 * key, so two billing engines marking one customer never wait for each other, and no foreign
 * key, whose check would lock the customer's row for every mark (a mark of a customer gone
 * recounts nothing).
 */
export const customerTotalsDue = pgTable('customer_totals_due', {
  id: bigIdentity('id'),
  appId: integer('app_id').notNull(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull(),
})
