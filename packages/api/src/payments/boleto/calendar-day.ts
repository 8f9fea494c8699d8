/**
 * Calendar days as whole numbers (days since 1970-01-01, UTC). Boleto due dates are civil dates
 * with no time of day: counting in UTC days keeps a date from shifting by one when the process
 * runs in a timezone west of Greenwich (a local-midnight Date is the previous day in UTC).
 */

/** A civil date as 'YYYY-MM-DD'. */
export type IsoDate = string

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The day number of an ISO date string or of a Date read in UTC. Throws a RangeError for a
 * malformed or impossible date (2025-02-30), never rolling it over to the next month.
 */
export function dayNumberOf(date: IsoDate | Date): number {
  if (date instanceof Date) {
    const time = date.getTime()
    if (Number.isNaN(time)) throw new RangeError('Invalid Date')
    return Math.floor(time / DAY_MS)
  }
  const match = ISO_DATE.exec(date)
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${date}`)
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  if (isoDateOfDay(time / DAY_MS) !== date) throw new RangeError(`No such date: ${date}`)
  return time / DAY_MS
}

/** The 'YYYY-MM-DD' of a day number. */
export function isoDateOfDay(dayNumber: number): IsoDate {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10)
}
