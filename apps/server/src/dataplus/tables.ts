import type {
  DataplusColumnInputSchema,
  DataplusTableInputSchema,
  DataplusColumn,
  DataplusConversionProblem,
  DataplusTable,
  DataplusTableSummary,
} from '@vitrine/api'
import {
  DATAPLUS_COLUMNS_MAX,
  DATAPLUS_REPORT_MAX,
  DATAPLUS_TABLES_MAX,
  convertValue,
  dataplusError,
  parseValue,
  slugOf,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Database } from '../db/client.ts'
import { changedFields, createdFields, deletedFields } from '../audit/diff.ts'
import { writeAudit, type AuditActor } from '../audit/write.ts'
import { isUniqueViolation } from '../db/errors.ts'
import type { AppDeps } from '../http/context.ts'
import { webhookEndpoints } from '../webhooks/schema.ts'
import { rowsOf } from './sql-rows.ts'
import { createColumnIndexes, dropColumnIndexes, tableFilter, valueExpr } from './indexes.ts'
import { dataplusTables, dataplusTriggers } from './schema.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>
export type TableRow = typeof dataplusTables.$inferSelect
type TableValues = v.InferOutput<typeof DataplusTableInputSchema>
type ColumnValues = v.InferOutput<typeof DataplusColumnInputSchema>

/** A type change reads and rewrites rows in batches of this many. */
const CONVERT_BATCH = 2000

