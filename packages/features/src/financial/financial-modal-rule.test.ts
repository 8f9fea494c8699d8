import { describe, expect, it } from 'vitest'
import { FINANCIAL_MODAL_INTERVAL_MS, financialModalDue } from './financial-modal-rule.ts'

const at = (iso: string) => new Date(iso)
const now = at('2026-11-21T12:00:00.000Z')

describe('financialModalDue', () => {
  it('waits 24 hours between showings', () => {
    expect(FINANCIAL_MODAL_INTERVAL_MS).toBe(86_400_000)
  })

  it.each([
    ['never shown', null, true],
    ['shown 23h59 ago', at('2026-11-20T12:01:00.000Z'), false],
    ['shown 23h59m59.999s ago', at('2026-11-20T12:00:00.001Z'), false],
    ['shown exactly 24h ago', at('2026-11-20T12:00:00.000Z'), true],
    ['shown 3 days ago', at('2026-11-18T09:30:00.000Z'), true],
    ['shown a moment ago', at('2026-11-21T11:59:00.000Z'), false],
    ['shown just now', now, false],
    ['shown "in the future" (the clock moved back)', at('2026-11-22T08:00:00.000Z'), true],
    ['stored as epoch milliseconds, 24h ago', Date.parse('2026-11-20T12:00:00.000Z'), true],
    ['stored as epoch milliseconds, 1h ago', Date.parse('2026-11-21T11:00:00.000Z'), false],
    ['unreadable', Number.NaN, true],
  ] as const)('with the pending flag and a loaded page, %s → %s', (_case, lastShownAt, due) => {
    expect(financialModalDue({ hasPending: true, pageLoaded: true, lastShownAt, now })).toBe(due)
  })

  it.each([
    ['no pending flag', false, true],
    ['no page loaded yet', true, false],
    ['neither', false, false],
  ] as const)('never shows with %s, whenever it last showed', (_case, hasPending, pageLoaded) => {
    for (const lastShownAt of [null, at('2026-11-01T00:00:00.000Z')]) {
      expect(financialModalDue({ hasPending, pageLoaded, lastShownAt, now })).toBe(false)
    }
  })
})
