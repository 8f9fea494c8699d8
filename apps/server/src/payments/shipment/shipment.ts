import { ApiError, SHIPPABLE_STATUSES, type Shipment, type ShipmentInputSchema } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { AppAccess } from '../../access/require-access.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { statusText } from '../../http/errors.ts'
import { shipmentSaved } from '../listeners.ts'
import { paymentError } from '../messages.ts'
import { findPayment } from '../read.ts'
import { paymentShipments } from './schema.ts'

/*
 * The shipment of a paid payment, saved from the transaction detail: the tracking code and the
 * invoice (nota fiscal). Saving is what mails the payer: a tracking code saved for the first
 * time, or changed, queues in_transport; an invoice saved, or its key changed, queues nf — in
 * the save's transaction, told to the shipment listeners (payments/listeners.ts; the store's
 * order mails, ecommerce/mails/order-mails.ts, claim the code on this row so each code is mailed
 * once). Payments never import the domains that follow them.
 */

const NOT_PAID = {
  en: 'Only a payment that received money ships: this one has not been paid (or was refunded in full).',
  'pt-BR':
    'Só é possível informar envio e nota fiscal de um pagamento que recebeu dinheiro: este não foi pago (ou foi estornado por inteiro).',
} satisfies Record<Lang, string>

type ShipmentRow = typeof paymentShipments.$inferSelect
type ShipmentValues = v.InferOutput<typeof ShipmentInputSchema>

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)

function toShipment(row: ShipmentRow): Shipment {
  return {
    payment_id: row.paymentId,
    tracking_code: row.trackingCode,
    carrier: row.carrier,
    tracking_url: row.trackingUrl,
    nf_number: row.nfNumber,
    nf_key: row.nfKey,
    nf_url: row.nfUrl,
    tracking_saved_at: isoOrNull(row.trackingSavedAt),
    nf_saved_at: isoOrNull(row.nfSavedAt),
    updated_at: row.updatedAt.toISOString(),
  }
}

async function shipmentRow(db: Database, appId: number, paymentId: number, lock = false) {
  const query = db
    .select()
    .from(paymentShipments)
    .where(and(eq(paymentShipments.appId, appId), eq(paymentShipments.paymentId, paymentId)))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** The payment's shipment, null while nothing was saved; another store's payment is a 404. */
export async function getShipment(
  db: Database,
  appId: number,
  paymentId: number,
  lang: Lang,
): Promise<Shipment | null> {
  if (!(await findPayment(db, appId, paymentId))) throw paymentError(404, lang, 'paymentNotFound')
  const row = await shipmentRow(db, appId, paymentId)
  return row ? toShipment(row) : null
}

/**
 * Saves both halves as given (an empty half clears it) and queues the mails of what is new. A
 * payment that never received money (pending, failed, refunded) is a 409.
 */
export async function saveShipment(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'clock'>,
  access: AppAccess,
  paymentId: number,
  input: ShipmentValues,
  lang: Lang,
): Promise<Shipment> {
  const appId = access.app.id
  const payment = await findPayment(deps.db, appId, paymentId)
  if (!payment) throw paymentError(404, lang, 'paymentNotFound')
  if (!(SHIPPABLE_STATUSES as readonly string[]).includes(payment.status)) {
    throw new ApiError({ statusCode: 409, statusMessage: statusText(409), message: NOT_PAID[lang] })
  }
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const before = await shipmentRow(tx, appId, paymentId, true)
    const trackingNew = input.tracking_code !== '' && input.tracking_code !== before?.trackingCode
    const trackingChanged =
      trackingNew ||
      input.carrier !== (before?.carrier ?? '') ||
      input.tracking_url !== (before?.trackingUrl ?? '')
    const nfNew = input.nf_key !== '' && input.nf_key !== before?.nfKey
    const nfChanged =
      nfNew ||
      input.nf_number !== (before?.nfNumber ?? '') ||
      input.nf_url !== (before?.nfUrl ?? '')
    const values = {
      trackingCode: input.tracking_code,
      carrier: input.carrier,
      trackingUrl: input.tracking_url,
      nfNumber: input.nf_number,
      nfKey: input.nf_key,
      nfUrl: input.nf_url,
      trackingSavedAt: trackingChanged ? now : (before?.trackingSavedAt ?? null),
      nfSavedAt: nfChanged ? now : (before?.nfSavedAt ?? null),
      updatedAt: now,
    }
    const [row] = await tx
      .insert(paymentShipments)
      .values({ appId, paymentId, ...values })
      .onConflictDoUpdate({
        target: [paymentShipments.appId, paymentShipments.paymentId],
        set: values,
      })
      .returning()
    await shipmentSaved({ tx, deps, appId, payment, tracking: trackingNew, invoice: nfNew })
    return toShipment(row!)
  })
}
