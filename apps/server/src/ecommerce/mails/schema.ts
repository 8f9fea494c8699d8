import {
  MAIL_DELIVERY_SOURCES,
  MAIL_SEND_STATUSES,
  MAIL_TYPES,
  RECOVER_KINDS,
  SMTP_SECURITIES,
  type MailDeliverySource,
  type MailSendStatus,
  type MailType,
  type RecoverKind,
  type SmtpSecurity,
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
  text,
} from 'drizzle-orm/pg-core'
import { apps } from '../../access/schema.ts'
import { bigIdentity, instant } from '../../db/columns.ts'

const among = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value}'`).join(', ')})`)

/**
 * A store's own version of one of its mails (issue 15 item 1). No row: the store sends the
 * contract's default template, active. Restoring writes the default back (customised false) so
 * the active flag the store chose survives.
 */
export const ecommerceMails = pgTable(
  'ecommerce_mails',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    type: text('type').$type<MailType>().notNull(),
    subject: text('subject').notNull(),
    preheader: text('preheader').notNull(),
    /** Sanitised when saved (section 5 rules), sanitised again when sent. */
    bodyHtml: text('body_html').notNull(),
    active: boolean('active').notNull(),
    customised: boolean('customised').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.type] }),
    check('ecommerce_mails_type', among('type', MAIL_TYPES)),
  ],
)

/**
 * An SMTP server's columns, the store's (below) and a reseller's (whitelabel/schema.ts): one
 * contract, one check, one sealing of the password (smtp.ts). Fresh builders on every call, as
 * drizzle wants one per table.
 */
export function smtpServerColumns() {
  return {
    host: text('host').notNull(),
    port: integer('port').notNull(),
    security: text('security').$type<SmtpSecurity>().notNull(),
    user: text('user').notNull(),
    passwordEncrypted: text('password_encrypted'),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    updatedAt: instant('updated_at').notNull(),
  }
}

/**
 * The store's SMTP server. The password is AES-256-GCM under the gateway credentials key
 * (smtp-secret.ts), never answered nor logged.
 */
export const ecommerceMailSmtp = pgTable(
  'ecommerce_mail_smtp',
  {
    appId: integer('app_id')
      .primaryKey()
      .references(() => apps.id, { onDelete: 'cascade' }),
    ...smtpServerColumns(),
  },
  () => [check('ecommerce_mail_smtp_security', among('security', SMTP_SECURITIES))],
)

/** A recovery schedule; no row: the defaults, off. */
export const ecommerceMailRecover = pgTable(
  'ecommerce_mail_recover',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RecoverKind>().notNull(),
    active: boolean('active').notNull(),
    /** Hours after the cart or payment, ascending (checked by the contract on save). */
    delaysHours: jsonb('delays_hours').$type<number[]>().notNull(),
    couponCode: text('coupon_code').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.kind] }),
    check('ecommerce_mail_recover_kind', among('kind', RECOVER_KINDS)),
    // The job scans the active schedules of every store.
    index('ecommerce_mail_recover_active_idx')
      .on(t.kind)
      .where(sql`"active"`),
  ],
)

/**
 * One row per reminder step sent (or tried) for one payment or cart: the claim the job takes
 * before sending, so a step goes at most once whatever runs twice.
 */
export const ecommerceMailReminders = pgTable(
  'ecommerce_mail_reminders',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RecoverKind>().notNull(),
    /** The payment's id (or the cart's, once carts exist). */
    reference: text('reference').notNull(),
    step: integer('step').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.kind, t.reference, t.step] })],
)

/** The delivery log: every store mail sent or failed, newest first by id. */
export const ecommerceMailDeliveries = pgTable(
  'ecommerce_mail_deliveries',
  {
    id: bigIdentity('id'),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    type: text('type').$type<MailType>().notNull(),
    source: text('source').$type<MailDeliverySource>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    status: text('status').$type<MailSendStatus>().notNull(),
    via: text('via').$type<'store' | 'platform'>().notNull(),
    error: text('error'),
    step: integer('step'),
    reference: text('reference'),
    /** The message in the server's outbox (mail_outbox), the copy of what was sent. */
    outboxId: bigint('outbox_id', { mode: 'number' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('ecommerce_mail_deliveries_app_idx').on(t.appId, t.id),
    check('ecommerce_mail_deliveries_type', among('type', MAIL_TYPES)),
    check('ecommerce_mail_deliveries_source', among('source', MAIL_DELIVERY_SOURCES)),
    check('ecommerce_mail_deliveries_status', among('status', MAIL_SEND_STATUSES)),
    check('ecommerce_mail_deliveries_via', among('via', ['store', 'platform'])),
  ],
)

/**
 * One row per mail a payment's moves sent its payer (order-mails.ts): the claim the job takes
 * before sending, so a job retried, or a move seen twice, sends each type once per payment.
 */
export const ecommerceOrderMails = pgTable(
  'ecommerce_order_mails',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** The payment's id: the delivery log's `reference` of the same mail. */
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    type: text('type').$type<MailType>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.paymentId, t.type] }),
    check('ecommerce_order_mails_type', among('type', MAIL_TYPES)),
  ],
)
