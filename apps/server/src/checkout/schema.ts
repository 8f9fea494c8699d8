import { bigint, integer, jsonb, pgTable } from 'drizzle-orm/pg-core'
import type { CheckoutAddress } from '@vitrine/api'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'
import { payments } from '../payments/schema.ts'

/**
 * What a payer typed on a link's public page besides what the payment itself copies (name,
 * e-mail, document): the address, when the link asks for one. One row per payment made there.
 */
export const checkoutPayers = pgTable('checkout_payers', {
  paymentId: bigint('payment_id', { mode: 'number' })
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  appId: integer('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  address: jsonb('address').$type<CheckoutAddress>(),
  createdAt: instant('created_at').notNull(),
})
