import { describe, expect, it } from 'vitest'
import { sampleCustomers } from '@vitrine/api/fixture'
import { customerChanges } from './customer-changes.ts'
import { customerInput } from './customer-forms.ts'

describe('a customer’s changes in words', () => {
  it('names each field in Portuguese and formats documents, phones and addresses', () => {
    const address = sampleCustomers[0]!.addresses[0]!
    expect(
      customerChanges({
        phone: { before: null, after: '11987654321' },
        document: { before: '12ABC34501DE35', after: '29537995593' },
        addresses: { before: [], after: [address] },
        tags: { before: ['vip'], after: [] },
        marketing_consent: { before: false, after: true },
      }),
    ).toEqual({
      Telefone: { before: null, after: '(11) 98765-4321' },
      'CPF/CNPJ': { before: '12.ABC.345/01DE-35', after: '295.379.955-93' },
      Endereços: {
        before: 'Nenhum',
        after: 'Avenida Paulista, 1578, Apto 42 – Bela Vista, São Paulo/SP – CEP 01310-100',
      },
      Etiquetas: { before: 'vip', after: 'Nenhuma' },
      'Aceita ofertas': { before: false, after: true },
    })
  })

  it('keeps fields it does not know under their own name', () => {
    expect(customerChanges({ loyalty_points: { before: 1, after: 2 } })).toEqual({
      loyalty_points: { before: 1, after: 2 },
    })
  })
})

describe('the update a card sends', () => {
  it('is the stored customer’s editable fields, without the system’s', () => {
    const input = customerInput(sampleCustomers[0]!)
    expect(Object.keys(input).sort()).toEqual([
      'addresses',
      'birth_date',
      'document',
      'email',
      'marketing_consent',
      'name',
      'notes',
      'phone',
      'tags',
    ])
    expect(input).toMatchObject({ phone: '11987654321', tags: ['vip', 'newsletter'] })
  })
})
