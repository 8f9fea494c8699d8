import { describe, expect, it } from 'vitest'
import { maskedSecret, tokenStatus } from './token-status.ts'

const now = new Date('2026-11-21T12:00:00.000Z')

describe('token status', () => {
  it('is active without expiry or before it', () => {
    expect(tokenStatus({ revoked_at: null, expires_at: null }, now)).toBe('active')
    expect(tokenStatus({ revoked_at: null, expires_at: '2026-11-21T12:00:01.000Z' }, now)).toBe(
      'active',
    )
  })

  it('expires at the stored instant', () => {
    expect(tokenStatus({ revoked_at: null, expires_at: '2026-11-21T12:00:00.000Z' }, now)).toBe(
      'expired',
    )
  })

  it('says revoked even when it has also expired', () => {
    expect(
      tokenStatus(
        { revoked_at: '2026-10-10T12:00:00.000Z', expires_at: '2026-11-01T00:00:00.000Z' },
        now,
      ),
    ).toBe('revoked')
  })

  it('masks the secret after its prefix', () => {
    expect(maskedSecret('vt_8f2k')).toBe('vt_8f2k…')
  })
})
