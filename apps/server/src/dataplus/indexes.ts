import { DATAPLUS_KEY_PATTERN, type DataplusColumn, type DataplusColumnType } from '@vitrine/api'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'

/*
 * The SQL of a column's value and its indexes. Nothing here is built from user text: a key
 * reaches SQL only after matching DATAPLUS_KEY_PATTERN (letters, digits, _), and index names
 * come from ids (`dataplus_t12_c3`). Numbers compare as numbers through an expression that
 * never fails (a value of another type is NULL to it), so a query that reaches a row of
 * another table before its `table_id` test cannot error.
 */

const NUMERIC_TYPES: readonly DataplusColumnType[] = ['number', 'decimal', 'product', 'category']

export const isNumericType = (type: DataplusColumnType) => NUMERIC_TYPES.includes(type)

function safeKey(key: string): string {
  if (!DATAPLUS_KEY_PATTERN.test(key)) throw new Error(`Not a column key: ${key}`)
  return key
}

/** The column's value as SQL text for its expression index (and every query using it). */
export function valueSql(column: Pick<DataplusColumn, 'key' | 'type'>): string {
  const key = safeKey(column.key)
  return isNumericType(column.type)
    ? `(case when jsonb_typeof(data->'${key}') = 'number' then (data->>'${key}')::numeric end)`
    : `(data->>'${key}')`
}

export const valueExpr = (column: Pick<DataplusColumn, 'key' | 'type'>): SQL =>
  sql.raw(valueSql(column))

/** The table's rows, with its id as a literal so the partial indexes match any plan. */
export function tableFilter(appId: number, tableId: number): SQL {
  if (!Number.isSafeInteger(tableId)) throw new Error('table id')
  return sql`app_id = ${appId} and table_id = ${sql.raw(String(tableId))}`
}

const indexName = (tableId: number, columnId: number, suffix = '') =>
  `dataplus_t${Math.trunc(tableId)}_c${Math.trunc(columnId)}${suffix}`

/** Drops a column's indexes (whatever its flags were). */
export async function dropColumnIndexes(tx: Database, tableId: number, columnId: number) {
  await tx.execute(sql.raw(`drop index if exists ${indexName(tableId, columnId)}`))
  await tx.execute(sql.raw(`drop index if exists ${indexName(tableId, columnId, '_unique')}`))
}

/**
 * Creates the column's indexes: (value, id) for filtering and sorting with keyset pages when
 * indexed or unique, and a unique index on the value when unique. Throws PostgreSQL's
 * unique_violation when the rows already repeat a value.
 */
export async function createColumnIndexes(tx: Database, tableId: number, column: DataplusColumn) {
  if (!column.indexed && !column.unique) return
  const where = `where table_id = ${Math.trunc(tableId)}`
  const value = valueSql(column)
  await tx.execute(
    sql.raw(
      `create index ${indexName(tableId, column.id)} on dataplus_rows (${value}, id) ${where}`,
    ),
  )
  if (column.unique) {
    await tx.execute(
      sql.raw(
        `create unique index ${indexName(tableId, column.id, '_unique')} on dataplus_rows (${value}) ${where}`,
      ),
    )
  }
}

/** The column id of a unique index named in a unique_violation, if it is one of ours. */
export function columnOfConstraint(error: unknown): number | undefined {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const name = (cause as { constraint?: unknown }).constraint
    const match = typeof name === 'string' ? /^dataplus_t\d+_c(\d+)_unique$/.exec(name) : null
    if (match) return Number(match[1])
    const detail = (cause as { message?: unknown }).message
    const inMessage = typeof detail === 'string' ? /dataplus_t\d+_c(\d+)_unique/.exec(detail) : null
    if (inMessage) return Number(inMessage[1])
  }
  return undefined
}
