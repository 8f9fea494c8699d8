/** Days in the panel (log filters, token expiry) are days in the stores' time zone. */
export const STORE_TIME_ZONE = 'America/Sao_Paulo'

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  timeZoneName: 'longOffset',
})

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The zone's offset from UTC at an instant, in ms ("GMT-03:00" → −3 h). */
function offsetAt(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name?.value ?? '')
  if (!match) return 0
  const sign = match[1] === '-' ? -1 : 1
  return sign * (Number(match[2]) * 60 + Number(match[3])) * 60_000
}

/**
 * The instant a day (YYYY-MM-DD) begins in São Paulo. Computed with the zone's offset rather
 * than a fixed −3 h because older dates fall in years with daylight saving time.
 */
export function storeDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const midnightUtc = Date.UTC(year, month - 1, date)
  let start = midnightUtc - offsetAt(midnightUtc)
  // The offset at the guess may differ from the offset at the real start (a DST change).
  start = midnightUtc - offsetAt(start)
  return new Date(start)
}

/** The day after (YYYY-MM-DD), by the calendar. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10)
}

/** The first instant after the day ends in São Paulo. */
export function storeDayEnd(day: string): Date {
  return storeDayStart(nextDay(day))
}

/** Today's date (YYYY-MM-DD) in São Paulo. */
export function storeToday(now: Date): string {
  return dayFormat.format(now)
}
