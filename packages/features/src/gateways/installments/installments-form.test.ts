import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DEFAULT_INSTALLMENT_SETUP, issuesToFieldErrors } from '@vitrine/api'
import {
  installmentsDefaults,
  InstallmentsFormSchema,
  newBrandRule,
  simulatedSetup,
  type InstallmentsFormValues,
} from './installments-form.ts'

const defaults = () => installmentsDefaults(DEFAULT_INSTALLMENT_SETUP)
const messagesOf = (values: InstallmentsFormValues) => {
  const result = v.safeParse(InstallmentsFormSchema, values, { lang: 'pt-BR' })
  return result.success ? {} : issuesToFieldErrors(result.issues)
}

describe('installments form', () => {
  it('shows the stored setup as typed values that save it back unchanged', () => {
    const values = defaults()
    expect(values).toEqual({
      max_installments: '12',
      interest_free: '3',
      monthly_rate_bps: '2,99',
      min_installment_cents: '5,00',
      by_brand: [],
    })
    expect(v.parse(InstallmentsFormSchema, values)).toEqual(DEFAULT_INSTALLMENT_SETUP)
  })

  it('saves a brand rule in the contract’s units', () => {
    const values = defaults()
    values.by_brand = [
      { ...newBrandRule(values, []), max_installments: '6', monthly_rate_bps: '1,5' },
    ]
    expect(v.parse(InstallmentsFormSchema, values).by_brand).toEqual([
      { brand: 'visa', max_installments: 6, interest_free: 3, monthly_rate_bps: 150 },
    ])
  })

  it('says what is wrong in Portuguese, the contract’s rules across fields included', () => {
    const values = {
      ...defaults(),
      max_installments: '6',
      interest_free: '10',
      min_installment_cents: '0,50',
    }
    expect(messagesOf(values)).toEqual({
      min_installment_cents: 'Parcela mínima deve estar entre R$\u00a01,00 e R$\u00a010.000,00.',
    })
    expect(messagesOf({ ...values, min_installment_cents: '5,00' })).toEqual({
      interest_free: 'O limite sem juros não pode passar do máximo de parcelas (6).',
    })
    expect(messagesOf({ ...defaults(), monthly_rate_bps: '12' })).toEqual({
      monthly_rate_bps: 'Taxa de juros ao mês deve ser de no máximo 10,00%.',
    })
  })

  it('simulates what is typed, per brand, and nothing while a number does not read', () => {
    const values = defaults()
    values.by_brand = [
      { brand: 'amex', max_installments: '6', interest_free: '2', monthly_rate_bps: '3,49' },
    ]
    expect(simulatedSetup(values, null)).toEqual({
      maxInstallments: 12,
      interestFreeUpTo: 3,
      monthlyRateBasisPoints: 299,
      minInstallmentCents: 500,
    })
    expect(simulatedSetup(values, 'amex')).toEqual({
      maxInstallments: 6,
      interestFreeUpTo: 2,
      monthlyRateBasisPoints: 349,
      minInstallmentCents: 500,
    })
    expect(simulatedSetup({ ...values, monthly_rate_bps: 'dois' }, null)).toBeNull()
  })
})
