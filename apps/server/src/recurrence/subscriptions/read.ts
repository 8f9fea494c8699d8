import {
  SUBSCRIPTION_PUBLIC_ID_PATTERN,
  type CardBrand,
  type Invoice,
  type InvoicePayment,
  type PaymentEvent,
  type PaymentStatus,
  type Subscription,
  type SubscriptionDetail,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm'
import { customers } from '../../customers/schema.ts'
import type { Database } from '../../db/client.ts'
import { billetUrl } from '../../payments/rows.ts'
import { paymentEvents, payments } from '../../payments/schema.ts'
import { recurrencePlans, subscriptionInvoices, subscriptions } from '../schema.ts'
import { recurrenceError } from '../shared/errors.ts'
import type { InvoiceRow, SubscriptionRow } from '../shared/rows.ts'

/*
 * How the merchant reads a subscription: the row with its customer and plan (the list and the
 * detail), and every invoice with its payment and that payment's timeline (the detail). The
 * subscriber's view (subscriber/view.ts) is built from the same invoices, minus what is the
 * merchant's alone.
 */

/** A subscription with the customer and plan fields its answer names. */
export const listedColumns = {
  ...getTableColumns(subscriptions),
  customerName: customers.name,
  customerEmail: customers.email,
  customerDocument: customers.document,
  planName: recurrencePlans.name,
  planPriceCents: recurrencePlans.priceCents,
  planInterval: recurrencePlans.interval,
  planIntervalDays: recurrencePlans.intervalDays,
  planCycles: recurrencePlans.cycles,
}

export type ListedSubscription = SubscriptionRow & {
  customerName: string
  customerEmail: string | null
  customerDocument: string | null
  planName: string
  planPriceCents: number
  planInterval: Subscription['plan']['interval']
  planIntervalDays: number | null
  planCycles: number | null
}

/** The sign-up page of a cycle (the public build answers `/subscriptions/…/subscribe`). */
export function subscribeUrl(publicUrl: string, publicId: string, cycle: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/subscriptions/${publicId}/${cycle}/subscribe`
}

/** A subscription id from the path: anything that is no public id reads "not found". */
export function publicIdOf(raw: string | undefined, lang: Lang): string {
  if (!raw || !SUBSCRIPTION_PUBLIC_ID_PATTERN.test(raw)) {
    throw recurrenceError(404, lang, 'subscriptionNotFound')
  }
  return raw
}

export function toSubscription(row: ListedSubscription, publicUrl: string): Subscription {
  return {
    id: row.publicId,
    customer: {
      id: row.customerId,
      name: row.customerName,
      email: row.customerEmail,
      document: row.customerDocument,
    },
    plan: {
      id: row.planId,
      name: row.planName,
      price_cents: row.planPriceCents,
      interval: row.planInterval,
      interval_days: row.planIntervalDays,
      cycles: row.planCycles,
    },
    status: row.status,
    method: row.method,
    gateway_id: row.gatewayId,
    card:
      row.cardBrand && row.cardLastFour
        ? { brand: row.cardBrand as CardBrand, last_four: row.cardLastFour }
        : null,
    current_cycle: row.currentCycle,
    current_period_start: row.currentPeriodStart?.toISOString() ?? null,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    next_charge_at: row.nextChargeAt?.toISOString() ?? null,
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    pending_adjustment_cents: row.pendingAdjustmentCents,
    paused_at: row.pausedAt?.toISOString() ?? null,
    canceled_at: row.canceledAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    subscribe_url:
      row.currentCycle > 0 ? subscribeUrl(publicUrl, row.publicId, row.currentCycle) : null,
  }
}

/** Subscriptions by their ids, with customer and plan, in the order of `ids`. */
export async function listedByIds(
  db: Database,
  appId: number,
  ids: number[],
): Promise<ListedSubscription[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(listedColumns)
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(recurrencePlans, eq(recurrencePlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.appId, appId), inArray(subscriptions.id, ids)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Decline reasons are the notes of these moves; the newest is the one that counts. */
const DECLINING: readonly PaymentEvent[] = ['decline', 'retry_failed']

/** Every invoice of a subscription, newest cycle first, each with its payment and timeline. */
export async function invoicesOf(
  db: Database,
  publicUrl: string,
  subscription: Pick<SubscriptionRow, 'id' | 'appId'>,
): Promise<Invoice[]> {
  const rows: InvoiceRow[] = await db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.appId, subscription.appId),
        eq(subscriptionInvoices.subscriptionId, subscription.id),
      ),
    )
    .orderBy(desc(subscriptionInvoices.cycle), desc(subscriptionInvoices.id))
  const paymentIds = rows.flatMap((row) => (row.paymentId === null ? [] : [row.paymentId]))
  const paymentRows =
    paymentIds.length === 0
      ? []
      : await db
          .select({
            id: payments.id,
            status: payments.status,
            card: payments.card,
            pix: payments.pix,
            billet: payments.billet,
            publicToken: payments.publicToken,
          })
          .from(payments)
          .where(and(eq(payments.appId, subscription.appId), inArray(payments.id, paymentIds)))
  const eventRows =
    paymentIds.length === 0
      ? []
      : await db
          .select()
          .from(paymentEvents)
          .where(inArray(paymentEvents.paymentId, paymentIds))
          .orderBy(asc(paymentEvents.id))

  const paymentsById = new Map<number, InvoicePayment>()
  for (const payment of paymentRows) {
    const events = eventRows.filter((event) => event.paymentId === payment.id)
    const status = payment.status as PaymentStatus
    const decline = events.findLast((event) => DECLINING.includes(event.event as PaymentEvent))
    paymentsById.set(payment.id, {
      id: payment.id,
      status,
      card: payment.card
        ? { brand: payment.card.brand as CardBrand, last_four: payment.card.last_four }
        : null,
      // A pix code is worth showing only while it can still be paid.
      pix:
        payment.pix && status === 'pending'
          ? { code: payment.pix.code, expires_at: payment.pix.expires_at }
          : null,
      billet:
        payment.billet && payment.publicToken
          ? {
              linha_digitavel: payment.billet.linha_digitavel,
              due_date: payment.billet.due_date,
              url: billetUrl(publicUrl, payment.publicToken),
            }
          : null,
      decline_reason: decline?.note || null,
      receipt_token: payment.publicToken,
      timeline: events.map((event) => ({
        id: event.id,
        event: event.event as PaymentEvent,
        from_status: event.fromStatus as PaymentStatus,
        status: event.status as PaymentStatus,
        amount_cents: event.amountCents,
        note: event.note,
        actor_name: event.actorName,
        at: event.createdAt.toISOString(),
      })),
    })
  }

  return rows.map((row) => ({
    id: row.id,
    cycle: row.cycle,
    status: row.status,
    amount_cents: row.amountCents,
    lines: row.lines,
    method: row.method,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    due_at: row.dueAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    expired_at: row.expiredAt?.toISOString() ?? null,
    attempts: row.attempts,
    next_retry_at: row.nextRetryAt?.toISOString() ?? null,
    payment: row.paymentId === null ? null : (paymentsById.get(row.paymentId) ?? null),
    created_at: row.createdAt.toISOString(),
  }))
}

/** The merchant's view of one subscription of the store; another store's is a 404. */
export async function subscriptionDetail(
  db: Database,
  publicUrl: string,
  appId: number,
  publicId: string,
  lang: Lang,
): Promise<SubscriptionDetail> {
  const [row] = await db
    .select(listedColumns)
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(recurrencePlans, eq(recurrencePlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.appId, appId), eq(subscriptions.publicId, publicId)))
  if (!row) throw recurrenceError(404, lang, 'subscriptionNotFound')
  return {
    subscription: toSubscription(row, publicUrl),
    invoices: await invoicesOf(db, publicUrl, row),
  }
}
