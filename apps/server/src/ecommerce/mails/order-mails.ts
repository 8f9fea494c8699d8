import {
  escapeHtml,
  formatMoney,
  type MailVariableValues,
  type PaymentEvent,
  type PaymentType,
} from '@vitrine/api'
import { and, eq, ne, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { MINUTE } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { defineJob, exponentialBackoff } from '../../jobs/define.ts'
import {
  onPaymentMove,
  onShipmentSaved,
  type PaymentMove,
  type ShipmentNews,
} from '../../payments/listeners.ts'
import { paymentColumns, type PaymentRow } from '../../payments/rows.ts'
import { payments } from '../../payments/schema.ts'
import { paymentShipments } from '../../payments/shipment/schema.ts'
import { subscriptionInvoices } from '../../recurrence/schema.ts'
import { readPlatformValues } from '../platform/settings.ts'
import { composeMail } from './compose.ts'
import { paymentValues } from './recover.ts'
import { ecommerceOrderMails } from './schema.ts'
import { deliverStoreMail, storeValues } from './send.ts'
import { storeTemplate } from './templates.ts'

/*
 * The store's mails that follow a payment's moves (issue 15 item 1), whoever made the move —
 * checkout, a payment link, the panel, the sandbox's simulation, the provider, the expiry job:
 *
 *   issue of a pix, boleto or custom charge        → waiting_payment (how to pay: the pix code,
 *                                                     the boleto's line and due date)
 *   pay, authorize, capture, retry_succeeded       → process_order
 *   cancel, void, decline of an issued charge      → canceled_payment (with the move's reason)
 *
 * The listener runs inside the move's transaction, so it only queues a job (one INSERT, gone if
 * the move rolls back); the job composes the store's template (its own or the default) and
 * sends it with `deliverStoreMail`, source `event`, reference the payment's id, so it shows in
 * the delivery log and the e-commerce log. Each (payment, type) is claimed in
 * ecommerce_order_mails before it is sent: a job retried, or the same move seen twice, sends
 * once — at most once, as the recovery reminders (a send cut short is not repeated).
 *
 * The shipment's mails follow no move: saving a tracking code on the transaction detail sends
 *   in_transport (tracking code and link), saving an invoice sends nf (number and link)
 * through the same job. Their claim is the shipment row's own `tracking_mailed`/`nf_mailed`
 * (the code or key last mailed) rather than ecommerce_order_mails: the same code saved again
 * sends nothing, a corrected code sends again, and a retried job still sends once per code.
 *
 * Left out: payers without an e-mail address; a decline straight from `empty` (the provider
 * never issued anything: crash recovery); and the payments of recurrence invoices, whose
 * subscriber gets the billing engine's own mails (recurrence/billing/mail.ts). Telling those
 * apart costs one lookup on subscription_invoices' unique payment index, made only for a move
 * that would mail someone; the billing run's batch of approved cards writes its moves
 * set-based and never reaches listeners (batch-charge.ts). Demo payments are written in bulk,
 * never through moves, so seeding queues nothing.
 */

export const ORDER_MAIL_TYPES = [
  'waiting_payment',
  'process_order',
  'canceled_payment',
  // Queued by the shipment's save (payments/shipment), not by a move: see shipmentClaim.
  'in_transport',
  'nf',
] as const
export type OrderMailType = (typeof ORDER_MAIL_TYPES)[number]

/** Charges the payer still has to pay by themselves after they are issued. */
const PAID_BY_PAYER: readonly string[] = [
  'pix',
  'pix-installment',
  'static-pix',
  'billet',
  'custom',
]
const RECEIVED: readonly PaymentEvent[] = ['pay', 'authorize', 'capture', 'retry_succeeded']
const ENDED: readonly PaymentEvent[] = ['cancel', 'void', 'decline']

/** Which mail a move sends, if any (before any look at the payer or the database). */
export function orderMailOf(move: Pick<PaymentMove, 'event' | 'before' | 'after'>) {
  if (move.event === 'issue') {
    return PAID_BY_PAYER.includes(move.after.type) ? ('waiting_payment' as const) : null
  }
  if (RECEIVED.includes(move.event)) return 'process_order' as const
  if (ENDED.includes(move.event) && move.before.status !== 'empty') {
    return 'canceled_payment' as const
  }
  return null
}

const OrderMailPayload = v.object({
  app_id: v.number(),
  payment_id: v.number(),
  type: v.picklist(ORDER_MAIL_TYPES),
  /** The move that asked for it and its note (a cancellation's reason). */
  event: v.string(),
  note: v.optional(v.string(), ''),
})

/** Whether the payment is a recurrence invoice's: its subscriber is mailed by billing. */
async function isInvoicePayment(tx: Database, paymentId: number): Promise<boolean> {
  const [invoice] = await tx
    .select({ id: subscriptionInvoices.id })
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.paymentId, paymentId))
    .limit(1)
  return invoice !== undefined
}

