import * as v from 'valibot'
import { isUploadedImagePath } from '../links/schema.ts'
import { label } from '../recurrence/fields.ts'
import { between, length, plainText, queryInt, required, url } from '../validation/index.ts'
import { SLUG_MAX, SLUG_PATTERN } from './slug.ts'
import { catalogueText } from './texts.ts'

/*
 * Products of the storefront's catalogue (issue 14 item 1). The wire names follow the
 * specification's filter attributes (section 3): `urls`, `sold`, `visible`, `categories`
 * (id, name), `stock` (has, quantity), `prices` (price, sales_price). Money is integer
 * centavos everywhere. A product with variants (Tamanho × Cor…) keeps stock and SKU per variant;
 * its `stock` is the variants' sum.
 */

/** Largest price taken: R$ 10.000.000,00, as payment links. */
export const CATALOGUE_MAX_CENTS = 1_000_000_000
export const CATALOGUE_PAGE_SIZE = 50
export const PRODUCT_IMAGES_MAX = 20
export const PRODUCT_OPTIONS_MAX = 3
export const PRODUCT_VARIANTS_MAX = 100
export const PRODUCT_TAGS_MAX = 20
export const PRODUCT_CATEGORIES_MAX = 20
export const CATALOGUE_SKU_MAX = 64
/** Letters, digits, dot, hyphen and underscore, as the recurrence products' SKUs. */
export const CATALOGUE_SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/
export const MAX_STOCK = 1_000_000
export const MAX_WEIGHT_GRAMS = 1_000_000
export const MAX_DIMENSION_CM = 1_000

export const catalogueLabels = {
  name: label('Nome', 'Name'),
  slug: label('Endereço', 'Address'),
  sku: label('SKU', 'SKU'),
  description: label('Descrição', 'Description', true),
  brand: label('Marca', 'Brand', true),
  tag: label('Etiqueta', 'Tag', true),
  tags: label('Etiquetas', 'Tags', true),
  categories: label('Categorias', 'Categories', true),
  price: label('Preço', 'Price'),
  salesPrice: label('Preço promocional', 'Sale price'),
  stock: label('Estoque', 'Stock'),
  images: label('Imagens', 'Images', true),
  image: label('Imagem', 'Image', true),
  option: label('Opção', 'Option', true),
  options: label('Opções', 'Options', true),
  variants: label('Variações', 'Variants', true),
  weight: label('Peso', 'Weight'),
  height: label('Altura', 'Height', true),
  width: label('Largura', 'Width', true),
  length: label('Comprimento', 'Length'),
} as const

const int = (
  low: number,
  high: number,
  fieldLabel: (typeof catalogueLabels)[keyof typeof catalogueLabels],
) => v.pipe(v.number(), v.integer(), between(low, high, { label: fieldLabel }))

const text = (fieldLabel: (typeof catalogueLabels)[keyof typeof catalogueLabels], max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    length(0, max, { label: fieldLabel }),
    plainText({ label: fieldLabel }),
  )

export const skuField = v.pipe(
  v.string(),
  v.trim(),
  length(0, CATALOGUE_SKU_MAX, { label: catalogueLabels.sku }),
  v.check(
    (sku) => sku === '' || CATALOGUE_SKU_PATTERN.test(sku),
    (issue) =>
      issue.lang === 'en'
        ? 'Use letters, digits, dots, hyphens and underscores, starting with a letter or digit.'
        : 'Use letras, números, ponto, hífen e sublinhado, começando por letra ou número.',
  ),
)

/** An address part: empty makes one from the name. */
export const slugField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    length(0, SLUG_MAX, { label: catalogueLabels.slug }),
    v.check(
      (slug) => slug === '' || SLUG_PATTERN.test(slug),
      (issue) =>
        issue.lang === 'en'
          ? 'Use lowercase letters without accents, digits and hyphens.'
          : 'Use letras minúsculas sem acento, números e hífens.',
    ),
  ),
  '',
)

const absoluteImageUrl = url<string>({ label: catalogueLabels.image })

/** An uploaded image's path, or an absolute address kept as an external reference (imports). */
export const imageAddressField = v.pipe(
  v.string(),
  v.trim(),
  required({ label: catalogueLabels.image }),
  length(0, 1000, { label: catalogueLabels.image }),
  v.check(
    (address) => isUploadedImagePath(address) || absoluteImageUrl.requirement(address),
    absoluteImageUrl.message,
  ),
)

const moneyField = (fieldLabel: (typeof catalogueLabels)[keyof typeof catalogueLabels]) =>
  int(0, CATALOGUE_MAX_CENTS, fieldLabel)

