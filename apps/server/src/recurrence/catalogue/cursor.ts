import type { Lang } from '@vitrine/api/validation'
import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { apiError } from '../../http/errors.ts'
import { FOLD_FROM, FOLD_TO } from '../../payments/schema.ts'
import { t } from '../../http/messages.ts'

/*
 * Plans and products are listed by name as people read it — accents and case folded, so
 * "água" sits with the a's whatever the database's collation — then by id, so equal names keep
 * one order. The cursor carries the last row's folded name (as the database computed it) and
 * id, opaque to clients like every other list's cursor (http/cursor.ts). A store has tens of
 * plans and products: sorting its rows by the expression costs nothing.
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

/** The name as the list sorts it: lowercase, accents folded. */
export const sortName = (name: PgColumn) =>
  sql<string>`lower(translate(${name}, ${FOLD_FROM}, ${FOLD_TO}))`

/** Rows after the cursor in (sort name, id) order. */
export function afterCursor(name: PgColumn, id: PgColumn, cursor: NameCursor): SQL {
  return sql`(${sortName(name)}, ${id}) > (${cursor.name}, ${cursor.id})`
}

/** `%word%` for LIKE, the wildcards typed by people taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
