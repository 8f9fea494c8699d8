/*
 * Stand-in formats for the stories and tests of the design system, which may not import the
 * contract's real ones (formatDocument, formatPhone and formatPostalCode in @vitrine/api).
 */

const digits = (raw: string) => raw.replace(/\D/g, '')

/** Joins `value` into groups of the given sizes, each group after its separator. */
function group(value: string, sizes: number[], separators: string[]): string {
  let out = ''
  let start = 0
  for (const [index, size] of sizes.entries()) {
    const part = value.slice(start, start + size)
    if (!part) break
    out += (index > 0 ? separators[index - 1] : '') + part
    start += size
  }
  return out
}

/** 01310-100 */
export const sampleCep = (raw: string) => group(digits(raw).slice(0, 8), [5, 3], ['-'])

/** (11) 98765-4321 or (11) 3456-7890 */
export function samplePhone(raw: string): string {
  const value = digits(raw).slice(0, 11)
  if (value.length <= 2) return value ? `(${value}` : ''
  const local = value.slice(2)
  return `(${value.slice(0, 2)}) ${group(local, [local.length > 8 ? 5 : 4, 4], ['-'])}`
}

/** 123.456.789-09, or a CNPJ (letters allowed in its first 12 places) 12.ABC.345/01DE-35 */
export function sampleDocument(raw: string): string {
  const value = raw.toUpperCase().replace(/[^0-9A-Z]/g, '')
  if (/^\d{0,11}$/.test(value)) return group(value, [3, 3, 3, 2], ['.', '.', '-'])
  return group(value.slice(0, 14), [2, 3, 3, 4, 2], ['.', '.', '/', '-'])
}
