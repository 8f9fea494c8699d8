import { foldText } from '@vitrine/api'
import { sql, type SQL } from 'drizzle-orm'

/** More words than this add nothing a person would type. */
const MAX_WORDS = 8

/**
 * Hits each way of finding takes before ranking: a word in thousands of descriptions ranks
 * its first 500 matches (names weigh more in the rank), so a search costs what a few hundred
 * rows cost whatever the store holds. A branch for names only (`word:*A`) was tried: the planner
 * cannot tell how rare a weight is, and read all 100,000 rows under its LIMIT (64 ms).
 */
export const SEARCH_CANDIDATES = 500

/**
 * How close a name must be to the words typed for a typo to find it (pg_trgm's word
 * similarity: the share of the search's trigrams found in one stretch of the name). "camizeta"
 * shares half its trigrams with "camiseta"; the default 0.6 would miss it.
 */
export const TYPO_THRESHOLD = 0.45

export function searchWords(q: string): string[] {
  return foldText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
}

/** "cami azul" → "cami:* & azul:*" (weight: "cami:*A & …"); nothing typed is tsquery syntax. */
export function prefixQuery(words: readonly string[], weight = ''): string {
  return words.map((word) => `${word}:*${weight}`).join(' & ')
}

/** A LIKE pattern matching values that start with `prefix`, taken literally. */
export function startsWith(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

export interface ProductSearch {
  /** The ids the words as typed find: full text (prefixes) and SKUs, each branch by its index. */
  hits: SQL
  /** Higher is better: a SKU typed whole first, then the full-text rank (name over description). */
  rank: SQL<number>
  /** The ids whose name is within a typo of the words (trigram index); asked only when needed. */
  typoHits: SQL
  typoRank: SQL<number>
}

/**
 * The search of products by name, SKU and description, each branch served by its own index
 * and joined by UNION into an id array the main query reads by primary key (an OR across them
 * would read every product): Portuguese full text of the folded words as prefixes (GIN on
 * `search`; name, SKU and brand weigh A in the rank), the product's or a variant's SKU exact or as a
 * prefix (text_pattern_ops b-trees). Typos (GIN trigram on `name_fold`, `<%`, whose threshold
 * the caller sets for its transaction: `typoThreshold`) are a second query, run when the first
 * finds less than a page.
 */
export function productSearch(appId: number, q: string): ProductSearch | undefined {
  const text = q.trim()
  const words = searchWords(text)
  if (!text || words.length === 0) return undefined
  const tsquery = sql`to_tsquery('portuguese', ${prefixQuery(words)})`
  const skuPrefix = startsWith(text.toLowerCase())
  const folded = words.join(' ')
  const hits = sql`array(
    (select id from catalogue_products where app_id = ${appId} and search @@ ${tsquery} limit ${SEARCH_CANDIDATES})
    union
    (select id from catalogue_products where app_id = ${appId} and lower(sku) like ${skuPrefix} limit ${SEARCH_CANDIDATES})
    union
    (select product_id from catalogue_variants where app_id = ${appId} and lower(sku) like ${skuPrefix} limit ${SEARCH_CANDIDATES})
  )`
  const rank = sql<number>`(
    ts_rank(catalogue_products.search, ${tsquery})
    + case when lower(catalogue_products.sku) = ${text.toLowerCase()} then 2 else 0 end
  )::real`.mapWith(Number)
  const typoHits = sql`array(
    select id from catalogue_products where app_id = ${appId} and ${folded} <% name_fold
    limit ${SEARCH_CANDIDATES})`
  const typoRank =
    sql<number>`word_similarity(${folded}, catalogue_products.name_fold)::real`.mapWith(Number)
  return { hits, rank, typoHits, typoRank }
}

/** Sets the typo threshold for the rest of the transaction (`<%` reads it). */
export const typoThreshold = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`