export function toTable(row: TableRow): DataplusTable {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    columns: row.columns,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function listTables(db: Database, appId: number): Promise<DataplusTableSummary[]> {
  const tables = await db
    .select()
    .from(dataplusTables)
    .where(eq(dataplusTables.appId, appId))
    .orderBy(asc(dataplusTables.name), asc(dataplusTables.id))
  // Counting stops at 10,001: a table of millions is "mais de 10.000" to the list.
  const counts = await Promise.all(
    tables.map(async (table) => {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from (select 1 from dataplus_rows where ${tableFilter(appId, table.id)} limit 10001) s`,
      )
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0)
    }),
  )
  const triggers = await db
    .select({ tableId: dataplusTriggers.tableId, n: sql<number>`count(*)::int` })
    .from(dataplusTriggers)
    .where(eq(dataplusTriggers.appId, appId))
    .groupBy(dataplusTriggers.tableId)
  return tables.map((table, i) => ({
    ...toTable(table),
    row_count: counts[i]!,
    trigger_count: Number(triggers.find((item) => item.tableId === table.id)?.n ?? 0),
  }))
}

export async function findTable(
  db: Database,
  appId: number,
  tableId: number,
  lang: Lang,
  { lock = false }: { lock?: boolean } = {},
): Promise<TableRow> {
  const query = db
    .select()
    .from(dataplusTables)
    .where(and(eq(dataplusTables.appId, appId), eq(dataplusTables.id, tableId)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw dataplusError(404, lang, 'tableNotFound')
  return row
}

export async function findTableBySlug(db: Database, appId: number, slug: string, lang: Lang) {
  const [row] = await db
    .select()
    .from(dataplusTables)
    .where(and(eq(dataplusTables.appId, appId), eq(dataplusTables.slug, slug)))
  if (!row) throw dataplusError(404, lang, 'tableNotFound')
  return row
}

const slugTaken = (lang: Lang) =>
  dataplusError(409, lang, 'slugTaken', {}, { slug: dataplusError(409, lang, 'slugTaken').message })

export async function createTable(
  { db, clock }: Deps,
  appId: number,
  values: TableValues,
  lang: Lang,
  /** Who acts, for the audit log; none for the demo's own data, which is not logged. */
  actor?: AuditActor,
): Promise<DataplusTable> {
  const slug = values.slug || slugOf(values.name).slice(0, 80).replace(/-+$/, '') || 'tabela'
  const now = clock.now()
  try {
    return await db.transaction(async (tx) => {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(dataplusTables)
        .where(eq(dataplusTables.appId, appId))
      if (Number(n) >= DATAPLUS_TABLES_MAX) {
        throw dataplusError(422, lang, 'tooManyTables', { max: DATAPLUS_TABLES_MAX })
      }
      const [row] = await tx
        .insert(dataplusTables)
        .values({
          appId,
          name: values.name,
          slug,
          description: values.description,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      if (actor)
        await writeAudit(tx, appId, actor, now, {
          area: 'layout',
          action: 'create',
          entity: 'dataplus_table',
          entityId: row!.id,
          label: row!.name,
          changes: createdFields({ name: row!.name, slug: row!.slug }),
        })
      return toTable(row!)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(lang)
    throw error
  }
}

export async function updateTable(
  { db, clock }: Deps,
  appId: number,
  tableId: number,
  values: TableValues,
  lang: Lang,
  /** Who acts, for the audit log; none for the demo's own data, which is not logged. */
  actor?: AuditActor,
): Promise<DataplusTable> {
  const current = await findTable(db, appId, tableId, lang)
  const slug = values.slug || current.slug
  const now = clock.now()
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(dataplusTables)
        .set({ name: values.name, slug, description: values.description, updatedAt: now })
        .where(and(eq(dataplusTables.appId, appId), eq(dataplusTables.id, tableId)))
        .returning()
      const fields = (table: { name: string; slug: string; description: string | null }) => ({
        name: table.name,
        slug: table.slug,
        description: table.description,
      })
      if (actor)
        await writeAudit(tx, appId, actor, now, {
          area: 'layout',
          action: 'update',
          entity: 'dataplus_table',
          entityId: tableId,
          label: row!.name,
          changes: changedFields(fields(current), fields(row!)),
        })
      return toTable(row!)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(lang)
    throw error
  }
}

/** The table, its rows, its indexes, its triggers and their webhook endpoints (and logs). */
export async function removeTable(
  { db, clock }: Deps,
  appId: number,
  tableId: number,
  lang: Lang,
  /** Who acts, for the audit log; none for the demo's own data, which is not logged. */
  actor?: AuditActor,
) {
  await db.transaction(async (tx) => {
    const table = await findTable(tx, appId, tableId, lang, { lock: true })
    const [{ rows } = { rows: 0 }] = rowsOf<{ rows: number }>(
      await tx.execute(
        sql`select count(*)::int as rows from dataplus_rows where ${tableFilter(appId, tableId)}`,
      ),
    )
    if (actor)
      await writeAudit(tx, appId, actor, clock.now(), {
        area: 'layout',
        action: 'delete',
        entity: 'dataplus_table',
        entityId: tableId,
        label: table.name,
        changes: deletedFields({
          slug: table.slug,
          columns: table.columns.length,
          rows: Number(rows),
        }),
      })
    for (const column of table.columns) await dropColumnIndexes(tx, tableId, column.id)
    const triggers = await tx
      .select({ endpointId: dataplusTriggers.endpointId })
      .from(dataplusTriggers)
      .where(and(eq(dataplusTriggers.appId, appId), eq(dataplusTriggers.tableId, tableId)))
    for (const trigger of triggers) {
      await tx
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.appId, appId), eq(webhookEndpoints.id, trigger.endpointId)))
    }
    await tx.execute(sql`delete from dataplus_rows where ${tableFilter(appId, tableId)}`)
    await tx
      .delete(dataplusTables)
      .where(and(eq(dataplusTables.appId, appId), eq(dataplusTables.id, tableId)))
  })
}

/* Columns: every change runs in one transaction holding the table's row. */

/** A column as the audit log shows it. */
const loggedColumn = (column: DataplusColumn) => ({
  key: column.key,
  label: column.label,
  type: column.type,
  required: column.required,
  unique: column.unique,
  indexed: column.indexed,
  default: column.default,
})

function auditColumn(
  tx: Database,
  table: TableRow,
  actor: AuditActor | undefined,
  at: Date,
  action: 'create' | 'update' | 'delete',
  changes: Record<string, { before: unknown; after: unknown }>,
  key: string,
) {
  if (!actor) return
  return writeAudit(tx, table.appId, actor, at, {
    area: 'layout',
    action,
    entity: 'dataplus_column',
    entityId: table.id,
    label: `${table.name} › ${key}`,
    changes,
  })
}

const conversionRefused = (
  lang: Lang,
  column: string,
  total: number,
  problems: DataplusConversionProblem[],
  field = 'type',
) =>
  dataplusError(
    422,
    lang,
    'conversionRefused',
    { total, column },
    { [field]: dataplusError(422, lang, 'conversionRefused', { total, column }).message },
    { report: { column, total, problems } },
  )

/** A column's default, checked as a cell of its type (422 on `default`). */
function checkedDefault(values: ColumnValues, lang: Lang): unknown {
  const parsed = parseValue(values.type, values.default, lang)
  if (!parsed.ok) {
    const message = dataplusError(422, lang, 'defaultNotValid', { message: parsed.message }).message
    throw dataplusError(
      422,
      lang,
      'defaultNotValid',
      { message: parsed.message },
      { default: message },
    )
  }
  return parsed.value
}

async function saveColumns(
  tx: Database,
  table: TableRow,
  columns: DataplusColumn[],
  now: Date,
  nextColumnId = table.nextColumnId,
) {
  const [row] = await tx
    .update(dataplusTables)
    .set({ columns, nextColumnId, updatedAt: now })
    .where(and(eq(dataplusTables.appId, table.appId), eq(dataplusTables.id, table.id)))
    .returning()
  return toTable(row!)
}

/** Rows whose value of `column` is empty: the first few and how many (for `required`). */
async function emptyRows(tx: Database, table: TableRow, column: DataplusColumn) {
  const where = sql`${tableFilter(table.appId, table.id)} and ${valueExpr(column)} is null`
  const result = await tx.execute<{ id: number; total: number }>(
    sql`select id, count(*) over ()::int as total from dataplus_rows where ${where} order by id limit ${DATAPLUS_REPORT_MAX}`,
  )
  const rows = rowsOf<{ id: number; total: number }>(result)
  return { total: Number(rows[0]?.total ?? 0), ids: rows.map((row) => Number(row.id)) }
}

async function createIndexesOrRefuse(
  tx: Database,
  table: TableRow,
  column: DataplusColumn,
  lang: Lang,
) {
  try {
    await createColumnIndexes(tx, table.id, column)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const message = dataplusError(422, lang, 'uniqueRefused', { column: column.key }).message
    throw dataplusError(422, lang, 'uniqueRefused', { column: column.key }, { unique: message })
  }
}

export async function addColumn(
  { db, clock }: Deps,
  appId: number,
  tableId: number,
  values: ColumnValues,
  lang: Lang,
  /** Who acts, for the audit log; none for the demo's own data, which is not logged. */
  actor?: AuditActor,
): Promise<DataplusTable> {
  const fallback = checkedDefault(values, lang)
  return db.transaction(async (tx) => {
    const table = await findTable(tx, appId, tableId, lang, { lock: true })
    if (table.columns.length >= DATAPLUS_COLUMNS_MAX) {
      throw dataplusError(422, lang, 'tooManyColumns', { max: DATAPLUS_COLUMNS_MAX })
    }
    if (table.columns.some((column) => column.key === values.key)) {
      const message = dataplusError(409, lang, 'keyTaken').message
      throw dataplusError(409, lang, 'keyTaken', {}, { key: message })
    }
    const column: DataplusColumn = {
      id: table.nextColumnId,
      key: values.key,
      label: values.label,
      type: values.type,
      required: values.required,
      unique: values.unique,
      indexed: values.indexed || values.unique,
      default: fallback,
    }
    // Rows already there take the default; a required column without one cannot be added to them.
    if (fallback !== null) {
      await tx.execute(
        sql`update dataplus_rows set data = data || jsonb_build_object(${column.key}::text, ${JSON.stringify(fallback)}::jsonb) where ${tableFilter(appId, tableId)}`,
      )
    } else if (column.required) {
      const empty = await emptyRows(tx, table, column)
      if (empty.total > 0) {
        const problems = empty.ids.map((id) => ({
          row_id: id,
          value: null,
          message: dataplusError(422, lang, 'required').message,
        }))
        throw conversionRefused(lang, column.key, empty.total, problems, 'required')
      }
    }
    await createIndexesOrRefuse(tx, table, column, lang)
    const now = clock.now()
    await auditColumn(
      tx,
      table,
      actor,
      now,
      'create',
      createdFields(loggedColumn(column)),
      column.key,
    )
    return saveColumns(tx, table, [...table.columns, column], now, table.nextColumnId + 1)
  })
}

/**
 * Converts every row's value of `from` into `to`, or refuses with the rows that would not take
 * it (the first DATAPLUS_REPORT_MAX and the count); nothing is written until all have passed.
 */
async function convertRows(
  tx: Database,
  table: TableRow,
  key: string,
  from: DataplusColumn['type'],
  to: DataplusColumn['type'],
  lang: Lang,
) {
  const problems: DataplusConversionProblem[] = []
  let total = 0
  const updates: { id: number; v: unknown }[] = []
  let after = 0
  for (;;) {
    const result = await tx.execute<{ id: number; v: unknown }>(
      sql`select id, data->${key} as v from dataplus_rows where ${tableFilter(table.appId, table.id)} and id > ${after} and jsonb_typeof(data->${key}) is distinct from 'null' and data ? ${key} order by id limit ${CONVERT_BATCH}`,
    )
    const batch = rowsOf<{ id: number; v: unknown }>(result)
    if (batch.length === 0) break
    for (const row of batch) {
      const id = Number(row.id)
      const converted = convertValue(from, to, row.v, lang)
      if (!converted.ok) {
        total += 1
        if (problems.length < DATAPLUS_REPORT_MAX)
          problems.push({ row_id: id, value: row.v, message: converted.message })
      } else if (total === 0 && JSON.stringify(converted.value) !== JSON.stringify(row.v)) {
        updates.push({ id, v: converted.value })
      }
    }
    after = Number(batch.at(-1)!.id)
  }
  if (total > 0) throw conversionRefused(lang, key, total, problems)
  for (let i = 0; i < updates.length; i += CONVERT_BATCH) {
    const chunk = JSON.stringify(updates.slice(i, i + CONVERT_BATCH))
    await tx.execute(sql`
      update dataplus_rows r set data = jsonb_set(r.data, array[${key}::text], u.v)
      from jsonb_to_recordset(${chunk}::jsonb) as u(id bigint, v jsonb)
      where r.app_id = ${table.appId} and r.table_id = ${sql.raw(String(table.id))} and r.id = u.id`)
  }
}

export async function updateColumn(
  { db, clock }: Deps,
  appId: number,
  tableId: number,
  columnId: number,
  values: ColumnValues,
  lang: Lang,
  /** Who acts, for the audit log; none for the demo's own data, which is not logged. */
  actor?: AuditActor,
): Promise<DataplusTable> {
  const fallback = checkedDefault(values, lang)
  return db.transaction(async (tx) => {
    const table = await findTable(tx, appId, tableId, lang, { lock: true })
    const current = table.columns.find((column) => column.id === columnId)
    if (!current) throw dataplusError(404, lang, 'columnNotFound')
    if (table.columns.some((column) => column.key === values.key && column.id !== columnId)) {
      const message = dataplusError(409, lang, 'keyTaken').message
      throw dataplusError(409, lang, 'keyTaken', {}, { key: message })
    }
    const next: DataplusColumn = {
      ...current,
      key: values.key,
      label: values.label,
      type: values.type,
      required: values.required,
      unique: values.unique,
      indexed: values.indexed || values.unique,
      default: fallback,
    }
    await dropColumnIndexes(tx, tableId, columnId)
    if (next.key !== current.key) {
      await tx.execute(sql`
        update dataplus_rows set data = (data - ${current.key}::text) || jsonb_build_object(${next.key}::text, data->${current.key}::text)
        where ${tableFilter(appId, tableId)} and data ? ${current.key}`)
    }
    if (next.type !== current.type)
      await convertRows(tx, table, next.key, current.type, next.type, lang)
    if (next.required && !current.required) {
      const empty = await emptyRows(tx, table, next)
      if (empty.total > 0) {
        const message = dataplusError(422, lang, 'required').message
        const problems = empty.ids.map((id) => ({ row_id: id, value: null, message }))
        throw conversionRefused(lang, next.key, empty.total, problems, 'required')
      }
    }
    await createIndexesOrRefuse(tx, table, next, lang)
    const columns = table.columns.map((column) => (column.id === columnId ? next : column))
    const now = clock.now()
    const changes = changedFields(loggedColumn(current), loggedColumn(next))
    await auditColumn(tx, table, actor, now, 'update', changes, next.key)
    return saveColumns(tx, table, columns, now)
  })
}

export async function removeColumn(
  { db, clock }: Deps,
  appId: number,
  tableId: number,
  columnId: number,
  lang: Lang,
  /** Who acts, for the audit log; none for the demo's own data, which is not logged. */
  actor?: AuditActor,
): Promise<DataplusTable> {
  return db.transaction(async (tx) => {
    const table = await findTable(tx, appId, tableId, lang, { lock: true })
    const column = table.columns.find((item) => item.id === columnId)
    if (!column) throw dataplusError(404, lang, 'columnNotFound')
    const now = clock.now()
    await auditColumn(
      tx,
      table,
      actor,
      now,
      'delete',
      deletedFields(loggedColumn(column)),
      column.key,
    )
    await dropColumnIndexes(tx, tableId, columnId)
    await tx.execute(
      sql`update dataplus_rows set data = data - ${column.key}::text where ${tableFilter(appId, tableId)} and data ? ${column.key}`,
    )
    const columns = table.columns.filter((item) => item.id !== columnId)
    return saveColumns(tx, table, columns, now)
  })
}

export async function reorderColumns(
  { db, clock }: Deps,
  appId: number,
  tableId: number,
  ids: number[],
  lang: Lang,
): Promise<DataplusTable> {
  return db.transaction(async (tx) => {
    const table = await findTable(tx, appId, tableId, lang, { lock: true })
    const unique = new Set(ids)
    if (
      unique.size !== ids.length ||
      unique.size !== table.columns.length ||
      !table.columns.every((column) => unique.has(column.id))
    ) {
      const message = dataplusError(422, lang, 'orderMismatch').message
      throw dataplusError(422, lang, 'orderMismatch', {}, { ids: message })
    }
    const columns = ids.map((id) => table.columns.find((column) => column.id === id)!)
    return saveColumns(tx, table, columns, clock.now())
  })
}
