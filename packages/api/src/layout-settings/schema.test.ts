import { describe, expect, test } from 'vitest'
import { installmentsText, isHostName, isIpAddress } from './schema.ts'

describe('layout settings checks', () => {
  test.each([
    ['loja.com.br', true],
    ['www.minha-loja.com', true],
    ['xn--lojinha-8wa.com.br', true],
    ['shop.xn--p1ai', true],
    ['localhost', false],
    ['https://loja.com.br', false],
    ['loja.com.br/inicio', false],
    ['-loja.com.br', false],
    ['loja-.com.br', false],
    ['loja..com.br', false],
    ['loja.c0m', false],
    [`${'a'.repeat(64)}.com`, false],
    ['loja.com.br:8080', false],
  ])('host name %s: %s', (value, expected) => {
    expect(isHostName(value)).toBe(expected)
  })

  test.each([
    ['203.0.113.10', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['256.1.1.1', false],
    ['01.2.3.4', false],
    ['1.2.3', false],
    ['2001:db8::1', true],
    ['::1', true],
    ['fe80:0:0:0:0:0:0:1', true],
    ['2001:db8::1::2', false],
    ['2001:db8:0:0:0:0:0:0:1', false],
    ['gggg::1', false],
    ['loja', false],
  ])('IP %s: %s', (value, expected) => {
    expect(isIpAddress(value)).toBe(expected)
  })

  test('the installments line rounds each installment up, in reais', () => {
    const money = (cents: number) => `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`
    expect(installmentsText(29_900, 12, false, money)).toBe('em até 12× de R$ 24,92')
    expect(installmentsText(29_900, 10, true, money)).toBe('em até 10× de R$ 29,90 sem juros')
  })
})
