import { digitsOnly } from '../contact.ts'
import { documentKind, normalizeDocument } from '../document.ts'

/* Readers for the cells that spreadsheets write their own way (yes/no, dates, numbers). */

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()

const YES = new Set(['sim', 's', 'yes', 'y', 'true', 'verdadeiro', '1', 'x'])
const NO = new Set(['nao', 'n', 'no', 'false', 'falso', '0', ''])

/** sim/não and their usual spellings; undefined for anything else. */
export function parseConsent(raw: string): boolean | undefined {
  // The usual spellings first: folding (Unicode normalisation) costs more than the rest of a row.
  const plain = raw.trim().toLowerCase()
  const value = plain === 'não' ? 'nao' : YES.has(plain) || NO.has(plain) ? plain : fold(plain)
  if (YES.has(value)) return true
  if (NO.has(value)) return false
  return undefined
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** dd/mm/aaaa (also with - or .) or aaaa-mm-dd → aaaa-mm-dd; undefined when not a real date. */
export function parseBirthDate(raw: string): string | undefined {
  const value = raw.trim()
  const brazilian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value)
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const [year, month, day] = brazilian
    ? [brazilian[3], brazilian[2], brazilian[1]].map(Number)
    : iso
      ? [iso[1], iso[2], iso[3]].map(Number)
      : []
  if (year === undefined || month === undefined || day === undefined) return undefined
  if (!isCalendarDate(year, month, day)) return undefined
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * Spreadsheets that read a CPF, CNPJ or CEP as a number drop its leading zeros (012.345.678-90
 * becomes 1234567890). Digits one or two short of a valid document, or a CEP of 7 digits, get
 * them back.
 */
export function restoreDocument(raw: string): string {
  const value = normalizeDocument(raw)
  if (!/^\d+$/.test(value)) return raw
  for (const size of [11, 14]) {
    if (value.length < size && value.length >= size - 2) {
      const padded = value.padStart(size, '0')
      if (documentKind(padded)) return padded
    }
  }
  return raw
}

/** A CEP of 7 digits lost its leading zero in a spreadsheet. */
export function restorePostalCode(raw: string): string {
  const digits = digitsOnly(raw)
  return /^\d{7}$/.test(raw.trim()) ? `0${digits}` : raw
}
