import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { loadGatewayAccount } from '../../gateways/account.ts'
import type { AppDeps } from '../../http/context.ts'
import { errorFields } from '../../logger.ts'
import { lockPayment, PaymentChange, PROVIDER_ACTOR } from '../../payments/apply.ts'
import { providerFor, ProviderError } from '../../payments/providers/index.ts'
import { subscriptionInvoices, subscriptions } from '../schema.ts'
import { publishInvoiceEvent } from '../shared/events.ts'
import type { InvoiceRow } from '../shared/rows.ts'

/**
 * Ends an unpaid invoice inside the caller's transaction (the subscription canceled, or its
 * window closed): status `expired`, `invoice.expired`, and its pending pix or boleto cancelled
 * at the provider and declined through the payments core, so money can no longer arrive for
 * it. The invoice is expired first, so the payment's move does not count as a failed attempt
 * (outcome.ts only follows active invoices). An invoice already paid or expired is answered as
 * it is. A provider that cannot be reached is thrown (the caller's transaction rolls back).
 */
export async function expireInvoice(
  deps: AppDeps,
  tx: Database,
  invoice: InvoiceRow,
  now: Date,
): Promise<InvoiceRow> {
  const [current] = await tx
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.id, invoice.id))
    .for('update')
  if (!current || current.status !== 'active' || current.paidAt !== null) return current ?? invoice
  const [expired] = await tx
    .update(subscriptionInvoices)
    .set({
      status: 'expired',
      expiredAt: now,
      nextRetryAt: null,
      chargingSince: null,
      updatedAt: now,
    })
    .where(eq(subscriptionInvoices.id, invoice.id))
    .returning()
  const [sub] = await tx
    .select({ publicId: subscriptions.publicId })
    .from(subscriptions)
    .where(eq(subscriptions.id, invoice.subscriptionId))
  await publishInvoiceEvent(deps, tx, 'expired', expired!, sub!, null)
  if (current.paymentId !== null)
    await cancelPendingPayment(deps, tx, current.appId, current.paymentId, now)
  return expired!
}

async function cancelPendingPayment(
  deps: AppDeps,
  tx: Database,
  appId: number,
  paymentId: number,
  now: Date,
): Promise<void> {
  const change = new PaymentChange(tx, deps, appId, 'pt-BR', now)
  const row = await lockPayment(tx, appId, paymentId)
  if (row?.status !== 'pending') return
  const account =
    row.gatewayId === null ? null : await loadGatewayAccount(tx, deps.config, appId, row.gatewayId)
  if (account && row.externalId) {
    try {
      await providerFor(account.provider, tx, deps.clock).cancel(account, row.externalId)
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error
      // Paid on its side meanwhile: its report settles it; ours stays pending.
      if (error.code !== 'charge_not_found') {
        deps.logger.warn('recurrence.expire_refused', {
          app_id: appId,
          payment_id: paymentId,
          ...errorFields(error),
        })
        return
      }
    }
  }
  await change.move(
    row,
    { kind: 'cancel' },
    { actor: PROVIDER_ACTOR, note: 'Fatura encerrada sem pagamento.' },
  )
  await change.finish()
}
