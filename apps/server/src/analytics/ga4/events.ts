import { GA4_EVENTS } from '@vitrine/api'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { HOUR, MINUTE } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { defineJob, exponentialBackoff } from '../../jobs/define.ts'
import type { PaymentMove } from '../../payments/listeners.ts'
import { payments } from '../../payments/schema.ts'
import { recurrencePlans, subscriptions } from '../../recurrence/schema.ts'
import { APPROVED_STATUSES } from '../rollup.ts'
import { analyticsGa4 } from '../schema.ts'
import { ga4Client, type Ga4Body } from './client.ts'
import { findGa4, targetOf } from './settings.ts'

/*
 * GA4 events sent server-side as jobs: a payment approved (purchase), a refund (refund), a
 * subscription started (subscription_start). Payments are followed in the move's transaction
 * (onPaymentMove), so a rolled-back move sends nothing; subscriptions by the minute's sweep,
 * from a watermark per store (README.md says why). The job reads the payment again when it
 * runs and sends only if the store still wants that event.
 */

const APPROVED = new Set<string>(APPROVED_STATUSES)

const toReais = (cents: number) => Math.round(cents) / 100

export const ga4EventJob = defineJob({
  name: 'analytics.ga4-event',
  payload: v.object({
    app_id: v.number(),
    event: v.picklist(GA4_EVENTS),
    /** The payment (purchase, refund) or the subscription's row id. */
    id: v.number(),
    /** A refund's amount. */
    amount_cents: v.optional(v.number()),
    /** Tells two refunds of one payment apart (the refund's payment event id). */
    key: v.optional(v.string()),
  }),
  // Google answers 2xx even to a bad hit: retries are for the network and 5xx, over ~a day.
  retry: exponentialBackoff({ attempts: 8, firstMs: MINUTE, maxMs: 6 * HOUR }),
  async handler(job, { deps, signal }) {
    const settings = await findGa4(deps.db, job.app_id)
    if (!settings) return
    const wanted =
      job.event === 'purchase'
        ? settings.sendPurchase
        : job.event === 'refund'
          ? settings.sendRefund
          : settings.sendSubscription
    if (!wanted) return
    const body = await eventBody(deps.db, job)
    if (!body) return
    await ga4Client(deps.config).collect(targetOf(deps.config, settings), body, signal)
  },
})

type EventJob = v.InferOutput<typeof ga4EventJob.payload>

/** The Measurement Protocol body of one event; null when its record is gone. */
export async function eventBody(db: Database, job: EventJob): Promise<Ga4Body | null> {
  if (job.event === 'subscription') {
    const [row] = await db
      .select({
        publicId: subscriptions.publicId,
        customerId: subscriptions.customerId,
        createdAt: subscriptions.createdAt,
        plan: recurrencePlans.name,
        priceCents: recurrencePlans.priceCents,
      })
      .from(subscriptions)
      .innerJoin(recurrencePlans, eq(recurrencePlans.id, subscriptions.planId))
      .where(and(eq(subscriptions.appId, job.app_id), eq(subscriptions.id, job.id)))
    if (!row) return null
    return {
      client_id: `vitrine.${job.app_id}.${row.customerId ?? 'anonimo'}`,
      timestamp_micros: row.createdAt.getTime() * 1000,
      events: [
        {
          name: 'subscription_start',
          params: {
            subscription_id: row.publicId,
            plan: row.plan,
            currency: 'BRL',
            value: toReais(row.priceCents),
          },
        },
      ],
    }
  }
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.appId, job.app_id), eq(payments.id, job.id)))
  if (!payment) return null
  const items = payment.items.map((item) => ({
    item_name: item.description || 'Item',
    quantity: item.quantity,
    price: toReais(item.unit_cents),
  }))
  const client = `vitrine.${job.app_id}.${payment.customerId ?? payment.id}`
  if (job.event === 'refund') {
    return {
      client_id: client,
      events: [
        {
          name: 'refund',
          params: {
            transaction_id: String(payment.id),
            currency: 'BRL',
            value: toReais(job.amount_cents ?? payment.refundedCents),
          },
        },
      ],
    }
  }
  return {
    client_id: client,
    timestamp_micros: (payment.paidAt ?? payment.createdAt).getTime() * 1000,
    events: [
      {
        name: 'purchase',
        params: {
          transaction_id: String(payment.id),
          currency: 'BRL',
          value: toReais(payment.capturedCents || payment.amountCents),
          payment_type: payment.type,
          ...(items.length > 0 ? { items } : {}),
        },
      },
    ],
  }
}

/** The payments' listener: queues purchase and refund events in the move's transaction. */
export async function followPaymentForGa4(move: PaymentMove): Promise<void> {
  const purchase = !APPROVED.has(move.before.status) && APPROVED.has(move.after.status)
  const refunded = move.after.refundedCents - move.before.refundedCents
  if (!purchase && refunded <= 0) return
  // One look at the store's settings: most stores have none, and then nothing is queued.
  const settings = await findGa4(move.tx, move.appId)
  if (!settings) return
  if (purchase && settings.sendPurchase) {
    await move.deps.jobs.enqueue(
      ga4EventJob,
      { app_id: move.appId, event: 'purchase', id: move.after.id },
      { tx: move.tx, singletonKey: `ga4:purchase:${move.appId}:${move.after.id}` },
    )
  }
  if (refunded > 0 && settings.sendRefund) {
    await move.deps.jobs.enqueue(
      ga4EventJob,
      {
        app_id: move.appId,
        event: 'refund',
        id: move.after.id,
        amount_cents: refunded,
        key: String(move.after.refundedCents),
      },
      { tx: move.tx },
    )
  }
}

/**
 * Subscriptions started since each store's watermark get their event queued, and the watermark
 * moves to the newest one seen, in one transaction per store.
 */
export async function sweepSubscriptionsForGa4(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
): Promise<number> {
  const stores = await deps.db
    .select({ appId: analyticsGa4.appId, since: analyticsGa4.subscriptionsSince })
    .from(analyticsGa4)
    .where(eq(analyticsGa4.sendSubscription, true))
  let queued = 0
  for (const store of stores) {
    queued += await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: subscriptions.id, createdAt: subscriptions.createdAt })
        .from(subscriptions)
        .where(and(eq(subscriptions.appId, store.appId), gt(subscriptions.createdAt, store.since)))
        .orderBy(asc(subscriptions.createdAt))
        .limit(500)
      if (rows.length === 0) return 0
      for (const row of rows) {
        await deps.jobs.enqueue(
          ga4EventJob,
          { app_id: store.appId, event: 'subscription', id: row.id },
          { tx, singletonKey: `ga4:subscription:${store.appId}:${row.id}` },
        )
      }
      await tx
        .update(analyticsGa4)
        .set({ subscriptionsSince: rows[rows.length - 1]!.createdAt })
        .where(
          and(
            eq(analyticsGa4.appId, store.appId),
            sql`${analyticsGa4.subscriptionsSince} < ${rows[rows.length - 1]!.createdAt}`,
          ),
        )
      return rows.length
    })
  }
  return queued
}
