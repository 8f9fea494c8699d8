import type { SignupPage } from '@vitrine/api'
import { describe, expect, test } from 'vitest'
import { formatDay, planTerms, priceEvery } from './plan-words.ts'

const plan = (fields: Partial<SignupPage['plan']> = {}): SignupPage['plan'] => ({
  name: 'Clube do Café',
  description: '',
  price_cents: 5_990,
  interval: 'monthly',
  interval_days: null,
  trial_days: 0,
  cycles: null,
  setup_fee_cents: 0,
  products: [],
  ...fields,
})

describe('priceEvery', () => {
  test('each interval in words', () => {
    expect(priceEvery(plan())).toMatch(/^R\$\s59,90 por mês$/)
    expect(priceEvery(plan({ interval: 'weekly' }))).toMatch(/por semana$/)
    expect(priceEvery(plan({ interval: 'quarterly' }))).toMatch(/a cada 3 meses$/)
    expect(priceEvery(plan({ interval: 'semiannual' }))).toMatch(/a cada 6 meses$/)
    expect(priceEvery(plan({ interval: 'yearly' }))).toMatch(/por ano$/)
    expect(priceEvery(plan({ interval: 'days', interval_days: 15 }))).toMatch(/a cada 15 dias$/)
    expect(priceEvery(plan({ interval: 'days', interval_days: 1 }))).toMatch(/por dia$/)
  })
})

describe('planTerms', () => {
  test('trial, setup fee and cycles, only those the plan has', () => {
    expect(planTerms(plan())).toEqual(['Renova automaticamente a cada período, até ser cancelada.'])
    const terms = planTerms(plan({ trial_days: 7, setup_fee_cents: 1_000, cycles: 4 }))
    expect(terms).toHaveLength(3)
    expect(terms[0]).toBe('7 dias grátis para experimentar antes da primeira cobrança.')
    expect(terms[1]).toMatch(/^Taxa de adesão de R\$\s10,00, só na primeira cobrança\.$/)
    expect(terms[2]).toBe('4 cobranças ao todo; depois a assinatura termina.')
    expect(planTerms(plan({ trial_days: 1, cycles: 1 }))).toEqual([
      '1 dia grátis para experimentar antes da primeira cobrança.',
      'Uma única cobrança.',
    ])
  })
})

test('formatDay: the day in São Paulo, not in UTC', () => {
  expect(formatDay('2026-11-21T02:00:00.000Z')).toBe('20/11/2026')
  expect(formatDay('2026-11-21T12:00:00.000Z')).toBe('21/11/2026')
})
