import {
  STATEMENT_KINDS,
  walletText,
  WALLET_PAGE_SIZE,
  type PayoutDestination,
  type StatementEntry,
  type StatementFilters,
  type StatementKind,
  type StatementPage,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rowsOf } from '../db/rows.ts'
import { decodeCursor, encodeCursor } from '../http/cursor.ts'
import { storeDayEnd, storeDayStart } from '../time/store-time.ts'
import { destinationLabel } from './destination.ts'

/*
 * The statement: what moved the store's available money, one line per journal that touched
 * `merchant_available`, its amount the sum of that journal's postings there (money in positive,
 * out negative), newest first, in keyset pages by journal id. A line's kind comes from the
 * journal's kind (a `payout` journal is a withdrawal or a supplier payment by its payout);
 * a payout's confirmation moves nothing available, so it is no line of its own — its
 * withdrawal's line already took the money out, and a failure's `payout_returned` puts it back.
 */

/** The journal kinds that are a statement kind of the same name. */
const SAME_NAME: readonly StatementKind[] = [
  'release',
  'refund',
  'chargeback',
  'payout_returned',
  'split',
  'split_reversal',
]

/** The line's kind, in SQL, from the journal (`j`) and its payout (`wp`). */
const KIND = sql.raw(`case
  when j.kind = 'payout' and wp.kind = 'withdrawal' then 'withdrawal'
  when j.kind = 'payout' then 'supplier_payment'
  when j.kind in (${SAME_NAME.map((kind) => `'${kind}'`).join(', ')}) then j.kind
  else 'other' end`)

interface LineRow {
  id: unknown
  kind: StatementKind
  journal_kind: string
  reference: string
  created_at: unknown
  amount: unknown
  payout_id: unknown
  payout_kind: string | null
  payout_description: string | null
  destination: PayoutDestination | null
  supplier_name: string | null
}

export interface StatementLine extends StatementEntry {
  /** When, as a Date (the CSV writes it in São Paulo time). */
  date: Date
}

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)))

function describe(row: LineRow, paymentId: number | null, lang: Lang): string {
  const payment = paymentId === null ? '' : `#${paymentId}`
  const what =
    row.payout_kind === 'withdrawal' && row.destination
      ? walletText(lang, 'withdrawalLine', { destination: destinationLabel(row.destination) })
      : walletText(lang, 'supplierPaymentLine', {
          supplier: row.supplier_name ?? '',
          description: row.payout_description ?? '',
        })
  switch (row.kind) {
    case 'withdrawal':
    case 'supplier_payment':
      return what
    case 'payout_returned':
      return walletText(lang, 'payoutReturnedLine', { what })
    case 'release':
      return walletText(lang, 'releaseLine', { payment })
    case 'refund':
      return walletText(lang, 'refundLine', { payment })
    case 'chargeback':
      return walletText(lang, 'chargebackLine', { payment })
    case 'split':
      return walletText(lang, 'splitLine', { payment })
    case 'split_reversal':
      return walletText(lang, 'splitReversalLine', { payment })
    default:
      return walletText(lang, 'otherLine', { kind: row.journal_kind })
  }
}

function toLine(row: LineRow, lang: Lang): StatementLine {
  const paymentMatch = /^payment:(\d+)$/.exec(row.reference)
  const paymentId = paymentMatch ? Number(paymentMatch[1]) : null
  const date = asDate(row.created_at)
  return {
    id: Number(row.id),
    at: date.toISOString(),
    date,
    kind: STATEMENT_KINDS.includes(row.kind) ? row.kind : 'other',
    amount_cents: Number(row.amount),
    description: describe(row, paymentId, lang),
    payment_id: paymentId,
    payout_id: row.payout_id == null ? null : Number(row.payout_id),
  }
}

/** One page of lines after the journal `before` (none: the newest), with the filters. */
export async function statementLines(
  db: Database,
  appId: number,
  filters: StatementFilters,
  before: number | undefined,
  limit: number,
  lang: Lang,
): Promise<{ lines: StatementLine[]; more: boolean }> {
  const where: SQL[] = [sql`p.app_id = ${appId}`]
  if (before !== undefined) where.push(sql`j.id < ${before}`)
  if (filters.from) where.push(sql`j.created_at >= ${storeDayStart(filters.from).toISOString()}`)
  if (filters.to) where.push(sql`j.created_at < ${storeDayEnd(filters.to).toISOString()}`)
  if (filters.kind) where.push(sql`(${KIND}) = ${filters.kind}`)
  const having =
    filters.direction === 'in'
      ? sql`having sum(p.amount_cents) > 0`
      : filters.direction === 'out'
        ? sql`having sum(p.amount_cents) < 0`
        : sql``
  const result = await db.execute(sql`
    select j.id, ${KIND} as kind, j.kind as journal_kind, j.reference, j.created_at,
           sum(p.amount_cents) as amount, wp.id as payout_id, wp.kind as payout_kind,
           wp.description as payout_description, wp.destination, ws.name as supplier_name
    from ledger_postings p
    join ledger_accounts a on a.id = p.account_id and a.code = 'merchant_available'
    join ledger_journals j on j.id = p.journal_id
    left join wallet_payouts wp on wp.app_id = j.app_id and wp.id = (
      case when j.reference ~ '^payout:[0-9]{1,9}$' then substr(j.reference, 8)::int end)
    left join wallet_suppliers ws on ws.id = wp.supplier_id
    where ${sql.join(where, sql` and `)}
    group by j.id, wp.id, ws.name
    ${having}
    order by j.id desc
    limit ${limit + 1}`)
  const rows = rowsOf<LineRow>(result)
  return { lines: rows.slice(0, limit).map((row) => toLine(row, lang)), more: rows.length > limit }
}

export async function statementPage(
  db: Database,
  appId: number,
  query: StatementFilters & { cursor?: string; limit?: number },
  lang: Lang,
): Promise<StatementPage> {
  const { cursor, limit = WALLET_PAGE_SIZE, ...filters } = query
  const before = cursor === undefined ? undefined : decodeCursor(cursor, lang)
  const { lines, more } = await statementLines(db, appId, filters, before, limit, lang)
  const last = lines.at(-1)
  return {
    items: lines.map(({ date: _date, ...entry }) => entry),
    next_cursor: more && last ? encodeCursor(last.id) : null,
  }
}
