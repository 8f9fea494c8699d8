import * as v from 'valibot'
import { isUploadedImagePath } from '../links/schema.ts'
import { length, matches, queryInt, required, url } from '../validation/index.ts'
import {
  cursorField,
  descriptionField,
  intField,
  label,
  nameField,
  RECURRENCE_MAX_CENTS,
  RECURRENCE_PAGE_SIZE,
} from './fields.ts'

/*
 * Products (issue 13 item 2): what plans sell. A plan holds one or more products with
 * quantities; the plan's price is its own (a bundle may cost less than its parts), the
 * products' prices show what it is made of. A product in a plan cannot be deleted: it is
 * archived (hidden from new plans, kept in the plans that hold it).
 */

export const PRODUCT_SKU_MAX = 64
/** Letters, digits, dot, hyphen and underscore: what stock systems print on labels. */
export const PRODUCT_SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

export const productLabels = {
  name: label('Nome', 'Name'),
  sku: label('SKU', 'SKU'),
  price: label('Preço', 'Price'),
  imageUrl: label('Imagem', 'Image', true),
  description: label('Descrição', 'Description', true),
} as const

const absoluteImageUrl = url<string>({ label: productLabels.imageUrl })

/** POST /apps/{appId}/recurrence/products and PUT …/{id}. A SKU is unique per store (409 on `sku`). */
export const ProductInputSchema = v.object({
  name: nameField(productLabels.name),
  sku: v.pipe(
    v.string(),
    v.trim(),
    required({ label: productLabels.sku }),
    length(0, PRODUCT_SKU_MAX, { label: productLabels.sku }),
    matches(PRODUCT_SKU_PATTERN, {
      label: productLabels.sku,
      message: (lang) =>
        lang === 'en'
          ? 'Use letters, digits, dots, hyphens and underscores, starting with a letter or digit.'
          : 'Use letras, números, ponto, hífen e sublinhado, começando por letra ou número.',
    }),
  ),
  description: descriptionField(productLabels.description),
  price_cents: intField(0, RECURRENCE_MAX_CENTS, productLabels.price),
  image_url: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        length(0, 500, { label: productLabels.imageUrl }),
        v.check(
          (address) => isUploadedImagePath(address) || absoluteImageUrl.requirement(address),
          absoluteImageUrl.message,
        ),
      ),
    ),
    null,
  ),
})
export type ProductInput = v.InferInput<typeof ProductInputSchema>
export type ProductValues = v.InferOutput<typeof ProductInputSchema>

export const ProductSchema = v.object({
  id: v.number(),
  name: v.string(),
  sku: v.string(),
  description: v.string(),
  price_cents: v.number(),
  image_url: v.nullable(v.string()),
  /** Plans (not archived) that hold it. */
  plan_count: v.number(),
  archived_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type RecurrenceProduct = v.InferOutput<typeof ProductSchema>

/** GET …/recurrence/products: by name, keyset pages; `q` searches name and SKU. */
export const ProductQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
  archived: v.optional(v.picklist(['0', '1'])),
  cursor: cursorField,
  limit: v.optional(queryInt(1, 200), RECURRENCE_PAGE_SIZE),
})
export interface ProductQuery {
  q?: string
  /** '1': the archived ones only; otherwise those in use. */
  archived?: '0' | '1'
  cursor?: string
  limit?: number
}
export type ProductFilters = Omit<ProductQuery, 'cursor' | 'limit'>

export const ProductPageSchema = v.object({
  items: v.array(ProductSchema),
  next_cursor: v.nullable(v.string()),
})
export type ProductPage = v.InferOutput<typeof ProductPageSchema>

/** PUT …/products/{id}/archived: archive or bring back; answers the product. */
export const ProductArchiveInputSchema = v.object({ archived: v.boolean() })
