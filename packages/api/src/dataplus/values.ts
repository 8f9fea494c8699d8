import type { Lang } from '../validation/lang.ts'
import {
  DATAPLUS_LONG_TEXT_MAX,
  DATAPLUS_TEXT_MAX,
  type DataplusColumn,
  type DataplusColumnType,
  type DataplusValues,
} from './schema.ts'
import { dataplusText } from './texts.ts'

/*
 * The one check of a cell: the row dialog, the grid's inline editor, the CSV import, a column's
 * default, a type change's conversion and the server's writes all go through parseValue, so a
 * value the panel accepts is one the server stores, with the same message when it is not.
 * Input may be typed JSON (the API) or text as people type it ("12,5", "sim", "31/12/2026").
 */

export type ParsedValue = { ok: true; value: unknown } | { ok: false; message: string }

const YES = new Set(['sim', 's', 'true', 'verdadeiro', 'yes', 'y', '1', 'x'])
const NO = new Set(['nao', 'não', 'n', 'false', 'falso', 'no', '0'])
// Control characters other than tab and line breaks never belong in a cell.
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** São Paulo keeps UTC−3 all year (no daylight saving since 2019): typed times are its. */
const SAO_PAULO_OFFSET = '-03:00'
const INT_MAX = 2_147_483_647

const fail = (lang: Lang, key: Parameters<typeof dataplusText>[1], params = {}): ParsedValue => ({
  ok: false,
  message: dataplusText(lang, key, params),
})

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 1 &&
    year <= 9999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}

/** dd/mm/aaaa or aaaa-mm-dd → aaaa-mm-dd, or undefined. */
function parseDate(text: string): string | undefined {
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const [y, m, d] = br ? [br[3], br[2], br[1]].map(Number) : iso ? iso.slice(1).map(Number) : []
  if (y === undefined || m === undefined || d === undefined || !isCalendarDate(y, m, d)) {
    return undefined
  }
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** ISO 8601 with a zone, or "dd/mm/aaaa hh:mm" / a bare date in São Paulo's time → UTC ISO. */
function parseDateTime(text: string): string | undefined {
  const br = /^(\d{1,2}\/\d{1,2}\/\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text)
  if (br) {
    const date = parseDate(br[1]!)
    const [h, min, s] = [br[2] ?? '0', br[3] ?? '0', br[4] ?? '0'].map(Number)
    if (!date || h! > 23 || min! > 59 || s! > 59) return undefined
    const pad = (n: number) => String(n).padStart(2, '0')
    return new Date(`${date}T${pad(h!)}:${pad(min!)}:${pad(s!)}${SAO_PAULO_OFFSET}`).toISOString()
  }
  const onlyDate = parseDate(text)
  if (onlyDate) return new Date(`${onlyDate}T00:00:00${SAO_PAULO_OFFSET}`).toISOString()
  const iso = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.exec(text)
  if (!iso || !parseDate(iso[1]!)) return undefined
  const time = new Date(text)
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString()
}

function parseInteger(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : undefined
  if (typeof raw !== 'string') return undefined
  const text = raw.replace(/\s/g, '')
  if (!/^[+-]?\d{1,16}$/.test(text)) return undefined
  const value = Number(text)
  return Number.isSafeInteger(value) ? value : undefined
}

/** 12,5 · 1.234,56 · 12.5 · -0,25 → a number; up to 15 significant digits. */
function parseDecimal(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) && Math.abs(raw) < 1e15 ? raw : undefined
  if (typeof raw !== 'string') return undefined
  let text = raw.replace(/\s/g, '')
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.')
  if (!/^[+-]?\d{1,15}(\.\d{1,10})?$/.test(text)) return undefined
  const value = Number(text)
  return Math.abs(value) < 1e15 ? value : undefined
}

function isHttpUrl(text: string): boolean {
  try {
    const address = new URL(text)
    return (address.protocol === 'https:' || address.protocol === 'http:') && !!address.hostname
  } catch {
    return false
  }
}

/** True when the cell holds nothing: null, undefined, or blank text. */
export function isEmptyValue(raw: unknown): boolean {
  return raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')
}

