import {
  LINK_PAGE_SIZE,
  LINK_PAID_STATUSES,
  LINK_SOLD_STATUSES,
  linkPublicUrl,
  linkStatus,
  type LinkAmountMode,
  type LinkFilters,
  type LinkPage,
  type LinkStatus,
  type LinkTotals,
  type PaymentLink,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, getTableColumns, lt, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { imageAddressOf } from '../files/store.ts'
import { decodeCursor, encodeCursor } from '../http/cursor.ts'
import { FOLD_FROM, FOLD_TO, payments } from '../payments/schema.ts'
import { linkError } from './messages.ts'
import { paymentLinks } from './schema.ts'

export type LinkRow = typeof paymentLinks.$inferSelect
export type SoldLinkRow = LinkRow & { sold: number }

const SOLD_LIST = sql.join(
  LINK_SOLD_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/**
 * Units sold: the link's payments in LINK_SOLD_STATUSES, counted where they are (through
 * payments_link_idx), so the figure is never out of step with the payments. Written with
 * qualified names: drizzle leaves columns unqualified in a select list, where the subquery
 * would read them as its own table's.
 */
export const soldCount = sql<number>`(select count(*)::int from "payments" as "sold" where "sold"."app_id" = "payment_links"."app_id" and "sold"."link_id" = "payment_links"."id" and "sold"."status" in (${SOLD_LIST}))`

/** The columns every read takes: the row and its units sold. */
export const linkColumns = { ...getTableColumns(paymentLinks), sold: soldCount }

export function toLink(row: SoldLinkRow, publicUrl: string, now: Date): PaymentLink {
  const link = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image_url: imageAddressOf(row.imageUrl, publicUrl),
    amount_mode: row.amountMode as LinkAmountMode,
    amount_cents: row.amountCents,
    min_cents: row.minCents,
    gateway_ids: row.gatewayIds,
    max_installments: row.maxInstallments,
    expires_at: row.expiresAt?.toISOString() ?? null,
    quantity_limit: row.quantityLimit,
    sold_count: Number(row.sold),
    ask_address: row.askAddress,
    active: row.active,
    public_url: linkPublicUrl(publicUrl, row.slug),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
  return { ...link, status: linkStatus(link, now) }
}

/** The derived status as a condition, the same precedence as the contract's linkStatus. */
export function statusCondition(status: LinkStatus, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`
  const expired = sql`(${paymentLinks.expiresAt} is not null and ${paymentLinks.expiresAt} <= ${at})`
  const soldOut = sql`(${paymentLinks.quantityLimit} is not null and ${soldCount} >= ${paymentLinks.quantityLimit})`
  switch (status) {
    case 'inactive':
      return sql`not ${paymentLinks.active}`
    case 'expired':
      return sql`${paymentLinks.active} and ${expired}`
    case 'sold_out':
      return sql`${paymentLinks.active} and not ${expired} and ${soldOut}`
    case 'active':
      return sql`${paymentLinks.active} and not ${expired} and not ${soldOut}`
  }
}

/** Lowercase without accents, as the title is compared (payments/schema.ts's folding). */
function fold(text: string): string {
  let out = ''
  for (const char of text) {
    const index = FOLD_FROM.indexOf(char)
    out += index >= 0 ? FOLD_TO[index] : char
  }
  return out.toLowerCase()
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** Every word somewhere in the title (accents and case ignored), or the slug starting with `q`. */
export function searchCondition(q: string): SQL | undefined {
  const words = fold(q).split(/\s+/).filter(Boolean)
  if (words.length === 0) return undefined
  const title = sql`lower(translate(${paymentLinks.title}, ${FOLD_FROM}, ${FOLD_TO}))`
  const inTitle = sql.join(
    words.map((word) => sql`${title} like ${`%${likeEscape(word)}%`}`),
    sql` and `,
  )
  const slug = sql`${paymentLinks.slug} like ${`${likeEscape(q.trim().toLowerCase())}%`}`
  return sql`((${inTitle}) or ${slug})`
}

export async function listLinks(
  db: Database,
  appId: number,
  query: LinkFilters & { cursor?: string; limit?: number },
  publicUrl: string,
  now: Date,
  lang: Lang,
): Promise<LinkPage> {
  const { cursor, limit = LINK_PAGE_SIZE, q, status } = query
  const conditions: SQL[] = [eq(paymentLinks.appId, appId)]
  if (cursor !== undefined) conditions.push(lt(paymentLinks.id, decodeCursor(cursor, lang)))
  const search = q ? searchCondition(q) : undefined
  if (search) conditions.push(search)
  if (status) conditions.push(statusCondition(status, now))
  const rows = await db
    .select(linkColumns)
    .from(paymentLinks)
    .where(and(...conditions))
    .orderBy(desc(paymentLinks.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => toLink(row, publicUrl, now)),
    next_cursor: rows.length > limit && last ? encodeCursor(last.id) : null,
  }
}

export async function findLink(
  db: Database,
  appId: number,
  where: { id: number } | { slug: string },
): Promise<SoldLinkRow | undefined> {
  const [row] = await db
    .select(linkColumns)
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.appId, appId),
        'id' in where ? eq(paymentLinks.id, where.id) : eq(paymentLinks.slug, where.slug),
      ),
    )
  return row
}

export async function getLink(
  db: Database,
  appId: number,
  where: { id: number } | { slug: string },
  publicUrl: string,
  now: Date,
  lang: Lang,
): Promise<PaymentLink> {
  const row = await findLink(db, appId, where)
  if (!row) throw linkError(404, lang, 'linkNotFound')
  return toLink(row, publicUrl, now)
}

const PAID_LIST = sql.join(
  LINK_PAID_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/** The link's payments: how many, how many brought money, what came in and went back. */
export async function linkTotals(
  db: Database,
  appId: number,
  linkId: number,
  lang: Lang,
): Promise<LinkTotals> {
  const [link] = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.appId, appId), eq(paymentLinks.id, linkId)))
  if (!link) throw linkError(404, lang, 'linkNotFound')
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${payments.status} in (${PAID_LIST})))::int`,
      received: sql<string>`coalesce(sum(${payments.capturedCents}), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.refundedCents}), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.appId, appId), eq(payments.linkId, linkId)))
  return {
    payments_count: totals?.count ?? 0,
    paid_count: totals?.paid ?? 0,
    received_cents: Number(totals?.received ?? 0),
    refunded_cents: Number(totals?.refunded ?? 0),
  }
}
