import type { CustomerSort } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { apiError } from '../http/errors.ts'
import { t } from '../http/messages.ts'

/**
 * The list's keyset cursor: the sort it belongs to, the last row's sort key and its id, as
 * base64url JSON so clients treat it as opaque. Instants travel as whole microseconds since
 * 1970 (the database's precision: a key rounded to milliseconds would skip rows), a null key
 * means the last row was in the trailing part without a value (no purchase yet). A name too
 * long for the 300 characters the contract allows a cursor leaves its key out, and the page
 * looks it up by id instead.
 */
export interface CustomerCursor {
  sort: CustomerSort
  /** Absent: look the key up from the row `id`. */
  key?: string | number | null
  id: number
}

/** What the contract's CustomerQuerySchema accepts as a cursor. */
export const CURSOR_MAX_LENGTH = 300

const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64url')

export function encodeCustomerCursor({ sort, key, id }: CustomerCursor): string {
  const full = encode({ s: sort, k: key, i: id })
  return full.length <= CURSOR_MAX_LENGTH ? full : encode({ s: sort, i: id })
}

/** 0001-01-01 to 9999-12-31, in microseconds: what an ISO string can say. */
const MIN_MICROS = Date.parse('0001-01-01T00:00:00.000Z') * 1000
const MAX_MICROS = Date.parse('9999-12-31T23:59:59.999Z') * 1000 + 999

export type SortKeyKind = 'instant' | 'text' | 'integer'

function validKey(kind: SortKeyKind, nullable: boolean, key: unknown): boolean {
  if (key === null) return nullable
  if (kind === 'text') return typeof key === 'string' && key.length <= 1000
  if (!Number.isSafeInteger(key)) return false
  return kind === 'integer' || ((key as number) >= MIN_MICROS && (key as number) <= MAX_MICROS)
}

export function invalidCursor(lang: Lang) {
  return apiError(400, lang, 'invalidCursor', {
    data: { fields: { cursor: t(lang, 'invalidCursor') } },
  })
}

/**
 * Reads a cursor for the given sort; anything else (garbage, a tampered key, a cursor from
 * another sort) is the same 400 as a cursor that no longer means anything.
 */
export function decodeCustomerCursor(
  cursor: string,
  sort: CustomerSort,
  kind: SortKeyKind,
  nullable: boolean,
  lang: Lang,
): CustomerCursor {
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString())
  } catch {
    throw invalidCursor(lang)
  }
  if (typeof payload !== 'object' || payload === null) throw invalidCursor(lang)
  const { s, k, i } = payload as { s?: unknown; k?: unknown; i?: unknown }
  if (s !== sort || !Number.isSafeInteger(i) || (i as number) < 1) throw invalidCursor(lang)
  if (!('k' in payload)) return { sort, id: i as number }
  if (!validKey(kind, nullable, k)) throw invalidCursor(lang)
  return { sort, key: k as string | number | null, id: i as number }
}

/** Whole microseconds since 1970 as the ISO instant the database reads back exactly. */
export function microsToIso(micros: number): string {
  const ms = Math.floor(micros / 1000)
  const rest = micros - ms * 1000
  return new Date(ms).toISOString().replace('Z', `${String(rest).padStart(3, '0')}Z`)
}
