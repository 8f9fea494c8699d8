import { decimalAmount } from '../../money/money.ts'

/**
 * Field 54, the transaction amount, as text: reais with "." before the centavos ("12.34").
 * Money in Vitrine is integer centavos, and the conversion goes through strings both ways so
 * that no float ever rounds an amount (0.1 + 0.2 is not 0.3; 1234 / 100 prints fine, but
 * 1.15 * 100 is 114.99999999999999).
 */

/** The field holds at most 13 characters: "9999999999.99". */
export const PIX_AMOUNT_MAX_LENGTH = 13
export const PIX_AMOUNT_MAX_CENTS = 999_999_999_999

/** 1234 → "12.34", 1 → "0.01", 100 → "1.00". Throws on anything but a whole number of centavos in range. */
export function formatPixAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > PIX_AMOUNT_MAX_CENTS) {
    throw new RangeError(
      `amount must be whole centavos from 1 to ${PIX_AMOUNT_MAX_CENTS}, got ${cents}`,
    )
  }
  return decimalAmount(cents)
}

/**
 * Reads field 54 back into centavos, or null when it is not an amount. EMV allows the integer
 * part alone ("100"), a trailing point ("10.") and a single decimal ("0.9"); codes in the wild
 * use all three, so they are read rather than refused. Real has two decimals, so a third is an
 * error, not something to round. Leading zeros, signs, commas and exponents are refused.
 */
export function parsePixAmount(text: string): number | null {
  if (text.length > PIX_AMOUNT_MAX_LENGTH) return null
  const match = /^(0|[1-9]\d*)(?:\.(\d{0,2}))?$/.exec(text)
  if (!match) return null
  const reais = match[1] ?? '0'
  const centavos = (match[2] ?? '').padEnd(2, '0')
  return Number(reais) * 100 + Number(centavos)
}
