import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { validationConfig } from '@vitrine/api/validation'
import {
  CardChargeFormSchema,
  ChargeFormSchema,
  chargeFormDefaults,
  chargeInputOf,
  formFieldOf,
  typedTotal,
} from './new-charge-form.ts'

const filled = {
  ...chargeFormDefaults,
  gateway_id: '3',
  customer_id: '5',
  installments: '3',
  items: [
    { description: 'Caneca', quantity: '2', unit_price: '45,90' },
    { description: 'Embalagem', quantity: '1', unit_price: '1.000' },
  ],
  card: { number: '4242 4242 4242 4242', holder: 'Ana Souza', expiry: '08/30', cvv: '123' },
}

const messages = (schema: v.GenericSchema, values: unknown) => {
  const result = v.safeParse(schema, values, validationConfig('pt-BR'))
  return result.success ? {} : v.flatten(result.issues).nested
}

describe('the new-charge form', () => {
  it('turns what was typed into the API’s charge: centavos, numbers, the card’s expiry', () => {
    const parsed = v.parse(CardChargeFormSchema, filled)
    expect(chargeInputOf(parsed)).toEqual({
      gateway_id: 3,
      customer_id: 5,
      description: '',
      installments: 3,
      items: [
        { description: 'Caneca', quantity: 2, unit_cents: 4_590 },
        { description: 'Embalagem', quantity: 1, unit_cents: 100_000 },
      ],
      card: {
        number: '4242424242424242',
        holder: 'Ana Souza',
        expiry_month: 8,
        expiry_year: 2030,
        cvv: '123',
      },
    })
  })

  it('sends no card and no customer when the gateway takes none and nobody was picked', () => {
    const parsed = v.parse(ChargeFormSchema, { ...filled, customer_id: 'none' })
    const input = chargeInputOf(parsed)
    expect(input.customer_id).toBeNull()
    expect('card' in input).toBe(false)
  })

  it('says in Portuguese what is wrong with an amount, a quantity or a card', () => {
    expect(
      messages(CardChargeFormSchema, {
        ...filled,
        items: [{ description: '', quantity: '0', unit_price: '10,555' }],
        card: { number: '4242424242424241', holder: '', expiry: '13/30', cvv: '12' },
      }),
    ).toMatchObject({
      'items.0.description': ['Item é obrigatório.'],
      'items.0.quantity': ['Quantidade deve estar entre 1 e 10.000.'],
      'items.0.unit_price': ['Digite um valor em reais, como 1.234,56.'],
      'card.number': ['Número do cartão inválido: confira os dígitos.'],
      'card.holder': ['Nome no cartão é obrigatório.'],
      'card.expiry': ['Digite a validade como MM/AA, por exemplo 08/29.'],
      'card.cvv': ['Código de segurança não está em um formato válido.'],
    })
    expect(
      messages(ChargeFormSchema, { ...filled, items: [{ ...filled.items[0], unit_price: '0' }] }),
    ).toMatchObject({ 'items.0.unit_price': ['O valor precisa ser de pelo menos R$ 0,01.'] })
  })

  it('adds up the lines typed so far, skipping those not yet valid', () => {
    expect(typedTotal(filled.items)).toBe(2 * 4_590 + 100_000)
    expect(
      typedTotal([
        { quantity: '2', unit_price: '' },
        { quantity: 'x', unit_price: '5' },
      ]),
    ).toBe(0)
  })

  it('puts the server’s field messages on the form’s own fields', () => {
    expect(formFieldOf('card.expiry_month')).toBe('card.expiry')
    expect(formFieldOf('card')).toBe('card.number')
    expect(formFieldOf('card.number')).toBe('card.number')
    expect(formFieldOf('items.1.unit_cents')).toBe('items.1.unit_price')
    expect(formFieldOf('gateway_id')).toBe('gateway_id')
    // The items as a whole have no field of their own: the message goes to the top.
    expect(formFieldOf('items')).toBeNull()
  })
})
