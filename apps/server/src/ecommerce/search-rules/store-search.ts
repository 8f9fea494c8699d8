import {
  DEFAULT_AGREEMENT_PERCENT,
  normaliseTerm,
  placePins,
  requiredWords,
  STORE_SEARCH_LIMIT,
  type ProductImage,
  type SearchExplanation,
  type SearchMark,
  type StoreSearchItem,
  type StoreSearchResult,
} from '@vitrine/api'
import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import {
  prefixQuery,
  productSearch,
  type ProductSearch,
  SEARCH_CANDIDATES,
  searchWords,
  startsWith,
  typoThreshold,
} from '../../catalogue/search.ts'
import type { Database } from '../../db/client.ts'
import { rowsOf } from '../../db/rows.ts'
import {
  ecommerceSearchFixedRules,
  ecommerceSearchSettings,
  ecommerceSearchTermRules,
} from './schema.ts'

/*
 * The store search: the catalogue's own search (catalogue/search.ts: Portuguese full text of
 * folded words as prefixes, SKUs, typos by trigram) with the store's rules on top — see the
 * contract's rules.ts for what each rule means. Only visible products are answered.
 */

export async function agreementPercentOf(db: Database, appId: number): Promise<number | null> {
  const [row] = await db
    .select({ percent: ecommerceSearchSettings.agreementPercent })
    .from(ecommerceSearchSettings)
    .where(eq(ecommerceSearchSettings.appId, appId))
  return row?.percent ?? null
}

/** What a storefront item is made of, read along with the hits (no second statement). */
const itemColumns = sql`name, sku, slug, visible, price_cents, sales_price_cents, stock_quantity, images`

interface ItemRow {
  id: number
  name: string
  sku: string
  slug: string
  visible: boolean
  priceCents: number
  salesPriceCents: number | null
  stockQuantity: number
  images: ProductImage[]
}

interface HitRow extends ItemRow {
  /** Which query found it: 0 the words typed, 1… the rule's other words; -1 a pin's row. */
  at: number
  rank: number
  matched: number
}

const hitRowOf = (row: Record<string, unknown>): HitRow => ({
  at: Number(row.at),
  id: Number(row.id),
  rank: Number(row.rank),
  matched: Number(row.matched),
  name: String(row.name),
  sku: String(row.sku),
  slug: String(row.slug),
  visible: Boolean(row.visible),
  priceCents: Number(row.price_cents),
  salesPriceCents: row.sales_price_cents === null ? null : Number(row.sales_price_cents),
  stockQuantity: Number(row.stock_quantity),
  images: row.images as ProductImage[],
})

/** A text's search: the ids its words find, their rank, and how many of its words each has. */
interface TextSearch {
  of: number
  ids: SQL
  rank: SQL
  matched: SQL
  /** The catalogue's search of the text, for its typo query. */
  catalogue: ProductSearch
}

/** Every way of choosing `size` of the words, in their order (at most `most` of them). */
function choices(words: readonly string[], size: number, most: number): string[][] | null {
  const found: string[][] = []
  const pick = (from: number, chosen: string[]): boolean => {
    if (chosen.length === size) return found.push(chosen) <= most
    for (let at = from; at <= words.length - (size - chosen.length); at++) {
      if (!pick(at + 1, [...chosen, words[at]!])) return false
    }
    return true
  }
  return pick(0, []) ? found : null
}

/** Beyond this many groups of words the agreement's query counts words row by row instead. */
const AGREEMENT_GROUPS = 20

/**
 * One text's search: with every word required, the catalogue's search as it is; with fewer
 * (the agreement), products having `need` of the words. With a handful of words that is one
 * full-text query the GIN index answers alone — any group of `need` words, all present (3 words
 * at 50 %: (a & b) | (a & c) | (b & c)) — so a common word ("azul") does not make the database
 * recheck thousands of rows that have only it. With more groups than AGREEMENT_GROUPS, products
 * matching any word are counted row by row (the count rechecked on the candidates).
 */
function textSearch(appId: number, text: string, percent: number): TextSearch | undefined {
  const words = searchWords(text)
  const need = requiredWords(words.length, percent)
  const catalogue = productSearch(appId, text)
  if (!catalogue) return undefined
  if (need >= words.length)
    return {
      of: words.length,
      ids: catalogue.hits,
      rank: catalogue.rank,
      matched: sql`${words.length}::int`,
      catalogue,
    }
  const anyWord = sql`to_tsquery('portuguese', ${words.map((w) => `${w}:*`).join(' | ')})`
  const groups = choices(words, need, AGREEMENT_GROUPS)
  const matched = sql.join(
    words.map(
      (word) =>
        sql`(catalogue_products.search @@ to_tsquery('portuguese', ${prefixQuery([word])}))::int`,
    ),
    sql` + `,
  )
  const skuPrefix = startsWith(text.trim().toLowerCase())
  return {
    of: words.length,
    ids: sql`array(
      (select id from catalogue_products where app_id = ${appId} and ${
        groups
          ? sql`search @@ to_tsquery('portuguese', ${groups.map((group) => `(${prefixQuery(group)})`).join(' | ')})`
          : sql`search @@ ${anyWord} and ${matched} >= ${need}`
      } limit ${SEARCH_CANDIDATES})
      union
      (select id from catalogue_products where app_id = ${appId} and lower(sku) like ${skuPrefix} limit ${SEARCH_CANDIDATES})
    )`,
    rank: sql`ts_rank(catalogue_products.search, ${anyWord})`,
    matched,
    catalogue,
  }
}

