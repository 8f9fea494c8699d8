import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dayNumberOf, isoDateOfDay } from './calendar-day.ts'
import {
  dueDateOf,
  dueFactorOf,
  DUE_WINDOW_DAYS_AFTER,
  DUE_WINDOW_DAYS_BEFORE,
} from './due-factor.ts'

describe('dueFactorOf', () => {
  it('counts the first cycle from 1997-10-07 and restarts at 1000 on 2025-02-22', () => {
    expect(dueFactorOf('2000-07-03')).toBe(1000)
    expect(dueFactorOf('2025-02-21')).toBe(9999)
    expect(dueFactorOf('2025-02-22')).toBe(1000)
    expect(dueFactorOf('2025-02-23')).toBe(1001)
    expect(dueFactorOf('2049-10-13')).toBe(9999)
    expect(dueFactorOf('2049-10-14')).toBe(1000)
  })

  it('has no factor before 2000-07-03: 1997-10-07 would be 0000, which means "no due date"', () => {
    expect(() => dueFactorOf('1997-10-07')).toThrow(RangeError)
    expect(() => dueFactorOf('2000-07-02')).toThrow(RangeError)
  })

  it('reads a Date in UTC, so a late-evening time west of Greenwich keeps its UTC day', () => {
    expect(dueFactorOf(new Date('2025-02-22T23:59:59.999Z'))).toBe(1000)
    expect(dueFactorOf(new Date('2025-02-22T00:00:00-03:00'))).toBe(1000)
    expect(dueFactorOf(new Date(Date.UTC(2025, 1, 21)))).toBe(9999)
  })

  it('refuses malformed and impossible dates instead of rolling them over', () => {
    expect(() => dueFactorOf('2025-02-30')).toThrow(RangeError)
    expect(() => dueFactorOf('22/02/2025')).toThrow(RangeError)
    expect(() => dueFactorOf(new Date(Number.NaN))).toThrow(RangeError)
  })
})

describe('dueDateOf', () => {
  it('gives null for factor 0000 and refuses factors never issued', () => {
    expect(dueDateOf(0, '2026-11-22')).toBeNull()
    expect(() => dueDateOf(999, '2026-11-22')).toThrow(RangeError)
    expect(() => dueDateOf(10_000, '2026-11-22')).toThrow(RangeError)
  })

  it('picks the cycle by the reference date', () => {
    expect(dueDateOf(9999, '2025-06-15')).toBe('2025-02-21')
    expect(dueDateOf(1000, '2025-06-15')).toBe('2025-02-22')
    expect(dueDateOf(5000, '2025-06-15')).toBe('2036-02-05')
    expect(dueDateOf(7586, '2025-06-15')).toBe('2018-07-15')
    expect(dueDateOf(8981, '2026-11-22')).toBe('2022-05-10')
    // From 2010 the window (3000 days back, 5999 ahead) already holds the reset day.
    expect(dueDateOf(1000, '2010-01-01')).toBe('2025-02-22')
    expect(dueDateOf(1000, '2002-01-01')).toBe('2000-07-03')
    // The next reset, seen from 2049.
    expect(dueDateOf(1000, '2049-09-01')).toBe('2049-10-14')
  })

  it('round-trips every date inside the window around the reference', () => {
    const day = fc.integer({ min: dayNumberOf('2000-01-01'), max: dayNumberOf('2080-01-01') })
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: -DUE_WINDOW_DAYS_BEFORE, max: DUE_WINDOW_DAYS_AFTER }),
        (ref, offset) => {
          const due = ref + offset
          fc.pre(due >= dayNumberOf('2000-07-03'))
          const date = isoDateOfDay(due)
          expect(dueDateOf(dueFactorOf(date), isoDateOfDay(ref))).toBe(date)
        },
      ),
      { seed: 20261122, numRuns: 500 },
    )
  })

  it('resolves each factor to a date inside the window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: dayNumberOf('2015-01-01'), max: dayNumberOf('2080-01-01') }),
        (factor, ref) => {
          const due = dayNumberOf(dueDateOf(factor, isoDateOfDay(ref)) ?? '')
          expect(due - ref).toBeGreaterThanOrEqual(-DUE_WINDOW_DAYS_BEFORE)
          expect(due - ref).toBeLessThanOrEqual(DUE_WINDOW_DAYS_AFTER)
          expect(dueFactorOf(isoDateOfDay(due))).toBe(factor)
        },
      ),
      { seed: 7, numRuns: 500 },
    )
  })
})
