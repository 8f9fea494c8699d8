import {
  PAYMENT_STATUSES,
  TRANSACTION_PAGE_SIZE,
  type PaymentStatus,
  type TransactionFilters,
  type TransactionPage,
  type TransactionTotals,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { invalidCursor, microsToIso } from '../customers/cursor.ts'
import type { Database } from '../db/client.ts'
import { gateways } from '../gateways/schema.ts'
import { filterConditions, paymentConditions } from './filters.ts'
import { paymentColumns, toSummary, type PaymentRow } from './rows.ts'
import { payments } from './schema.ts'
import { paymentSearchCondition, searchKind } from './search.ts'

/*
 * The transactions list: newest first (created_at, then id, both descending), in keyset pages.
 * "After (created_at, id)" is a row comparison the (app_id, …, created_at, id) indexes answer
 * directly, so a deep page costs what the first does. The cursor carries the last row's
 * instant in whole microseconds (the database's precision; milliseconds would skip rows) and
 * its id, as opaque base64url JSON.
 */

interface PaymentCursor {
  micros: number
  id: number
}

function encodeCursor({ micros, id }: PaymentCursor): string {
  return Buffer.from(JSON.stringify({ k: micros, i: id })).toString('base64url')
}

/** 0001-01-01 to 9999-12-31 in microseconds: what an ISO instant can say. */
const MIN_MICROS = Date.parse('0001-01-01T00:00:00.000Z') * 1000
const MAX_MICROS = Date.parse('9999-12-31T23:59:59.999Z') * 1000 + 999

function decodeCursor(cursor: string, lang: Lang): PaymentCursor {
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString())
  } catch {
    throw invalidCursor(lang)
  }
  const { k, i } = (payload ?? {}) as { k?: unknown; i?: unknown }
  const valid =
    Number.isSafeInteger(k) &&
    (k as number) >= MIN_MICROS &&
    (k as number) <= MAX_MICROS &&
    Number.isSafeInteger(i) &&
    (i as number) >= 1
  if (!valid) throw invalidCursor(lang)
  return { micros: k as number, id: i as number }
}

const keyMicros = sql<string>`(extract(epoch from ${payments.createdAt}) * 1000000)::bigint::text`

/** Rows of the list after (older than) the cursor's, or from `cursor` on when `inclusive`. */
function keysetCondition(after: PaymentCursor, inclusive = false): SQL {
  const key = sql`(${microsToIso(after.micros)}::timestamptz, ${after.id})`
  const row = sql`(${payments.createdAt}, ${payments.id})`
  return inclusive ? sql`${row} >= ${key}` : sql`${row} < ${key}`
}

export type ListedPayment = PaymentRow & { gatewayName: string | null }
type KeyedRow = ListedPayment & { key: string }

/**
 * Name searches look at this many of the newest rows in list order first. A word that common
 * fills the page from them at the cost of a short index walk; a rarer one is then looked up in
 * the name index, whose matches are few enough to sort (under 1 % of the rows).
 */
const RECENT_WINDOW = 5_000

/**
 * One page of full rows (the list answers summaries, the export every column), newest first.
 *
 * A name search needs care at a million rows: PostgreSQL cannot tell how many names a word
 * prefix matches, and guessing "many" it walks the whole (app_id, created_at, id) index for a
 * name that matches nothing (a third of a second). So the page is read in two steps: the
 * newest RECENT_WINDOW rows with the other filters, searched as they come (cheap, and enough
 * for any common word); if they do not fill the page, the older rows through the name index
 * alone (bitmap scans only), sorted. Every other search and filter has a b-tree PostgreSQL
 * estimates well, and is one query.
 */
export async function paymentRowsPage(
  db: Database,
  appId: number,
  filters: TransactionFilters,
  cursor: string | undefined,
  limit: number,
  lang: Lang,
): Promise<{ rows: ListedPayment[]; nextCursor: string | null }> {
  const base = filterConditions(appId, filters)
  if (cursor !== undefined) base.push(keysetCondition(decodeCursor(cursor, lang)))
  const search = filters.q ? paymentSearchCondition(filters.q) : undefined
  const read = (from: Database, conditions: SQL[], rows: number) =>
    from
      .select({ ...paymentColumns, gatewayName: gateways.name, key: keyMicros })
      .from(payments)
      .leftJoin(gateways, eq(gateways.id, payments.gatewayId))
      .where(and(...conditions))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(rows)

  let rows: KeyedRow[]
  if (!search || searchKind(filters.q ?? '') !== 'name') {
    rows = await read(db, search ? [...base, search] : base, limit + 1)
  } else {
    const window = Math.max(RECENT_WINDOW, limit * 20)
    const [edge] = await db
      .select({ key: keyMicros, id: payments.id })
      .from(payments)
      .where(and(...base))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .offset(window - 1)
      .limit(1)
    const bound = edge && { micros: Number(edge.key), id: edge.id }
    rows = await read(
      db,
      [...base, ...(bound ? [keysetCondition(bound, true)] : []), search],
      limit + 1,
    )
    if (bound && rows.length <= limit) {
      const older = await db.transaction(async (tx) => {
        // Only bitmap scans: the name index finds the few matches, which are then sorted.
        await tx.execute(sql`set local enable_indexscan = off`)
        await tx.execute(sql`set local enable_indexonlyscan = off`)
        await tx.execute(sql`set local enable_seqscan = off`)
        return read(tx, [...base, keysetCondition(bound), search], limit + 1 - rows.length)
      })
      rows.push(...older)
    }
  }

  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    rows: page.map(({ key: _key, ...row }) => row),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ micros: Number(last.key), id: last.id }) : null,
  }
}

export async function transactionPage(
  db: Database,
  appId: number,
  query: TransactionFilters & { cursor?: string; limit?: number },
  lang: Lang,
): Promise<TransactionPage> {
  const { cursor, limit = TRANSACTION_PAGE_SIZE, ...filters } = query
  const { rows, nextCursor } = await paymentRowsPage(db, appId, filters, cursor, limit, lang)
  return {
    items: rows.map((row) => toSummary(row, row.gatewayName)),
    next_cursor: nextCursor,
  }
}

/** Counts and sums of every payment the filters match, and per status. */
export async function transactionTotals(
  db: Database,
  appId: number,
  filters: TransactionFilters,
): Promise<TransactionTotals> {
  const rows = await db
    .select({
      status: payments.status,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${payments.amountCents}), 0)`,
      captured: sql<string>`coalesce(sum(${payments.capturedCents}), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.refundedCents}), 0)`,
    })
    .from(payments)
    .where(and(...paymentConditions(appId, filters)))
    .groupBy(payments.status)
  const order = (status: string) => PAYMENT_STATUSES.indexOf(status as PaymentStatus)
  rows.sort((a, b) => order(a.status) - order(b.status))
  const sum = (pick: (row: (typeof rows)[number]) => string | number) =>
    rows.reduce((total, row) => total + Number(pick(row)), 0)
  return {
    count: sum((row) => row.count),
    amount_cents: sum((row) => row.amount),
    captured_cents: sum((row) => row.captured),
    refunded_cents: sum((row) => row.refunded),
    by_status: rows.map((row) => ({
      status: row.status as PaymentStatus,
      count: row.count,
      amount_cents: Number(row.amount),
    })),
  }
}
