import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CaptureRequestInputSchema } from '@vitrine/api'
import { validationConfig } from '@vitrine/api/validation'
import {
  captureFieldOf,
  captureInputOf,
  CaptureRequestFormSchema,
  captureRequestDefaults,
} from './capture-request-form.ts'

const filled = {
  ...captureRequestDefaults,
  customer_id: '4',
  description: 'Encomenda',
  items: [{ description: 'Bolo', quantity: '2', unit_price: '75,00' }],
  gateway_ids: ['1', '5'],
  max_installments: '3',
  expires_in_days: '5',
}

const messages = (values: unknown) => {
  const result = v.safeParse(CaptureRequestFormSchema, values, validationConfig('pt-BR'))
  return (result.success ? {} : v.flatten(result.issues).nested) ?? {}
}

describe('the capture request form', () => {
  it('turns what was typed into the contract’s input: centavos, ids, the validity in hours', () => {
    const input = captureInputOf(v.parse(CaptureRequestFormSchema, filled))
    expect(input).toEqual({
      customer_id: 4,
      description: 'Encomenda',
      items: [{ description: 'Bolo', quantity: 2, unit_cents: 7_500 }],
      gateway_ids: [1, 5],
      max_installments: 3,
      expires_in_hours: 120,
    })
    expect(v.safeParse(CaptureRequestInputSchema, input).success).toBe(true)
  })

  it('sends no customer for "Sem cliente"', () => {
    const parsed = v.parse(CaptureRequestFormSchema, { ...filled, customer_id: 'none' })
    expect(captureInputOf(parsed).customer_id).toBeNull()
  })

  it('asks for a method and a validity of 1 to 30 whole days', () => {
    const found = messages({ ...filled, gateway_ids: [], expires_in_days: '31' })
    expect(found.gateway_ids?.[0]).toMatch(/obrigatóri/)
    expect(found.expires_in_days?.[0]).toBe('Validade deve estar entre 1 e 30.')
    expect(messages({ ...filled, expires_in_days: '' }).expires_in_days?.[0]).toBe(
      'Validade é obrigatório.',
    )
    expect(messages({ ...filled, expires_in_days: '2,5' }).expires_in_days).toBeDefined()
  })

  it('puts the server’s field messages on the form’s own fields', () => {
    expect(captureFieldOf('expires_in_hours')).toBe('expires_in_days')
    expect(captureFieldOf('gateway_ids')).toBe('gateway_ids')
    expect(captureFieldOf('gateway_ids.1')).toBe('gateway_ids')
    expect(captureFieldOf('items.0.unit_cents')).toBe('items.0.unit_price')
    expect(captureFieldOf('customer_id')).toBe('customer_id')
    expect(captureFieldOf('items')).toBeNull()
  })
})
