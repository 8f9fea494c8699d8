import { LIVE_SUBSCRIPTION_STATUSES } from '@vitrine/api'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rowsOf } from '../db/rows.ts'
import { withinTransaction } from '../db/within-transaction.ts'
import { recurrenceTotals } from '../recurrence/catalogue/totals.ts'
import { storeToday } from '../time/store-time.ts'

/*
 * Building the rollups from the raw tables (README.md: what each column counts and why a day is
 * recomputed whole). Every statement works on one store and a set of São Paulo days, or on all
 * its days for a rebuild, reading payments by `payments_created_idx` (app_id, created_at).
 */

/** Statuses of a payment whose money was received (then maybe refunded): an approved sale. */
export const APPROVED_STATUSES = [
  'authorized',
  'complete',
  'partial_refund',
  'refunded',
  'retry-success',
] as const

const ZONE = sql.raw(`'America/Sao_Paulo'`)
const approved = sql.raw(`status in (${APPROVED_STATUSES.map((s) => `'${s}'`).join(', ')})`)
const live = sql.raw(`status in (${LIVE_SUBSCRIPTION_STATUSES.map((s) => `'${s}'`).join(', ')})`)

/** Which days: a list (its span narrows the index range) or every day of the store. */
type Days = { days: string[] } | 'all'

const dayOf = (column: string) => sql.raw(`(${column} at time zone 'America/Sao_Paulo')::date`)

/** `column` within the days: a time range the index can use, then the exact days. */
function within(column: string, days: Days): SQL {
  if (days === 'all') return sql`true`
  const sorted = [...days.days].sort()
  const first = sorted[0]!
  const last = sorted[sorted.length - 1]!
  return sql`${sql.raw(column)} >= (${first}::date::timestamp at time zone ${ZONE})
    and ${sql.raw(column)} < ((${last}::date + 1)::timestamp at time zone ${ZONE})
    and ${dayOf(column)} = any(${`{${sorted.join(',')}}`}::date[])`
}

const dayList = (days: Days) =>
  days === 'all' ? sql`true` : sql`day = any(${`{${days.days.join(',')}}`}::date[])`

/** Recomputes the payments' and products' rollups of those days (inside the caller's transaction). */
async function rollPayments(tx: Database, appId: number, days: Days): Promise<void> {
  await tx.execute(
    sql`delete from analytics_daily_payments where app_id = ${appId} and ${dayList(days)}`,
  )
  await tx.execute(
    sql`delete from analytics_daily_products where app_id = ${appId} and ${dayList(days)}`,
  )
  await tx.execute(sql`
    insert into analytics_daily_payments
      (app_id, day, type, payments_count, approved_count, approved_cents, fee_cents, refunded_cents)
    select app_id, ${dayOf('created_at')}, type, count(*),
           count(*) filter (where ${approved}),
           coalesce(sum(captured_cents) filter (where ${approved}), 0),
           coalesce(sum(fee_cents) filter (where ${approved}), 0),
           coalesce(sum(refunded_cents), 0)
    from payments
    where app_id = ${appId} and status <> 'empty' and ${within('created_at', days)}
    group by app_id, 2, type`)
  await tx.execute(sql`
    insert into analytics_daily_products (app_id, day, name, quantity, amount_cents)
    select p.app_id, ${dayOf('p.created_at')}, left(item->>'description', 200),
           sum((item->>'quantity')::bigint),
           sum((item->>'quantity')::bigint * (item->>'unit_cents')::bigint)
    from payments p cross join lateral jsonb_array_elements(p.items) item
    where p.app_id = ${appId} and p.${approved} and ${within('p.created_at', days)}
    group by p.app_id, 2, 3`)
}

/** Customers created, subscriptions started and canceled per day; keeps MRR snapshots. */
async function rollStore(tx: Database, appId: number, days: Days): Promise<void> {
  const list =
    days === 'all'
      ? sql`select ${dayOf('created_at')} as day from customers where app_id = ${appId}
            union select ${dayOf('created_at')} from subscriptions where app_id = ${appId}
            union select ${dayOf('canceled_at')} from subscriptions
              where app_id = ${appId} and canceled_at is not null
            union select day from analytics_daily_store where app_id = ${appId}`
      : sql`select unnest(${`{${days.days.join(',')}}`}::date[]) as day`
  await tx.execute(sql`
    with wanted as (${list}),
    created as (select ${dayOf('created_at')} as day, count(*) as n from customers
      where app_id = ${appId} and ${within('created_at', days)} group by 1),
    started as (select ${dayOf('created_at')} as day, count(*) as n from subscriptions
      where app_id = ${appId} and ${within('created_at', days)} group by 1),
    canceled as (select ${dayOf('canceled_at')} as day, count(*) as n from subscriptions
      where app_id = ${appId} and canceled_at is not null and ${within('canceled_at', days)}
      group by 1)
    insert into analytics_daily_store
      (app_id, day, new_customers, subscriptions_started, subscriptions_canceled)
    select ${appId}, wanted.day, coalesce(created.n, 0), coalesce(started.n, 0),
           coalesce(canceled.n, 0)
    from wanted left join created using (day) left join started using (day)
         left join canceled using (day)
    on conflict (app_id, day) do update set
      new_customers = excluded.new_customers,
      subscriptions_started = excluded.subscriptions_started,
      subscriptions_canceled = excluded.subscriptions_canceled`)
}

