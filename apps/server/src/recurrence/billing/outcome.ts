import type { PaymentEvent, PaymentStatus } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { onPaymentMove, type PaymentMove } from '../../payments/listeners.ts'
import { subscriptionInvoices } from '../schema.ts'
import { publishInvoiceEvent } from '../shared/events.ts'
import { moveSubscription } from '../shared/move.ts'
import {
  lockSubscriptionRow,
  planOf,
  type InvoiceRow,
  type SubscriptionRow,
} from '../shared/rows.ts'
import { firstFailureAt, retryAt } from './dunning.ts'
import { billingMailQueue, type BillingMail } from './queue.ts'
import { billingSettingsOf } from './settings.ts'

/*
 * What an invoice's payment does to the invoice and its subscription, in the payment move's
 * own transaction, whoever moved it (the engine, the sign-up page, the sandbox's "simulate
 * paid", the panel, crash recovery): the payments core calls `followInvoicePayment` after every
 * move (payments/listeners.ts; registered by `registerBillingListeners` when the recurrence
 * routes are composed, and by the engine's run).
 *
 * - Money received (pay, authorize, retry_succeeded): the invoice is paid, the subscription
 *   `pay` (→ active), `invoice.paid`; after a retry, the subscriber is told.
 * - A card declined (decline, retry_failed): the subscription `fail` (→ past_due) and the next
 *   attempt is scheduled by the store's retry days (dunning.ts), `invoice.failed`, and the
 *   subscriber gets the page's link to pay or give another card; once retries run out, the
 *   invoice expires and the subscription is canceled or paused (the store's setting).
 * - A pix or boleto ended unpaid (decline on expiry, or cancel): the invoice expires, the
 *   subscription `fail`, and on the next retry day a new invoice of the same cycle is issued
 *   with a new code or slip (run.ts), until retries run out.
 *
 * Lock order: the payment (held by the move), then the invoice, then the subscription.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>

const RECEIVED: readonly PaymentEvent[] = ['pay', 'authorize', 'retry_succeeded']
const FAILED: readonly PaymentEvent[] = ['decline', 'cancel', 'void', 'retry_failed']

export function registerBillingListeners(): void {
  onPaymentMove('recurrence.invoices', followInvoicePayment)
}

export async function followInvoicePayment(move: PaymentMove): Promise<void> {
  const received = RECEIVED.includes(move.event)
  if (!received && !FAILED.includes(move.event)) return
  const [invoice] = await move.tx
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.paymentId, move.after.id))
    .for('update')
  if (!invoice || invoice.status !== 'active' || invoice.paidAt !== null) return
  const subscription = await lockSubscriptionRow(move.tx, invoice.subscriptionId)
  const payment = { status: move.after.status as PaymentStatus }
  const step = { deps: move.deps, tx: move.tx, now: move.now, payment }
  if (received) {
    await invoicePaid(step, invoice, subscription, move.event === 'retry_succeeded')
  } else if (invoice.method === 'creditcard') {
    await invoiceFailed(step, invoice, subscription, move.note || 'Cobrança recusada.')
  } else {
    await invoiceLapsed(step, invoice, subscription)
  }
}

export interface Step {
  deps: Deps
  tx: Database
  now: Date
  /** The invoice's payment as the move left it (its status goes in the invoice events). */
  payment?: { status: PaymentStatus } | null
}

async function setInvoice(
  { tx, now }: Step,
  invoice: InvoiceRow,
  set: Partial<typeof subscriptionInvoices.$inferInsert>,
): Promise<InvoiceRow> {
  const [updated] = await tx
    .update(subscriptionInvoices)
    .set({ ...set, updatedAt: now })
    .where(eq(subscriptionInvoices.id, invoice.id))
    .returning()
  return updated!
}

/** Queues one of the subscriber's e-mails, when the store sends them. */
export async function mailSubscriber(
  { deps, tx }: Step,
  invoice: InvoiceRow,
  kind: BillingMail,
): Promise<void> {
  const settings = await billingSettingsOf(tx, invoice.appId)
  if (!settings.send_emails) return
  await deps.jobs.enqueue(billingMailQueue, { invoice_id: invoice.id, kind }, { tx })
}

