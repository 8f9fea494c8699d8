import {
  PANEL_PAGE_SIZE,
  type PanelDetail,
  type PanelFigures,
  type PanelReport,
  type PanelRow,
  type PanelStatusFilter,
} from '@vitrine/api'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rowsOf } from '../db/rows.ts'
import { STORE_TIME_ZONE } from '../time/store-time.ts'

/*
 * The reseller's stores ("painéis") and their figures over a period. Approved payments are the
 * ones whose money came in inside the period (`paid_at`, São Paulo days, both ends included):
 * their count, their captured centavos and the gateway fees charged on them. A reseller sells
 * hundreds of stores, not millions, so the list is paged by offset with an exact count; the
 * figures come from the payments' (app_id, …) indexes, one grouped pass per page.
 */

export interface PanelFilters {
  from: string
  to: string
  status: PanelStatusFilter
  q: string
}

const zone = sql.raw(`'${STORE_TIME_ZONE}'`)

/** The period's bounds as instants: from the first day's midnight to the day after the last. */
function period(filters: Pick<PanelFilters, 'from' | 'to'>) {
  return {
    start: sql`(${filters.from}::date)::timestamp at time zone ${zone}`,
    end: sql`((${filters.to}::date + 1)::timestamp at time zone ${zone})`,
  }
}

function storesWhere(resellerId: number, filters: PanelFilters): SQL {
  const parts = [sql`ra.reseller_id = ${resellerId}`]
  if (filters.status !== 'all') parts.push(sql`a.status = ${filters.status === 'active' ? 1 : 0}`)
  if (filters.q) {
    // The name folded of case; LIKE's own characters typed are taken literally.
    const needle = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    parts.push(sql`lower(a.name) like ${needle}`)
  }
  return sql.join(parts, sql` and `)
}

interface FiguresRow {
  approved_count: string | number
  approved_cents: string | number
  fees_cents: string | number
}

const figuresOf = (row: FiguresRow | undefined): PanelFigures => ({
  approved_count: Number(row?.approved_count ?? 0),
  approved_cents: Number(row?.approved_cents ?? 0),
  fees_cents: Number(row?.fees_cents ?? 0),
})

/** Each store's (`a`) figures over the period, as a lateral join. */
function figuresJoin(filters: PanelFilters) {
  const { start, end } = period(filters)
  return sql`left join lateral (
      select count(*) as approved_count,
             coalesce(sum(p.captured_cents), 0) as approved_cents,
             coalesce(sum(p.fee_cents), 0) as fees_cents
        from payments p
       where p.app_id = a.id and p.paid_at >= ${start} and p.paid_at < ${end}
    ) f on true`
}

export async function panelReport(
  db: Database,
  resellerId: number,
  filters: PanelFilters,
  page: number,
): Promise<PanelReport> {
  const where = storesWhere(resellerId, filters)
  const totals = rowsOf<FiguresRow & { stores: string | number; active: string | number }>(
    await db.execute(sql`
      select count(*) as stores,
             count(*) filter (where a.status = 1) as active,
             coalesce(sum(f.approved_count), 0) as approved_count,
             coalesce(sum(f.approved_cents), 0) as approved_cents,
             coalesce(sum(f.fees_cents), 0) as fees_cents
        from reseller_apps ra
        join apps a on a.id = ra.app_id
        ${figuresJoin(filters)}
       where ${where}`),
  )[0]
  const items = await panelRows(db, resellerId, filters, {
    limit: PANEL_PAGE_SIZE,
    offset: (page - 1) * PANEL_PAGE_SIZE,
  })
  return {
    items,
    page,
    page_size: PANEL_PAGE_SIZE,
    total: Number(totals?.stores ?? 0),
    totals: {
      stores: Number(totals?.stores ?? 0),
      active: Number(totals?.active ?? 0),
      ...figuresOf(totals),
    },
  }
}

