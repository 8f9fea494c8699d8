import { describe, expect, test } from 'vitest'
import { countdown } from './texts.ts'

describe('countdown', () => {
  const expires = '2026-11-21T12:50:00.000Z'
  const at = (iso: string) => Date.parse(iso)
  test('whole minutes while two or more are left, then minutes and seconds', () => {
    expect(countdown(expires, at('2026-11-21T12:00:00.000Z'))).toBe('50 min')
    expect(countdown(expires, at('2026-11-21T11:00:00.000Z'))).toBe('1 h 50 min')
    expect(countdown(expires, at('2026-11-21T11:50:00.000Z'))).toBe('1 h')
    expect(countdown(expires, at('2026-11-21T12:48:30.000Z'))).toBe('1:30')
  })
  test('null once it passed', () => {
    expect(countdown(expires, at('2026-11-21T12:50:00.000Z'))).toBeNull()
  })
})
