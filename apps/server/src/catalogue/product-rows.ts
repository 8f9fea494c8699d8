import { productUrl, type CatalogueProduct, type CatalogueProductValues } from '@vitrine/api'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { catalogueCategories, catalogueProducts, catalogueVariants } from './schema.ts'

export type ProductRow = typeof catalogueProducts.$inferSelect
export type VariantRow = typeof catalogueVariants.$inferSelect

/** The columns a product is read with (the generated ones are for the database's eyes). */
export const productColumns = {
  id: catalogueProducts.id,
  appId: catalogueProducts.appId,
  name: catalogueProducts.name,
  slug: catalogueProducts.slug,
  sku: catalogueProducts.sku,
  description: catalogueProducts.description,
  visible: catalogueProducts.visible,
  sold: catalogueProducts.sold,
  brand: catalogueProducts.brand,
  tags: catalogueProducts.tags,
  categoryIds: catalogueProducts.categoryIds,
  priceCents: catalogueProducts.priceCents,
  salesPriceCents: catalogueProducts.salesPriceCents,
  stockQuantity: catalogueProducts.stockQuantity,
  images: catalogueProducts.images,
  optionNames: catalogueProducts.optionNames,
  weightGrams: catalogueProducts.weightGrams,
  heightCm: catalogueProducts.heightCm,
  widthCm: catalogueProducts.widthCm,
  lengthCm: catalogueProducts.lengthCm,
  importId: catalogueProducts.importId,
  createdAt: catalogueProducts.createdAt,
  updatedAt: catalogueProducts.updatedAt,
}
export type ProductRecord = Pick<ProductRow, keyof typeof productColumns>

export function toProduct(
  row: ProductRecord,
  variants: readonly VariantRow[],
  categoryNames: ReadonlyMap<number, string>,
): CatalogueProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    urls: productUrl(row.slug),
    sku: row.sku,
    description: row.description,
    visible: row.visible,
    sold: row.sold,
    brand: row.brand,
    tags: row.tags,
    categories: row.categoryIds
      .filter((id) => categoryNames.has(id))
      .map((id) => ({ id, name: categoryNames.get(id) ?? '' })),
    stock: { has: row.stockQuantity > 0, quantity: row.stockQuantity },
    prices: { price: row.priceCents, sales_price: row.salesPriceCents },
    images: row.images,
    option_names: row.optionNames,
    variants: variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      options: variant.options,
      price: variant.priceCents,
      sales_price: variant.salesPriceCents,
      stock_quantity: variant.stockQuantity,
    })),
    weight_grams: row.weightGrams,
    height_cm: row.heightCm,
    width_cm: row.widthCm,
    length_cm: row.lengthCm,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Whole products from their rows: variants and category names in two more queries. */
export async function productsOf(
  db: Database,
  appId: number,
  rows: readonly ProductRecord[],
): Promise<CatalogueProduct[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const categoryIds = [...new Set(rows.flatMap((row) => row.categoryIds))]
  const [variants, categories] = await Promise.all([
    db
      .select()
      .from(catalogueVariants)
      .where(and(eq(catalogueVariants.appId, appId), inArray(catalogueVariants.productId, ids)))
      .orderBy(asc(catalogueVariants.productId), asc(catalogueVariants.position)),
    categoryIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: catalogueCategories.id, name: catalogueCategories.name })
          .from(catalogueCategories)
          .where(
            and(eq(catalogueCategories.appId, appId), inArray(catalogueCategories.id, categoryIds)),
          ),
  ])
  const names = new Map(categories.map((category) => [category.id, category.name]))
  const byProduct = new Map<number, VariantRow[]>()
  for (const variant of variants) {
    const list = byProduct.get(variant.productId) ?? []
    list.push(variant)
    byProduct.set(variant.productId, list)
  }
  return rows.map((row) => toProduct(row, byProduct.get(row.id) ?? [], names))
}

/** The product as its input (audit entries, import snapshots, undo). */
export function valuesOf(product: CatalogueProduct): CatalogueProductValues {
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
