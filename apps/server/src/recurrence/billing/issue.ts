import { cycleStart, type InvoiceLine } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import { DAY, HOUR } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { subscriptionInvoices, type subscriptions } from '../schema.ts'
import { publishInvoiceEvent } from '../shared/events.ts'
import { moveSubscription, updateSubscription } from '../shared/move.ts'
import { planOf, type InvoiceRow, type PlanRow, type SubscriptionRow } from '../shared/rows.ts'
import { AHEAD_METHODS, billingSettingsOf } from './settings.ts'

/*
 * Issuing a cycle's invoice (issue 13 item 4), inside the caller's transaction with the
 * subscription's row locked by the caller: pure database work, no provider is called (the
 * charge comes after the commit, charge.ts).
 *
 * A subscription in trialing or active is due when `next_charge_at` has come — for pix and
 * boleto, `advance_days` (the store's billing setting) earlier: those invoices are sent ahead.
 * The next cycle is current_cycle + 1; its period is [start, end) of the calendar counted from
 * `anchor_at` (cycle `anchor_cycle` is the anchor's first); it is billed at the plan's price of
 * now (a price change applies from the next invoice), plus the setup fee on cycle 1, plus the
 * pending adjustment of a plan change (proration.ts: a discount larger than the invoice carries
 * to the next, an invoice never goes below zero). An invoice of zero is paid at once, without a
 * payment. Otherwise its `next_retry_at` says when the engine first charges it (run.ts sweeps
 * that index for first charges and retries alike). The subscription's cycle, period and next charge (= the period's end) move in the
 * same transaction.
 *
 * Instead of billing: a subscription flagged `cancel_at_period_end` is canceled when its period
 * ends, and one whose plan's cycles were all billed and paid ends then (`end`).
 *
 * The database keeps it exactly once: one active invoice per (subscription, cycle) (a unique
 * partial index), so two engines that both got past the row lock could not both issue.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>

/** The invoice's lines and amount, and what is left of a credit for the next invoice. */
export interface InvoiceAmount {
  lines: InvoiceLine[]
  amountCents: number
  /** Zero, or a credit (negative) larger than this invoice, carried to the next. */
  carryCents: number
}

/** The arithmetic of a cycle's invoice (pure, for the tests and the detail's preview). */
export function invoiceAmount(
  plan: Pick<PlanRow, 'name' | 'priceCents' | 'setupFeeCents'>,
  cycle: number,
  pendingAdjustmentCents: number,
): InvoiceAmount {
  const lines: InvoiceLine[] = [
    { kind: 'plan', description: `${plan.name} — ciclo ${cycle}`, amount_cents: plan.priceCents },
  ]
  if (cycle === 1 && plan.setupFeeCents > 0) {
    lines.push({
      kind: 'setup_fee',
      description: 'Taxa de adesão',
      amount_cents: plan.setupFeeCents,
    })
  }
  const gross = lines.reduce((sum, line) => sum + line.amount_cents, 0)
  const adjustment = pendingAdjustmentCents
  if (adjustment > 0) {
    lines.push({
      kind: 'proration',
      description: 'Diferença da troca de plano',
      amount_cents: adjustment,
    })
    return { lines, amountCents: gross + adjustment, carryCents: 0 }
  }
  if (adjustment < 0) {
    const applied = Math.min(-adjustment, gross)
    if (applied > 0) {
      lines.push({
        kind: 'credit',
        description: 'Crédito da troca de plano',
        amount_cents: -applied,
      })
    }
    return { lines, amountCents: gross - applied, carryCents: adjustment + applied }
  }
  return { lines, amountCents: gross, carryCents: 0 }
}

/** When the subscription's next invoice is issued: its charge time, earlier for pix and boleto. */
export async function issueAt(db: Database, subscription: SubscriptionRow): Promise<Date | null> {
  if (subscription.nextChargeAt === null) return null
  if (!AHEAD_METHODS.includes(subscription.method) || subscription.cancelAtPeriodEnd) {
    return subscription.nextChargeAt
  }
  const { advance_days: advanceDays } = await billingSettingsOf(db, subscription.appId)
  return new Date(subscription.nextChargeAt.getTime() - advanceDays * DAY)
}

