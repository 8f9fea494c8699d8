import {
  cycleStart,
  prorationCents,
  SUBSCRIPTION_STATUS_LABELS,
  type ChangePlanInput,
  type ChargeDateInput,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm'
import type { AppAccess } from '../../access/require-access.ts'
import { changedFields } from '../../audit/diff.ts'
import { actorOf, writeAudit, type AuditActor } from '../../audit/write.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { subscriptionInvoices } from '../schema.ts'
import { recurrenceError } from '../shared/errors.ts'
import { moveSubscription, updateSubscription } from '../shared/move.ts'
import { findSubscription, planOf, type SubscriptionRow } from '../shared/rows.ts'
import { usablePlan } from './create.ts'
import { expireInvoice, retryInvoiceNow, wakeBilling } from './engine.ts'

/*
 * The merchant's actions on one subscription (and the subscriber's cancel, subscriber/): each
 * holds the subscription's row lock for its whole transaction (the engine takes the same lock
 * before it bills), moves the status only through the state machine (shared/move.ts: an
 * illegal move is a 409 that changes nothing), publishes its webhook event and writes an audit
 * entry in that transaction.
 */

type Work = (tx: Database, row: SubscriptionRow) => Promise<SubscriptionRow>

/** The fields an action may change, as the audit log shows them. */
function audited(row: SubscriptionRow) {
  return {
    status: row.status,
    plan_id: row.planId,
    next_charge_at: row.nextChargeAt?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    pending_adjustment_cents: row.pendingAdjustmentCents,
    card_last_four: row.cardLastFour,
  }
}

/**
 * Runs `work` on the store's subscription with its row locked, then logs what changed (by
 * `actor`). Another store's subscription, or none, is a 404. Answers the row as it ends up.
 */
export async function changeSubscription(
  deps: AppDeps,
  appId: number,
  publicId: string,
  actor: AuditActor,
  lang: Lang,
  work: Work,
): Promise<SubscriptionRow> {
  return deps.db.transaction(async (tx) => {
    const row = await findSubscription(tx, appId, publicId, { lock: true })
    if (!row) throw recurrenceError(404, lang, 'subscriptionNotFound')
    const changed = await work(tx, row)
    const changes = changedFields(audited(row), audited(changed))
    if (Object.keys(changes).length > 0) {
      await writeAudit(tx, appId, actor, deps.clock.now(), {
        area: 'recurrence',
        action: 'update',
        entity: 'subscription',
        entityId: publicId,
        label: null,
        changes,
      })
    }
    return changed
  })
}

/** Canceled and ended subscriptions change no more (409, the contract's words). */
export function ensureLive(row: SubscriptionRow, lang: Lang): void {
  if (row.status === 'canceled' || row.status === 'ended') {
    const status = SUBSCRIPTION_STATUS_LABELS[row.status][lang].toLowerCase()
    throw recurrenceError(409, lang, 'subscriptionClosed', { status })
  }
}

/** Unpaid invoices still payable or in dunning. */
const unpaidActive = (row: SubscriptionRow) =>
  and(
    eq(subscriptionInvoices.appId, row.appId),
    eq(subscriptionInvoices.subscriptionId, row.id),
    eq(subscriptionInvoices.status, 'active'),
    isNull(subscriptionInvoices.paidAt),
  )

/**
 * An active subscription whose running period is paid and not over: the only one a
 * cancellation at the period's end makes sense for (otherwise nothing was paid to finish).
 */
export async function hasPaidRunningPeriod(
  tx: Database,
  row: SubscriptionRow,
  now: Date,
): Promise<boolean> {
  if (row.status !== 'active' || !row.currentPeriodEnd || row.currentPeriodEnd <= now) return false
  const [paid] = await tx
    .select({ id: subscriptionInvoices.id })
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.subscriptionId, row.id),
        eq(subscriptionInvoices.cycle, row.currentCycle),
        isNotNull(subscriptionInvoices.paidAt),
      ),
    )
  return paid !== undefined
}

/**
 * Canceled now: nothing more is billed, and the invoices not paid stop being payable (their
 * pending pix or boleto cancelled by the engine's expireInvoice). The running period already
 * paid is not refunded: a refund is the merchant's decision, made on the payment.
 */
