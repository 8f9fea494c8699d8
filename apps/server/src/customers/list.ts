import {
  CUSTOMER_PAGE_SIZE,
  DEFAULT_CUSTOMER_SORT,
  type CustomerPage,
  type CustomerQuerySchema,
  type CustomerSort,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type * as v from 'valibot'
import type { Database } from '../db/client.ts'
import { customers } from './schema.ts'
import {
  decodeCustomerCursor,
  encodeCustomerCursor,
  invalidCursor,
  microsToIso,
  type CustomerCursor,
  type SortKeyKind,
} from './cursor.ts'
import { customerConditions } from './filters.ts'
import { customerColumns, toCustomer, type StoredCustomer } from './rows.ts'

export type CustomerListQuery = v.InferOutput<typeof CustomerQuerySchema>

interface SortSpec {
  column: PgColumn
  kind: SortKeyKind
  /** Rows without a value come last in both directions (a customer with no purchase yet). */
  nullable: boolean
}

/** Each sort's column; each has an index (app_id, column, id) that serves its pages. */
const SORTS: Record<string, SortSpec> = {
  created_at: { column: customers.createdAt, kind: 'instant', nullable: false },
  name: { column: customers.sortName, kind: 'text', nullable: false },
  total_spent: { column: customers.totalSpent, kind: 'integer', nullable: false },
  last_purchase_at: { column: customers.lastPurchaseAt, kind: 'instant', nullable: true },
}

function sortSpec(sort: CustomerSort) {
  const descending = sort.startsWith('-')
  return { ...SORTS[sort.replace(/^-/, '')]!, descending }
}

/** The sort key as the cursor carries it: instants in whole microseconds (see cursor.ts). */
function keyExpression({ column, kind }: SortSpec): SQL {
  if (kind === 'instant') return sql`(extract(epoch from ${column}) * 1000000)::bigint::text`
  return sql`${column}`
}

function readKey(kind: SortKeyKind, raw: unknown): string | number | null {
  if (raw === null || raw === undefined) return null
  return kind === 'text' ? String(raw) : Number(raw)
}

/** The key as a value to compare the column with. */
function keyValue(kind: SortKeyKind, key: string | number): SQL {
  if (kind === 'instant') return sql`${microsToIso(key as number)}::timestamptz`
  return sql`${key}`
}

/** A cursor too long to carry its key: the key of the row it names (gone → a stale cursor). */
async function withKey(
  db: Database,
  appId: number,
  spec: SortSpec,
  cursor: CustomerCursor,
  lang: Lang,
): Promise<CustomerCursor> {
  if (cursor.key !== undefined) return cursor
  const [row] = await db
    .select({ key: keyExpression(spec) })
    .from(customers)
    .where(and(eq(customers.appId, appId), eq(customers.id, cursor.id)))
  if (!row) throw invalidCursor(lang)
  return { ...cursor, key: readKey(spec.kind, row.key) }
}

type KeyedRow = StoredCustomer & { sortKey: unknown }

/**
 * One page of the app's customers matching the filters, in a total order (the sort's column,
 * then the id in the same direction), after the cursor's row. Keyset pagination throughout:
 * "after (key, id)" is a row comparison the sort's index answers directly, so the thousandth
 * page costs what the first does. One row more than the page says whether another exists.
 *
 * A nullable column (last purchase) is read in two runs, rows with a value in the asked
 * direction and then rows without one by id, so that those never come first and each run
 * keeps its index order; the cursor's null key says the previous page ended in the second.
 */
export async function customerPage(
  db: Database,
  appId: number,
  query: CustomerListQuery,
  lang: Lang,
): Promise<CustomerPage> {
  const sort = query.sort ?? DEFAULT_CUSTOMER_SORT
  const spec = sortSpec(sort)
  const limit = query.limit ?? CUSTOMER_PAGE_SIZE
  const filters = customerConditions(appId, query)
  const decoded =
    query.cursor === undefined
      ? undefined
      : decodeCustomerCursor(query.cursor, sort, spec.kind, spec.nullable, lang)
  const cursor = decoded && (await withKey(db, appId, spec, decoded, lang))

  const direction = spec.descending ? desc : asc
  const after = (left: SQL, right: SQL) =>
    spec.descending ? sql`${left} < ${right}` : sql`${left} > ${right}`
  const select = async (conditions: SQL[], order: SQL[], rows: number): Promise<KeyedRow[]> =>
    db
      .select({ ...customerColumns, sortKey: keyExpression(spec) })
      .from(customers)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(rows)

  // The purchase aggregates move together: a customer has a last purchase exactly when they
  // have purchases. With that filter one of the two runs is empty, and asking for it anyway
  // would walk the whole index looking for a row that cannot exist (seconds at a million).
  const skipValued = spec.nullable && query.has_purchases === false
  const skipEmpty = spec.nullable && query.has_purchases === true

  const rows: KeyedRow[] = []
  const inValuedRun = cursor?.key !== null
  if (inValuedRun && !skipValued) {
    const conditions = [...filters]
    if (spec.nullable) conditions.push(isNotNull(spec.column))
    if (cursor) {
      const key = keyValue(spec.kind, cursor.key!)
      conditions.push(after(sql`(${spec.column}, ${customers.id})`, sql`(${key}, ${cursor.id})`))
    }
    rows.push(
      ...(await select(conditions, [direction(spec.column), direction(customers.id)], limit + 1)),
    )
  }
  if (spec.nullable && !skipEmpty && rows.length <= limit) {
    const conditions = [...filters, isNull(spec.column)]
    if (cursor && !inValuedRun) conditions.push(after(sql`${customers.id}`, sql`${cursor.id}`))
    rows.push(...(await select(conditions, [direction(customers.id)], limit + 1 - rows.length)))
  }

  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(({ sortKey: _sortKey, ...row }) => toCustomer(row)),
    next_cursor:
      rows.length > limit && last
        ? encodeCustomerCursor({ sort, key: readKey(spec.kind, last.sortKey), id: last.id })
        : null,
  }
}
