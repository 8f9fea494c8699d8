import {
  cmsError,
  type CategoryCondition,
  type ElementPreview,
  type ProductCondition,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { categoriesMatching, productsMatching } from '../catalogue/matching.ts'
import type { Database } from '../db/client.ts'
import type { LayoutRow } from '../layouts/schema.ts'
import { elementOfLayout } from './elements.ts'

/**
 * GET /cms/{layoutId}/preview/{contentId}: what a saved catalogue element shows now, at the
 * layout level (a person who edits the layout may not read the catalogue's own screens). The
 * element form previews unsaved conditions through the catalogue's filter calls instead.
 */
export async function previewElement(
  db: Database,
  layout: LayoutRow,
  contentId: number,
  lang: Lang,
): Promise<ElementPreview> {
  const row = await elementOfLayout(db, layout, contentId, lang)
  const limit = Number(row.content.limit ?? 12)
  if (row.type === 'products') {
    const { items } = await productsMatching(
      db,
      layout.appId,
      row.conditions as unknown as ProductCondition[],
      { limit, lang },
    )
    return {
      content_id: row.id,
      entity: 'product',
      items: items.map((product) => ({
        id: product.id,
        name: product.name,
        url: product.urls,
        image: product.images[0]?.url ?? null,
        price_cents: product.prices.price,
        sales_price_cents: product.prices.sales_price,
      })),
    }
  }
  if (row.type === 'categories') {
    const { items } = await categoriesMatching(
      db,
      layout.appId,
      row.conditions as unknown as CategoryCondition[],
      { limit, lang },
    )
    return {
      content_id: row.id,
      entity: 'category',
      items: items.map((category) => ({
        id: category.id,
        name: category.name,
        url: category.urls,
        image: null,
        price_cents: null,
        sales_price_cents: null,
      })),
    }
  }
  throw cmsError(422, lang, 'notCatalogue')
}
