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
 * read through the (app_id, customer_id) index and sort.
 */
const CUSTOMER_MATCHES = 1_000

/**
 * A word matching more customers than CUSTOMER_MATCHES is a common one ("maria"): its page is
 * read walking the newest subscriptions in list order, checking each one's customer, but never
 * more than this many per request. A page whose window ends before it is full answers the
 * matches found with a cursor at the window's end, so the next request goes on from there: no
 * request walks the whole store, whatever the word (one matching thousands of customers none
 * of whom subscribes included).
 */
const WALK_WINDOW = 2_000

/**
 * Up to this many matching customers, the walk checks each row against their ids, held in a
 * hash (a few milliseconds to read from the GIN); past it (a word half the store shares), it
 * probes each row's customer instead, costlier per row but reading no more customers than the
 * window holds. At 2,500 Marias the hash halved the page's time (bench:recurrence).
 */
const HASHED_MATCHES = 5_000

/** How `q` is answered: a condition on the rows, a walk of a window, or nothing at all. */
type Search =
  | { kind: 'rows'; condition: SQL }
  | { kind: 'walk'; customers: { ids: number[] } | { matching: SQL } }
  | { kind: 'none' }
  | undefined

/**
 * Reads customers with the sequential scan forbidden: PostgreSQL cannot tell how many names a
 * word prefix matches, and guessing "many" it would read a million customers for a word that
 * matches none (hundreds of milliseconds). Their GIN, e-mail and primary-key indexes answer.
 */
function customerIds(db: Database, where: SQL, rows: number): Promise<{ id: number }[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    return tx.select({ id: customers.id }).from(customers).where(where).limit(rows)
  })
}

async function searchOf(
  db: Database,
  appId: number,
  q: string,
  { customerMatches, hashedMatches }: { customerMatches: number; hashedMatches: number },
): Promise<Search> {
  const text = q.trim()
  if (!text) return undefined
  // A subscription's id, as the panel shows it and the subscriber's address carries it.
  if (SUBSCRIPTION_PUBLIC_ID_PATTERN.test(text)) {
    return { kind: 'rows', condition: eq(subscriptions.publicId, text) }
  }
  const words = searchCondition(text)
  if (!words) return undefined
  const matching = and(eq(customers.appId, appId), words)!
  const found = await customerIds(db, matching, Math.max(customerMatches, hashedMatches) + 1)
  if (found.length === 0) return { kind: 'none' }
  const ids = found.map((row) => row.id)
  if (found.length <= customerMatches) {
    return { kind: 'rows', condition: inArray(subscriptions.customerId, ids) }
  }
  if (found.length <= hashedMatches) return { kind: 'walk', customers: { ids } }
  return { kind: 'walk', customers: { matching } }
}

/**
 * The rows of the window (the next `window` subscriptions in list order) whose customer
 * matches, in list order, at most `rows`, and the window's last row (`edge`) when the window
 * is full, where the next request goes on if the page comes short. One statement:
 * - against the customers' ids, a hash of them probed by each row of the window (an `= any`
 *   of a parameter would search the list linearly for every row: 20 ms at 2,500 ids);
 * - else a nested loop over the window that probes each row's customer by primary key and stops
 *   at `rows` matches, with hash and merge joins (and the name index) turned off: they would
 *   read every customer the word matches, tens of thousands for "silva".
 */
function walkWindowOf(
  db: Database,
  conditions: SQL[],
  match: { ids: number[] } | { matching: SQL },
  window: number,
  rows: number,
): Promise<{ id: number; key: string; edge: boolean }[]> {
  const matched =
    'ids' in match
      ? sql`(select w.id, w.created_at, false as edge from "walk_window" w
          where w.customer_id in (select unnest(${`{${match.ids.join(',')}}`}::bigint[]))
          order by w.created_at desc, w.id desc
          limit ${rows})`
      : sql`(select w.id, w.created_at, false as edge from "walk_window" w
          where exists (select 1 from ${customers}
            where ${customers.id} = w.customer_id and ${match.matching})
          limit ${rows})`
  // The probe's settings hold for its one statement: `set_config(…, true)` is `set local`, in
  // one round trip for the four.
  const probeSettings = sql`select
    set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true),
    set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`
  const walk = async (tx: Database) => {
    const result = await tx.execute(sql`
      with "walk_window" as materialized (
        select ${subscriptions.id} as id, ${subscriptions.createdAt} as created_at,
               ${subscriptions.customerId} as customer_id
        from ${subscriptions}
        where ${and(...conditions)}
        order by ${subscriptions.createdAt} desc, ${subscriptions.id} desc
        limit ${window}
      )
      select id, (extract(epoch from created_at) * 1000000)::bigint::text as key, edge
      from (
        ${matched}
        union all
        (select w.id, w.created_at, true from "walk_window" w
         where (select count(*) from "walk_window") = ${window}
         order by w.created_at, w.id
         limit 1)
      ) found`)
    const found = (
      result as unknown as { rows: { id: number | string; key: string; edge: boolean }[] }
    ).rows
    return found.map((row) => ({ id: Number(row.id), key: String(row.key), edge: row.edge }))
  }
  if ('ids' in match) return walk(db)
  return db.transaction(async (tx) => {
    await tx.execute(probeSettings)
    return walk(tx)
  })
}

/**
 * One page of the store's subscriptions (the route's service, and what bench:recurrence
 * measures). `publicUrl` builds each one's sign-up address; `customerMatches` and `walkWindow`
 * let a test reach the common-word path with a few rows.
 */
export async function listSubscriptions(
  db: Database,
  appId: number,
  query: SubscriptionQuery,
  {
    publicUrl = '',
    lang = 'pt-BR',
    customerMatches = CUSTOMER_MATCHES,
    hashedMatches = HASHED_MATCHES,
    walkWindow = WALK_WINDOW,
  }: {
    publicUrl?: string
    lang?: Lang
    customerMatches?: number
    hashedMatches?: number
    walkWindow?: number
  } = {},
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
  const search = query.q
    ? await searchOf(db, appId, query.q, { customerMatches, hashedMatches })
    : undefined
  if (search?.kind === 'none') return { items: [], next_cursor: null }

  const keysOf = (where: SQL[], rows: number) =>
    db
      .select({ id: subscriptions.id, key: keyMicros })
      .from(subscriptions)
      .where(and(...where))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(rows)

  let keys: { id: number; key: string }[]
  /** Where the next page starts when this one ends short of `limit` (a walk's window). */
  let windowEnd: { id: number; key: string } | undefined
  if (search?.kind === 'walk') {
    const walked = await walkWindowOf(db, conditions, search.customers, walkWindow, limit + 1)
    keys = walked.filter((row) => !row.edge)
    // Short of a page: the next request goes on after the window's last row (none when the
    // window held every row left).
    if (keys.length <= limit) windowEnd = walked.find((row) => row.edge)
  } else {
    keys = await keysOf(search ? [...conditions, search.condition] : conditions, limit + 1)
  }

  const page = keys.slice(0, limit)
  const rows = await listedByIds(
    db,
    appId,
    page.map((row) => row.id),
  )
  const last = keys.length > limit ? page.at(-1) : windowEnd
  return {
    items: rows.map((row) => toSubscription(row, publicUrl)),
    next_cursor: last ? encodeCursor({ micros: Number(last.key), id: last.id }) : null,
  }
}
