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

/** The overview statement's one row: each part as JSON (sums arrive as numbers or strings). */
interface RollupRead {
  payments: Record<string, unknown>[]
  methods: Record<string, unknown>[]
  store: Record<string, unknown>[]
  products: Record<string, unknown>[]
  mrr: { mrr_cents: unknown; subscribers: unknown } | null
  previous_mrr: unknown
  has_sales: boolean
}

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
  // One statement for everything the rollups answer (one round trip, the payments' rows read
  // once): on a loaded two-core machine seven queries side by side cost seven queries' time.
  const [[read], balances] = await Promise.all([
    db
      .execute(
        sql`
      with payments as (
        select day, type, payments_count, approved_count, approved_cents, fee_cents,
               refunded_cents
        from analytics_daily_payments
        where app_id = ${appId} and day between ${previous.from}::date and ${query.to}::date)
      select
        (select coalesce(json_agg(d), '[]') from (
          select day::text as day, sum(payments_count) as payments_count,
                 sum(approved_count) as approved_count, sum(approved_cents) as approved_cents,
                 sum(fee_cents) as fee_cents, sum(refunded_cents) as refunded_cents
          from payments group by day) d) as payments,
        (select coalesce(json_agg(m), '[]') from (
          select type, sum(payments_count) as payments_count,
                 sum(approved_count) as approved_count, sum(approved_cents) as approved_cents
          from payments where day >= ${query.from}::date group by type) m) as methods,
        (select coalesce(json_agg(s), '[]') from (
          select day::text as day, new_customers, subscriptions_started, subscriptions_canceled
          from analytics_daily_store
          where app_id = ${appId} and day between ${previous.from}::date and ${query.to}::date
        ) s) as store,
        (select coalesce(json_agg(t), '[]') from (
          select name, sum(quantity) as quantity, sum(amount_cents) as amount_cents
          from analytics_daily_products
          where app_id = ${appId} and day between ${query.from}::date and ${query.to}::date
          group by name order by 3 desc, 2 desc, name limit ${OVERVIEW_TOP_PRODUCTS}) t) as products,
        (select json_build_object('mrr_cents', mrr_cents, 'subscribers', subscribers)
           from analytics_daily_store
           where app_id = ${appId} and day <= ${query.to}::date and mrr_cents is not null
           order by day desc limit 1) as mrr,
        (select mrr_cents from analytics_daily_store
           where app_id = ${appId} and day <= ${previous.to}::date and mrr_cents is not null
           order by day desc limit 1) as previous_mrr,
        exists (select 1 from analytics_daily_payments where app_id = ${appId}) as has_sales`,
      )
      .then((result) => rowsOf<RollupRead>(result)),
    balancesOf(db, appId),
  ])
  if (!read) throw new Error('the overview statement answered no row')
  const payments = read.payments
  const store = read.store
  const methods = read.methods
  const products = read.products

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
  for (const row of payments) {
    const day = dayRow(String(row.day))
    day.payments_count = Number(row.payments_count)
    day.approved_count = Number(row.approved_count)
    day.approved_cents = Number(row.approved_cents)
    day.fee_cents = Number(row.fee_cents)
    day.refunded_cents = Number(row.refunded_cents)
  }
  let started = 0
  let canceled = 0
  for (const row of store) {
    const day = String(row.day)
    dayRow(day).new_customers = Number(row.new_customers)
    if (day >= query.from) {
      started += Number(row.subscriptions_started)
      canceled += Number(row.subscriptions_canceled)
    }
  }

  const mrrCents = read.mrr?.mrr_cents == null ? null : Number(read.mrr.mrr_cents)
  const subscribers = read.mrr?.subscribers == null ? null : Number(read.mrr.subscribers)
  // Subscribers at the period's start: those of its end, less who came, plus who left.
  const atStart = subscribers === null ? null : subscribers - started + canceled
  const churn = atStart !== null && atStart > 0 ? canceled / atStart : null

  const methodRows: OverviewMethod[] = methods
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
    products: products.map((row) => ({
      name: String(row.name),
      quantity: Number(row.quantity),
      amount_cents: Number(row.amount_cents),
    })),
    recurrence: {
      mrr_cents: mrrCents,
      subscribers,
      previous_mrr_cents: read.previous_mrr == null ? null : Number(read.previous_mrr),
      started,
      canceled,
      churn_rate: churn,
    },
    wallet: {
      available_cents: balances.get('merchant_available') ?? 0,
      pending_cents: balances.get('merchant_pending') ?? 0,
    },
    hasSales: Boolean(read.has_sales),
  })
}
