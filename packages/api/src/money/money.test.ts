import { describe, expect, it } from 'vitest'
import { decimalAmount, formatMoney, parseMoney } from './money.ts'

// Intl puts a no-break space between the symbol and the amount, so the two never split.
const nbsp = '\u00a0'

describe('formatMoney', () => {
  it('shows centavos as reais, with thousands dots and a decimal comma', () => {
    expect(formatMoney(184_790)).toBe(`R$${nbsp}1.847,90`)
    expect(formatMoney(45_900)).toBe(`R$${nbsp}459,00`)
    expect(formatMoney(123_456_789)).toBe(`R$${nbsp}1.234.567,89`)
  })

  it('keeps both decimal places for small and zero amounts', () => {
    expect(formatMoney(5)).toBe(`R$${nbsp}0,05`)
    expect(formatMoney(0)).toBe(`R$${nbsp}0,00`)
  })

  it('shows refunds and other negative amounts with a minus sign', () => {
    expect(formatMoney(-1_050)).toBe(`-R$${nbsp}10,50`)
  })
})

describe('decimalAmount', () => {
  it('writes centavos as an exact decimal for formats', () => {
    expect(decimalAmount(184_790)).toBe('1847.90')
    expect(decimalAmount(5)).toBe('0.05')
    expect(decimalAmount(0)).toBe('0.00')
    expect(decimalAmount(-1_050, ',')).toBe('-10,50')
    expect(decimalAmount(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91')
  })

  it('refuses what is not a whole number of centavos', () => {
    expect(() => decimalAmount(0.5)).toThrow(RangeError)
    expect(() => decimalAmount(Number.NaN)).toThrow(RangeError)
  })
})

describe('parseMoney', () => {
  it('reads what people type in pt-BR', () => {
    expect(parseMoney('1.234,56')).toBe(123_456)
    expect(parseMoney('1234,5')).toBe(123_450)
    expect(parseMoney('R$ 10')).toBe(1_000)
    expect(parseMoney(' 0,05 ')).toBe(5)
    expect(parseMoney('-10,50')).toBe(-1_050)
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '10,505', '1.23,45', '12.34', '1,2,3', '1.2345']) {
      expect(parseMoney(text), text).toBeUndefined()
    }
  })
})
