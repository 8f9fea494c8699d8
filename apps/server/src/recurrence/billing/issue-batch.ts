import { cycleStart } from '@vitrine/api'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { webhookEndpoints } from '../../webhooks/schema.ts'
import { recurrencePlans, subscriptionInvoices, subscriptions } from '../schema.ts'
import { publishInvoiceEvent, publishSubscriptionEvent } from '../shared/events.ts'
import type { SubscriptionRow, PlanRow } from '../shared/rows.ts'
import { firstAttemptAt, invoiceAmount, issueNextInvoice } from './issue.ts'

/*
 * Issuing a batch of due subscriptions with a few statements (bench:recurrence: issuing one by
 * one costs about six statements a subscription, 100,000 of them minutes). The common case —
 * a period that has ended, nothing to cancel or end, an invoice above zero — is written for the
 * whole batch at once: the plans read once, one INSERT of the invoices, one UPDATE of the
 * subscriptions, and the webhooks looked up once per store (events published, one by one as
 * issue.ts publishes them, only when an endpoint listens). Every other row (cancel at period
 * end, last cycle, an invoice of zero, a pix or boleto sent ahead, nothing due) goes through
 * issueNextInvoice itself, so the rules live in one place; the server test issue-batch.test.ts
 * checks the batch leaves exactly what issueNextInvoice leaves.
 *
 * Same contract as issueNextInvoice: inside the caller's transaction, rows locked by the caller.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>

const textArray = (values: readonly (string | number)[]) => `{${values.join(',')}}`

/** Whether the batch's common path issues this row exactly as issueNextInvoice would. */
function plainlyDue(sub: SubscriptionRow, plan: PlanRow | undefined, now: Date): plan is PlanRow {
  if (!plan) return false
  if (sub.status !== 'trialing' && sub.status !== 'active') return false
  if (sub.nextChargeAt === null || sub.nextChargeAt.getTime() > now.getTime()) return false
  if (sub.cancelAtPeriodEnd) return false
  return plan.cycles === null || sub.currentCycle < plan.cycles
}

/** The event types some active endpoint of each store subscribes to. */
async function listenedBy(tx: Database, appIds: number[]): Promise<Map<number, Set<string>>> {
  const rows = await tx
    .select({ appId: webhookEndpoints.appId, types: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.appId, appIds), eq(webhookEndpoints.active, true)))
  const byApp = new Map<number, Set<string>>()
  for (const row of rows) {
    const types = byApp.get(row.appId) ?? new Set<string>()
    for (const type of row.types) types.add(type)
    byApp.set(row.appId, types)
  }
  return byApp
}

/**
 * Issues the next invoice of each locked subscription (or makes its cancel / end move, as
 * issueNextInvoice does); answers how many invoices were issued.
 */
