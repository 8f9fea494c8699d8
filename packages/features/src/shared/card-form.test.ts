import { describe, expect, test } from 'vitest'
import { formatCardNumber, formatExpiry, installmentLabel } from './card-form.ts'

describe('card as typed', () => {
  test('the number grouped by four, American Express by 4-6-5, at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242 42')).toBe('4242 42')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('4'.repeat(25)).replace(/\s/g, '')).toHaveLength(19)
  })
  test('the expiry gets its slash once the month is typed', () => {
    expect(formatExpiry('0')).toBe('0')
    expect(formatExpiry('08')).toBe('08')
    expect(formatExpiry('083')).toBe('08/3')
    expect(formatExpiry('08/309')).toBe('08/30')
  })
  test('installments read with their value, and their total when with interest', () => {
    const money = (text: string) => text.replace(/\s/g, ' ')
    const option = { count: 1, installmentCents: 10_000, totalCents: 10_000, interestFree: true }
    expect(money(installmentLabel(option))).toBe('À vista, R$ 100,00')
    expect(money(installmentLabel({ ...option, count: 3, installmentCents: 3_333 }))).toBe(
      '3x de R$ 33,33 sem juros',
    )
    expect(
      money(
        installmentLabel({
          count: 4,
          installmentCents: 2_690,
          totalCents: 10_760,
          interestFree: false,
        }),
      ),
    ).toBe('4x de R$ 26,90 (total R$ 107,60)')
  })
})
