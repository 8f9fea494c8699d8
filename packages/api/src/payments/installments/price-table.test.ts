import { describe, expect, it } from 'vitest'
import { installmentOptions, priceTableInstallment, type InstallmentsSetup } from './price-table.ts'

const setup: InstallmentsSetup = {
  maxInstallments: 12,
  interestFreeUpTo: 3,
  monthlyRateBasisPoints: 199,
  minInstallmentCents: 500,
}

describe('installment options', () => {
  it('divides without interest up to the limit, the first installment taking the spare centavos', () => {
    const [once, twice, thrice] = installmentOptions(10_000, setup)
    expect(once).toEqual({
      count: 1,
      installmentCents: 10_000,
      firstInstallmentCents: 10_000,
      totalCents: 10_000,
      interestFree: true,
    })
    expect(twice).toMatchObject({ installmentCents: 5_000, totalCents: 10_000 })
    // R$ 100,00 in 3: 33,34 + 33,33 + 33,33.
    expect(thrice).toMatchObject({
      installmentCents: 3_333,
      firstInstallmentCents: 3_334,
      totalCents: 10_000,
      interestFree: true,
    })
  })

  it('follows the Price table beyond the limit', () => {
    // R$ 1.000,00 in 12x at 1,99 % a month: 1000 × 0.0199 / (1 − 1.0199^−12) = 94,5015…
    const twelve = installmentOptions(100_000, setup).at(-1)!
    expect(twelve).toMatchObject({ count: 12, installmentCents: 9_450, totalCents: 113_400 })
    expect(twelve.interestFree).toBe(false)
    // The textbook case: R$ 10.000,00 in 12x at 1 % a month is R$ 888,49 a month.
    expect(priceTableInstallment(1_000_000, 12, 100)).toBe(88_849)
  })

  it('stops where an installment would fall below the minimum, but always offers paying at once', () => {
    expect(installmentOptions(1_800, setup).map((option) => option.count)).toEqual([1, 2, 3])
    expect(installmentOptions(300, setup).map((option) => option.count)).toEqual([1])
  })

  it('every amount is whole centavos, totals add up and stay within rounding of the formula', () => {
    const rate = setup.monthlyRateBasisPoints / 10_000
    for (const price of [1, 99, 1_001, 45_990, 123_457, 9_999_999]) {
      for (const option of installmentOptions(price, { ...setup, minInstallmentCents: 1 })) {
        expect(Number.isSafeInteger(option.installmentCents)).toBe(true)
        const paid = option.firstInstallmentCents + option.installmentCents * (option.count - 1)
        expect(paid).toBe(option.totalCents)
        expect(option.totalCents).toBeGreaterThanOrEqual(price)
        if (!option.interestFree) {
          const exact = (option.count * price * rate) / (1 - (1 + rate) ** -option.count)
          // Each installment is rounded to the nearest centavo: at most half a centavo each.
          expect(Math.abs(option.totalCents - exact)).toBeLessThanOrEqual(option.count / 2)
        }
      }
    }
  })

  it('offers nothing for a price that is not a positive whole number of centavos', () => {
    expect(installmentOptions(0, setup)).toEqual([])
    expect(installmentOptions(10.5, setup)).toEqual([])
  })
})