/** The payment listener: queues the mail of the move, in the move's transaction. */
export async function queueOrderMail(move: PaymentMove): Promise<void> {
  const type = orderMailOf(move)
  if (!type || !move.after.customerEmail?.trim()) return
  if (await isInvoicePayment(move.tx, move.after.id)) return
  await move.deps.jobs.enqueue(
    orderMailJob,
    {
      app_id: move.appId,
      payment_id: move.after.id,
      type,
      event: move.event,
      note: move.note.slice(0, 500),
    },
    { tx: move.tx },
  )
}

/** Registered when the mails' routes are composed (routes.ts); registering twice keeps one. */
export function registerOrderMails(): void {
  onPaymentMove('ecommerce.order-mails', queueOrderMail)
  onShipmentSaved('ecommerce.order-mails', queueShipmentMails)
}

/** The shipment listener: in_transport for a new tracking code, nf for a new invoice key. */
export async function queueShipmentMails(news: ShipmentNews): Promise<void> {
  // Nobody to tell without an address; the shipment is saved all the same.
  if (!news.payment.customerEmail?.trim()) return
  const types = [
    ...(news.tracking ? (['in_transport'] as const) : []),
    ...(news.invoice ? (['nf'] as const) : []),
  ]
  for (const type of types) {
    await news.deps.jobs.enqueue(
      orderMailJob,
      { app_id: news.appId, payment_id: news.payment.id, type, event: 'shipment', note: '' },
      { tx: news.tx },
    )
  }
}

const METHOD_NAMES: Partial<Record<PaymentType, string>> = {
  pix: 'Pix',
  'pix-installment': 'Pix parcelado',
  'static-pix': 'Pix',
  billet: 'Boleto',
  creditcard: 'Cartão de crédito',
  debitcard: 'Cartão de débito',
  voucher: 'Vale-refeição',
  custom: 'Pagamento combinado',
}

/** The items as the mails' table (the same markup as the editor's sample), values escaped. */
function itemsTable(items: PaymentRow['items']): string {
  if (items.length === 0) return ''
  const rows = items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.description)}</td><td align="center">${item.quantity}</td>` +
        `<td align="right">${escapeHtml(formatMoney(item.quantity * item.unit_cents))}</td></tr>`,
    )
    .join('')
  return (
    '<table class="itens" role="presentation" width="100%" cellpadding="6" cellspacing="0">' +
    '<tr><th align="left">Produto</th><th align="center">Qtd.</th><th align="right">Valor</th></tr>' +
    `${rows}</table>`
  )
}

/** Why a charge ended, for {{cancel_reason}}: the move's note, else the move's own words. */
function cancelReason(event: string, note: string): string {
  const given = note.trim().replace(/[.\s]+$/, '')
  if (given) return given
  if (event === 'cancel') return 'a cobrança foi cancelada pela loja'
  if (event === 'void') return 'a autorização do cartão foi liberada sem captura'
  return 'o pagamento não foi aprovado ou venceu sem pagamento'
}

/**
 * What the payment knows for the variables: the payer, the order number (the payment's id, as
 * the panel shows it), the items, the totals in BRL, how to pay. A payment keeps items and a
 * total but no freight nor discount: the total above the items shows as freight, below as
 * discount, so the lines of the default template add up.
 */
export function orderValues(
  row: PaymentRow,
  publicUrl: string,
  extra: { event: string; note: string },
): MailVariableValues {
  const subtotal = row.items.reduce((sum, item) => sum + item.quantity * item.unit_cents, 0)
  const itemsCents = row.items.length > 0 ? subtotal : row.amountCents
  const values: MailVariableValues = {
    ...paymentValues(row, publicUrl),
    order_number: String(row.id),
    order_items: itemsTable(row.items),
    order_subtotal: formatMoney(itemsCents),
    order_shipping: formatMoney(Math.max(0, row.amountCents - itemsCents)),
    order_discount: formatMoney(Math.max(0, itemsCents - row.amountCents)),
    order_total: formatMoney(row.amountCents),
    payment_method: row.instructions?.method_name || METHOD_NAMES[row.type as PaymentType] || '',
  }
  if (values.payment_url) values.order_url = values.payment_url
  if (!values.payment_instructions && row.instructions?.text) {
    values.payment_instructions = `<p>${escapeHtml(row.instructions.text)}</p>`
  }
  if (ENDED.includes(extra.event as PaymentEvent)) {
    values.cancel_reason = cancelReason(extra.event, extra.note)
  }
  return values
}

/** The store's name and address as its platform settings give them (the app's name without). */
async function storeOf(deps: Pick<AppDeps, 'db'>, appId: number): Promise<MailVariableValues> {
  const values = await storeValues(deps, appId)
  const platform = await readPlatformValues(deps.db, appId, values.store_name ?? '')
  const name = platform.values.store_name.trim() || values.store_name || ''
  const domain = platform.values.domain.trim()
  return {
    store_name: name,
    ...(domain ? { store_url: /^https?:\/\//.test(domain) ? domain : `https://${domain}` } : {}),
  }
}

