import * as v from 'valibot'
import {
  CATALOGUE_MAX_CENTS,
  UPLOADED_FILES_PATH,
  CatalogueProductInputSchema,
  catalogueLabels,
  type CatalogueProduct,
  type CatalogueProductInput,
} from '@vitrine/api'
import { moneyField, moneyInput } from '../../shared/money-field.ts'

/*
 * The product's form holds what people type (prices as "59,90", counts as text) under the
 * contract's own names, so a field error the server answers ("sku", "variants.2.sku") lands on
 * its field; on submit the typed values become numbers and the contract's own schema checks
 * the whole product with the server's words. Options are kept as name + values for editing
 * ("Tamanho": P, M, G); the contract stores their names and each variant's values.
 */

export interface OptionFormValues {
  name: string
  values: string[]
}

export interface VariantFormValues {
  /** The saved variant's id; null for a new one. */
  id: number | null
  /** One value per option, in the options' order. */
  options: string[]
  sku: string
  /** "" = the product's price. */
  price: string
  sales_price: string
  stock_quantity: string
}

export interface ProductFormValues {
  name: string
  slug: string
  sku: string
  description: string
  brand: string
  tags: string[]
  visible: boolean
  category_ids: number[]
  price: string
  sales_price: string
  stock_quantity: string
  weight_grams: string
  height_cm: string
  width_cm: string
  length_cm: string
  /** Image paths, in the storefront's order (the first is the main picture). */
  images: string[]
  options: OptionFormValues[]
  variants: VariantFormValues[]
}

const countTexts = {
  'pt-BR': 'Informe um número inteiro, sem vírgula.',
  en: 'Enter a whole number.',
} as const

/** A count typed as text: blank is 0; anything but digits is refused on the field. */
const countField = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (text) => /^\d{0,9}$/.test(text.replace(/\./g, '')),
    (issue) => (issue.lang === 'en' ? countTexts.en : countTexts['pt-BR']),
  ),
  v.transform((text) => (text === '' ? 0 : Number(text.replace(/\./g, '')))),
)

/** A price that may be left blank (a sale price, a variant's own price): null when blank. */
const optionalMoney = (label: Parameters<typeof moneyField>[0]) =>
  v.union([
    v.pipe(
      v.string(),
      v.trim(),
      v.empty(),
      v.transform(() => null),
    ),
    moneyField(label, 0, CATALOGUE_MAX_CENTS),
  ])

// The contract's own rules for the text fields, checked with the typed ones: a submit shows
// every message at once (the whole product's checks only run once the numbers parse).
const contract = CatalogueProductInputSchema.pipe[0].entries

const typed = v.object({
  name: contract.name,
  slug: contract.slug,
  sku: contract.sku,
  description: contract.description,
  brand: contract.brand,
  tags: contract.tags,
  visible: v.boolean(),
  category_ids: v.array(v.number()),
  price: moneyField(catalogueLabels.price, 0, CATALOGUE_MAX_CENTS),
  sales_price: optionalMoney(catalogueLabels.salesPrice),
  stock_quantity: countField,
  weight_grams: countField,
  height_cm: countField,
  width_cm: countField,
  length_cm: countField,
  images: v.array(v.string()),
  options: v.array(v.object({ name: v.string(), values: v.array(v.string()) })),
  variants: v.array(
    v.object({
      id: v.nullable(v.number()),
      options: v.array(v.string()),
      sku: v.string(),
      price: optionalMoney(catalogueLabels.price),
      sales_price: optionalMoney(catalogueLabels.salesPrice),
      stock_quantity: countField,
    }),
  ),
})

/** The typed values as the contract's input: options become their names. */
function toInput({ options, ...values }: v.InferOutput<typeof typed>): CatalogueProductInput {
  return { ...values, option_names: options.map((option) => option.name) }
}

/** An uploaded file's path of the shape the contract takes, standing in for an inline image. */
const INLINE_STAND_IN = `${UPLOADED_FILES_PATH}${'0'.repeat(64)}.png`

