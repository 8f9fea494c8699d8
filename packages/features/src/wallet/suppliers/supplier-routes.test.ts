import { describe, expect, it } from 'vitest'
import { href, matchRoute } from '../../routes/manifest.ts'
import { validateSupplierId } from '../routes.ts'

describe('the suppliers’ routes', () => {
  it('are the list and suppliers/{supplierId}', () => {
    expect(matchRoute('/101/payments/wallet/suppliers')?.route.name).toBe(
      'payments-wallet-suppliers',
    )
    expect(matchRoute('/101/payments/wallet/suppliers/7')?.route.name).toBe(
      'payments-wallet-suppliers-detail',
    )
    expect(href('payments-wallet-suppliers-detail', { appID: 101, supplierId: 7 })).toBe(
      '/101/payments/wallet/suppliers/7',
    )
  })

  it('take only a positive integer as the supplier’s id', () => {
    expect(validateSupplierId({ supplierId: '7' }).ok).toBe(true)
    for (const supplierId of [undefined, '', '0', '07', '-1', '1.5', 'abc', '12345678901']) {
      expect(validateSupplierId({ supplierId }).ok, supplierId).toBe(false)
    }
  })
})