/** The invoice's money came in. */
export async function invoicePaid(
  step: Step,
  invoice: InvoiceRow,
  subscription: SubscriptionRow,
  afterRetry: boolean,
): Promise<void> {
  const { deps, tx, now } = step
  const paid = await setInvoice(step, invoice, {
    paidAt: now,
    nextRetryAt: null,
    chargingSince: null,
  })
  let sub = subscription
  if (sub.status === 'trialing' || sub.status === 'past_due') {
    sub = await moveSubscription(deps, tx, sub, 'pay')
  }
  // The plan's last cycle was left unpaid at its period's end (issue.ts): it ends at once now.
  if (sub.status === 'active' && sub.nextChargeAt === null && sub.currentCycle === invoice.cycle) {
    const plan = (await planOf(tx, sub))!
    if (plan.cycles !== null && invoice.cycle >= plan.cycles) {
      sub = await moveSubscription(deps, tx, sub, 'end', { endedAt: now })
    }
  }
  await publishInvoiceEvent(deps, tx, 'paid', paid, sub, step.payment ?? null)
  if (afterRetry) await mailSubscriber(step, paid, 'recovered')
}

/**
 * A card attempt failed (`invoice.attempts` already counts it). `reason` is the provider's, or
 * 'noCard' when there was no card to charge.
 */
export async function invoiceFailed(
  step: Step,
  invoice: InvoiceRow,
  subscription: SubscriptionRow,
  reason: string,
): Promise<void> {
  const { deps, tx } = step
  let sub = subscription
  if (sub.status === 'trialing' || sub.status === 'active') {
    sub = await moveSubscription(deps, tx, sub, 'fail')
  }
  if (sub.status !== 'past_due') {
    // Paused or canceled meanwhile: nothing is tried again.
    const failed = await setInvoice(step, invoice, { nextRetryAt: null, chargingSince: null })
    await publishInvoiceEvent(deps, tx, 'failed', failed, sub, step.payment ?? null, reason)
    return
  }
  const next = await nextAttempt(step, invoice)
  if (next === null) {
    const expired = await setInvoice(step, invoice, {
      status: 'expired',
      expiredAt: step.now,
      nextRetryAt: null,
      chargingSince: null,
    })
    await publishInvoiceEvent(deps, tx, 'failed', expired, sub, step.payment ?? null, reason)
    await publishInvoiceEvent(deps, tx, 'expired', expired, sub, step.payment ?? null)
    await exhaust(step, expired, sub)
    return
  }
  const failed = await setInvoice(step, invoice, { nextRetryAt: next, chargingSince: null })
  await publishInvoiceEvent(deps, tx, 'failed', failed, sub, step.payment ?? null, reason)
  await mailSubscriber(step, failed, 'failed')
}

/** A pix or boleto ended unpaid: the invoice expires; a new one comes on the next retry day. */
export async function invoiceLapsed(
  step: Step,
  invoice: InvoiceRow,
  subscription: SubscriptionRow,
): Promise<void> {
  const { deps, tx, now } = step
  let expired = await setInvoice(step, invoice, {
    status: 'expired',
    expiredAt: now,
    nextRetryAt: null,
    chargingSince: null,
  })
  let sub = subscription
  if (sub.status === 'trialing' || sub.status === 'active') {
    sub = await moveSubscription(deps, tx, sub, 'fail')
  }
  await publishInvoiceEvent(deps, tx, 'expired', expired, sub, step.payment ?? null)
  if (sub.status !== 'past_due') return
  const next = await nextAttempt(step, expired)
  if (next === null) {
    await exhaust(step, expired, sub)
    return
  }
  // On the expired invoice, `next_retry_at` is when the cycle's next invoice is issued.
  expired = await setInvoice(step, expired, { nextRetryAt: next })
  await mailSubscriber(step, expired, 'failed')
}

async function nextAttempt(step: Step, invoice: InvoiceRow): Promise<Date | null> {
  const settings = await billingSettingsOf(step.tx, invoice.appId)
  const first = await firstFailureAt(step.tx, invoice)
  return retryAt(settings.retry_days, first, step.now)
}

/** Dunning ran out: canceled or paused, as the store chose. */
async function exhaust(step: Step, invoice: InvoiceRow, sub: SubscriptionRow): Promise<void> {
  const { deps, tx, now } = step
  const settings = await billingSettingsOf(tx, invoice.appId)
  if (settings.on_exhaustion === 'pause') {
    await moveSubscription(deps, tx, sub, 'exhaust_pause', { pausedAt: now, nextChargeAt: null })
    await mailSubscriber(step, invoice, 'paused')
  } else {
    await moveSubscription(deps, tx, sub, 'exhaust_cancel', {
      canceledAt: now,
      nextChargeAt: null,
    })
    await mailSubscriber(step, invoice, 'canceled')
  }
}