type ShipmentMailType = 'in_transport' | 'nf'
const isShipmentMail = (type: OrderMailType): type is ShipmentMailType =>
  type === 'in_transport' || type === 'nf'

/**
 * Takes the shipment's current tracking code (in_transport) or access key (nf) as mailed, if it
 * was not already: one UPDATE, so two jobs for the same code cannot both win. Answers the
 * variables of what it took, or null (nothing saved, or that very code already mailed).
 */
async function shipmentClaim(
  db: Database,
  appId: number,
  paymentId: number,
  type: ShipmentMailType,
): Promise<MailVariableValues | null> {
  const where = and(eq(paymentShipments.appId, appId), eq(paymentShipments.paymentId, paymentId))
  const [row] =
    type === 'in_transport'
      ? await db
          .update(paymentShipments)
          .set({ trackingMailed: sql`${paymentShipments.trackingCode}` })
          .where(
            and(
              where,
              ne(paymentShipments.trackingCode, ''),
              sql`${paymentShipments.trackingMailed} is distinct from ${paymentShipments.trackingCode}`,
            ),
          )
          .returning()
      : await db
          .update(paymentShipments)
          .set({ nfMailed: sql`${paymentShipments.nfKey}` })
          .where(
            and(
              where,
              ne(paymentShipments.nfKey, ''),
              sql`${paymentShipments.nfMailed} is distinct from ${paymentShipments.nfKey}`,
            ),
          )
          .returning()
  if (!row) return null
  return type === 'in_transport'
    ? { tracking_code: row.trackingCode, tracking_url: row.trackingUrl }
    : { invoice_number: row.nfNumber, invoice_url: row.nfUrl }
}

/** Takes (payment, type); false when it was taken before (sent, or being sent). */
async function claim(
  db: Database,
  appId: number,
  paymentId: number,
  type: Exclude<OrderMailType, ShipmentMailType>,
  now: Date,
) {
  const claimed = await db
    .insert(ecommerceOrderMails)
    .values({ appId, paymentId, type, createdAt: now })
    .onConflictDoNothing()
    .returning({ type: ecommerceOrderMails.type })
  return claimed.length > 0
}

/** Sends one order mail; answers whether it went (or was tried: a failure is logged as such). */
export async function sendOrderMail(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>,
  payload: v.InferOutput<typeof OrderMailPayload>,
): Promise<boolean> {
  const { db, config, clock } = deps
  const { app_id: appId, payment_id: paymentId, type } = payload
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.appId, appId), eq(payments.id, paymentId)))
  const to = row?.customerEmail?.trim()
  if (!row || !to) return false
  // Paid (or ended) before the job ran: "waiting for payment" would be news already stale.
  if (type === 'waiting_payment' && row.status !== 'pending') return false
  const template = await storeTemplate(db, appId, type)
  if (!template.active) return false
  let shipment: MailVariableValues = {}
  if (isShipmentMail(type)) {
    const taken = await shipmentClaim(db, appId, paymentId, type)
    if (!taken) return false
    shipment = taken
  } else if (!(await claim(db, appId, paymentId, type, clock.now()))) return false
  const values = {
    ...(await storeOf(deps, appId)),
    ...orderValues(row, config.publicUrl, payload),
    ...shipment,
  }
  await deliverStoreMail(
    deps,
    { appId, type, source: 'event', to, reference: String(paymentId) },
    composeMail(template, values),
  )
  return true
}

export const orderMailJob = defineJob({
  name: 'ecommerce.order-mail',
  payload: OrderMailPayload,
  retry: exponentialBackoff({ attempts: 5, firstMs: MINUTE, maxMs: 30 * MINUTE }),
  timeoutMs: 5 * MINUTE,
  async handler(payload, { deps }) {
    await sendOrderMail(deps, payload)
  },
})
