import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { planFormSchema, planFormValues, type PlanFormValues } from './plan-form.ts'

const typed = (overrides: Partial<PlanFormValues> = {}): PlanFormValues => ({
  ...planFormValues(),
  name: 'Clube do Café',
  price_cents: '59,90',
  ...overrides,
})

describe('the plan form', () => {
  test('typed values become the contract’s input, in centavos and numbers', () => {
    const parsed = v.parse(
      planFormSchema,
      typed({
        interval: 'days',
        interval_days: '15',
        trial_days: '7',
        cycles: '12',
        methods: ['creditcard', 'pix'],
        setup_fee_cents: '1.000,00',
        products: [{ product_id: '3', quantity: '2' }],
      }),
    )
    expect(parsed).toEqual({
      name: 'Clube do Café',
      description: '',
      price_cents: 5_990,
      interval: 'days',
      interval_days: 15,
      trial_days: 7,
      cycles: 12,
      methods: ['creditcard', 'pix'],
      setup_fee_cents: 100_000,
      active: true,
      products: [{ product_id: 3, quantity: 2 }],
    })
  })

  test('nothing typed is no trial, no limit and no setup fee; days only with "a cada N dias"', () => {
    const parsed = v.parse(planFormSchema, typed({ interval_days: '30' }))
    expect(parsed).toMatchObject({
      interval: 'monthly',
      interval_days: null,
      trial_days: 0,
      cycles: null,
      setup_fee_cents: 0,
    })
  })

  test('each field says what is wrong, in the contract’s words', () => {
    const result = v.safeParse(
      planFormSchema,
      typed({ price_cents: '0,50', interval: 'days', methods: [] }),
      { lang: 'pt-BR' },
    )
    expect(result.success).toBe(false)
    const fields = v.flatten(result.issues!).nested ?? {}
    expect(Object.keys(fields).sort()).toEqual(['interval_days', 'methods', 'price_cents'])
    expect(fields.interval_days).toEqual(['Informe a cada quantos dias o plano cobra.'])
  })

  test('a plan to edit is shown as typed', () => {
    const values = planFormValues({
      id: 1,
      name: 'Trimestral',
      description: '',
      price_cents: 16_170,
      interval: 'quarterly',
      interval_days: null,
      trial_days: 7,
      cycles: 4,
      methods: ['creditcard'],
      setup_fee_cents: 1_000,
      active: true,
      archived_at: null,
      products: [
        {
          product_id: 1,
          name: 'Café',
          sku: 'CAFE',
          price_cents: 4_990,
          image_url: null,
          quantity: 3,
        },
      ],
      subscriber_count: 0,
      mrr_cents: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    })
    expect(values).toMatchObject({
      price_cents: '161,70',
      trial_days: '7',
      cycles: '4',
      setup_fee_cents: '10,00',
      products: [{ product_id: '1', quantity: '3' }],
    })
  })
})