export async function cancelNow(
  deps: AppDeps,
  tx: Database,
  row: SubscriptionRow,
  lang: Lang,
): Promise<SubscriptionRow> {
  const now = deps.clock.now()
  const moved = await moveSubscription(
    deps,
    tx,
    row,
    'cancel',
    { canceledAt: now, nextChargeAt: null, cancelAtPeriodEnd: false },
    lang,
  )
  const unpaid = await tx.select().from(subscriptionInvoices).where(unpaidActive(row))
  for (const invoice of unpaid) await expireInvoice(deps, tx, invoice, now)
  return moved
}

/** Paused: no charge until resumed; an invoice in dunning stops retrying. */
export function pause(deps: AppDeps, access: AppAccess, publicId: string, lang: Lang) {
  return changeSubscription(
    deps,
    access.app.id,
    publicId,
    actorOf(access.caller),
    lang,
    async (tx, row) => {
      const now = deps.clock.now()
      const moved = await moveSubscription(
        deps,
        tx,
        row,
        'pause',
        { nextChargeAt: null, pausedAt: now },
        lang,
      )
      await tx
        .update(subscriptionInvoices)
        .set({ nextRetryAt: null, updatedAt: now })
        .where(and(unpaidActive(row), isNotNull(subscriptionInvoices.nextRetryAt)))
      return moved
    },
  )
}

/**
 * Resumed (→ active). The rule: the next charge is the next cycle's start — counted from the
 * anchor like every cycle (calendar.ts) — when it has not passed; when it has (a long pause),
 * the subscription starts over now: next charge now, anchor now, counted as the next cycle, so
 * the subscriber is never billed for the time paused. An invoice left unpaid when it was paused
 * is attempted again now. The engine is woken after the commit.
 */
export async function resume(deps: AppDeps, access: AppAccess, publicId: string, lang: Lang) {
  const row = await changeSubscription(
    deps,
    access.app.id,
    publicId,
    actorOf(access.caller),
    lang,
    async (tx, locked) => {
      const now = deps.clock.now()
      const plan = (await planOf(tx, locked))!
      const next = cycleStart(
        locked.anchorAt,
        plan.interval,
        plan.intervalDays,
        locked.currentCycle + 1 - locked.anchorCycle,
      )
      const set =
        next > now
          ? { nextChargeAt: next, pausedAt: null }
          : {
              nextChargeAt: now,
              anchorAt: now,
              anchorCycle: locked.currentCycle + 1,
              pausedAt: null,
            }
      const moved = await moveSubscription(deps, tx, locked, 'resume', set, lang)
      // What pause stopped starts again: an unpaid invoice is attempted now (the engine's
      // dunning then goes on from its schedule), never forgotten.
      await tx
        .update(subscriptionInvoices)
        .set({ nextRetryAt: now, updatedAt: now })
        .where(
          and(
            unpaidActive(locked),
            isNull(subscriptionInvoices.nextRetryAt),
            isNull(subscriptionInvoices.chargingSince),
            // A pix or boleto already sent waits for its payer, not for another attempt.
            or(
              isNull(subscriptionInvoices.paymentId),
              eq(subscriptionInvoices.method, 'creditcard'),
            ),
          ),
        )
      return moved
    },
  )
  await wakeBilling(deps)
  return row
}

/**
 * Canceled now, or at the end of the period already paid (a flag the engine reads when the
 * period ends: it cancels instead of billing). Without a paid running period there is nothing
 * to wait for: a 409 that says to cancel now.
 */
export function cancel(
  deps: AppDeps,
  access: AppAccess,
  publicId: string,
  atPeriodEnd: boolean,
  lang: Lang,
) {
  return changeSubscription(
    deps,
    access.app.id,
    publicId,
    actorOf(access.caller),
    lang,
    async (tx, row) => {
      ensureLive(row, lang)
      if (!atPeriodEnd) return cancelNow(deps, tx, row, lang)
      if (row.cancelAtPeriodEnd) return row
      if (!(await hasPaidRunningPeriod(tx, row, deps.clock.now()))) {
        throw recurrenceError(409, lang, 'noPaidPeriod')
      }
      return updateSubscription(deps, tx, row, { cancelAtPeriodEnd: true })
    },
  )
}

