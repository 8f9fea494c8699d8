/**
 * The FEBRABAN due-date factor ("fator de vencimento"): the 4 digits of a boleto bancário that
 * say when it falls due, counted in days from the base date 1997-10-07.
 *
 * Factor 1000 was first used on 2000-07-03 and the count reached 9999 on 2025-02-21. Four digits
 * could go no further, so FEBRABAN restarted it at 1000 on 2025-02-22 (the reset); the new cycle
 * reaches 9999 on 2049-10-13 and, with the same rule, restarts again. Every cycle is 9000 days
 * of factors 1000..9999, so a factor alone names several dates 9000 days apart: a reader picks
 * the cycle with a reference date (usually today), see `dueDateOf`.
 *
 * Factor 0000 is not a date: it marks a boleto without due date (e.g. credit-card invoices).
 * Factors 0001..0999 belonged to 1997-2000 under the first count and are never issued now.
 */
import { dayNumberOf, isoDateOfDay, type IsoDate } from './calendar-day.ts'

/** Factor 0000: the boleto has no due date. */
export const NO_DUE_DATE_FACTOR = 0
export const MIN_DUE_FACTOR = 1000
export const MAX_DUE_FACTOR = 9999
/** Length of one cycle of factors 1000..9999, in days. */
export const DUE_FACTOR_CYCLE_DAYS = MAX_DUE_FACTOR - MIN_DUE_FACTOR + 1

/** 1997-10-07, day 0 of the count. */
export const DUE_FACTOR_BASE_DATE: IsoDate = '1997-10-07'
/** The first day of the new cycle (factor 1000 again). */
export const DUE_FACTOR_RESET_DATE: IsoDate = '2025-02-22'

/** Day number of 2000-07-03, the first day with factor 1000: the start of every cycle. */
const FIRST_CYCLE_START = dayNumberOf(DUE_FACTOR_BASE_DATE) + MIN_DUE_FACTOR

/**
 * FEBRABAN's guidance for reading a factor is a window around today: due dates up to 3000 days
 * in the past and 5500 days in the future. That window is 8500 days long and leaves 500 of a
 * cycle's 9000 factors with no date; we extend it forward to a full cycle (from 3000 days before
 * the reference to 5999 days after it), so each factor resolves to exactly one date and the
 * dates FEBRABAN's window resolves are unchanged.
 */
export const DUE_WINDOW_DAYS_BEFORE = 3000
export const DUE_WINDOW_DAYS_AFTER = DUE_FACTOR_CYCLE_DAYS - DUE_WINDOW_DAYS_BEFORE - 1

/**
 * The factor of a due date, as a number 1000..9999. Dates from 2025-02-22 on fall in the new
 * cycle (2025-02-22 → 1000); earlier dates back to 2000-07-03 keep their first-cycle factor.
 * Throws a RangeError before 2000-07-03, where no 4-digit factor ≥ 1000 exists.
 */
export function dueFactorOf(date: IsoDate | Date): number {
  const sinceStart = dayNumberOf(date) - FIRST_CYCLE_START
  if (sinceStart < 0) {
    throw new RangeError(`No due factor before 2000-07-03 (factor 1000): ${String(date)}`)
  }
  return MIN_DUE_FACTOR + (sinceStart % DUE_FACTOR_CYCLE_DAYS)
}

/** The factor as the 4 digits printed in the barcode. */
export function dueFactorDigits(factor: number): string {
  return String(factor).padStart(4, '0')
}

/**
 * The due date a factor names, in the cycle that puts it inside the reading window around
 * `referenceDate` (see DUE_WINDOW_DAYS_BEFORE): with reference 2026-11-22, factor 8981 is
 * 2022-05-10 (not 2046-12-30). Factor 0000 gives null (no due date). Throws a RangeError for
 * factors 0001..0999 and anything outside 0..9999.
 */
export function dueDateOf(factor: number, referenceDate: IsoDate | Date): IsoDate | null {
  if (factor === NO_DUE_DATE_FACTOR) return null
  if (!Number.isInteger(factor) || factor < MIN_DUE_FACTOR || factor > MAX_DUE_FACTOR) {
    throw new RangeError(`Not a due factor (1000..9999 or 0000): ${factor}`)
  }
  const windowStart = dayNumberOf(referenceDate) - DUE_WINDOW_DAYS_BEFORE
  // The first-cycle day of this factor, moved forward by whole cycles into the window.
  const firstCycleDay = FIRST_CYCLE_START + (factor - MIN_DUE_FACTOR)
  const cycles = Math.ceil((windowStart - firstCycleDay) / DUE_FACTOR_CYCLE_DAYS)
  return isoDateOfDay(firstCycleDay + Math.max(cycles, 0) * DUE_FACTOR_CYCLE_DAYS)
}