export const VariantInputSchema = v.object({
  /** The saved variant's id (kept on edit, so its sales history stays), absent for a new one. */
  id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
  sku: v.optional(skuField, ''),
  /** One value per option name, in the product's `option_names` order ("M", "Azul"). */
  options: v.array(
    v.pipe(
      v.string(),
      v.trim(),
      required({ label: catalogueLabels.option }),
      length(0, 60, { label: catalogueLabels.option }),
    ),
  ),
  /** Null: the product's price. */
  price: v.optional(v.nullable(moneyField(catalogueLabels.price)), null),
  sales_price: v.optional(v.nullable(moneyField(catalogueLabels.salesPrice)), null),
  stock_quantity: v.optional(int(0, MAX_STOCK, catalogueLabels.stock), 0),
})
export type VariantInput = v.InferInput<typeof VariantInputSchema>

/** POST …/catalogue/products and PUT …/{id}: the whole product. */
export const CatalogueProductInputSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      required({ label: catalogueLabels.name }),
      length(0, 200, { label: catalogueLabels.name }),
      plainText({ label: catalogueLabels.name }),
    ),
    slug: slugField,
    sku: v.optional(skuField, ''),
    description: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        length(0, 10_000, { label: catalogueLabels.description }),
        plainText({ multiline: true, label: catalogueLabels.description }),
      ),
      '',
    ),
    visible: v.optional(v.boolean(), true),
    brand: v.optional(text(catalogueLabels.brand, 80), ''),
    tags: v.optional(
      v.pipe(
        v.array(v.pipe(text(catalogueLabels.tag, 40), required({ label: catalogueLabels.tag }))),
        length(0, PRODUCT_TAGS_MAX, { label: catalogueLabels.tags }),
      ),
      [],
    ),
    category_ids: v.optional(
      v.pipe(
        v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
        length(0, PRODUCT_CATEGORIES_MAX, { label: catalogueLabels.categories }),
      ),
      [],
    ),
    price: moneyField(catalogueLabels.price),
    sales_price: v.optional(v.nullable(moneyField(catalogueLabels.salesPrice)), null),
    /** The product's own stock; with variants, ignored (the variants' sum). */
    stock_quantity: v.optional(int(0, MAX_STOCK, catalogueLabels.stock), 0),
    images: v.optional(
      v.pipe(
        v.array(imageAddressField),
        length(0, PRODUCT_IMAGES_MAX, { label: catalogueLabels.images }),
      ),
      [],
    ),
    /** Up to three options ("Tamanho", "Cor"); each variant gives one value for each. */
    option_names: v.optional(
      v.pipe(
        v.array(
          v.pipe(text(catalogueLabels.option, 40), required({ label: catalogueLabels.option })),
        ),
        length(0, PRODUCT_OPTIONS_MAX, { label: catalogueLabels.options }),
      ),
      [],
    ),
    variants: v.optional(
      v.pipe(
        v.array(VariantInputSchema),
        length(0, PRODUCT_VARIANTS_MAX, { label: catalogueLabels.variants }),
      ),
      [],
    ),
    weight_grams: v.optional(int(0, MAX_WEIGHT_GRAMS, catalogueLabels.weight), 0),
    height_cm: v.optional(int(0, MAX_DIMENSION_CM, catalogueLabels.height), 0),
    width_cm: v.optional(int(0, MAX_DIMENSION_CM, catalogueLabels.width), 0),
    length_cm: v.optional(int(0, MAX_DIMENSION_CM, catalogueLabels.length), 0),
  }),
  v.forward(
    v.partialCheck(
      [['price'], ['sales_price']],
      ({ price, sales_price }) => sales_price == null || sales_price < price,
      (issue) => catalogueText(issue.lang, 'salesPriceNotLower'),
    ),
    ['sales_price'],
  ),
  v.forward(
    v.partialCheck(
      [['option_names'], ['variants']],
      ({ option_names, variants }) => option_names.length === 0 || variants.length > 0,
      (issue) => catalogueText(issue.lang, 'optionsWithoutVariants'),
    ),
    ['variants'],
  ),
  v.forward(
    v.partialCheck(
      [['option_names'], ['variants']],
      ({ option_names, variants }) =>
        variants.every((variant) => variant.options.length === option_names.length),
      (issue) => {
        const names = (issue.input as { option_names?: string[] }).option_names ?? []
        return catalogueText(issue.lang, 'variantOptions', { options: names.join(', ') || '—' })
      },
    ),
    ['variants'],
  ),
  v.forward(
    v.partialCheck(
      [['variants']],
      ({ variants }) => firstRepeatedVariant(variants) === null,
      (issue) =>
        catalogueText(issue.lang, 'repeatedVariant', {
          values:
            firstRepeatedVariant((issue.input as { variants: { options: string[] }[] }).variants) ??
            '',
        }),
    ),
    ['variants'],
  ),
  v.forward(
    v.partialCheck(
      [['sku'], ['variants']],
      ({ sku, variants }) => firstRepeatedSku(sku, variants) === null,
      (issue) => {
        const input = issue.input as { sku: string; variants: { sku: string }[] }
        return catalogueText(issue.lang, 'repeatedSku', {
          sku: firstRepeatedSku(input.sku, input.variants) ?? '',
        })
      },
    ),
    ['sku'],
  ),
)
export type CatalogueProductInput = v.InferInput<typeof CatalogueProductInputSchema>
export type CatalogueProductValues = v.InferOutput<typeof CatalogueProductInputSchema>

