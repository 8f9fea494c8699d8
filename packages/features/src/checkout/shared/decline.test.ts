import { describe, expect, test } from 'vitest'
import { declineOf } from './decline.ts'

describe('declineOf', () => {
  test("the sandbox's reasons, each in the payer's words", () => {
    expect(declineOf('Cartão recusado: saldo ou limite insuficiente.').text).toMatch(
      /saldo ou limite/,
    )
    expect(declineOf('Cartão recusado: consta como perdido.').text).toMatch(/bloqueou/)
    expect(declineOf('Cartão recusado: consta como roubado.').text).toMatch(/bloqueou/)
    expect(declineOf('Cartão recusado: código de segurança incorreto.')).toMatchObject({
      field: 'card.cvv',
    })
    expect(declineOf('Cartão vencido.')).toMatchObject({ field: 'card.expiry' })
    expect(declineOf('Cartão recusado: o cartão está vencido.')).toMatchObject({
      field: 'card.expiry',
    })
    expect(declineOf('Falha temporária no processamento do cartão. Tente novamente.').text).toMatch(
      /passageira/,
    )
    expect(declineOf('Esta bandeira não é aceita neste gateway.')).toMatchObject({
      field: 'card.number',
    })
    expect(declineOf('Número do cartão inválido: confira os dígitos.')).toMatchObject({
      field: 'card.number',
    })
  })
  test('an unknown or missing reason gets the generic text', () => {
    const generic = declineOf(null)
    expect(generic.text).toMatch(/não aprovou/)
    expect(declineOf('Cartão recusado pelo banco emissor.')).toEqual(generic)
    expect(declineOf('Do not honor (05)')).toEqual(generic)
  })
})
