import { joinParts } from './document.ts'

/*
 * Phone and postal code as stored (digits only) and as shown. Stored digits sort and search
 * the same whatever punctuation people typed.
 */

export const digitsOnly = (raw: string) => raw.replace(/\D/g, '')

/** (11) 98765-4321 or (11) 3456-7890, as far as the digits go. */
export function formatPhone(raw: string): string {
  const digits = digitsOnly(raw).slice(0, 11)
  if (digits.length <= 2) return digits ? `(${digits}` : ''
  const local = digits.slice(2)
  const head = local.length > 8 ? 5 : 4
  return `(${digits.slice(0, 2)}) ${joinParts(local, [head, 4], ['-'])}`
}

/** 01310-100, as far as the digits go. */
export function formatPostalCode(raw: string): string {
  return joinParts(digitsOnly(raw).slice(0, 8), [5, 3], ['-'])
}

/** Brazil's states and Federal District, as their two-letter codes. */
export const STATES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const
export type State = (typeof STATES)[number]
