import {
  RECURRENCE_PAGE_SIZE,
  SUBSCRIPTION_PUBLIC_ID_PATTERN,
  type SubscriptionPage,
  type SubscriptionQuery,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { invalidCursor, microsToIso } from '../../customers/cursor.ts'
import { customers } from '../../customers/schema.ts'
import { searchCondition } from '../../customers/search.ts'
import type { Database } from '../../db/client.ts'
import { subscriptions } from '../schema.ts'
import { listedByIds, toSubscription } from './read.ts'

/*
 * The subscriptions list: newest first (created_at, then id, both descending), in keyset
 * pages, for a store of a million subscriptions. Each filter has its b-tree in
 * recurrence/schema.ts — (app_id, created_at, id), (app_id, status, created_at, id),
 * (app_id, plan_id, created_at, id) — so "after (created_at, id)" is a range read of the index
 * and a deep page costs what the first does. The page's ids are read first and only those
 * rows are then joined to their customer and plan (51 primary-key lookups each), so the join
 * never runs over more than a page.
 *
 * The cursor carries the last row's instant in whole microseconds (the database's precision:
 * milliseconds would skip rows) and its id, as opaque base64url JSON.
 */

interface SubscriptionCursor {
  micros: number
  id: number
}

function encodeCursor({ micros, id }: SubscriptionCursor): string {
  return Buffer.from(JSON.stringify({ k: micros, i: id })).toString('base64url')
}

/** 0001-01-01 to 9999-12-31 in microseconds: what an ISO instant can say. */
const MIN_MICROS = Date.parse('0001-01-01T00:00:00.000Z') * 1000
const MAX_MICROS = Date.parse('9999-12-31T23:59:59.999Z') * 1000 + 999

function decodeCursor(cursor: string, lang: Lang): SubscriptionCursor {
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

const keyMicros = sql<string>`(extract(epoch from ${subscriptions.createdAt}) * 1000000)::bigint::text`

/**
 * A name or e-mail search resolves the matching customers first (their GIN and e-mail
 * indexes), at most this many; the subscriptions of those customers are then few enough to
 * sort. A word matching more customers than this is a common one ("maria"): the page is then
 * read walking the newest subscriptions and checking each one's customer, which finds a page
 * of a common word quickly. Either way no search walks the whole store.
 */
const CUSTOMER_MATCHES = 2_000

/** What `q` selects, or null when nothing can match it (an empty page without a query). */
async function searchConditionOf(
  db: Database,
  appId: number,
  q: string,
  customerMatches: number,
): Promise<SQL | null | undefined> {
  const text = q.trim()
  if (!text) return undefined
  // A subscription's id, as the panel shows it and the subscriber's address carries it.
  if (SUBSCRIPTION_PUBLIC_ID_PATTERN.test(text)) return eq(subscriptions.publicId, text)
  const matches = searchCondition(text)
  if (!matches) return undefined
  const found = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.appId, appId), matches))
    .limit(customerMatches + 1)
  if (found.length === 0) return null
  if (found.length <= customerMatches) {
    return inArray(
      subscriptions.customerId,
      found.map((row) => row.id),
    )
  }
  return sql`exists (select 1 from ${customers} where ${customers.id} = ${subscriptions.customerId} and ${and(eq(customers.appId, appId), matches)})`
}

/**
 * One page of the store's subscriptions (the route's service, and what bench:recurrence
 * measures). `publicUrl` builds each one's sign-up address; `customerMatches` lets a test
 * reach the common-word path with a few customers.
 */
export async function listSubscriptions(
  db: Database,
  appId: number,
  query: SubscriptionQuery,
  {
    publicUrl = '',
    lang = 'pt-BR',
    customerMatches = CUSTOMER_MATCHES,
  }: { publicUrl?: string; lang?: Lang; customerMatches?: number } = {},
): Promise<SubscriptionPage> {
  const limit = query.limit ?? RECURRENCE_PAGE_SIZE
  const conditions: SQL[] = [eq(subscriptions.appId, appId)]
  if (query.status) conditions.push(eq(subscriptions.status, query.status))
  if (query.plan_id !== undefined) conditions.push(eq(subscriptions.planId, query.plan_id))
  if (query.cursor !== undefined) {
    const after = decodeCursor(query.cursor, lang)
    conditions.push(
      sql`(${subscriptions.createdAt}, ${subscriptions.id}) < (${microsToIso(after.micros)}::timestamptz, ${after.id})`,
    )
  }
  if (query.q) {
    const search = await searchConditionOf(db, appId, query.q, customerMatches)
    if (search === null) return { items: [], next_cursor: null }
    if (search) conditions.push(search)
  }

  const keys = await db
    .select({ id: subscriptions.id, key: keyMicros })
    .from(subscriptions)
    .where(and(...conditions))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(limit + 1)
  const page = keys.slice(0, limit)
  const rows = await listedByIds(
    db,
    appId,
    page.map((row) => row.id),
  )
  const last = page.at(-1)
  return {
    items: rows.map((row) => toSubscription(row, publicUrl)),
    next_cursor:
      keys.length > limit && last ? encodeCursor({ micros: Number(last.key), id: last.id }) : null,
  }
}
