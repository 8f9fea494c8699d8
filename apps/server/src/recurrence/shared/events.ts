import type { PaymentStatus, SubscriptionStatus } from '@vitrine/api'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { publish } from '../../webhooks/publish.ts'
import type { InvoiceRow, SubscriptionRow } from './rows.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>

/** The subscription as every `subscription.*` webhook event carries it. */
export function subscriptionEventData(row: SubscriptionRow) {
  return {
    id: row.publicId,
    customer_id: row.customerId,
    plan_id: row.planId,
    status: row.status,
    current_cycle: row.currentCycle,
    next_charge_at: row.nextChargeAt?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  }
}

/** Publishes `subscription.<type>` in the change's transaction (a rollback sends nothing). */
export function publishSubscriptionEvent(
  deps: Deps,
  tx: Database,
  type: 'created' | 'updated' | 'canceled',
  row: SubscriptionRow,
  previousStatus?: SubscriptionStatus,
): Promise<number> {
  return publish(
    deps,
    row.appId,
    `subscription.${type}`,
    {
      subscription: subscriptionEventData(row),
      ...(previousStatus && previousStatus !== row.status
        ? { previous_status: previousStatus }
        : {}),
    },
    { tx },
  )
}

/** Publishes `invoice.<type>` in the change's transaction. */
export function publishInvoiceEvent(
  deps: Deps,
  tx: Database,
  type: 'created' | 'paid' | 'failed' | 'expired',
  invoice: InvoiceRow,
  subscription: Pick<SubscriptionRow, 'publicId'>,
  payment: { status: PaymentStatus } | null,
  reason?: string,
): Promise<number> {
  return publish(
    deps,
    invoice.appId,
    `invoice.${type}`,
    {
      invoice: {
        id: invoice.id,
        subscription_id: subscription.publicId,
        cycle: invoice.cycle,
        status: invoice.status,
        amount_cents: invoice.amountCents,
        attempts: invoice.attempts,
        payment_id: invoice.paymentId,
        payment_status: payment?.status ?? null,
        paid_at: invoice.paidAt?.toISOString() ?? null,
        next_retry_at: invoice.nextRetryAt?.toISOString() ?? null,
      },
      ...(reason ? { reason } : {}),
    },
    { tx },
  )
}
