/**
 * Brazilian tax documents: CPF (people, 11 digits) and CNPJ (companies, 14 characters). Since
 * July 2026 new CNPJs may carry letters in their first 12 positions (the check digits stay
 * numeric); both formats are validated by the same modulo-11 algorithm, where each character
 * weighs its ASCII code minus 48 (so digits keep their value and 'A' counts 17).
 */
export type DocumentKind = 'cpf' | 'cnpj'

/** Removes punctuation and spaces and upper-cases letters: what is stored and compared. */
export function normalizeDocument(raw: string): string {
  return raw.replace(/[\s./-]/g, '').toUpperCase()
}

const CPF = /^\d{11}$/
const CNPJ = /^[0-9A-Z]{12}\d{2}$/

function checkDigit(body: string, firstWeight: number, cycle: number): number {
  let sum = 0
  let weight = firstWeight
  for (const char of body) {
    sum += (char.charCodeAt(0) - 48) * weight
    weight = weight === 2 ? cycle : weight - 1
  }
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** All characters equal (000.000.000-00, 11111111111…): check digits pass but never issued. */
const repeated = (value: string) => /^(.)\1*$/.test(value)

export function isValidCpf(raw: string): boolean {
  const cpf = normalizeDocument(raw)
  if (!CPF.test(cpf) || repeated(cpf)) return false
  const first = checkDigit(cpf.slice(0, 9), 10, 10)
  const second = checkDigit(cpf.slice(0, 10), 11, 11)
  return cpf.endsWith(`${first}${second}`)
}

export function isValidCnpj(raw: string): boolean {
  const cnpj = normalizeDocument(raw)
  if (!CNPJ.test(cnpj) || repeated(cnpj)) return false
  // Weights run 5..2 then 9..2 for the first digit, 6..2 then 9..2 for the second.
  const first = checkDigit(cnpj.slice(0, 12), 5, 9)
  const second = checkDigit(cnpj.slice(0, 13), 6, 9)
  return cnpj.endsWith(`${first}${second}`)
}

/** Which document a value is, when it is a valid one. */
export function documentKind(raw: string): DocumentKind | null {
  const value = normalizeDocument(raw)
  if (value.length === 11) return isValidCpf(value) ? 'cpf' : null
  if (value.length === 14) return isValidCnpj(value) ? 'cnpj' : null
  return null
}

/** 000.000.000-00 or 00.000.000/0000-00 (partial values are formatted as far as they go). */
export function formatDocument(raw: string): string {
  const value = normalizeDocument(raw).replace(/[^0-9A-Z]/g, '')
  if (value.length <= 11 && /^\d*$/.test(value)) {
    return joinParts(value, [3, 3, 3, 2], ['.', '.', '-'])
  }
  return joinParts(value.slice(0, 14), [2, 3, 3, 4, 2], ['.', '.', '/', '-'])
}

/** Splits `value` into parts of the given sizes joined by the separators, as far as it goes. */
export function joinParts(value: string, sizes: number[], separators: string[]): string {
  let out = ''
  let start = 0
  sizes.forEach((size, index) => {
    const part = value.slice(start, start + size)
    if (!part) return
    out += (index > 0 ? separators[index - 1] : '') + part
    start += size
  })
  return out
}
