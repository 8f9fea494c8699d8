import { describe, expect, test } from 'vitest'
import { dayEnd, dayOf, dayStart, parsePercent, scheduleStatus } from './discount-words.ts'

describe('the dates of a discount', () => {
  test('a day typed is its whole São Paulo day, and reads back as the same day', () => {
    // The last second of 31/12 in São Paulo is already 1 January in UTC.
    expect(dayEnd('2026-12-31')).toBe('2026-12-31T23:59:59-03:00')
    expect(dayOf(new Date(dayEnd('2026-12-31')!).toISOString())).toBe('2026-12-31')
    expect(dayOf(new Date(dayStart('2026-12-01')!).toISOString())).toBe('2026-12-01')
    expect(dayStart('')).toBeNull()
    expect(dayOf(null)).toBe('')
  })

  test('where a schedule stands: inactive first, then ended, scheduled, running', () => {
    const now = new Date('2026-11-21T12:00:00Z')
    const rule = { active: true, starts_at: null, ends_at: null }
    expect(scheduleStatus(rule, now)).toBe('running')
    expect(scheduleStatus({ ...rule, starts_at: '2026-11-27T03:00:00Z' }, now)).toBe('scheduled')
    expect(scheduleStatus({ ...rule, ends_at: '2026-11-21T12:00:00Z' }, now)).toBe('ended')
    expect(scheduleStatus({ ...rule, active: false, ends_at: '2020-01-01T00:00:00Z' }, now)).toBe(
      'inactive',
    )
  })

  test('a percentage typed with a comma is basis points; anything else is refused', () => {
    expect(parsePercent('10,5')).toBe(1050)
    expect(parsePercent('15 %')).toBe(1500)
    expect(parsePercent('abc')).toBeUndefined()
  })
})
