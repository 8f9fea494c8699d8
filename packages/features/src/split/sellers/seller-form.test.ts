import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { sampleSellers } from '@vitrine/api/fixture'
import { SellerFormSchema, sellerFormValues, sellerInputOf } from './seller-form.ts'

// Where a seller receives, as the form holds and sends it: shared/payout-destination's tests.

const joana = sampleSellers.find((seller) => seller.id === 2)!
const atelie = sampleSellers.find((seller) => seller.id === 1)!

describe('the seller form', () => {
  it('starts a new seller at a bank account', () => {
    expect(sellerFormValues().payout.kind).toBe('bank_account')
  })

  it('sends only the payout fields of the kind chosen, and no blank provider account', () => {
    const values = sellerFormValues(atelie)
    const input = sellerInputOf({ ...values, provider_account: ' ' })
    expect(input.payout).toEqual({ kind: 'pix', pix_key: 'financeiro@atelie-mare.com.br' })
    expect(input.provider_account).toBeNull()
  })

  it('gives back a stored seller as it was saved, through the contract schema', () => {
    for (const seller of [joana, atelie]) {
      const parsed = v.parse(SellerFormSchema, sellerFormValues(seller))
      expect(parsed).toEqual({
        name: seller.name,
        document: seller.document,
        email: seller.email,
        payout: seller.payout,
        provider_account: seller.provider_account,
      })
    }
  })

  it('puts the contract’s messages on the form’s paths', () => {
    const values = sellerFormValues()
    const result = v.safeParse(SellerFormSchema, {
      ...values,
      name: 'Maria',
      email: 'maria@exemplo.com.br',
      document: '123.456.789-00',
      payout: { ...values.payout, bank_code: '341', agency: '12', account: '', account_digit: '1' },
    })
    expect(result.success).toBe(false)
    const paths = result.issues!.map((issue) => v.getDotPath(issue))
    expect(paths).toContain('document')
    expect(paths).toContain('payout.account')
  })
})
