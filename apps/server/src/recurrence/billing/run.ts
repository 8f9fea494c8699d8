import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { MINUTE } from '../../clock.ts'
import { BILLET_GRACE_DAYS, expirePayment } from '../../checkout/expire.ts'
import type { Database } from '../../db/client.ts'
import { loadGatewayAccount } from '../../gateways/account.ts'
import type { AppDeps } from '../../http/context.ts'
import { errorFields } from '../../logger.ts'
import { chargeReference, type ProviderResolver } from '../../payments/charge.ts'
import { refreshDueCustomerTotals } from '../../payments/customer-totals.ts'
import { providerFor } from '../../payments/providers/index.ts'
import { paymentColumns } from '../../payments/rows.ts'
import { payments } from '../../payments/schema.ts'
import { STORE_TIME_ZONE } from '../../time/store-time.ts'
import { subscriptionInvoices, subscriptions } from '../schema.ts'
import {
  applyRetryAnswer,
  chargeInvoicePayment,
  invoiceChargeKey,
  loadInvoice,
  retryAttempt,
  retryReference,
  settleAttempt,
  type AttemptContext,
} from './charge.ts'
import { CHARGE_BATCH, chargeFirstCards } from './batch-charge.ts'
import { againOnConflict } from './conflicts.ts'
import { issueNextInvoice } from './issue.ts'
import { issueDueSubscriptions } from './issue-batch.ts'
import { registerBillingListeners } from './outcome.ts'

/*
 * One run of the billing engine (job `recurrence.bill`, every minute and when woken): it loops
 * over what is due, in batches, until nothing is:
 *
 * 1. issue — subscriptions whose next invoice is due (issue.ts), a batch per transaction, rows
 *    taken `FOR UPDATE SKIP LOCKED` so two engines split the work;
 * 2. expiries — pix and boletos of invoices past their payable time are cancelled and declined
 *    through the payments core (checkout/expire.ts), which lapses the invoice (outcome.ts);
 * 3. unanswered attempts — an attempt claimed over two minutes ago and never answered (a crash
 *    between the provider and our write) is asked of the provider again under its own
 *    reference, or released to be made again: never a second charge;
 * 4. attempts due — first card charges with a stored card in batches of one gateway
 *    (batch-charge.ts), whose customers' totals are recounted once the batches are done; then, one by one, whatever else is due: card retries, first charges
 *    the batch leaves (pix, boleto, no card), and a new pix or boleto for a cycle whose last
 *    one expired; each attempt claimed atomically (charge.ts), several side by side.
 *
 * Every step is safe to run twice at once and to repeat after a crash: the database decides
 * who makes each change (row locks, claims, unique indexes).
 */

export interface BillingRunOptions {
  providers?: ProviderResolver
  /** Subscriptions issued per transaction. */
  batchSize?: number
  /** Attempts made side by side (each waits for its provider). */
  concurrency?: number
  /** First card charges per batch (batch-charge.ts). */
  chargeBatchSize?: number
}

export interface BillingRunResult {
  issued: number
  expired: number
  resolved: number
  attempted: number
  failed: number
}

/** An attempt claimed this long ago and not answered is asked again. */
export const UNANSWERED_AFTER_MS = 2 * MINUTE

/** The most days a pix or boleto is sent ahead (the settings' bound): the sweep's index range. */
const MAX_ADVANCE_DAYS = 30

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

export async function runBilling(
  deps: AppDeps,
  {
    providers = providerFor,
    batchSize = 200,
    concurrency = 4,
    chargeBatchSize = CHARGE_BATCH,
  }: BillingRunOptions = {},
): Promise<BillingRunResult> {
  registerBillingListeners()
  const result: BillingRunResult = { issued: 0, expired: 0, resolved: 0, attempted: 0, failed: 0 }
  const context: AttemptContext = { lang: 'pt-BR', providers, rethrow: false }
  // Rows that threw this run: left for the next run rather than tried again in a loop.
  const broken = new Set<number>()
  for (;;) {
    const issued = await issueBatch(deps, batchSize, broken, result)
    if (issued === 0) break
  }
  if (result.issued >= ANALYZE_AFTER_ISSUED) await refreshInvoiceStatistics(deps.db)
  result.expired += await expireOverdue(deps, providers)
  result.resolved += await resolveUnanswered(deps, context, batchSize)
  // The common case — first card charges with a stored card — in batches (batch-charge.ts);
  // whatever it leaves (retries, pix, boletos, refusals) is attempted one by one below.
  result.attempted += await chargeFirstCards(deps, providers, chargeBatchSize)
  // The customers the batches marked (and any a crashed run left marked), recounted once each.
  await refreshDueCustomerTotals(deps.db)
  const tried = new Set<number>()
  for (;;) {
    const due = await attemptsDue(deps.db, deps.clock.now(), batchSize, tried)
    if (due.length === 0) break
    for (const { id } of due) tried.add(id)
    // One customer's invoices one after another: their payments meet on the customer's row.
    await inParallel(byCustomer(due), concurrency, async (ids) => {
      for (const id of ids) {
        try {
          await attempt(deps, id, context)
          result.attempted += 1
        } catch (error) {
          result.failed += 1
          deps.logger.error('recurrence.attempt_failed', { invoice_id: id, ...errorFields(error) })
        }
      }
    })
  }
  return result
}

