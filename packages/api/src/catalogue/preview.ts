import * as v from 'valibot'
import { queryInt } from '../validation/index.ts'
import { CategorySchema } from './categories.ts'
import { CategoryConditionSchema, ProductConditionSchema } from './filters.ts'
import { CatalogueProductSchema } from './products.ts'

/*
 * The filter preview of the CMS's catalogue elements: the first items a products (or
 * categories) element with these conditions shows, and how many match in all.
 * `=`/`!=` compare; `categories.id` means "in that category"; `order` sorts, in the order the
 * conditions are written; booleans are true/false or 1/0.
 */

export const FILTER_PREVIEW_MAX = 50
export const FILTER_CONDITIONS_MAX = 30

const limit = v.optional(
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(FILTER_PREVIEW_MAX)),
  12,
)

/** GET …/catalogue/products/filter?conditions=<JSON>&limit= */
export const ProductFilterRequestSchema = v.object({
  conditions: v.pipe(v.array(ProductConditionSchema), v.maxLength(FILTER_CONDITIONS_MAX)),
  limit,
})
export type ProductFilterRequest = v.InferInput<typeof ProductFilterRequestSchema>

export const ProductFilterResultSchema = v.object({
  items: v.array(CatalogueProductSchema),
  /** Matches counted up to 10,000 (`total_exact` false beyond: "10.000 ou mais"). */
  total: v.number(),
  total_exact: v.optional(v.boolean(), true),
})
export type ProductFilterResult = v.InferOutput<typeof ProductFilterResultSchema>

/** GET …/catalogue/categories/filter?conditions=<JSON>&limit= */
export const CategoryFilterRequestSchema = v.object({
  conditions: v.pipe(v.array(CategoryConditionSchema), v.maxLength(FILTER_CONDITIONS_MAX)),
  limit,
})
export type CategoryFilterRequest = v.InferInput<typeof CategoryFilterRequestSchema>

export const CategoryFilterResultSchema = v.object({
  items: v.array(CategorySchema),
  total: v.number(),
  total_exact: v.optional(v.boolean(), true),
})
export type CategoryFilterResult = v.InferOutput<typeof CategoryFilterResultSchema>

/** A condition's value as the attribute's kind: booleans from true/false, 1/0, "1"/"0". */
/** The preview's query: the conditions as JSON text (a preview reads, so it is a GET). */
export const FilterQuerySchema = v.object({
  conditions: v.optional(v.pipe(v.string(), v.maxLength(20_000)), '[]'),
  limit: v.optional(queryInt(1, FILTER_PREVIEW_MAX)),
})

export function booleanValue(value: string | number | boolean): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true
  if (value === false || value === 0 || value === '0' || value === 'false') return false
  return null
}
