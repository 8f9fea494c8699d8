import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, storeDay } from './format.ts'

describe('dates in São Paulo time', () => {
  it('shows UTC instants in the store time zone', () => {
    expect(formatDateTime('2026-11-20T17:42:00.000Z')).toBe('20/11/2026, 14:42')
    expect(formatDate('2026-11-21T02:30:00.000Z')).toBe('20/11/2026')
  })

  it('names the store day of an instant', () => {
    expect(storeDay(new Date('2026-11-21T02:30:00.000Z'))).toBe('2026-11-20')
    expect(storeDay(new Date('2026-11-21T03:00:00.000Z'))).toBe('2026-11-21')
  })
})
