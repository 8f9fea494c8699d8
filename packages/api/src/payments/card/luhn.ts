/**
 * The Luhn check (ISO/IEC 7812-1, "mod 10"): the last digit of a card number makes the
 * doubled-alternate digit sum a multiple of 10. It catches every single-digit typo and most
 * swaps of neighbours, so a mistyped number is refused before it reaches the processor.
 */
import { cardDigits } from './card-number.ts'

function luhnSum(digits: string, doubleFirst: boolean): number {
  let sum = 0
  let double = doubleFirst
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = Number(digits[index])
    if (double) digit = digit > 4 ? digit * 2 - 9 : digit * 2
    sum += digit
    double = !double
  }
  return sum
}

/** Whether a card number (spaces and hyphens allowed) passes the Luhn check. */
export function isLuhnValid(input: string): boolean {
  const digits = cardDigits(input)
  if (digits === null || digits.length < 2) return false
  return luhnSum(digits, false) % 10 === 0
}

/** The check digit to append to `partial` (digits only) so the whole passes the Luhn check. */
export function luhnCheckDigit(partial: string): number {
  if (!/^\d*$/.test(partial)) throw new RangeError('Digits only')
  return (10 - (luhnSum(partial, true) % 10)) % 10
}
