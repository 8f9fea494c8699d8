import { isValidCnpj, isValidCpf } from '@vitrine/api'

/**
 * A document completed with its two check digits, found by trying the hundred candidates
 * against the contract's own validator (one rule, one place). For demo data and tests.
 */
function completed(body: string, isValid: (value: string) => boolean): string {
  for (let digits = 0; digits < 100; digits += 1) {
    const candidate = body + String(digits).padStart(2, '0')
    if (isValid(candidate)) return candidate
  }
  throw new Error(`No check digits make ${body} a valid document`)
}

/** A valid CPF from its first nine digits. */
export const cpfWithCheckDigits = (body: string) => completed(body, isValidCpf)

/** A valid CNPJ from its first twelve characters (digits, or letters since July 2026). */
export const cnpjWithCheckDigits = (body: string) => completed(body, isValidCnpj)
