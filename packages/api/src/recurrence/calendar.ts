/*
 * A subscription's calendar (issue 13): how long a cycle is and what a price is worth per
 * month. Cycles are counted from the subscription's anchor (its first charge, or the date the
 * merchant moved the charge to), never from the cycle before, so a month of 31 days followed
 * by February does not drift: cycle n starts at anchor + n intervals, a month's day clamped to
 * the month's end (31 Jan → 28 Feb → 31 Mar).
 *
 * Calendar arithmetic happens in the stores' time zone, America/Sao_Paulo, which has been
 * UTC−3 all year since 2019 (no summer time): a charge at 09:00 stays at 09:00.
 */

export const RECURRENCE_INTERVALS = [
  'weekly',
  'monthly',
  'quarterly',
  'semiannual',
  'yearly',
  'days',
] as const
export type RecurrenceInterval = (typeof RECURRENCE_INTERVALS)[number]

/** Bounds of a custom interval ("a cada N dias"). */
export const INTERVAL_DAYS_MIN = 1
export const INTERVAL_DAYS_MAX = 365

const STORE_OFFSET_MS = -3 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

const MONTHS: Partial<Record<RecurrenceInterval, number>> = {
  monthly: 1,
  quarterly: 3,
  semiannual: 6,
  yearly: 12,
}

/** How many days a fixed interval lasts (weekly or every N days); null for calendar months. */
function fixedDays(interval: RecurrenceInterval, intervalDays: number | null): number | null {
  if (interval === 'weekly') return 7
  if (interval === 'days') return intervalDays ?? 1
  return null
}

/**
 * Where cycle `n` (0 = the anchor itself) starts: anchor + n intervals, in the store's calendar.
 */
export function cycleStart(
  anchor: Date,
  interval: RecurrenceInterval,
  intervalDays: number | null,
  n: number,
): Date {
  const days = fixedDays(interval, intervalDays)
  if (days !== null) return new Date(anchor.getTime() + n * days * DAY_MS)
  const months = (MONTHS[interval] ?? 1) * n
  const local = new Date(anchor.getTime() + STORE_OFFSET_MS)
  const year = local.getUTCFullYear()
  const month = local.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(local.getUTCDate(), lastDay)
  const moved = Date.UTC(
    year,
    month,
    day,
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  )
  return new Date(moved - STORE_OFFSET_MS)
}

/** The interval's length in average days (for the monthly value and the list's wording). */
export function averageIntervalDays(
  interval: RecurrenceInterval,
  intervalDays: number | null,
): number {
  const days = fixedDays(interval, intervalDays)
  if (days !== null) return days
  return ((MONTHS[interval] ?? 1) * 365.25) / 12
}

/**
 * What a price charged every interval is worth per month, in whole centavos: the monthly
 * recurring revenue (MRR) of one subscription. Weekly and every N days are counted against an
 * average month: price × (365.25 / 12) / N days (weekly: N = 7, ≈ 4.35 charges a month).
 */
export function monthlyCents(
  priceCents: number,
  interval: RecurrenceInterval,
  intervalDays: number | null,
): number {
  const months = MONTHS[interval]
  if (months !== undefined) return Math.round(priceCents / months)
  const days = fixedDays(interval, intervalDays) ?? 30
  return Math.round((priceCents * 365.25) / 12 / days)
}
