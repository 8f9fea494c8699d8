/**
 * What people paste for a boleto: digits with the dots, spaces and hyphens of the printed
 * linha digitável (and sometimes line breaks). Only those separators are dropped; any other
 * character makes the input unreadable rather than being silently ignored.
 */
export function digitsOf(input: string): string | null {
  const digits = input.replace(/[\s.-]/g, '')
  return /^\d*$/.test(digits) ? digits : null
}