/**
 * A card subscription without a card on file gets this long after the due time before the
 * missing card counts as a failed attempt: the subscriber opening the sign-up link the merchant
 * just sent is not a failure.
 */
export const NO_CARD_GRACE_MS = HOUR

/**
 * When the engine first tries to charge the invoice (`next_retry_at` is when it next tries): a
 * card at its due time, a pix or boleto at once (they are sent ahead).
 */
export function firstAttemptAt(sub: SubscriptionRow, dueAt: Date, now: Date): Date {
  if (sub.method !== 'creditcard') return now
  return sub.cardToken === null ? new Date(dueAt.getTime() + NO_CARD_GRACE_MS) : dueAt
}

/**
 * Issues the next cycle's invoice of a subscription whose row the caller locked (or makes the
 * cancel-at-period-end / end-of-cycles move instead); null when nothing is due or nothing was
 * issued. Publishes `invoice.created` (and `invoice.paid` for an invoice of zero).
 */
export async function issueNextInvoice(
  deps: Deps,
  tx: Database,
  subscription: SubscriptionRow,
  now: Date,
): Promise<InvoiceRow | null> {
  const sub = subscription
  if (sub.status !== 'trialing' && sub.status !== 'active') return null
  if (sub.nextChargeAt === null) return null
  const periodOver = sub.nextChargeAt.getTime() <= now.getTime()

  if (sub.cancelAtPeriodEnd) {
    // Canceled when the period ends, never earlier (no invoice is sent ahead for it).
    if (periodOver) {
      await moveSubscription(deps, tx, sub, 'cancel', { canceledAt: now, nextChargeAt: null })
    }
    return null
  }

  const plan = (await planOf(tx, sub))!
  if (plan.cycles !== null && sub.currentCycle >= plan.cycles) {
    if (!periodOver) return null
    const [last] = await tx
      .select({ paidAt: subscriptionInvoices.paidAt })
      .from(subscriptionInvoices)
      .where(
        and(
          eq(subscriptionInvoices.subscriptionId, sub.id),
          eq(subscriptionInvoices.cycle, sub.currentCycle),
        ),
      )
      .orderBy(subscriptionInvoices.paidAt)
      .limit(1)
    if (last?.paidAt && sub.status === 'active') {
      await moveSubscription(deps, tx, sub, 'end', { endedAt: now, nextChargeAt: null })
    } else {
      // The last cycle is unpaid: nothing left to bill. Its payment ends it (outcome.ts).
      await updateSubscription(deps, tx, sub, { nextChargeAt: null })
    }
    return null
  }

  const at = await issueAt(tx, sub)
  if (at === null || at.getTime() > now.getTime()) return null

  const cycle = sub.currentCycle + 1
  const n = cycle - sub.anchorCycle
  const periodStart = cycleStart(sub.anchorAt, plan.interval, plan.intervalDays, n)
  const periodEnd = cycleStart(sub.anchorAt, plan.interval, plan.intervalDays, n + 1)
  const { lines, amountCents, carryCents } = invoiceAmount(plan, cycle, sub.pendingAdjustmentCents)
  const paidAtOnce = amountCents === 0
  const [invoice] = await tx
    .insert(subscriptionInvoices)
    .values({
      appId: sub.appId,
      subscriptionId: sub.id,
      cycle,
      status: 'active',
      amountCents,
      lines,
      method: sub.method,
      gatewayId: sub.gatewayId,
      periodStart,
      periodEnd,
      dueAt: periodStart,
      paidAt: paidAtOnce ? now : null,
      nextRetryAt: paidAtOnce ? null : firstAttemptAt(sub, periodStart, now),
      createdAt: now,
      updatedAt: now,
    })
    .returning()

  const set: Partial<typeof subscriptions.$inferInsert> = {
    currentCycle: cycle,
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    nextChargeAt: periodEnd,
    pendingAdjustmentCents: carryCents,
  }
  const moved =
    paidAtOnce && sub.status === 'trialing'
      ? await moveSubscription(deps, tx, sub, 'pay', set)
      : await updateSubscription(deps, tx, sub, set)
  await publishInvoiceEvent(deps, tx, 'created', invoice!, moved, null)
  if (paidAtOnce) await publishInvoiceEvent(deps, tx, 'paid', invoice!, moved, null)
  return invoice!
}
