import type {
  DataplusRowQuerySchema,
  DataplusColumn,
  DataplusRow,
  DataplusRowPage,
  DataplusTriggerEvent,
  DataplusValues,
} from '@vitrine/api'
import {
  DATAPLUS_EVENT_TYPES,
  DATAPLUS_PAGE_SIZE,
  checkRow,
  dataplusError,
  dataplusText,
  parseValue,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type * as v from 'valibot'
import { catalogueCategories, catalogueProducts } from '../catalogue/schema.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import type { AppDeps } from '../http/context.ts'
import { eventBody, queueDelivery } from '../webhooks/deliveries.ts'
import { webhookEndpoints } from '../webhooks/schema.ts'
import { columnOfConstraint, isNumericType, tableFilter, valueExpr } from './indexes.ts'
import { dataplusRows, dataplusTriggers } from './schema.ts'
import { rowsOf } from './sql-rows.ts'
import type { TableRow } from './tables.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>
type Query = v.InferOutput<typeof DataplusRowQuerySchema>
type StoredRow = typeof dataplusRows.$inferSelect

/** A row as the API answers it: every column's value by key, in the table's order. */
export function toRow(
  columns: readonly DataplusColumn[],
  row: Pick<StoredRow, 'id' | 'data' | 'createdAt' | 'updatedAt'>,
): DataplusRow {
  const values: DataplusValues = {}
  for (const column of columns) values[column.key] = row.data[column.key] ?? null
  return {
    id: Number(row.id),
    values,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  }
}

/* Keyset cursors: the last row's sort value and id, opaque to clients. */

interface Cursor {
  v?: unknown
  id: number
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url')

function decodeCursor(text: string, lang: Lang): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString()) as Cursor
    if (Number.isSafeInteger(cursor.id) && cursor.id > 0) return cursor
  } catch {
    // The same answer as a well-formed but meaningless cursor.
  }
  const message = dataplusError(400, lang, 'cursorInvalid').message
  throw dataplusError(400, lang, 'cursorInvalid', {}, { cursor: message })
}

const columnNamed = (columns: readonly DataplusColumn[], key: string | undefined) =>
  key === undefined ? undefined : columns.find((column) => column.key === key)

const TEXT_LIKE = new Set(['text', 'long_text', 'image', 'json'])
const ORDERED = new Set([
  'text',
  'long_text',
  'number',
  'decimal',
  'date',
  'datetime',
  'image',
  'product',
  'category',
])

/** A value bound for comparison with the column's expression (numeric or text). */
const bound = (column: DataplusColumn, value: unknown): SQL =>
  isNumericType(column.type)
    ? sql`${String(value)}::numeric`
    : sql`${typeof value === 'string' ? value : JSON.stringify(value)}::text`

