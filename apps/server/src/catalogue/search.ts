import { foldText } from '@vitrine/api'
import { sql, type SQL } from 'drizzle-orm'

/** More words than this add nothing a person would type. */
const MAX_WORDS = 8

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

/** "cami azul" → "cami:* & azul:*": every word a prefix; nothing typed is tsquery syntax. */
export function prefixQuery(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(' & ')
}

/** A LIKE pattern matching values that start with `prefix`, taken literally. */
export function startsWith(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

export interface ProductSearch {
  /** The ids of the store's products the search finds: one indexed branch per way of finding. */
  hits: SQL
  /** Higher is better: full-text rank, a SKU's exact match first, a name's closeness. */
  rank: SQL<number>
}

/**
 * The search of products by name, SKU and description, each branch served by its own index
 * and joined by UNION (an OR across them would read every product): Portuguese full text of
 * the folded words as prefixes (GIN on `search`), the product's or a variant's SKU exact or
 * as a prefix (text_pattern_ops b-trees), and the name within typo distance (GIN trigram on
 * `name_fold`, `<%`, whose threshold the caller sets for its transaction: `typoThreshold`).
 */
export function productSearch(appId: number, q: string): ProductSearch | undefined {
  const text = q.trim()
  const words = searchWords(text)
  if (!text || words.length === 0) return undefined
  const tsquery = sql`to_tsquery('portuguese', ${prefixQuery(words)})`
  const folded = words.join(' ')
  const skuPrefix = startsWith(text.toLowerCase())
  const hits = sql`(
    select id from catalogue_products where app_id = ${appId} and search @@ ${tsquery}
    union
    select id from catalogue_products where app_id = ${appId} and lower(sku) like ${skuPrefix}
    union
    select product_id from catalogue_variants where app_id = ${appId} and lower(sku) like ${skuPrefix}
    union
    select id from catalogue_products where app_id = ${appId} and ${folded} <% name_fold
  )`
  const rank = sql<number>`(
    ts_rank(catalogue_products.search, ${tsquery})
    + case when lower(catalogue_products.sku) = ${text.toLowerCase()} then 2 else 0 end
    + word_similarity(${folded}, catalogue_products.name_fold)
  )::real`.mapWith(Number)
  return { hits, rank }
}

/** Sets the typo threshold for the rest of the transaction (`<%` reads it). */
export const typoThreshold = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`
