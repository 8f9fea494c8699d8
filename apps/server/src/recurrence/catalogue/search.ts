import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { foldName } from '../../customers/names.ts'
import { FOLD_FROM, FOLD_TO } from '../../payments/schema.ts'
import { containsPattern } from './cursor.ts'

/**
 * Every word typed somewhere in one of the columns, accents and case ignored ("cafe" finds
 * "Café especial"). A store has tens of plans and products, so a scan of its rows is fine.
 */
export function wordsCondition(q: string, columns: PgColumn[]): SQL | undefined {
  const words = foldName(q).split(' ').filter(Boolean).slice(0, 8)
  if (words.length === 0) return undefined
  const folded = columns.map((column) => sql`lower(translate(${column}, ${FOLD_FROM}, ${FOLD_TO}))`)
  return sql.join(
    words.map(
      (word) =>
        sql`(${sql.join(
          folded.map((column) => sql`${column} like ${containsPattern(word)}`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )
}
