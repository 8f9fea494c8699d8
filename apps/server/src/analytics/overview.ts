import {
  addDays,
  assembleOverview,
  OVERVIEW_TOP_PRODUCTS,
  PAYMENT_TYPES,
  periodOf,
  previousPeriod,
  type Overview,
  type OverviewDay,
  type OverviewMethod,
  type OverviewQuery,
} from '@vitrine/api'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rowsOf } from '../db/rows.ts'
import { balancesOf } from '../ledger/balances.ts'
import { storeToday } from '../time/store-time.ts'
import { refreshDirtyApp } from './rollup.ts'

/*
 * The overview, read from the rollups only (plus the wallet's balances): a handful of index
 * range scans over at most two periods of days, whatever the number of payments.
 */

/** Marked days a request recomputes itself before reading; more are left to the job. */
export const READ_THROUGH_MAX_DAYS = 31

const types = new Set<string>(PAYMENT_TYPES)

export async function overviewOf(
  db: Database,
  appId: number,
  asked: OverviewQuery,
  now: Date,
): Promise<Overview> {
  const query = {
    ...periodOf(asked, storeToday(now)),
    granularity: asked.granularity ?? 'day',
  }
  // What changed since the job last ran is recomputed first, so the answer equals the tables.
  await refreshDirtyApp(db, appId, now, READ_THROUGH_MAX_DAYS)
  const previous = previousPeriod(query.from, query.to)
  const [payments, store, methods, products, mrr, ever, balances] = await Promise.all([
    db.execute(sql`
      select day::text as day, sum(payments_count)::int as payments_count,
             sum(approved_count)::int as approved_count,
             sum(approved_cents)::bigint as approved_cents, sum(fee_cents)::bigint as fee_cents,
             sum(refunded_cents)::bigint as refunded_cents
      from analytics_daily_payments
      where app_id = ${appId} and day between ${previous.from}::date and ${query.to}::date
      group by day`),
    db.execute(sql`
      select day::text as day, new_customers, subscriptions_started, subscriptions_canceled
      from analytics_daily_store
      where app_id = ${appId} and day between ${previous.from}::date and ${query.to}::date`),
    db.execute(sql`
      select type, sum(payments_count)::int as payments_count,
             sum(approved_count)::int as approved_count,
             sum(approved_cents)::bigint as approved_cents
      from analytics_daily_payments
      where app_id = ${appId} and day between ${query.from}::date and ${query.to}::date
      group by type`),
    db.execute(sql`
      select name, sum(quantity)::bigint as quantity, sum(amount_cents)::bigint as amount_cents
      from analytics_daily_products
      where app_id = ${appId} and day between ${query.from}::date and ${query.to}::date
      group by name order by 3 desc, 2 desc, name limit ${OVERVIEW_TOP_PRODUCTS}`),
    db.execute(sql`
      select (select row(mrr_cents, subscribers)::text from analytics_daily_store
                where app_id = ${appId} and day <= ${query.to}::date and mrr_cents is not null
                order by day desc limit 1) as current,
             (select mrr_cents from analytics_daily_store
                where app_id = ${appId} and day <= ${previous.to}::date and mrr_cents is not null
                order by day desc limit 1) as previous`),
    db.execute(sql`select exists (select 1 from analytics_daily_payments where app_id = ${appId})
      as has_sales`),
    balancesOf(db, appId),
  ])

  const byDay = new Map<string, OverviewDay>()
  const dayRow = (day: string): OverviewDay => {
    let row = byDay.get(day)
    if (!row) {
      row = {
        day,
        payments_count: 0,
        approved_count: 0,
        approved_cents: 0,
        fee_cents: 0,
        refunded_cents: 0,
        new_customers: 0,
      }
      byDay.set(day, row)
    }
    return row
  }
  for (const row of rowsOf<Record<string, unknown>>(payments)) {
    const day = dayRow(String(row.day))
    day.payments_count = Number(row.payments_count)
    day.approved_count = Number(row.approved_count)
    day.approved_cents = Number(row.approved_cents)
    day.fee_cents = Number(row.fee_cents)
    day.refunded_cents = Number(row.refunded_cents)
  }
  let started = 0
  let canceled = 0
  for (const row of rowsOf<Record<string, unknown>>(store)) {
    const day = String(row.day)
    dayRow(day).new_customers = Number(row.new_customers)
    if (day >= query.from) {
      started += Number(row.subscriptions_started)
      canceled += Number(row.subscriptions_canceled)
    }
  }

  const [snapshot] = rowsOf<{ current: string | null; previous: unknown }>(mrr)
  // row(a, b)::text is "(a,b)"; an empty field is a null.
  const [mrrText, subscribersText] = (snapshot?.current ?? '(,)').slice(1, -1).split(',')
  const mrrCents = mrrText ? Number(mrrText) : null
  const subscribers = subscribersText ? Number(subscribersText) : null
  // Subscribers at the period's start: those of its end, less who came, plus who left.
  const atStart = subscribers === null ? null : subscribers - started + canceled
  const churn = atStart !== null && atStart > 0 ? canceled / atStart : null

  const methodRows: OverviewMethod[] = rowsOf<Record<string, unknown>>(methods)
    .filter((row) => types.has(String(row.type)))
    .map((row) => ({
      type: String(row.type) as OverviewMethod['type'],
      payments_count: Number(row.payments_count),
      approved_count: Number(row.approved_count),
      approved_cents: Number(row.approved_cents),
    }))

  return assembleOverview({
    from: query.from,
    to: query.to,
    granularity: query.granularity,
    days: [...byDay.values()].filter((day) => day.day <= addDays(query.to, 0)),
    methods: methodRows,
    products: rowsOf<Record<string, unknown>>(products).map((row) => ({
      name: String(row.name),
      quantity: Number(row.quantity),
      amount_cents: Number(row.amount_cents),
    })),
    recurrence: {
      mrr_cents: mrrCents,
      subscribers,
      previous_mrr_cents: snapshot?.previous == null ? null : Number(snapshot.previous),
      started,
      canceled,
      churn_rate: churn,
    },
    wallet: {
      available_cents: balances.get('merchant_available') ?? 0,
      pending_cents: balances.get('merchant_pending') ?? 0,
    },
    hasSales: Boolean(rowsOf<{ has_sales: boolean }>(ever)[0]?.has_sales),
  })
}