/** The filter's SQL, the value read as the column's type (400 on the filter's fields). */
function filterSql(columns: readonly DataplusColumn[], query: Query, lang: Lang): SQL | undefined {
  if (query.filter_column === undefined) return undefined
  const column = columnNamed(columns, query.filter_column)
  if (!column) {
    throw dataplusError(
      400,
      lang,
      'filterColumn',
      {},
      { filter_column: dataplusError(400, lang, 'filterColumn').message },
    )
  }
  const op = query.filter_op ?? 'eq'
  const expr = valueExpr(column)
  if (op === 'empty') return sql`${expr} is null`
  if (op === 'not_empty') return sql`${expr} is not null`
  const raw = query.filter_value ?? ''
  if (op === 'contains') {
    if (!TEXT_LIKE.has(column.type)) {
      throw dataplusError(
        400,
        lang,
        'filterOperator',
        {},
        { filter_op: dataplusError(400, lang, 'filterOperator').message },
      )
    }
    const pattern = `%${raw.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    return sql`(data->>${column.key}) ilike ${pattern}`
  }
  if (column.type === 'json') {
    throw dataplusError(
      400,
      lang,
      'filterOperator',
      {},
      { filter_op: dataplusError(400, lang, 'filterOperator').message },
    )
  }
  const parsed = parseValue(column.type, raw, lang)
  if (!parsed.ok || parsed.value === null) {
    const reason = parsed.ok ? dataplusText(lang, 'required') : parsed.message
    const message = dataplusText(lang, 'filterValue', { message: reason })
    throw dataplusError(400, lang, 'filterValue', { message: reason }, { filter_value: message })
  }
  const value = bound(column, parsed.value)
  switch (op) {
    case 'eq':
      return sql`${expr} = ${value}`
    case 'neq':
      return sql`${expr} is distinct from ${value}`
    default: {
      if (!ORDERED.has(column.type)) {
        throw dataplusError(
          400,
          lang,
          'filterOperator',
          {},
          { filter_op: dataplusError(400, lang, 'filterOperator').message },
        )
      }
      const symbol = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[op]
      return sql`${expr} ${sql.raw(symbol)} ${value}`
    }
  }
}

/**
 * One page of a table's rows: one filter, sorted by a column (empty cells last going up,
 * first going down — the order an index on (value, id) walks both ways) or by id, keyset.
 */
export async function rowPage(
  db: Database,
  table: TableRow,
  query: Query,
  lang: Lang,
): Promise<DataplusRowPage> {
  const columns = table.columns
  const limit = query.limit ?? DATAPLUS_PAGE_SIZE
  const desc = query.dir === 'desc'
  const conditions: SQL[] = [tableFilter(table.appId, table.id)]
  const filter = filterSql(columns, query, lang)
  if (filter) conditions.push(filter)
  const sortColumn =
    query.sort === undefined || query.sort === 'id' ? undefined : columnNamed(columns, query.sort)
  if (
    query.sort !== undefined &&
    query.sort !== 'id' &&
    (!sortColumn || sortColumn.type === 'json')
  ) {
    throw dataplusError(
      400,
      lang,
      'sortColumn',
      {},
      { sort: dataplusError(400, lang, 'sortColumn').message },
    )
  }
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, lang)
  let order: SQL
  if (!sortColumn) {
    if (cursor) conditions.push(desc ? sql`id < ${cursor.id}` : sql`id > ${cursor.id}`)
    order = desc ? sql`id desc` : sql`id asc`
  } else {
    const expr = valueExpr(sortColumn)
    if (cursor) {
      const last = cursor.v === null || cursor.v === undefined ? null : bound(sortColumn, cursor.v)
      if (!desc) {
        conditions.push(
          last === null
            ? sql`(${expr} is null and id > ${cursor.id})`
            : sql`((${expr}, id) > (${last}, ${cursor.id}) or ${expr} is null)`,
        )
      } else {
        conditions.push(
          last === null
            ? sql`((${expr} is null and id < ${cursor.id}) or ${expr} is not null)`
            : sql`(${expr}, id) < (${last}, ${cursor.id})`,
        )
      }
    }
    order = desc ? sql`${expr} desc, id desc` : sql`${expr} asc, id asc`
  }
  const sortValue = sortColumn ? sql`, ${valueExpr(sortColumn)}::text as sort_value` : sql``
  const result = await db.execute(
    sql`select id, data, created_at, updated_at${sortValue} from dataplus_rows where ${sql.join(conditions, sql` and `)} order by ${order} limit ${limit + 1}`,
  )
  const found = rowsOf<{
    id: number
    data: DataplusValues
    created_at: string
    updated_at: string
    sort_value?: string | null
  }>(result)
  const page = found.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((row) =>
      toRow(columns, {
        id: row.id,
        data: row.data,
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
      }),
    ),
    next_cursor:
      found.length > limit && last
        ? encodeCursor({
            id: Number(last.id),
            ...(sortColumn ? { v: last.sort_value ?? null } : {}),
          })
        : null,
  }
}

export async function findRow(
  db: Database,
  table: TableRow,
  rowId: number,
  lang: Lang,
): Promise<StoredRow> {
  const [row] = await db
    .select()
    .from(dataplusRows)
    .where(
      and(
        eq(dataplusRows.appId, table.appId),
        eq(dataplusRows.tableId, table.id),
        eq(dataplusRows.id, rowId),
      ),
    )
  if (!row) throw dataplusError(404, lang, 'rowNotFound')
  return row
}

/**
 * The row check shared with the panel (checkRow), then what only the store's data tells: that
 * product and category references exist. 422 with messages by column key.
 */
export async function checkedValues(
  db: Database,
  table: TableRow,
  input: Record<string, unknown>,
  lang: Lang,
  { defaults }: { defaults: boolean },
): Promise<DataplusValues> {
  const checked = checkRow(table.columns, input, lang, { defaults })
  const fields = { ...checked.fields }
  for (const column of table.columns) {
    const id = checked.values[column.key]
    if (fields[column.key] || typeof id !== 'number') continue
    if (column.type !== 'product' && column.type !== 'category') continue
    const source = column.type === 'product' ? catalogueProducts : catalogueCategories
    const [found] = await db
      .select({ id: source.id })
      .from(source)
      .where(and(eq(source.appId, table.appId), eq(source.id, id)))
    if (!found) {
      fields[column.key] = dataplusError(
        422,
        lang,
        column.type === 'product' ? 'productMissing' : 'categoryMissing',
        { id },
      ).message
    }
  }
  if (Object.keys(fields).length > 0) throw dataplusError(422, lang, 'rowsRefused', {}, fields)
  return checked.values
}

/** A unique column's value taken by another row: 409 on that column. */
function uniqueTaken(error: unknown, table: TableRow, lang: Lang) {
  const columnId = columnOfConstraint(error)
  const column =
    table.columns.find((item) => item.id === columnId) ?? table.columns.find((item) => item.unique)
  const message = dataplusError(409, lang, 'uniqueTaken').message
  return dataplusError(409, lang, 'uniqueTaken', {}, column ? { [column.key]: message } : {})
}

/** The endpoints of the table's active triggers subscribed to `event`. */
export function triggerEndpoints(
  tx: Database,
  table: TableRow,
  event: DataplusTriggerEvent,
): Promise<{ id: number }[]> {
  const type = DATAPLUS_EVENT_TYPES[event]
  return tx
    .select({ id: webhookEndpoints.id })
    .from(dataplusTriggers)
    .innerJoin(
      webhookEndpoints,
      and(
        eq(webhookEndpoints.appId, dataplusTriggers.appId),
        eq(webhookEndpoints.id, dataplusTriggers.endpointId),
      ),
    )
    .where(
      and(
        eq(dataplusTriggers.appId, table.appId),
        eq(dataplusTriggers.tableId, table.id),
        eq(webhookEndpoints.active, true),
        sql`${webhookEndpoints.eventTypes} @> array[${type}]::text[]`,
      ),
    )
}

/**
 * Queues the event for the table's active triggers subscribed to it, in the write's
 * transaction (a rolled-back write sends nothing). Row events go to their table's triggers
 * only, each through its own webhook endpoint: signed, retried and logged by the engine.
 */
export async function publishRowEvent(
  tx: Database,
  { clock, jobs }: Pick<Deps, 'clock' | 'jobs'>,
  table: TableRow,
  event: DataplusTriggerEvent,
  row: DataplusRow,
  oldRow?: DataplusRow,
  /** Already looked up, for many rows of one write (an import). */
  known?: { id: number }[],
): Promise<number> {
  const type = DATAPLUS_EVENT_TYPES[event]
  const endpoints = known ?? (await triggerEndpoints(tx, table, event))
  if (endpoints.length === 0) return 0
  const now = clock.now()
  const data = {
    table: { id: table.id, slug: table.slug },
    row,
    ...(oldRow ? { old_row: oldRow } : {}),
  }
  const { id, body } = eventBody({ appId: table.appId, type, data, at: now })
  for (const endpoint of endpoints) {
    await queueDelivery(tx, jobs, {
      appId: table.appId,
      endpointId: endpoint.id,
      eventId: id,
      eventType: type,
      trigger: 'event',
      body,
      createdAt: now,
    })
  }
  return endpoints.length
}

export async function createRow(
  deps: Deps,
  table: TableRow,
  input: Record<string, unknown>,
  lang: Lang,
): Promise<DataplusRow> {
  const values = await checkedValues(deps.db, table, input, lang, { defaults: true })
  const now = deps.clock.now()
  try {
    return await deps.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(dataplusRows)
        .values({
          appId: table.appId,
          tableId: table.id,
          data: values,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      const row = toRow(table.columns, stored!)
      await publishRowEvent(tx, deps, table, 'inserted', row)
      return row
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw uniqueTaken(error, table, lang)
    throw error
  }
}

/** Rows written together (an import): all or none, one event each. */
export async function createRows(deps: Deps, table: TableRow, rows: DataplusValues[], lang: Lang) {
  const now = deps.clock.now()
  try {
    await deps.db.transaction(async (tx) => {
      // Whom to tell is asked once for the whole file.
      const endpoints = await triggerEndpoints(tx, table, 'inserted')
      for (let i = 0; i < rows.length; i += 500) {
        const stored = await tx
          .insert(dataplusRows)
          .values(
            rows.slice(i, i + 500).map((data) => ({
              appId: table.appId,
              tableId: table.id,
              data,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning()
        for (const row of stored) {
          const event = toRow(table.columns, row)
          await publishRowEvent(tx, deps, table, 'inserted', event, undefined, endpoints)
        }
      }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw uniqueTaken(error, table, lang)
    throw error
  }
}

export async function updateRow(
  deps: Deps,
  table: TableRow,
  rowId: number,
  input: Record<string, unknown>,
  lang: Lang,
): Promise<DataplusRow> {
  const values = await checkedValues(deps.db, table, input, lang, { defaults: false })
  try {
    return await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(dataplusRows)
        .where(
          and(
            eq(dataplusRows.appId, table.appId),
            eq(dataplusRows.tableId, table.id),
            eq(dataplusRows.id, rowId),
          ),
        )
        .for('update')
      if (!before) throw dataplusError(404, lang, 'rowNotFound')
      const [stored] = await tx
        .update(dataplusRows)
        .set({ data: values, updatedAt: deps.clock.now() })
        .where(
          and(
            eq(dataplusRows.appId, table.appId),
            eq(dataplusRows.tableId, table.id),
            eq(dataplusRows.id, rowId),
          ),
        )
        .returning()
      const row = toRow(table.columns, stored!)
      await publishRowEvent(tx, deps, table, 'updated', row, toRow(table.columns, before))
      return row
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw uniqueTaken(error, table, lang)
    throw error
  }
}

export async function removeRow(deps: Deps, table: TableRow, rowId: number, lang: Lang) {
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(dataplusRows)
      .where(
        and(
          eq(dataplusRows.appId, table.appId),
          eq(dataplusRows.tableId, table.id),
          eq(dataplusRows.id, rowId),
        ),
      )
      .returning()
    if (!removed) throw dataplusError(404, lang, 'rowNotFound')
    await publishRowEvent(tx, deps, table, 'removed', toRow(table.columns, removed))
  })
}
