import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { sampleSellers } from '@vitrine/api/fixture'
import { SellerFormSchema, sellerFormValues, sellerInputOf } from './seller-form.ts'

const joana = sampleSellers.find((seller) => seller.id === 2)!
const atelie = sampleSellers.find((seller) => seller.id === 1)!

describe('the seller form', () => {
  it('sends only the payout fields of the kind chosen', () => {
    const values = { ...sellerFormValues(joana) }
    values.payout = { ...values.payout, pix_key: 'typed before switching' }
    expect(sellerInputOf(values).payout).toEqual({
      kind: 'bank_account',
      bank_code: '341',
      agency: '1234',
      agency_digit: null,
      account: '56789',
      account_digit: '3',
      account_type: 'checking',
    })
    expect(sellerInputOf({ ...values, payout: { ...values.payout, kind: 'pix' } }).payout).toEqual({
      kind: 'pix',
      pix_key: 'typed before switching',
    })
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
