import { RECURRENCE_METHOD_LABELS, type PlanValues, type RecurrenceMethod } from '@vitrine/api'
import { resolveLang, type Lang } from '@vitrine/api/validation'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { gateways } from '../../gateways/schema.ts'
import { recurrenceProducts } from '../schema.ts'
import { recurrenceError } from '../shared/errors.ts'

/**
 * What a plan's products must be: the store's (422 `productNotFound` on `products`) and not
 * archived (422 `productArchived`), except those the plan already holds — an archived product
 * stays in the plans that had it, it only leaves the choice of new ones.
 */
export async function checkPlanProducts(
  db: Database,
  appId: number,
  products: PlanValues['products'],
  kept: ReadonlySet<number>,
  lang: Lang,
): Promise<void> {
  if (products.length === 0) return
  const ids = products.map((item) => item.product_id)
  const found = await db
    .select({
      id: recurrenceProducts.id,
      name: recurrenceProducts.name,
      archivedAt: recurrenceProducts.archivedAt,
    })
    .from(recurrenceProducts)
    .where(and(eq(recurrenceProducts.appId, appId), inArray(recurrenceProducts.id, ids)))
  const byId = new Map(found.map((row) => [row.id, row]))
  for (const id of ids) {
    const product = byId.get(id)
    if (!product) throw recurrenceError(422, lang, 'productNotFound', {}, 'products')
    if (product.archivedAt !== null && !kept.has(id)) {
      throw recurrenceError(422, lang, 'productArchived', { name: product.name }, 'products')
    }
  }
}

/** The method as a refusal names it: "cartão de crédito", "boleto", "pix". */
export const methodWords = (method: RecurrenceMethod, lang: Lang) =>
  RECURRENCE_METHOD_LABELS[method][resolveLang(lang)].toLowerCase()

/** Every method needs an active gateway of its type in the store (422 `noGateway` on `methods`). */
export async function checkPlanMethods(
  db: Database,
  appId: number,
  methods: readonly RecurrenceMethod[],
  lang: Lang,
): Promise<void> {
  const rows = await db
    .selectDistinct({ type: gateways.type })
    .from(gateways)
    .where(
      and(
        eq(gateways.appId, appId),
        eq(gateways.active, true),
        inArray(gateways.type, [...methods]),
      ),
    )
  const present = new Set(rows.map((row) => row.type))
  const missing = methods.find((method) => !present.has(method))
  if (missing) {
    throw recurrenceError(422, lang, 'noGateway', { method: methodWords(missing, lang) }, 'methods')
  }
}
