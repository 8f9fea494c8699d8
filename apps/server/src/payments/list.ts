import {
  PAYMENT_STATUSES,
  TRANSACTION_PAGE_SIZE,
  type PaymentStatus,
  type TransactionFilters,
  type TransactionPage,
  type TransactionTotals,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, sql } from 'drizzle-orm'
import { invalidCursor, microsToIso } from '../customers/cursor.ts'
import type { Database } from '../db/client.ts'
import { gateways } from '../gateways/schema.ts'
import { paymentConditions } from './filters.ts'
import { paymentColumns, toSummary, type PaymentRow } from './rows.ts'
import { payments } from './schema.ts'

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

export type ListedPayment = PaymentRow & { gatewayName: string | null }

/** One page of full rows (the list answers summaries, the export every column). */
export async function paymentRowsPage(
  db: Database,
  appId: number,
  filters: TransactionFilters,
  cursor: string | undefined,
  limit: number,
  lang: Lang,
): Promise<{ rows: ListedPayment[]; nextCursor: string | null }> {
  const conditions = paymentConditions(appId, filters)
  if (cursor !== undefined) {
    const after = decodeCursor(cursor, lang)
    conditions.push(
      sql`(${payments.createdAt}, ${payments.id}) < (${microsToIso(after.micros)}::timestamptz, ${after.id})`,
    )
  }
  const rows = await db
    .select({ ...paymentColumns, gatewayName: gateways.name, key: keyMicros })
    .from(payments)
    .leftJoin(gateways, eq(gateways.id, payments.gatewayId))
    .where(and(...conditions))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit + 1)
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