/** A value of `type` from typed JSON or typed text; empty input is null (required is checkRow's). */
export function parseValue(type: DataplusColumnType, raw: unknown, lang: Lang): ParsedValue {
  if (isEmptyValue(raw)) return { ok: true, value: null }
  const text = typeof raw === 'string' ? raw.trim() : undefined
  switch (type) {
    case 'text':
    case 'long_text': {
      const value = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : text
      if (value === undefined) return fail(lang, 'required')
      const max = type === 'text' ? DATAPLUS_TEXT_MAX : DATAPLUS_LONG_TEXT_MAX
      if (value.length > max) return fail(lang, 'tooLong', { max })
      // Control characters are dropped; a one-line text keeps its words on one line.
      const clean = value.replace(new RegExp(CONTROL.source, 'g'), '')
      return { ok: true, value: type === 'text' ? clean.replace(/[\r\n]+/g, ' ') : clean }
    }
    case 'number': {
      const value = parseInteger(raw)
      return value === undefined ? fail(lang, 'notInteger') : { ok: true, value }
    }
    case 'decimal': {
      const value = parseDecimal(raw)
      return value === undefined ? fail(lang, 'notDecimal') : { ok: true, value }
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return { ok: true, value: raw }
      const word = text?.toLowerCase()
      if (word !== undefined && YES.has(word)) return { ok: true, value: true }
      if (word !== undefined && NO.has(word)) return { ok: true, value: false }
      return fail(lang, 'notBoolean')
    }
    case 'date': {
      const value = text === undefined ? undefined : parseDate(text)
      return value === undefined ? fail(lang, 'notDate') : { ok: true, value }
    }
    case 'datetime': {
      const value = text === undefined ? undefined : parseDateTime(text)
      return value === undefined ? fail(lang, 'notDateTime') : { ok: true, value }
    }
    case 'image': {
      if (text === undefined || text.length > 2000 || !isHttpUrl(text))
        return fail(lang, 'notImage')
      return { ok: true, value: text }
    }
    case 'product':
    case 'category': {
      const value = parseInteger(raw)
      if (value === undefined || value < 1 || value > INT_MAX) return fail(lang, 'notReference')
      return { ok: true, value }
    }
    case 'json': {
      let value: unknown = raw
      if (text !== undefined) {
        // Typed text is JSON when it parses; an object or a list that does not is a mistake.
        try {
          value = JSON.parse(text)
        } catch {
          if (/^[[{]/.test(text)) return fail(lang, 'notJson')
          value = text
        }
      }
      const serialised = JSON.stringify(value)
      if (serialised === undefined) return fail(lang, 'notJson')
      if (serialised.length > DATAPLUS_LONG_TEXT_MAX) {
        return fail(lang, 'tooLong', { max: DATAPLUS_LONG_TEXT_MAX })
      }
      return { ok: true, value }
    }
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A stored value as people type it (the inline editor, the CSV export): decimals with a comma,
 * dates dd/mm/aaaa, times in São Paulo, sim/não. parseValue reads every one of them back.
 */
export function cellText(type: DataplusColumnType, value: unknown): string {
  if (value === null || value === undefined) return ''
  switch (type) {
    case 'decimal':
      return typeof value === 'number' ? String(value).replace('.', ',') : String(value)
    case 'boolean':
      return value === true ? 'sim' : value === false ? 'não' : String(value)
    case 'date': {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value))
      return match ? `${match[3]}/${match[2]}/${match[1]}` : String(value)
    }
    case 'datetime': {
      const time = new Date(String(value))
      if (Number.isNaN(time.getTime())) return String(value)
      const local = new Date(time.getTime() - 3 * 3600_000)
      return (
        `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ` +
        `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
      )
    }
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value)
    default:
      return String(value)
  }
}

/** A stored value of `from` as a value of `to`, or why it cannot be (a type change's check). */
export function convertValue(
  from: DataplusColumnType,
  to: DataplusColumnType,
  value: unknown,
  lang: Lang,
): ParsedValue {
  if (from === to || value === null || value === undefined)
    return { ok: true, value: value ?? null }
  if (to === 'json') return { ok: true, value }
  return parseValue(
    to,
    from === 'json' && typeof value !== 'string' ? JSON.stringify(value) : cellText(from, value),
    lang,
  )
}

export interface CheckedRow {
  /** Every column's value by key (null when empty); meaningful when `fields` is empty. */
  values: DataplusValues
  /** Messages by column key. */
  fields: Record<string, string>
}

/**
 * A whole row against the table's columns: each value parsed, required columns filled, keys the
 * table does not have refused. A column left out takes its default when `defaults` is set (a new
 * row), null otherwise (a full update says every value).
 */
export function checkRow(
  columns: readonly Pick<DataplusColumn, 'key' | 'type' | 'required' | 'default'>[],
  input: Record<string, unknown>,
  lang: Lang,
  { defaults = true }: { defaults?: boolean } = {},
): CheckedRow {
  const values: DataplusValues = {}
  const fields: Record<string, string> = {}
  const known = new Set(columns.map((column) => column.key))
  for (const key of Object.keys(input)) {
    if (!known.has(key)) fields[key] = dataplusText(lang, 'unknownColumn')
  }
  for (const column of columns) {
    const given = Object.hasOwn(input, column.key) ? input[column.key] : undefined
    const raw = given === undefined && defaults ? column.default : given
    const parsed = parseValue(column.type, raw, lang)
    if (!parsed.ok) {
      fields[column.key] = parsed.message
      continue
    }
    if (parsed.value === null && column.required) {
      fields[column.key] = dataplusText(lang, 'required')
      continue
    }
    values[column.key] = parsed.value
  }
  return { values, fields }
}
