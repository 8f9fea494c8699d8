import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ApiError, walletError, walletFieldError } from '@vitrine/api'
import { isFinalRefusal, paySupplierFormSchema } from './pay-supplier-form.ts'

describe('the supplier payment form', () => {
  it('takes reais as typed and refuses more than the balance with the server’s words', () => {
    const schema = paySupplierFormSchema(1_234_567, 1_000)
    expect(v.parse(schema, { amount: '1.000,50', description: ' Frete ' })).toEqual({
      amount: 100_050,
      description: 'Frete',
    })
    const result = v.safeParse(
      schema,
      { amount: '20.000,00', description: 'Frete' },
      {
        lang: 'pt-BR',
      },
    )
    expect(result.issues?.[0]?.message).toMatch(/^O saldo disponível é R\$\s12\.345,67/)
    const little = v.safeParse(schema, { amount: '5,00', description: 'Frete' }, { lang: 'pt-BR' })
    expect(little.issues?.[0]?.message).toMatch(/^O valor mínimo de um saque é R\$\s10,00\.$/)
  })

  it('leaves the balance and the minimum to the server while they are unknown', () => {
    const schema = paySupplierFormSchema(undefined, undefined)
    expect(v.parse(schema, { amount: '20.000,00', description: 'Frete' }).amount).toBe(2_000_000)
  })
})

describe('a final refusal', () => {
  it('is the wallet’s own answer: a refused field, the wallet off, the supplier archived', () => {
    expect(isFinalRefusal(walletFieldError(422, 'pt-BR', 'overAvailable', 'amount_cents'))).toBe(
      true,
    )
    expect(isFinalRefusal(walletError(409, 'pt-BR', 'walletDisabled'))).toBe(true)
    expect(isFinalRefusal(walletError(409, 'en', 'supplierArchived'))).toBe(true)
  })

  it('is not a lost answer, a server failure or a request still running', () => {
    expect(isFinalRefusal(new TypeError('Failed to fetch'))).toBe(false)
    const status = (statusCode: number, message: string) =>
      new ApiError({ statusCode, statusMessage: 'x', message })
    expect(isFinalRefusal(status(500, 'Erro interno.'))).toBe(false)
    expect(isFinalRefusal(status(409, 'Este pedido ainda está sendo processado.'))).toBe(false)
  })
})
