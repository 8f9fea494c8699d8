/**
 * The two check-digit rules of FEBRABAN's boleto layouts. Both weigh digits from the right.
 * They are written here once because bank boletos and convênio boletos use them with different
 * exceptions for the mod-11 results.
 */

/**
 * Módulo 10: weights 2, 1, 2, 1… from the right; a product of two digits counts as the sum of
 * its digits (14 → 1 + 4); the check digit completes the sum to a multiple of 10.
 */
export function mod10(digits: string): number {
  let sum = 0
  let weight = 2
  for (let index = digits.length - 1; index >= 0; index--) {
    const product = Number(digits[index]) * weight
    sum += product > 9 ? product - 9 : product
    weight = weight === 2 ? 1 : 2
  }
  return (10 - (sum % 10)) % 10
}

/** The weighted sum of módulo 11: weights 2..9 from the right, then 2 again. */
function mod11Sum(digits: string): number {
  let sum = 0
  let weight = 2
  for (let index = digits.length - 1; index >= 0; index--) {
    sum += Number(digits[index]) * weight
    weight = weight === 9 ? 2 : weight + 1
  }
  return sum
}

/**
 * Módulo 11 of the bank boleto's general check digit: 11 − (sum mod 11), where results 0, 10
 * and 11 become 1, because the barcode's check digit is never 0.
 */
export function mod11Bancario(digits: string): number {
  const digit = 11 - (mod11Sum(digits) % 11)
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit
}

/**
 * Módulo 11 of convênio/arrecadação boletos (value identifiers 8 and 9): remainders 0 and 1
 * give 0, a remainder of 10 gives 1 (11 − 10), the others 11 − remainder.
 */
export function mod11Arrecadacao(digits: string): number {
  const rest = mod11Sum(digits) % 11
  return rest < 2 ? 0 : 11 - rest
}