/** Takes back a cancellation at the period's end. */
export function keep(deps: AppDeps, access: AppAccess, publicId: string, lang: Lang) {
  return changeSubscription(
    deps,
    access.app.id,
    publicId,
    actorOf(access.caller),
    lang,
    async (tx, row) => {
      ensureLive(row, lang)
      if (!row.cancelAtPeriodEnd) throw recurrenceError(409, lang, 'nothingToKeep')
      return updateSubscription(deps, tx, row, { cancelAtPeriodEnd: false })
    },
  )
}

/**
 * Another plan, now (proration.ts's rule): an active or past-due subscription in a period
 * gets the price difference for the time left in it on its next invoice
 * (`pending_adjustment_cents`, which the engine adds and clears); a trial has paid nothing, so
 * no adjustment. From the next cycle on the new plan's price and interval apply: that cycle is
 * the new anchor, so the cycles after it follow the new interval.
 */
export function changePlan(
  deps: AppDeps,
  access: AppAccess,
  publicId: string,
  input: ChangePlanInput,
  lang: Lang,
) {
  return changeSubscription(
    deps,
    access.app.id,
    publicId,
    actorOf(access.caller),
    lang,
    async (tx, row) => {
      ensureLive(row, lang)
      const target = await usablePlan(tx, row.appId, input.plan_id, lang)
      if (target.id === row.planId) throw recurrenceError(422, lang, 'samePlan', {}, 'plan_id')
      if (!target.methods.includes(row.method)) {
        throw recurrenceError(422, lang, 'methodNotAccepted', {}, 'plan_id')
      }
      const current = (await planOf(tx, row))!
      const start = row.currentPeriodStart
      const end = row.currentPeriodEnd
      const prorated =
        (row.status === 'active' || row.status === 'past_due') && start && end
          ? prorationCents({
              fromPriceCents: current.priceCents,
              toPriceCents: target.priceCents,
              periodStart: start,
              periodEnd: end,
              at: deps.clock.now(),
            })
          : 0
      return updateSubscription(deps, tx, row, {
        planId: target.id,
        pendingAdjustmentCents: row.pendingAdjustmentCents + prorated,
        ...(end ? { anchorAt: end, anchorCycle: row.currentCycle + 1 } : {}),
      })
    },
  )
}

/**
 * The next charge moves (in the future, at most one interval after the current one) and the
 * cycles after it follow from it: it becomes the anchor of the next cycle, and the running
 * period (or the trial) lasts until it. No proration: the period is simply longer or shorter.
 */
export function changeChargeDate(
  deps: AppDeps,
  access: AppAccess,
  publicId: string,
  input: ChargeDateInput,
  lang: Lang,
) {
  return changeSubscription(
    deps,
    access.app.id,
    publicId,
    actorOf(access.caller),
    lang,
    async (tx, row) => {
      ensureLive(row, lang)
      if (!row.nextChargeAt) throw recurrenceError(409, lang, 'noNextCharge')
      const plan = (await planOf(tx, row))!
      const wanted = new Date(input.next_charge_at)
      const latest = cycleStart(row.nextChargeAt, plan.interval, plan.intervalDays, 1)
      if (wanted <= deps.clock.now() || wanted > latest) {
        throw recurrenceError(422, lang, 'chargeDateRange', {}, 'next_charge_at')
      }
      return updateSubscription(deps, tx, row, {
        nextChargeAt: wanted,
        anchorAt: wanted,
        anchorCycle: row.currentCycle + 1,
        ...(row.currentPeriodStart ? { currentPeriodEnd: wanted } : {}),
        ...(row.status === 'trialing' && row.currentCycle === 0 ? { trialEndsAt: wanted } : {}),
      })
    },
  )
}

/**
 * A failed card invoice charged again now (the engine's retryInvoiceNow, which refuses what
 * cannot be retried). The invoice must be the subscription's: another's is a 404.
 */
export async function retryInvoice(
  deps: AppDeps,
  access: AppAccess,
  publicId: string,
  invoiceId: number,
  lang: Lang,
): Promise<void> {
  const row = await findSubscription(deps.db, access.app.id, publicId)
  if (!row) throw recurrenceError(404, lang, 'subscriptionNotFound')
  const [invoice] = await deps.db
    .select({ id: subscriptionInvoices.id })
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.appId, row.appId),
        eq(subscriptionInvoices.subscriptionId, row.id),
        eq(subscriptionInvoices.id, invoiceId),
      ),
    )
  if (!invoice) throw recurrenceError(404, lang, 'invoiceNotFound')
  await retryInvoiceNow(deps, invoice.id, lang)
}