/** One query's best `limit` visible hits, best first, with their items' columns. */
const rankedHits = (appId: number, at: number, ids: SQL, rank: SQL, matched: SQL, limit: number) =>
  sql`(select ${at}::int as at, id, (${rank})::real as rank, (${matched})::int as matched, ${itemColumns}
    from catalogue_products
    where app_id = ${appId} and visible and id = any(${ids})
    order by 3 desc, id limit ${limit})`

/**
 * Every query's hits — the words typed and each of the rule's other words — and the pinned
 * products' rows, in ONE statement (a UNION ALL of each query's ranked hits): a synonym rule
 * once cost a statement per word, and each round trip waits its turn on a loaded server.
 */
async function hitsOf(
  db: Database,
  appId: number,
  searches: readonly (TextSearch | undefined)[],
  pinIds: readonly number[],
  limit: number,
): Promise<HitRow[]> {
  const parts = searches.flatMap((search, at) =>
    search ? [rankedHits(appId, at, search.ids, search.rank, search.matched, limit)] : [],
  )
  if (pinIds.length > 0)
    parts.push(sql`(select -1 as at, id, 0::real as rank, 0 as matched, ${itemColumns}
      from catalogue_products
      where app_id = ${appId} and id in (${sql.join(
        pinIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`)
  if (parts.length === 0) return []
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from (${sql.join(parts, sql` union all `)}) as found
      order by at, rank desc, id`),
  ).map(hitRowOf)
}

/**
 * Nothing as typed: names within a typo. Only then — unlike the catalogue's list, which tops up
 * any short page — so a typo never brings in what the agreement left out. A synonym is the
 * merchant's own word, not a customer's typo: only the words typed get this.
 */
async function typoHitsOf(db: Database, appId: number, search: TextSearch, limit: number) {
  const { catalogue } = search
  return db.transaction(async (tx) => {
    await tx.execute(typoThreshold)
    return rowsOf<Record<string, unknown>>(
      await tx.execute(
        rankedHits(appId, 0, catalogue.typoHits, catalogue.typoRank, sql`${search.of}::int`, limit),
      ),
    ).map(hitRowOf)
  })
}

const itemOf = (row: ItemRow, marks: SearchMark[]): StoreSearchItem => ({
  id: row.id,
  name: row.name,
  sku: row.sku,
  slug: row.slug,
  price_cents: row.priceCents,
  sales_price_cents: row.salesPriceCents,
  stock_quantity: row.stockQuantity,
  image: row.images[0]?.url ?? null,
  marks,
})

/** "/roupas/camisetas": a category's storefront address, made of the slugs from the top. */
async function categoryAddress(db: Database, appId: number, categoryId: number) {
  const rows = rowsOf<{ name: string; address: string }>(
    await db.execute(sql`with recursive up(id, parent_id, slug, name, depth) as (
        select id, parent_id, slug, name, 0 from catalogue_categories where app_id = ${appId} and id = ${categoryId}
        union all
        select c.id, c.parent_id, c.slug, up.name, up.depth + 1
        from catalogue_categories c join up on c.id = up.parent_id
        where c.app_id = ${appId} and up.depth < 10)
      select max(name) as name, '/' || string_agg(slug, '/' order by depth desc) as address from up`),
  )
  const row = rows[0]
  return row?.address ? { name: row.name, address: row.address } : null
}

export interface StoreSearchOptions {
  limit?: number
  /** A percentage to try instead of the store's (the tester of the agreement screen). */
  agreementPercent?: number
}

/**
 * The storefront's search of one store, and the tester's: the term rule of the query (its own
 * term, or one of its synonyms when both ways) either redirects or adds its other words as
 * queries of their own; every query keeps the agreement; the fixed rule of the query then
 * pins its products (hidden or out of stock skipped). Each item says what moved it there.
 */
export async function storeSearch(
  db: Database,
  appId: number,
  q: string,
  options: StoreSearchOptions = {},
): Promise<StoreSearchResult> {
  const limit = options.limit ?? STORE_SEARCH_LIMIT
  const normalised = normaliseTerm(q)
  const words = searchWords(q)
  // The store's rules for these words, side by side (each by its own index).
  const [[termRule], [fixedRule], storePercent] = await Promise.all([
    normalised
      ? db
          .select()
          .from(ecommerceSearchTermRules)
          .where(
            and(
              eq(ecommerceSearchTermRules.appId, appId),
              or(
                eq(ecommerceSearchTermRules.termFold, normalised),
                and(
                  eq(ecommerceSearchTermRules.bothWays, true),
                  sql`${ecommerceSearchTermRules.synonymsFold} @> array[${normalised}]::text[]`,
                ),
              ),
            ),
          )
          // The rule of this very term before one that lists it as a synonym.
          .orderBy(sql`${ecommerceSearchTermRules.termFold} = ${normalised} desc`)
          .limit(1)
      : [],
    normalised
      ? db
          .select()
          .from(ecommerceSearchFixedRules)
          .where(
            and(
              eq(ecommerceSearchFixedRules.appId, appId),
              eq(ecommerceSearchFixedRules.termFold, normalised),
            ),
          )
      : [],
    options.agreementPercent === undefined ? agreementPercentOf(db, appId) : null,
  ])
  const percent = options.agreementPercent ?? storePercent ?? DEFAULT_AGREEMENT_PERCENT
  const explanation: SearchExplanation = {
    normalised,
    words,
    agreement_percent: percent,
    required_words: requiredWords(words.length, percent),
    term_rule: null,
    fixed_rule: null,
  }
  if (termRule?.action === 'redirect') {
    explanation.term_rule = {
      id: termRule.id,
      term: termRule.term,
      action: 'redirect',
      expanded_to: [],
    }
    const category =
      termRule.redirectCategoryId === null
        ? null
        : await categoryAddress(db, appId, termRule.redirectCategoryId)
    return {
      redirect: {
        url: termRule.redirectUrl || (category ? `/categoria${category.address}` : '/'),
        category_id: termRule.redirectCategoryId,
        category_name: category?.name ?? null,
      },
      items: [],
      explanation,
    }
  }
  const expanded = termRule
    ? [termRule.term, ...termRule.synonyms].filter((text) => normaliseTerm(text) !== normalised)
    : []
  if (termRule)
    explanation.term_rule = {
      id: termRule.id,
      term: termRule.term,
      action: 'synonyms',
      expanded_to: expanded,
    }

  // Each query's hits; a product found by the words typed keeps that, else the first synonym.
  const pinIds = fixedRule?.pins.map((pin) => pin.product_id) ?? []
  const searches = [q, ...expanded].map((text) => textSearch(appId, text, percent))
  const rows = await hitsOf(db, appId, searches, pinIds, limit)
  const own = searches[0]
  if (own && !rows.some((row) => row.at === 0)) {
    // Behind every hit of the words, but found by them: before the synonyms' (a stable sort).
    rows.push(...(await typoHitsOf(db, appId, own, limit)).map((row) => ({ ...row, rank: -1 })))
    rows.sort((a, b) => a.at - b.at)
  }
  const found = new Map<number, { rank: number; marks: SearchMark[] }>()
  for (const row of rows) {
    if (row.at < 0 || found.has(row.id)) continue
    found.set(row.id, {
      rank: row.rank,
      marks:
        row.at > 0
          ? [{ kind: 'synonym', via: expanded[row.at - 1]! }]
          : own && row.matched < own.of
            ? [{ kind: 'partial', matched: row.matched, of: own.of }]
            : [],
    })
  }
  const ranked = [...found.entries()]
    .map(([id, entry]) => ({ id, ...entry }))
    .sort((a, b) => b.rank - a.rank || a.id - b.id)
  const rowOf = new Map<number, ItemRow>(rows.map((row) => [row.id, row]))

  const pins: { item: (typeof ranked)[number]; position: number }[] = []
  if (fixedRule) {
    explanation.fixed_rule = { id: fixedRule.id, term: fixedRule.term, skipped: [] }
    for (const pin of fixedRule.pins) {
      const row = rowOf.get(pin.product_id)
      const reason = !row
        ? 'removed'
        : !row.visible
          ? 'hidden'
          : row.stockQuantity <= 0
            ? 'out_of_stock'
            : null
      if (reason) {
        explanation.fixed_rule.skipped.push({ ...pin, reason })
        continue
      }
      pins.push({
        item: found.has(pin.product_id)
          ? {
              id: pin.product_id,
              ...(found.get(pin.product_id) as { rank: number; marks: SearchMark[] }),
            }
          : { id: pin.product_id, rank: 0, marks: [] },
        position: pin.position,
      })
    }
  }
  const items = placePins(ranked, pins, limit).flatMap(({ item, pinnedAt }) => {
    const row = rowOf.get(item.id)
    if (!row) return []
    const marks: SearchMark[] =
      pinnedAt === null ? item.marks : [{ kind: 'pinned', position: pinnedAt }, ...item.marks]
    return [itemOf(row, marks)]
  })
  return { redirect: null, items, explanation }
}
