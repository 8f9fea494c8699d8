import type { Lang } from '@vitrine/api/validation'
import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { apiError } from '../../http/errors.ts'
import { t } from '../../http/messages.ts'

/*
 * Plans and products are listed by name (then id, so equal names keep one order): the cursor
 * carries both, opaque to clients like every other list's cursor (http/cursor.ts).
 */

export interface NameCursor {
  name: string
  id: number
}

export function encodeNameCursor(last: NameCursor): string {
  return Buffer.from(JSON.stringify({ n: last.name, i: last.id })).toString('base64url')
}

export function decodeNameCursor(cursor: string, lang: Lang): NameCursor {
  try {
    const { n, i } = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as {
      n?: unknown
      i?: unknown
    }
    if (typeof n === 'string' && typeof i === 'number' && Number.isSafeInteger(i) && i > 0) {
      return { name: n, id: i }
    }
  } catch {
    // Falls through to the same answer as a well-formed but meaningless cursor.
  }
  throw apiError(400, lang, 'invalidCursor', {
    data: { fields: { cursor: t(lang, 'invalidCursor') } },
  })
}

/** Rows after the cursor in (name, id) order: a row comparison, which the (app, name, id) index serves. */
export function afterCursor(name: PgColumn, id: PgColumn, cursor: NameCursor): SQL {
  return sql`(${name}, ${id}) > (${cursor.name}, ${cursor.id})`
}

/** `%word%` for LIKE, the wildcards typed by people taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
