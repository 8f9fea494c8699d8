import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PayoutDestinationSchema } from '@vitrine/api'
import { sampleSellers, sampleSuppliers } from '@vitrine/api/fixture'
import { bankName } from './banks.ts'
import { destinationFormValues, destinationInputOf } from './destination-form.ts'

const joana = sampleSellers.find((seller) => seller.id === 2)!.payout
const atelie = sampleSellers.find((seller) => seller.id === 1)!.payout
const printer = sampleSuppliers.find((supplier) => supplier.id === 2)!.destination
/** Banco do Brasil's branches have a check digit. */
const landlord = sampleSuppliers.find((supplier) => supplier.id === 3)!.destination

describe('a destination as a form holds it', () => {
  it('starts blank at the kind each form asks for', () => {
    expect(destinationFormValues(undefined, 'bank_account')).toEqual({
      kind: 'bank_account',
      bank_code: '',
      agency: '',
      agency_digit: '',
      account: '',
      account_digit: '',
      account_type: 'checking',
      pix_key: '',
    })
    expect(destinationFormValues(null, 'pix').kind).toBe('pix')
  })

  it('starts an edit from the destination as registered, the other kind blank', () => {
    expect(destinationFormValues(printer, 'pix')).toEqual({
      kind: 'bank_account',
      bank_code: '260',
      agency: '0001',
      agency_digit: '',
      account: '7712345',
      account_digit: '0',
      account_type: 'checking',
      pix_key: '',
    })
    expect(destinationFormValues(atelie, 'bank_account')).toMatchObject({
      kind: 'pix',
      pix_key: 'financeiro@atelie-mare.com.br',
      bank_code: '',
      agency: '',
    })
  })

  it('sends only the fields of the kind chosen', () => {
    const values = { ...destinationFormValues(joana, 'pix'), pix_key: 'typed before switching' }
    expect(destinationInputOf(values)).toEqual({
      kind: 'bank_account',
      bank_code: '341',
      agency: '1234',
      agency_digit: null,
      account: '56789',
      account_digit: '3',
      account_type: 'checking',
    })
    expect(destinationInputOf({ ...values, kind: 'pix' })).toEqual({
      kind: 'pix',
      pix_key: 'typed before switching',
    })
  })

  it('sends a blank agency digit as none and a typed one as typed', () => {
    const values = destinationFormValues(landlord, 'pix')
    expect(destinationInputOf(values)).toMatchObject({ agency_digit: '5' })
    expect(destinationInputOf({ ...values, agency_digit: ' ' })).toMatchObject({
      agency_digit: null,
    })
  })

  it('gives back a stored destination as it was saved, through the contract schema', () => {
    for (const destination of [joana, atelie, printer, landlord]) {
      const values = destinationFormValues(destination, 'bank_account')
      expect(v.parse(PayoutDestinationSchema, destinationInputOf(values))).toEqual(destination)
    }
  })
})

describe('the receiving banks', () => {
  it('name a known code and leave others unnamed', () => {
    expect(bankName('341')).toBe('Itaú Unibanco')
    expect(bankName('999')).toBeUndefined()
  })
})
