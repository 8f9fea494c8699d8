import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { apps } from '../../access/schema.ts'
import { instant } from '../../db/columns.ts'
import { payments } from '../schema.ts'

/**
 * How a paid payment's order travels and its invoice (shipment.ts): one row per payment, saved
 * from the transaction detail. The `*_mailed` columns are the claims of the in_transport and nf
 * mails (order-mails.ts): the code and key last mailed, so saving the same again mails nothing
 * and a changed code mails again.
 */
export const paymentShipments = pgTable(
  'payment_shipments',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    trackingCode: text('tracking_code').notNull(),
    carrier: text('carrier').notNull(),
    trackingUrl: text('tracking_url').notNull(),
    nfNumber: text('nf_number').notNull(),
    nfKey: text('nf_key').notNull(),
    nfUrl: text('nf_url').notNull(),
    trackingSavedAt: instant('tracking_saved_at'),
    nfSavedAt: instant('nf_saved_at'),
    /** The tracking code of the last in_transport mail sent (or tried); null before any. */
    trackingMailed: text('tracking_mailed'),
    /** The access key of the last nf mail sent (or tried); null before any. */
    nfMailed: text('nf_mailed'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.paymentId] })],
)
