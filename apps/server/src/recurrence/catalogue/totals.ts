import {
  LIVE_SUBSCRIPTION_STATUSES,
  monthlyCents,
  MRR_SUBSCRIPTION_STATUSES,
  type RecurrenceTotals,
} from '@vitrine/api'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { recurrencePlans, subscriptions } from '../schema.ts'

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/**
 * The store's subscribers (trialing, active, past due, paused), its monthly recurring revenue
 * and how many are past due: one aggregate query, grouped by plan so each plan's price is worth
 * per month exactly what the contract's `monthlyCents` says (the plans list adds up the same).
 */
export async function recurrenceTotals(db: Database, appId: number): Promise<RecurrenceTotals> {
  const rows = await db
    .select({
      priceCents: recurrencePlans.priceCents,
      interval: recurrencePlans.interval,
      intervalDays: recurrencePlans.intervalDays,
      live: sql<number>`count(*)::int`,
      billing: sql<number>`(count(*) filter (where ${subscriptions.status} in (${inList(MRR_SUBSCRIPTION_STATUSES)})))::int`,
      pastDue: sql<number>`(count(*) filter (where ${subscriptions.status} = 'past_due'))::int`,
    })
    .from(subscriptions)
    .innerJoin(recurrencePlans, eq(recurrencePlans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.appId, appId),
        inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
      ),
    )
    .groupBy(recurrencePlans.id)
  let subscriberCount = 0
  let mrrCents = 0
  let pastDueCount = 0
  for (const row of rows) {
    subscriberCount += Number(row.live)
    pastDueCount += Number(row.pastDue)
    mrrCents += Number(row.billing) * monthlyCents(row.priceCents, row.interval, row.intervalDays)
  }
  return { subscriber_count: subscriberCount, mrr_cents: mrrCents, past_due_count: pastDueCount }
}
