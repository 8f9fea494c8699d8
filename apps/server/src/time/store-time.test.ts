import { expect, test } from 'vitest'
import { nextDay, storeDayEnd, storeDayStart, storeToday } from './store-time.ts'

test('a day in São Paulo starts at 03:00 UTC since daylight saving time ended in 2019', () => {
  expect(storeDayStart('2026-03-02').toISOString()).toBe('2026-03-02T03:00:00.000Z')
  expect(storeDayEnd('2026-03-02').toISOString()).toBe('2026-03-03T03:00:00.000Z')
  expect(storeDayEnd('2026-12-31').toISOString()).toBe('2027-01-01T03:00:00.000Z')
})

test('older dates follow the daylight saving time of their year', () => {
  // January 2018 was in daylight saving time (UTC−2).
  expect(storeDayStart('2018-01-15').toISOString()).toBe('2018-01-15T02:00:00.000Z')
})

test('today is the calendar day in São Paulo, not in UTC', () => {
  expect(storeToday(new Date('2026-03-02T02:59:59.000Z'))).toBe('2026-03-01')
  expect(storeToday(new Date('2026-03-02T03:00:00.000Z'))).toBe('2026-03-02')
})

test('the next day crosses months and leap years', () => {
  expect(nextDay('2024-02-28')).toBe('2024-02-29')
  expect(nextDay('2024-02-29')).toBe('2024-03-01')
  expect(nextDay('2026-12-31')).toBe('2027-01-01')
})