/** The stores by name (then id), with their figures; a page of them, or all (the CSV). */
export async function panelRows(
  db: Database,
  resellerId: number,
  filters: PanelFilters,
  window: { limit: number; offset: number },
): Promise<PanelRow[]> {
  const rows = rowsOf<
    FiguresRow & {
      id: number
      name: string
      created_at: Date | string
      status: number
      owner_email: string
    }
  >(
    await db.execute(sql`
      select a.id, a.name, a.created_at, a.status, u.email as owner_email,
             f.approved_count, f.approved_cents, f.fees_cents
        from reseller_apps ra
        join apps a on a.id = ra.app_id
        join users u on u.id = a.owner_user_id
        ${figuresJoin(filters)}
       where ${storesWhere(resellerId, filters)}
       order by lower(a.name), a.id
       limit ${window.limit} offset ${window.offset}`),
  )
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    created_at: new Date(row.created_at).toISOString(),
    active: Number(row.status) === 1,
    owner_email: row.owner_email,
    ...figuresOf(row),
  }))
}

/** One store of the reseller, day by day over the period (every day listed, zeros included). */
export async function panelDetail(
  db: Database,
  resellerId: number,
  panelId: number,
  range: { from: string; to: string },
): Promise<PanelDetail | undefined> {
  const [store] = rowsOf<{
    id: number
    name: string
    created_at: Date | string
    status: number
    owner_name: string
    owner_email: string
  }>(
    await db.execute(sql`
      select a.id, a.name, a.created_at, a.status, u.name as owner_name, u.email as owner_email
        from reseller_apps ra
        join apps a on a.id = ra.app_id
        join users u on u.id = a.owner_user_id
       where ra.reseller_id = ${resellerId} and ra.app_id = ${panelId}`),
  )
  if (!store) return undefined
  const { start, end } = period(range)
  const days = rowsOf<FiguresRow & { date: string }>(
    await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as date,
             count(p.id) as approved_count,
             coalesce(sum(p.captured_cents), 0) as approved_cents,
             coalesce(sum(p.fee_cents), 0) as fees_cents
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
        left join payments p
          on p.app_id = ${panelId}
         and p.paid_at >= ${start} and p.paid_at < ${end}
         and (p.paid_at at time zone ${zone})::date = d.day::date
       group by d.day
       order by d.day`),
  )
  const list = days.map((row) => ({ date: row.date, ...figuresOf(row) }))
  const sum = (key: keyof PanelFigures) => list.reduce((total, day) => total + day[key], 0)
  return {
    id: Number(store.id),
    name: store.name,
    created_at: new Date(store.created_at).toISOString(),
    active: Number(store.status) === 1,
    owner: { name: store.owner_name, email: store.owner_email },
    days: list,
    totals: {
      approved_count: sum('approved_count'),
      approved_cents: sum('approved_cents'),
      fees_cents: sum('fees_cents'),
    },
  }
}

/** One CSV field, quoted when it must be, with the formula guard spreadsheets need. */
function csvField(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const reais = (cents: number) => (cents / 100).toFixed(2).replace('.', ',')

export const PANEL_CSV_HEADER = [
  'id',
  'loja',
  'criada_em',
  'status',
  'dono',
  'pagamentos_aprovados',
  'valor_aprovado',
  'taxas',
]

/** The CSV's lines, streamed a page at a time; `;` separated, amounts in reais with a comma. */
export async function* panelCsv(
  db: Database,
  resellerId: number,
  filters: PanelFilters,
): AsyncGenerator<string> {
  const batch = 500
  // The first query runs before the first chunk (http/streamed.ts: an error then is a proper answer).
  let rows = await panelRows(db, resellerId, filters, { limit: batch, offset: 0 })
  yield `\uFEFF${PANEL_CSV_HEADER.join(';')}\r\n`
  for (let offset = 0; rows.length;) {
    yield rows
      .map((row) =>
        [
          row.id,
          row.name,
          row.created_at.slice(0, 10),
          row.active ? 'ativa' : 'inativa',
          row.owner_email,
          row.approved_count,
          reais(row.approved_cents),
          reais(row.fees_cents),
        ]
          .map(csvField)
          .join(';'),
      )
      .map((line) => `${line}\r\n`)
      .join('')
    if (rows.length < batch) break
    offset += batch
    rows = await panelRows(db, resellerId, filters, { limit: batch, offset })
  }
}
