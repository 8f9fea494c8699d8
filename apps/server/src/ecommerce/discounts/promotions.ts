import type { Promotion, PromotionInputSchema, PromotionList } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, desc, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Database } from '../../db/client.ts'
import { discountError } from './errors.ts'
import { ecommercePromotions } from './schema.ts'

type PromotionRow = typeof ecommercePromotions.$inferSelect
type PromotionValues = v.InferOutput<typeof PromotionInputSchema>

export function promotionOf(row: PromotionRow): Promotion {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as Promotion['kind'],
    value: row.value,
    buy_quantity: row.buyQuantity,
    get_quantity: row.getQuantity,
    tiers: row.tiers,
    product_ids: row.productIds,
    category_ids: row.categoryIds,
    excluded_product_ids: row.excludedProductIds,
    excluded_category_ids: row.excludedCategoryIds,
    priority: row.priority,
    cumulative: row.cumulative,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

function columnsOf(values: PromotionValues) {
  return {
    name: values.name,
    kind: values.kind,
    value: values.value,
    buyQuantity: values.buy_quantity,
    getQuantity: values.get_quantity,
    // Highest quantity first is how the engine looks for the tier reached; kept sorted to read.
    tiers:
      values.kind === 'progressive'
        ? [...values.tiers].sort((a, b) => a.min_quantity - b.min_quantity)
        : [],
    productIds: values.product_ids,
    categoryIds: values.category_ids,
    excludedProductIds: values.excluded_product_ids,
    excludedCategoryIds: values.excluded_category_ids,
    priority: values.priority,
    cumulative: values.cumulative,
    startsAt: values.starts_at ? new Date(values.starts_at) : null,
    endsAt: values.ends_at ? new Date(values.ends_at) : null,
    active: values.active,
  }
}

/** Every promotion of the store, in the order the engine applies them (priority, then id). */
export async function promotionRows(db: Database, appId: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(ecommercePromotions)
    .where(eq(ecommercePromotions.appId, appId))
    .orderBy(desc(ecommercePromotions.priority), asc(ecommercePromotions.id))
}

export async function listPromotions(db: Database, appId: number): Promise<PromotionList> {
  return { items: (await promotionRows(db, appId)).map(promotionOf) }
}

export async function createPromotion(
  db: Database,
  appId: number,
  values: PromotionValues,
  now: Date,
): Promise<Promotion> {
  const [row] = await db
    .insert(ecommercePromotions)
    .values({ appId, ...columnsOf(values), createdAt: now, updatedAt: now })
    .returning()
  return promotionOf(row!)
}

export async function updatePromotion(
  db: Database,
  appId: number,
  id: number,
  values: PromotionValues,
  now: Date,
  lang: Lang,
): Promise<Promotion> {
  const [row] = await db
    .update(ecommercePromotions)
    .set({ ...columnsOf(values), updatedAt: now })
    .where(and(eq(ecommercePromotions.appId, appId), eq(ecommercePromotions.id, id)))
    .returning()
  if (!row) throw discountError(404, lang, 'promotionNotFound')
  return promotionOf(row)
}

export async function removePromotion(db: Database, appId: number, id: number, lang: Lang) {
  const gone = await db
    .delete(ecommercePromotions)
    .where(and(eq(ecommercePromotions.appId, appId), eq(ecommercePromotions.id, id)))
    .returning({ id: ecommercePromotions.id })
  if (gone.length === 0) throw discountError(404, lang, 'promotionNotFound')
}