/** Today's MRR and subscribers, as the recurrence screen counts them. */
async function snapshotMrr(tx: Database, appId: number, today: string): Promise<void> {
  const totals = await recurrenceTotals(tx, appId)
  await tx.execute(sql`
    insert into analytics_daily_store (app_id, day, mrr_cents, subscribers)
    values (${appId}, ${today}, ${totals.mrr_cents}, ${totals.subscriber_count})
    on conflict (app_id, day) do update set
      mrr_cents = excluded.mrr_cents, subscribers = excluded.subscribers`)
}

/** Recomputes a store's rollups for those days (today's also takes the MRR snapshot). */
export async function refreshDays(
  db: Database,
  appId: number,
  days: string[],
  now: Date,
): Promise<void> {
  if (days.length === 0) return
  const today = storeToday(now)
  await withinTransaction(db, async (tx) => {
    await rollPayments(tx, appId, { days })
    await rollStore(tx, appId, { days })
    if (days.includes(today)) await snapshotMrr(tx, appId, today)
  })
}

/**
 * A store's rollups from nothing: every day its payments, customers and subscriptions touch.
 * The MRR snapshots of past days are kept (they cannot be taken again); today's is retaken.
 */
export async function rebuildApp(db: Database, appId: number, now: Date): Promise<void> {
  await withinTransaction(db, async (tx) => {
    await tx.execute(sql`delete from analytics_dirty_days where app_id = ${appId}`)
    await rollPayments(tx, appId, 'all')
    await rollStore(tx, appId, 'all')
    await snapshotMrr(tx, appId, storeToday(now))
  })
}

/**
 * Takes the store's marked days and recomputes them, in one transaction: a failure leaves the
 * marks. `max` bounds the work of a request: beyond it the job does it (answer: false).
 * The count is read before any transaction: a store with nothing marked (the usual overview)
 * costs one query, not a transaction of three.
 */
export async function refreshDirtyApp(
  db: Database,
  appId: number,
  now: Date,
  max = Number.POSITIVE_INFINITY,
): Promise<boolean> {
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(distinct day)::int as n from analytics_dirty_days
      where app_id = ${appId}`),
  )
  const marked = count?.n ?? 0
  if (marked === 0) return true
  if (marked > max) return false
  return withinTransaction(db, async (tx) => {
    const claimed = rowsOf<{ day: string }>(
      await tx.execute(sql`delete from analytics_dirty_days where app_id = ${appId}
        returning day::text as day`),
    )
    const days = [...new Set(claimed.map((row) => row.day))]
    await refreshDays(tx, appId, days, now)
    return true
  })
}

/** Every store with marked days, a few at a time; answers how many stores it refreshed. */
export async function refreshAllDirty(db: Database, now: Date, batch = 50): Promise<number> {
  let refreshed = 0
  for (;;) {
    const apps = rowsOf<{ app_id: number }>(
      await db.execute(sql`select distinct app_id from analytics_dirty_days
        order by app_id limit ${batch}`),
    )
    if (apps.length === 0) return refreshed
    for (const { app_id } of apps) {
      const exists = rowsOf(await db.execute(sql`select 1 from apps where id = ${app_id}`))
      if (exists.length === 0) {
        // A deleted store: its marks have nothing left to recompute.
        await db.execute(sql`delete from analytics_dirty_days where app_id = ${app_id}`)
        continue
      }
      await refreshDirtyApp(db, app_id, now)
      refreshed++
    }
  }
}

/** Stores with live subscriptions and no MRR snapshot today get today marked (daily history). */
export async function markTodaysSnapshots(db: Database, now: Date): Promise<void> {
  const today = storeToday(now)
  await db.execute(sql`
    insert into analytics_dirty_days (app_id, day)
    select distinct s.app_id, ${today}::date from subscriptions s
    where s.${live} and not exists (
      select 1 from analytics_daily_store d
      where d.app_id = s.app_id and d.day = ${today}::date and d.mrr_cents is not null)`)
}
