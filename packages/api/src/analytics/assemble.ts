import {
  OVERVIEW_DEFAULT_DAYS,
  periodDays,
  type Overview,
  type OverviewGranularity,
  type OverviewMethod,
  type OverviewPoint,
  type OverviewProduct,
  type OverviewRecurrence,
  type OverviewTotals,
} from './schema.ts'

/*
 * How an overview is put together from per-day sums: the server feeds it its rollups' rows,
 * the fixture its sample days, so both bucket and compare alike.
 */

/** One São Paulo day's sums over every method. */
export interface OverviewDay {
  day: string
  payments_count: number
  approved_count: number
  approved_cents: number
  fee_cents: number
  refunded_cents: number
  new_customers: number
}

const DAY_MS = 86_400_000

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The period just before `from`..`to`, as long. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = periodDays(from, to)
  return { from: addDays(from, -days), to: addDays(from, -1) }
}

/** The buckets' first days: every day, every 7 days from `from`, or each calendar month. */
export function bucketStarts(from: string, to: string, granularity: OverviewGranularity): string[] {
  const starts: string[] = []
  if (granularity === 'month') {
    starts.push(from)
    let month = `${from.slice(0, 7)}-01`
    for (;;) {
      const date = new Date(`${month}T00:00:00Z`)
      date.setUTCMonth(date.getUTCMonth() + 1)
      month = date.toISOString().slice(0, 10)
      if (month > to) break
      starts.push(month)
    }
    return starts
  }
  const step = granularity === 'week' ? 7 : 1
  for (let day = from; day <= to; day = addDays(day, step)) starts.push(day)
  return starts
}

const zeroTotals = (): OverviewTotals => ({
  payments_count: 0,
  approved_count: 0,
  approved_cents: 0,
  fee_cents: 0,
  refunded_cents: 0,
  average_ticket_cents: 0,
  new_customers: 0,
})

export function totalsOf(days: readonly OverviewDay[]): OverviewTotals {
  const totals = zeroTotals()
  for (const day of days) {
    totals.payments_count += day.payments_count
    totals.approved_count += day.approved_count
    totals.approved_cents += day.approved_cents
    totals.fee_cents += day.fee_cents
    totals.refunded_cents += day.refunded_cents
    totals.new_customers += day.new_customers
  }
  totals.average_ticket_cents =
    totals.approved_count > 0 ? Math.round(totals.approved_cents / totals.approved_count) : 0
  return totals
}

/** Sums each bucket's days: the index of the bucket a day falls in, by its first day. */
function bucketSums(days: readonly OverviewDay[], starts: readonly string[]) {
  const sums = starts.map(() => ({ approved_cents: 0, approved_count: 0, payments_count: 0 }))
  for (const day of days) {
    let index = -1
    for (let i = starts.length - 1; i >= 0; i--) {
      if (starts[i]! <= day.day) {
        index = i
        break
      }
    }
    if (index < 0) continue
    sums[index]!.approved_cents += day.approved_cents
    sums[index]!.approved_count += day.approved_count
    sums[index]!.payments_count += day.payments_count
  }
  return sums
}

export interface OverviewParts {
  from: string
  to: string
  granularity: OverviewGranularity
  /** Days of both periods (days without a row count as zero). */
  days: readonly OverviewDay[]
  methods: readonly OverviewMethod[]
  products: readonly OverviewProduct[]
  recurrence: OverviewRecurrence
  wallet: Overview['wallet']
  hasSales: boolean
}

export function assembleOverview(parts: OverviewParts): Overview {
  const previous = previousPeriod(parts.from, parts.to)
  const current = parts.days.filter((day) => day.day >= parts.from && day.day <= parts.to)
  const before = parts.days.filter((day) => day.day >= previous.from && day.day <= previous.to)
  const starts = bucketStarts(parts.from, parts.to, parts.granularity)
  const previousStarts = bucketStarts(previous.from, previous.to, parts.granularity)
  const now = bucketSums(current, starts)
  const then = bucketSums(before, previousStarts)
  const series: OverviewPoint[] = starts.map((start, index) => ({
    start,
    ...now[index]!,
    previous_approved_cents: then[index]?.approved_cents ?? 0,
    previous_approved_count: then[index]?.approved_count ?? 0,
  }))
  return {
    from: parts.from,
    to: parts.to,
    previous_from: previous.from,
    previous_to: previous.to,
    granularity: parts.granularity,
    totals: totalsOf(current),
    previous_totals: totalsOf(before),
    series,
    methods: [...parts.methods].sort(
      (a, b) => b.approved_cents - a.approved_cents || b.payments_count - a.payments_count,
    ),
    top_products: [...parts.products],
    recurrence: parts.recurrence,
    wallet: parts.wallet,
    has_sales: parts.hasSales,
  }
}

/** The period a query names, or the last 30 days to `today` (one end alone anchors the other). */
export function periodOf(
  query: { from?: string; to?: string },
  today: string,
): { from: string; to: string } {
  const to = query.to ?? (query.from ? addDays(query.from, OVERVIEW_DEFAULT_DAYS - 1) : today)
  return { from: query.from ?? addDays(to, -(OVERVIEW_DEFAULT_DAYS - 1)), to }
}
