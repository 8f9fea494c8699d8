import { describe, expect, it } from 'vitest'
import {
  CARD_BRANDS,
  cardBrandOf,
  cardLengthsOf,
  checkCardNumber,
  isLuhnValid,
  lastFour,
  luhnCheckDigit,
  maskCard,
  securityCodeLength,
  TEST_CARDS,
  testCardOf,
} from './index.ts'

describe('Luhn', () => {
  it('accepts valid numbers, with spaces or hyphens, and refuses a changed digit', () => {
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(true)
    expect(isLuhnValid('4242-4242-4242-4241')).toBe(false)
    expect(isLuhnValid('79927398713')).toBe(true)
    expect(isLuhnValid('4242x')).toBe(false)
    expect(isLuhnValid('')).toBe(false)
  })

  it('computes the digit that completes a number', () => {
    expect(luhnCheckDigit('424242424242424')).toBe(2)
    expect(luhnCheckDigit('7992739871')).toBe(3)
  })
})

describe('brands', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720999999999996', 'mastercard'],
    ['371449635398431', 'amex'],
    ['6362970000457013', 'elo'],
    ['4011780000000000', 'elo'],
    ['5067000000000000', 'elo'],
    ['6504850000000000', 'elo'],
    ['6062825624254001', 'hipercard'],
    ['3841000000000000', 'hipercard'],
    ['36000000000008', 'diners'],
    ['3095000000000000', 'diners'],
    ['6011000990139424', 'discover'],
    ['6500000000000000', 'discover'],
    ['3530111333300000', 'jcb'],
    ['5078601800000000', 'aura'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand)
  })

  it('knows no brand for unassigned prefixes and non-digits', () => {
    expect(cardBrandOf('9999999999999999')).toBeNull()
    expect(cardBrandOf('2220999999999999')).toBeNull()
    expect(cardBrandOf('abcd')).toBeNull()
  })

  it('checks brand, length and Luhn in that order', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toEqual({
      valid: true,
      brand: 'visa',
      lastFour: '4242',
    })
    expect(checkCardNumber('4242 4242 4242')).toEqual({ valid: false, problem: 'invalid_length' })
    expect(checkCardNumber('4242424242424241')).toEqual({ valid: false, problem: 'luhn' })
    expect(checkCardNumber('9999999999999995')).toEqual({ valid: false, problem: 'unknown_brand' })
    expect(checkCardNumber('4242/4242')).toEqual({ valid: false, problem: 'invalid_characters' })
  })

  it('gives every brand its lengths and security code size', () => {
    for (const brand of CARD_BRANDS) expect(cardLengthsOf(brand).length).toBeGreaterThan(0)
    expect(securityCodeLength('amex')).toBe(4)
    expect(securityCodeLength('elo')).toBe(3)
  })
})

describe('masking', () => {
  it('keeps only the last four digits', () => {
    expect(lastFour('4242 4242 4242 4242')).toBe('4242')
    expect(maskCard('4000-0000-0000-0002')).toBe('•••• 0002')
  })
})

describe('sandbox test cards', () => {
  it('are valid numbers of the brand they claim', () => {
    for (const card of TEST_CARDS) {
      expect(checkCardNumber(card.number), card.number).toMatchObject({
        valid: true,
        brand: card.brand,
      })
    }
  })

  it('cover every outcome, once per number', () => {
    expect(new Set(TEST_CARDS.map((card) => card.outcome))).toEqual(
      new Set(['approved', 'declined', 'pre_authorized', 'retry']),
    )
    expect(new Set(TEST_CARDS.map((card) => card.number)).size).toBe(TEST_CARDS.length)
  })

  it('are found as typed', () => {
    expect(testCardOf('4242 4242 4242 4242')?.outcome).toBe('approved')
    expect(testCardOf('4000 0000 0000 0002')).toMatchObject({
      outcome: 'declined',
      declineCode: 'generic_decline',
    })
    expect(testCardOf('4111111111111111')).toBeUndefined()
  })
})
