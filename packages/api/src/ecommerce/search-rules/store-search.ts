import * as v from 'valibot'
import { STORE_SEARCH_LIMIT_MAX, SEARCH_TERM_MAX } from './rules.ts'

/*
 * The store search's answer (GET …/ecommerce/search?q=): the storefront shows `items`, or goes
 * to `redirect`; `explanation` says which rules shaped it, and each item's `marks` why it is
 * where it is — the tester on the rules' screens shows both.
 */

export const StoreSearchQuerySchema = v.object({
  q: v.pipe(v.string(), v.maxLength(SEARCH_TERM_MAX * 2)),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/),
      v.transform(Number),
      v.number(),
      v.minValue(1),
      v.maxValue(STORE_SEARCH_LIMIT_MAX),
    ),
  ),
  /** A percentage to try instead of the store's (the agreement screen's tester). */
  agreement_percent: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/),
      v.transform(Number),
      v.number(),
      v.minValue(1),
      v.maxValue(100),
    ),
  ),
})
export type StoreSearchQuery = v.InferInput<typeof StoreSearchQuerySchema>

/** Why an item is where it is. */
export const SearchMarkSchema = v.variant('kind', [
  /** Found only through a synonym of the query (`via`), not by the words typed. */
  v.object({ kind: v.literal('synonym'), via: v.string() }),
  /** Put at this position by the fixed rule of the query. */
  v.object({ kind: v.literal('pinned'), position: v.number() }),
  /** Matched only part of the words, as the agreement allows. */
  v.object({ kind: v.literal('partial'), matched: v.number(), of: v.number() }),
])
export type SearchMark = v.InferOutput<typeof SearchMarkSchema>

export const StoreSearchItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  sku: v.string(),
  slug: v.string(),
  price_cents: v.number(),
  sales_price_cents: v.nullable(v.number()),
  stock_quantity: v.number(),
  image: v.nullable(v.string()),
  marks: v.array(SearchMarkSchema),
})
export type StoreSearchItem = v.InferOutput<typeof StoreSearchItemSchema>

export const SearchRedirectSchema = v.object({
  /** Where the storefront goes: the address, or the category's path (`/categoria/{slug}`). */
  url: v.string(),
  category_id: v.nullable(v.number()),
  category_name: v.nullable(v.string()),
})
export type SearchRedirect = v.InferOutput<typeof SearchRedirectSchema>

export const SearchExplanationSchema = v.object({
  /** The query as rules compare it. */
  normalised: v.string(),
  words: v.array(v.string()),
  agreement_percent: v.number(),
  /** Words each product had to match (rounded up). */
  required_words: v.number(),
  /** The term rule that applied (synonyms or redirect), if any. */
  term_rule: v.nullable(
    v.object({
      id: v.number(),
      term: v.string(),
      action: v.picklist(['synonyms', 'redirect']),
      /** The other queries searched along with it. */
      expanded_to: v.array(v.string()),
    }),
  ),
  fixed_rule: v.nullable(
    v.object({
      id: v.number(),
      term: v.string(),
      /** Pinned products left out: hidden, out of stock or removed. */
      skipped: v.array(
        v.object({
          product_id: v.number(),
          position: v.number(),
          reason: v.picklist(['hidden', 'out_of_stock', 'removed']),
        }),
      ),
    }),
  ),
})
export type SearchExplanation = v.InferOutput<typeof SearchExplanationSchema>

export const StoreSearchResultSchema = v.object({
  redirect: v.nullable(SearchRedirectSchema),
  items: v.array(StoreSearchItemSchema),
  explanation: SearchExplanationSchema,
})
export type StoreSearchResult = v.InferOutput<typeof StoreSearchResultSchema>
