import {
  feedPrice,
  productUrl,
  type FeedItemError,
  type FeedMapping,
  type FeedMappingEntry,
  type FeedTemplateField,
  type ProductImage,
} from '@vitrine/api'
import { absoluteOn } from '../../http/request-origin.ts'

/*
 * One product as a feed item: the mapped fields from the feed's mapping, the rest (id, link,
 * image, price, availability) from the product. A product a feed cannot list — no image, no
 * price, no title — is an item error (product id and reason), left out of the file: Merchant
 * Center and Meta would refuse the whole item anyway, and the store sees why in the panel.
 */

/** What a generation reads of a product (catalogue_products' columns). */
export interface FeedProduct {
  id: number
  name: string
  slug: string
  sku: string
  description: string
  brand: string
  tags: string[]
  categoryIds: number[]
  priceCents: number
  salesPriceCents: number | null
  stockQuantity: number
  images: ProductImage[]
}

export type FeedItemValues = Record<FeedTemplateField, string>

export interface ItemContext {
  mapping: FeedMapping
  siteUrl: string
  /** Where uploaded images are served (the server's public address). */
  filesOrigin: string
  categoryNames: ReadonlyMap<number, string>
}

function mapped(product: FeedProduct, entry: FeedMappingEntry, context: ItemContext): string {
  switch (entry.source) {
    case 'name':
      return product.name
    case 'description':
      return product.description
    case 'sku':
      return product.sku
    case 'brand':
      return product.brand
    case 'category':
      return product.categoryIds.map((id) => context.categoryNames.get(id)).find(Boolean) ?? ''
    case 'tags':
      return product.tags.join(', ')
    case 'text':
      return entry.text ?? ''
    case 'none':
      return ''
  }
}

/** A description without markup or runs of blanks (Merchant Center wants plain text). */
function plain(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The item's values, or why the product cannot be listed. */
export function feedItemOf(
  product: FeedProduct,
  context: ItemContext,
): { values: FeedItemValues } | { error: FeedItemError } {
  const fail = (reason: string) => ({
    error: { product_id: product.id, product_name: product.name, reason },
  })
  const { mapping } = context
  const title = plain(mapped(product, mapping.title, context)).slice(0, 150)
  if (!title) return fail('Sem título: o campo escolhido para o título está vazio.')
  if (!(product.priceCents > 0)) return fail('Sem preço.')
  const image = product.images[0]?.url
  if (!image) return fail('Sem imagem.')
  const gtin = plain(mapped(product, mapping.gtin, context))
  if (gtin && !/^(\d{8}|\d{12,14})$/.test(gtin)) {
    return fail(`GTIN inválido (${gtin.slice(0, 20)}): use 8, 12, 13 ou 14 dígitos.`)
  }
  const onSale =
    product.salesPriceCents !== null &&
    product.salesPriceCents > 0 &&
    product.salesPriceCents < product.priceCents
  return {
    values: {
      id: String(product.id),
      title,
      // Both Google and Meta require a description: the title stands in for a missing one.
      description: plain(mapped(product, mapping.description, context)).slice(0, 5000) || title,
      link: `${context.siteUrl.replace(/\/+$/, '')}${productUrl(product.slug)}`,
      image_link: absoluteOn(context.filesOrigin, image),
      price: feedPrice(product.priceCents),
      sale_price: onSale ? feedPrice(product.salesPriceCents!) : '',
      availability: product.stockQuantity > 0 ? 'in_stock' : 'out_of_stock',
      condition: 'new',
      brand: plain(mapped(product, mapping.brand, context)).slice(0, 70),
      gtin,
      mpn: plain(mapped(product, mapping.mpn, context)).slice(0, 70),
      sku: product.sku,
      google_product_category: plain(mapped(product, mapping.google_product_category, context)),
      product_type: plain(mapped(product, mapping.product_type, context)).slice(0, 750),
      quantity: String(product.stockQuantity),
    },
  }
}