function firstRepeatedVariant(variants: readonly { options: readonly string[] }[]): string | null {
  const seen = new Set<string>()
  for (const variant of variants) {
    const key = variant.options.map((value) => value.toLowerCase()).join(' / ')
    if (seen.has(key)) return variant.options.join(' / ')
    seen.add(key)
  }
  return null
}

function firstRepeatedSku(sku: string, variants: readonly { sku: string }[]): string | null {
  const seen = new Set<string>()
  for (const each of [sku, ...variants.map((variant) => variant.sku)]) {
    if (!each) continue
    if (seen.has(each)) return each
    seen.add(each)
  }
  return null
}

export const ProductImageSchema = v.object({
  /** An uploaded image's path, or the address an import brought (not hosted here). */
  url: v.string(),
  /** True when the image is not hosted by the store (an imported Image Src). */
  external: v.boolean(),
})
export type ProductImage = v.InferOutput<typeof ProductImageSchema>

export const VariantSchema = v.object({
  id: v.number(),
  sku: v.string(),
  options: v.array(v.string()),
  price: v.nullable(v.number()),
  sales_price: v.nullable(v.number()),
  stock_quantity: v.number(),
})
export type ProductVariant = v.InferOutput<typeof VariantSchema>

export const CatalogueProductSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  /** The product's page on the storefront: "/p/<slug>". */
  urls: v.string(),
  sku: v.string(),
  description: v.string(),
  visible: v.boolean(),
  /** Units sold. */
  sold: v.number(),
  brand: v.string(),
  tags: v.array(v.string()),
  categories: v.array(v.object({ id: v.number(), name: v.string() })),
  stock: v.object({ has: v.boolean(), quantity: v.number() }),
  /** Centavos. `sales_price` is the promotional price when there is one. */
  prices: v.object({ price: v.number(), sales_price: v.nullable(v.number()) }),
  images: v.array(ProductImageSchema),
  option_names: v.array(v.string()),
  variants: v.array(VariantSchema),
  weight_grams: v.number(),
  height_cm: v.number(),
  width_cm: v.number(),
  length_cm: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type CatalogueProduct = v.InferOutput<typeof CatalogueProductSchema>

/** The storefront address of a product. */
export const productUrl = (slug: string) => `/p/${slug}`

/** The input that saves a product as it is (the edit form's starting values). */
export function productInputOf(product: CatalogueProduct): CatalogueProductInput {
  return {
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    description: product.description,
    visible: product.visible,
    brand: product.brand,
    tags: product.tags,
    category_ids: product.categories.map((category) => category.id),
    price: product.prices.price,
    sales_price: product.prices.sales_price,
    stock_quantity: product.variants.length > 0 ? 0 : product.stock.quantity,
    images: product.images.map((image) => image.url),
    option_names: product.option_names,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      options: variant.options,
      price: variant.price,
      sales_price: variant.sales_price,
      stock_quantity: variant.stock_quantity,
    })),
    weight_grams: product.weight_grams,
    height_cm: product.height_cm,
    width_cm: product.width_cm,
    length_cm: product.length_cm,
  }
}

/** GET …/catalogue/products: by name in keyset pages; with `q`, best matches first. */
export const CatalogueProductQuerySchema = v.object({
  /** Name, SKU (exact or prefix) and description; accents ignored, prefixes and typos found. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
  category_id: v.optional(queryInt(1, 2 ** 31 - 1)),
  visible: v.optional(v.picklist(['0', '1'])),
  in_stock: v.optional(v.picklist(['0', '1'])),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300))),
  limit: v.optional(queryInt(1, 200), CATALOGUE_PAGE_SIZE),
})
export interface CatalogueProductQuery {
  q?: string
  /** Products in that category or any of its subcategories. */
  category_id?: number
  visible?: '0' | '1'
  in_stock?: '0' | '1'
  cursor?: string
  limit?: number
}
export type CatalogueProductFilters = Omit<CatalogueProductQuery, 'cursor' | 'limit'>

export const CatalogueProductPageSchema = v.object({
  items: v.array(CatalogueProductSchema),
  next_cursor: v.nullable(v.string()),
})
export type CatalogueProductPage = v.InferOutput<typeof CatalogueProductPageSchema>

/** Image uploads of products: what files/ takes (PNG, JPEG, WebP). */
export const ProductImageUploadSchema = v.object({ url: v.string() })
export type ProductImageUpload = v.InferOutput<typeof ProductImageUploadSchema>