export async function issueDueSubscriptions(
  deps: Deps,
  tx: Database,
  rows: readonly SubscriptionRow[],
  now: Date,
): Promise<number> {
  if (rows.length === 0) return 0
  const planIds = [...new Set(rows.map((row) => row.planId))]
  const plans = new Map(
    (await tx.select().from(recurrencePlans).where(inArray(recurrencePlans.id, planIds))).map(
      (plan) => [plan.id, plan],
    ),
  )
  const plain: {
    sub: SubscriptionRow
    cycle: number
    periodStart: Date
    periodEnd: Date
    row: Record<string, unknown>
  }[] = []
  const carries = new Map<number, number>()
  let issued = 0
  for (const sub of rows) {
    const plan = plans.get(sub.planId)
    const cycle = sub.currentCycle + 1
    const amount = plainlyDue(sub, plan, now)
      ? invoiceAmount(plan, cycle, sub.pendingAdjustmentCents)
      : null
    if (!plan || amount === null || amount.amountCents === 0) {
      // Not the common case: the one-by-one path decides (and moves) it.
      if (await issueNextInvoice(deps, tx, sub, now)) issued += 1
      continue
    }
    const n = cycle - sub.anchorCycle
    const periodStart = cycleStart(sub.anchorAt, plan.interval, plan.intervalDays, n)
    const periodEnd = cycleStart(sub.anchorAt, plan.interval, plan.intervalDays, n + 1)
    carries.set(sub.id, amount.carryCents)
    plain.push({
      sub,
      cycle,
      periodStart,
      periodEnd,
      // The invoice's row, named as the INSERT below reads it.
      row: {
        app_id: sub.appId,
        subscription_id: sub.id,
        cycle,
        amount_cents: amount.amountCents,
        lines: amount.lines,
        method: sub.method,
        gateway_id: sub.gatewayId,
        period_start: periodStart,
        period_end: periodEnd,
        next_retry_at: firstAttemptAt(sub, periodStart, now),
      },
    })
  }
  if (plain.length === 0) return issued

  // One statement, its rows one JSON parameter, answering only the ids: drizzle's VALUES list
  // sent sixteen parameters an invoice and read every row back, a third of the issue step's
  // time in the engine (bench:recurrence). The rows are read back below only when announced.
  const inserted = (
    (await tx.execute(sql`
      insert into ${subscriptionInvoices} (app_id, subscription_id, cycle, status, amount_cents,
        lines, method, gateway_id, period_start, period_end, due_at, next_retry_at, created_at,
        updated_at)
      select v.app_id, v.subscription_id, v.cycle, 'active', v.amount_cents, v.lines, v.method,
        v.gateway_id, v.period_start, v.period_end, v.period_start, v.next_retry_at,
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(plain.map(({ row }) => row))}::jsonb)
        as v(app_id int, subscription_id bigint, cycle int, amount_cents bigint, lines jsonb,
          method text, gateway_id int, period_start timestamptz, period_end timestamptz,
          next_retry_at timestamptz)
      returning id, subscription_id`)) as unknown as {
      rows: { id: number | string; subscription_id: number | string }[]
    }
  ).rows
  // The subscription moves to the cycle just issued: its period, and its next charge at the
  // period's end, as issue.ts's updateSubscription writes them.
  const ids = plain.map(({ sub }) => sub.id)
  await tx.execute(sql`
    update subscriptions s set
      current_cycle = v.cycle,
      current_period_start = v.period_start,
      current_period_end = v.period_end,
      next_charge_at = v.period_end,
      pending_adjustment_cents = v.carry,
      updated_at = ${deps.clock.now().toISOString()}::timestamptz
    from unnest(
      ${textArray(ids)}::bigint[],
      ${textArray(plain.map(({ cycle }) => cycle))}::int[],
      ${textArray(plain.map(({ periodStart }) => periodStart.toISOString()))}::timestamptz[],
      ${textArray(plain.map(({ periodEnd }) => periodEnd.toISOString()))}::timestamptz[],
      ${textArray(plain.map(({ sub }) => carries.get(sub.id)!))}::bigint[]
    ) as v(id, cycle, period_start, period_end, carry)
    where s.id = v.id`)
  issued += inserted.length

  // Webhooks: only stores with an endpoint for these events pay for reading the rows back.
  const listened = await listenedBy(tx, [...new Set(plain.map(({ sub }) => sub.appId))])
  const heard = (appId: number) =>
    listened.get(appId)?.has('subscription.updated') || listened.get(appId)?.has('invoice.created')
  const announced = plain.filter(({ sub }) => heard(sub.appId)).map(({ sub }) => sub.id)
  if (announced.length > 0) {
    const moved = new Map(
      (await tx.select().from(subscriptions).where(inArray(subscriptions.id, announced))).map(
        (row) => [row.id, row],
      ),
    )
    const bySubscription = new Map(
      (
        await tx
          .select()
          .from(subscriptionInvoices)
          .where(
            inArray(
              subscriptionInvoices.id,
              inserted.map((row) => Number(row.id)),
            ),
          )
      ).map((invoice) => [invoice.subscriptionId, invoice]),
    )
    for (const id of announced) {
      const sub = moved.get(id)!
      await publishSubscriptionEvent(deps, tx, 'updated', sub)
      await publishInvoiceEvent(deps, tx, 'created', bySubscription.get(id)!, sub, null)
    }
  }
  return issued
}
