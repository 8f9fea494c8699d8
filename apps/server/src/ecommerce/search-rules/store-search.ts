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
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { catalogueProducts } from '../../catalogue/schema.ts'
import {
  prefixQuery,
  productSearch,
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

interface Hit {
  id: number
  rank: number
  matched: number
}

/**
 * One text's hits, best first: with every word required, the catalogue's search as it is;
 * with fewer (the agreement), products matching any word by the full-text index whose count of
 * matched words reaches `need` (the count is rechecked on the candidates, never the store).
 */
async function hitsOf(
  db: Database,
  appId: number,
  text: string,
  percent: number,
  limit: number,
  /** Whether names within a typo may answer when the words find nothing (the query typed only). */
  typos: boolean,
): Promise<{ hits: Hit[]; of: number }> {
  const words = searchWords(text)
  const need = requiredWords(words.length, percent)
  const search = productSearch(appId, text)
  if (!search) return { hits: [], of: 0 }
  let ids: SQL = search.hits
  let rank: SQL = search.rank
  let matched: SQL = sql`${words.length}`
  if (need < words.length) {
    const anyWord = sql`to_tsquery('portuguese', ${words.map((w) => `${w}:*`).join(' | ')})`
    matched = sql.join(
      words.map(
        (word) =>
          sql`(catalogue_products.search @@ to_tsquery('portuguese', ${prefixQuery([word])}))::int`,
      ),
      sql` + `,
    )
    const skuPrefix = startsWith(text.trim().toLowerCase())
    ids = sql`array(
      (select id from catalogue_products where app_id = ${appId} and search @@ ${anyWord}
        and ${matched} >= ${need} limit ${SEARCH_CANDIDATES})
      union
      (select id from catalogue_products where app_id = ${appId} and lower(sku) like ${skuPrefix} limit ${SEARCH_CANDIDATES})
    )`
    rank = sql`ts_rank(catalogue_products.search, ${anyWord})::real`
  }
  const ranked = async (tx: Database, idList: SQL, rankOf: SQL, count: SQL) =>
    rowsOf<{ id: number; rank: number; matched: number }>(
      await tx.execute(sql`select id, ${rankOf} as rank, ${count} as matched
        from catalogue_products
        where app_id = ${appId} and visible and id = any(${idList})
        order by 2 desc, id limit ${limit}`),
    ).map((row) => ({ id: Number(row.id), rank: Number(row.rank), matched: Number(row.matched) }))
  let hits = await ranked(db, ids, rank, matched)
  if (hits.length === 0 && typos) {
    // Nothing as typed: names within a typo. Only then — unlike the catalogue's list, which
    // tops up any short page — so a typo never brings in what the agreement left out.
    const typos = await db.transaction(async (tx) => {
      await tx.execute(typoThreshold)
      return ranked(tx, search.typoHits, search.typoRank, sql`${words.length}`)
    })
    const seen = new Set(hits.map((hit) => hit.id))
    hits = [
      ...hits,
      ...typos.filter((hit) => !seen.has(hit.id)).map((hit) => ({ ...hit, rank: -1 })),
    ]
  }
  return { hits: hits.slice(0, limit), of: words.length }
}

const itemColumns = {
  id: catalogueProducts.id,
  name: catalogueProducts.name,
  sku: catalogueProducts.sku,
  slug: catalogueProducts.slug,
  visible: catalogueProducts.visible,
  priceCents: catalogueProducts.priceCents,
  salesPriceCents: catalogueProducts.salesPriceCents,
  stockQuantity: catalogueProducts.stockQuantity,
  images: catalogueProducts.images,
}
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
  const [termRule] = normalised
    ? await db
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
    : []
  const percent =
    options.agreementPercent ?? (await agreementPercentOf(db, appId)) ?? DEFAULT_AGREEMENT_PERCENT
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

  const [fixedRule] = normalised
    ? await db
        .select()
        .from(ecommerceSearchFixedRules)
        .where(
          and(
            eq(ecommerceSearchFixedRules.appId, appId),
            eq(ecommerceSearchFixedRules.termFold, normalised),
          ),
        )
    : []

  // Each query's hits; a product found by the words typed keeps that, else the first synonym.
  const found = new Map<number, { rank: number; marks: SearchMark[] }>()
  const own = await hitsOf(db, appId, q, percent, limit, true)
  for (const hit of own.hits)
    found.set(hit.id, {
      rank: hit.rank,
      marks: hit.matched < own.of ? [{ kind: 'partial', matched: hit.matched, of: own.of }] : [],
    })
  for (const text of expanded) {
    // A synonym is the merchant's own word, not a customer's typo: no typo query for it.
    const other = await hitsOf(db, appId, text, percent, limit, false)
    for (const hit of other.hits)
      if (!found.has(hit.id))
        found.set(hit.id, { rank: hit.rank, marks: [{ kind: 'synonym', via: text }] })
  }
  const ranked = [...found.entries()]
    .map(([id, entry]) => ({ id, ...entry }))
    .sort((a, b) => b.rank - a.rank || a.id - b.id)

  const pinIds = fixedRule?.pins.map((pin) => pin.product_id) ?? []
  const wanted = [...new Set([...ranked.slice(0, limit).map((hit) => hit.id), ...pinIds])]
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select(itemColumns)
          .from(catalogueProducts)
          .where(and(eq(catalogueProducts.appId, appId), inArray(catalogueProducts.id, wanted)))
  const rowOf = new Map(rows.map((row) => [row.id, row]))

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