/**
 * Invoices issued by one run past which the planner's statistics are refreshed before charging.
 * A billing day issues thousands of invoices in seconds, long before autovacuum's analyze looks:
 * planned with the statistics of the day before (a few invoices due), each charge batch's claim
 * joined every invoice left instead of reading the first ones of the retry index — 1.8 s instead
 * of 25 ms at 100,000 due, and once per batch (bench:recurrence).
 */
const ANALYZE_AFTER_ISSUED = 2_000

async function refreshInvoiceStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze subscription_invoices`)
}

/** Runs `work` over the items, at most `limit` at once. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!
      await work(item)
    }
  })
  await Promise.all(lanes)
}

/** The ids of subscriptions due now, locked for this transaction (others skip them). */
async function lockDue(tx: Database, now: Date, limit: number, broken: Set<number>) {
  const at = sql`${now.toISOString()}::timestamptz`
  const skip =
    broken.size > 0 ? sql`and s.id <> all(${`{${[...broken].join(',')}}`}::bigint[])` : sql``
  const result = await tx.execute(sql`
    select s.id from subscriptions s
    join recurrence_plans p on p.id = s.plan_id
    left join recurrence_settings st on st.app_id = s.app_id
    where s.next_charge_at is not null and s.status in ('trialing', 'active')
      and s.next_charge_at <= ${at} + ${MAX_ADVANCE_DAYS} * interval '1 day'
      and (
        s.next_charge_at <= ${at}
        or (s.method in ('pix', 'billet') and not s.cancel_at_period_end
          and (p.cycles is null or s.current_cycle < p.cycles)
          and s.next_charge_at <= ${at} + coalesce(st.advance_days, 5) * interval '1 day')
      )
      ${skip}
    order by s.next_charge_at
    limit ${limit}
    for update of s skip locked`)
  return rowsOf<{ id: number | string }>(result).map((row) => Number(row.id))
}

/** One batch of issuing in one transaction; on an error, each of them alone. */
async function issueBatch(
  deps: AppDeps,
  limit: number,
  broken: Set<number>,
  result: BillingRunResult,
): Promise<number> {
  const now = deps.clock.now()
  let ids: number[] = []
  try {
    return await deps.db.transaction(async (tx) => {
      ids = await lockDue(tx, now, limit, broken)
      if (ids.length === 0) return 0
      const rows = await tx.select().from(subscriptions).where(inArray(subscriptions.id, ids))
      // The batch's common case in a few statements, the rest one by one (issue-batch.ts).
      result.issued += await issueDueSubscriptions(deps, tx, rows, now)
      return ids.length
    })
  } catch (error) {
    if (ids.length === 0) throw error
    // Someone's data broke the batch: issue the rest one by one, and leave the culprit.
    deps.logger.warn('recurrence.issue_batch_failed', errorFields(error))
    for (const id of ids) {
      try {
        await againOnConflict(() =>
          deps.db.transaction(async (tx) => {
            const [row] = await tx
              .select()
              .from(subscriptions)
              .where(eq(subscriptions.id, id))
              .for('update', { skipLocked: true })
            if (row && (await issueNextInvoice(deps, tx, row, deps.clock.now()))) result.issued += 1
          }),
        )
      } catch (single) {
        broken.add(id)
        result.failed += 1
        deps.logger.error('recurrence.issue_failed', {
          subscription_id: id,
          ...errorFields(single),
        })
      }
    }
    return ids.length
  }
}

/** The invoices' ids grouped by customer, in the order they came. */
function byCustomer(due: { id: number; customerId: number }[]): number[][] {
  const groups = new Map<number, number[]>()
  for (const { id, customerId } of due) {
    const group = groups.get(customerId)
    if (group) group.push(id)
    else groups.set(customerId, [id])
  }
  return [...groups.values()]
}

/** Invoices whose next attempt has come (first charges, retries, reissues). */
async function attemptsDue(db: Database, now: Date, limit: number, tried: Set<number>) {
  return db
    .select({ id: subscriptionInvoices.id, customerId: subscriptions.customerId })
    .from(subscriptionInvoices)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionInvoices.subscriptionId))
    .where(
      and(
        lte(subscriptionInvoices.nextRetryAt, now),
        tried.size > 0
          ? sql`${subscriptionInvoices.id} <> all(${`{${[...tried].join(',')}}`}::bigint[])`
          : undefined,
      ),
    )
    .orderBy(asc(subscriptionInvoices.nextRetryAt))
    .limit(limit)
}

/** One invoice's due attempt: a reissue, a first charge or a retry. */
async function attempt(deps: AppDeps, invoiceId: number, context: AttemptContext) {
  const invoice = await loadInvoice(deps.db, invoiceId)
  if (!invoice?.nextRetryAt || invoice.nextRetryAt > deps.clock.now()) return
  if (invoice.status === 'expired') {
    const reissued = await reissue(deps, invoice.id)
    if (reissued !== null) await retryAttempt(deps, reissued, { ...context, due: 'scheduled' })
    return
  }
  const [sub] = await deps.db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, invoice.subscriptionId))
  if (sub?.status === 'paused' || sub?.status === 'canceled' || sub?.status === 'ended') {
    // Nothing is charged while paused, canceled or ended (a resume schedules it again).
    await deps.db
      .update(subscriptionInvoices)
      .set({ nextRetryAt: null, updatedAt: deps.clock.now() })
      .where(
        and(eq(subscriptionInvoices.id, invoice.id), isNull(subscriptionInvoices.chargingSince)),
      )
    return
  }
  await retryAttempt(deps, invoice.id, { ...context, due: 'scheduled' })
}

/**
 * A cycle whose pix or boleto expired unpaid gets a new invoice on its retry day: the expired
 * one's `next_retry_at` is claimed (cleared) and the new one inserted in one transaction, with
 * the subscription locked; the unique index allows one active invoice per cycle. Answers the
 * new invoice's id, or null when it was not this run's to make (or no longer wanted).
 */
async function reissue(deps: AppDeps, expiredId: number): Promise<number | null> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(subscriptionInvoices)
      .set({ nextRetryAt: null, updatedAt: now })
      .where(
        and(
          eq(subscriptionInvoices.id, expiredId),
          eq(subscriptionInvoices.status, 'expired'),
          lte(subscriptionInvoices.nextRetryAt, now),
        ),
      )
      .returning()
    if (!claimed) return null
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, claimed.subscriptionId))
      .for('update')
    if (sub?.status !== 'past_due') return null
    const [open] = await tx
      .select({ id: subscriptionInvoices.id })
      .from(subscriptionInvoices)
      .where(
        and(
          eq(subscriptionInvoices.subscriptionId, claimed.subscriptionId),
          eq(subscriptionInvoices.cycle, claimed.cycle),
          sql`(${subscriptionInvoices.status} = 'active' or ${subscriptionInvoices.paidAt} is not null)`,
        ),
      )
    if (open) return null
    const [created] = await tx
      .insert(subscriptionInvoices)
      .values({
        appId: claimed.appId,
        subscriptionId: claimed.subscriptionId,
        cycle: claimed.cycle,
        status: 'active',
        amountCents: claimed.amountCents,
        lines: claimed.lines,
        // The subscription's method now (the subscriber may have switched to a card).
        method: sub.method,
        gatewayId: sub.gatewayId,
        periodStart: claimed.periodStart,
        periodEnd: claimed.periodEnd,
        dueAt: now,
        attempts: claimed.attempts,
        nextRetryAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: subscriptionInvoices.id })
    return created!.id
  })
}

/** Payments expired per sweep; the next run takes the rest. */
const EXPIRY_BATCH = 500

/**
 * Pix and boletos of active invoices past their payable time (a pix code's expiry, a boleto's
 * due date + BILLET_GRACE_DAYS), found store by store through the payments' status index, each
 * ended as the checkout ends one (checkout/expire.ts): cancelled at the provider, declined, and
 * so the invoice lapses (outcome.ts).
 */
async function expireOverdue(deps: AppDeps, providers: ProviderResolver): Promise<number> {
  const now = sql`${deps.clock.now().toISOString()}::timestamptz`
  const result = await deps.db.execute(sql`
    select p.app_id, p.id
    from apps a
    cross join lateral (
      select p.app_id, p.id from payments p
      where p.app_id = a.id and p.status = 'pending'
        and (
          (p.type in ('pix', 'pix-installment') and (p.pix ->> 'expires_at')::timestamptz <= ${now})
          or (p.type = 'billet' and (((p.billet ->> 'due_date')::date + ${BILLET_GRACE_DAYS + 1}::int)::timestamp
                at time zone ${STORE_TIME_ZONE}) <= ${now})
        )
        and exists (select 1 from subscription_invoices i where i.payment_id = p.id)
      limit ${EXPIRY_BATCH}
    ) p
    limit ${EXPIRY_BATCH}`)
  let expired = 0
  for (const { app_id: appId, id } of rowsOf<{ app_id: number; id: number | string }>(result)) {
    try {
      const outcome = await expirePayment(deps, Number(appId), Number(id), { providers })
      if (outcome.outcome === 'expired') expired += 1
    } catch (error) {
      deps.logger.warn('recurrence.expire_failed', {
        app_id: appId,
        payment_id: id,
        ...errorFields(error),
      })
    }
  }
  return expired
}

/**
 * Attempts claimed over two minutes ago and never answered. The first charge is asked again
 * under the same idempotency key (the payments core finds the same payment, the provider
 * answers the first answer for the same reference); a retry is looked up by its own reference
 * and its answer written, or, when the provider has no such charge, released to be made again
 * under the same reference. A claim whose answer was written meanwhile is just ended.
 */
async function resolveUnanswered(
  deps: AppDeps,
  context: AttemptContext,
  limit: number,
): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - UNANSWERED_AFTER_MS)
  const stale = await deps.db
    .select()
    .from(subscriptionInvoices)
    .where(lt(subscriptionInvoices.chargingSince, cutoff))
    .orderBy(asc(subscriptionInvoices.chargingSince))
    .limit(limit)
  let resolved = 0
  for (const invoice of stale) {
    try {
      if (await resolveOne(deps, invoice.id, context)) resolved += 1
    } catch (error) {
      deps.logger.warn('recurrence.resolve_failed', {
        invoice_id: invoice.id,
        ...errorFields(error),
      })
    }
  }
  return resolved
}

/** Gives the claim back: the attempt was not made, and is made again at once. */
async function release(deps: AppDeps, invoiceId: number, claimedAt: Date): Promise<void> {
  const now = deps.clock.now()
  await deps.db
    .update(subscriptionInvoices)
    .set({
      chargingSince: null,
      attempts: sql`greatest(${subscriptionInvoices.attempts} - 1, 0)`,
      nextRetryAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(subscriptionInvoices.id, invoiceId),
        eq(subscriptionInvoices.chargingSince, claimedAt),
      ),
    )
}

async function resolveOne(
  deps: AppDeps,
  invoiceId: number,
  context: AttemptContext,
): Promise<boolean> {
  const invoice = await loadInvoice(deps.db, invoiceId)
  if (!invoice?.chargingSince) return false
  let paymentId = invoice.paymentId
  if (paymentId === null) {
    // The payment is written (and linked) before the provider is asked: without one, nothing
    // was asked. One found by its reference but not linked cannot be (same transaction), but
    // costs one look.
    const [found] = await deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.appId, invoice.appId),
          eq(payments.reference, chargeReference(invoice.appId, invoiceChargeKey(invoice.id))),
        ),
      )
    if (!found) {
      await release(deps, invoice.id, invoice.chargingSince)
      return true
    }
    paymentId = found.id
  }
  const [payment] = await deps.db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.id, paymentId))
  if (!payment) return false
  if (payment.status === 'empty') {
    const [sub] = await deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, invoice.subscriptionId))
    await chargeInvoicePayment(deps, invoice, sub!, context).catch((error: unknown) => {
      deps.logger.warn('recurrence.charge_unanswered', {
        invoice_id: invoice.id,
        ...errorFields(error),
      })
    })
    await settleAttempt(deps, invoice.id)
    return true
  }
  if (payment.status === 'failed' || payment.status === 'retry-error') {
    // A retry in flight: its own reference says whether the provider charged.
    const account =
      payment.gatewayId === null
        ? null
        : await loadGatewayAccount(deps.db, deps.config, invoice.appId, payment.gatewayId)
    if (!account) {
      await release(deps, invoice.id, invoice.chargingSince)
      return true
    }
    const answer = await context
      .providers(account.provider, deps.db, deps.clock)
      .lookup(account, retryReference(payment.reference, invoice.attempts))
    if (answer) await applyRetryAnswer(deps, invoice, payment.id, answer)
    else await release(deps, invoice.id, invoice.chargingSince)
    return true
  }
  await settleAttempt(deps, invoice.id)
  return true
}
