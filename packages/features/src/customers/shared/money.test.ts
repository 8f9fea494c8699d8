import { describe, expect, it } from 'vitest'
import { formatMoney } from './money.ts'

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
