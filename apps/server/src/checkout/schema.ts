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
import type { CheckoutAddress, CustomFieldAnswer } from '@vitrine/api'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'
import { customers } from '../customers/schema.ts'
import { users } from '../identity/schema.ts'
import { payments, type PaymentItemRow } from '../payments/schema.ts'

/**
 * What a payer typed on a link's public page besides what the payment itself copies (name,
 * e-mail, document): the address, when the link asks for one, and the answers to the store's
 * custom fields. One row per payment made there.
 */
export const checkoutPayers = pgTable('checkout_payers', {
  paymentId: bigint('payment_id', { mode: 'number' })
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  appId: integer('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  address: jsonb('address').$type<CheckoutAddress>(),
  /** The answers to the store's custom fields shown to the payer, with their labels then. */
  customFields: jsonb('custom_fields').$type<CustomFieldAnswer[]>(),
  createdAt: instant('created_at').notNull(),
})

/**
 * Capture requests (`/c-capture/<hash>`): a charge a merchant starts in the panel for a payer to
 * complete on a public page. `hash` is random and unique; `payment_id` is the last payment made
 * through it (a declined one leaves the request open; one pending or paid uses it up).
 */
export const captureRequests = pgTable(
  'capture_requests',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    description: text('description').notNull().default(''),
    items: jsonb('items').$type<PaymentItemRow[]>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, {
      onDelete: 'set null',
    }),
    gatewayIds: integer('gateway_ids').array().notNull(),
    maxInstallments: integer('max_installments').notNull().default(1),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('capture_requests_hash_key').on(t.hash),
    index('capture_requests_app_idx').on(t.appId, t.id),
  ],
)