/**
 * Inline images (data: addresses) come only from the fixture's sample products, which the
 * contract's address rule refuses; they are checked as an uploaded path would be, and the
 * submit sends the form's own list (`imagesOf`), so the fixture gets what it handed out.
 */
const checkInlineAsUploaded = (input: CatalogueProductInput): CatalogueProductInput => ({
  ...input,
  images: (input.images ?? []).map((url) => (url.startsWith('data:') ? INLINE_STAND_IN : url)),
})

/**
 * Typed values in, the contract's product input out. Server messages for `option_names.N`
 * land on `options.N.name` (formFieldOf), the field people type them in.
 */
export const productFormSchema = v.pipe(
  typed,
  v.transform(toInput),
  v.transform(checkInlineAsUploaded),
  CatalogueProductInputSchema,
) as unknown as v.GenericSchema<
  ProductFormValues,
  v.InferOutput<typeof CatalogueProductInputSchema>
>

/** Where a server's field error goes in this form ("option_names.1" is typed in "options.1.name"). */
export function formFieldOf(path: string): string {
  const option = /^option_names\.(\d+)$/.exec(path)
  return option ? `options.${option[1]}.name` : path
}

const countInput = (count: number) => (count === 0 ? '' : String(count))

/** The options of a saved product: each name with the values its variants use, in order. */
export function optionsOf(product: Pick<CatalogueProduct, 'option_names' | 'variants'>) {
  return product.option_names.map((name, index) => ({
    name,
    values: [
      ...new Set(product.variants.map((variant) => variant.options[index] ?? '').filter(Boolean)),
    ],
  }))
}

/** A new product's blank form, or the product to edit. */
export function productFormValues(product?: CatalogueProduct): ProductFormValues {
  if (!product) {
    return {
      name: '',
      slug: '',
      sku: '',
      description: '',
      brand: '',
      tags: [],
      visible: true,
      category_ids: [],
      price: '',
      sales_price: '',
      stock_quantity: '',
      weight_grams: '',
      height_cm: '',
      width_cm: '',
      length_cm: '',
      images: [],
      options: [],
      variants: [],
    }
  }
  return {
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    description: product.description,
    brand: product.brand,
    tags: product.tags,
    visible: product.visible,
    category_ids: product.categories.map((category) => category.id),
    price: moneyInput(product.prices.price),
    sales_price: product.prices.sales_price === null ? '' : moneyInput(product.prices.sales_price),
    stock_quantity: product.variants.length > 0 ? '' : countInput(product.stock.quantity),
    weight_grams: countInput(product.weight_grams),
    height_cm: countInput(product.height_cm),
    width_cm: countInput(product.width_cm),
    length_cm: countInput(product.length_cm),
    images: product.images.map((image) => image.url),
    options: optionsOf(product),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      options: variant.options,
      sku: variant.sku,
      price: variant.price === null ? '' : moneyInput(variant.price),
      sales_price: variant.sales_price === null ? '' : moneyInput(variant.sales_price),
      stock_quantity: String(variant.stock_quantity),
    })),
  }
}

const variantKey = (values: readonly string[]) =>
  values.map((value) => value.trim().toLowerCase()).join('\u0000')

/**
 * The variants for the options as they are now: one per combination of their values (Tamanho
 * × Cor), in order; a combination that already had a variant keeps it (its SKU, price, stock
 * and id), new ones start blank. Options without values add no combinations.
 */
export function combineVariants(
  options: readonly OptionFormValues[],
  current: readonly VariantFormValues[],
): VariantFormValues[] {
  const named = options.filter((option) => option.name.trim() && option.values.length > 0)
  if (named.length === 0) return []
  let combos: string[][] = [[]]
  for (const option of named) {
    combos = combos.flatMap((combo) => option.values.map((value) => [...combo, value]))
  }
  const existing = new Map(current.map((variant) => [variantKey(variant.options), variant]))
  return combos.map(
    (combo) =>
      existing.get(variantKey(combo)) ?? {
        id: null,
        options: combo,
        sku: '',
        price: '',
        sales_price: '',
        stock_quantity: '',
      },
  )
}
