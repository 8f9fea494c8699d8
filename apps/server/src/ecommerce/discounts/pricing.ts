import type { CartInputSchema, CouponRule, PricingAnswer, Redemption } from '@vitrine/api'
import { ApiError, couponRuleOf, pricingAnswer, priceCart, promotionRuleOf } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { catalogueProducts } from '../../catalogue/schema.ts'
import type { Database } from '../../db/client.ts'
import { statusText } from '../../http/errors.ts'
import { writeEcommerceLog } from '../logs/write.ts'
import { discountError } from './errors.ts'
import { couponOf } from './coupons.ts'
import { promotionOf, promotionRows } from './promotions.ts'
import { ecommerceCouponCustomerUses, ecommerceCoupons, ecommerceRedemptions } from './schema.ts'

/*
 * The simulator and the checkout's redemption: the cart's products and the rules are read
 * from the store, then priced by the contract's engine (packages/api/src/ecommerce/pricing),
 * the same function the panel and the tests run. Only the redemption writes: it counts each
 * applied coupon's use with a conditional update, so the database, not this read, decides who
 * gets the last use.
 */

type Cart = v.InferOutput<typeof CartInputSchema>
const upper = (code: string) => code.trim().toUpperCase()

async function priced(db: Database, appId: number, cart: Cart, now: Date, lang: Lang) {
  const ids = [...new Set(cart.lines.map((line) => line.product_id))]
  const products = ids.length
    ? await db
        .select({
          id: catalogueProducts.id,
          name: catalogueProducts.name,
          price: catalogueProducts.priceCents,
          sales: catalogueProducts.salesPriceCents,
          categoryIds: catalogueProducts.categoryIds,
        })
        .from(catalogueProducts)
        .where(and(eq(catalogueProducts.appId, appId), inArray(catalogueProducts.id, ids)))
    : []
  const byId = new Map(products.map((product) => [product.id, product]))
  const missing = ids.filter((id) => !byId.has(id))
  if (missing.length)
    throw discountError(422, lang, 'productsNotFound', { ids: missing.join(', ') }, 'lines')

  const codes = [...new Set(cart.coupon_codes.map(upper).filter(Boolean))]
  const email = cart.customer_email ?? null
  const couponRows = codes.length
    ? await db
        .select({
          coupon: ecommerceCoupons,
          customerUses: sql<number>`coalesce(${ecommerceCouponCustomerUses.uses}, 0)`.mapWith(
            Number,
          ),
        })
        .from(ecommerceCoupons)
        .leftJoin(
          ecommerceCouponCustomerUses,
          and(
            eq(ecommerceCouponCustomerUses.couponId, ecommerceCoupons.id),
            eq(ecommerceCouponCustomerUses.email, email ?? ''),
          ),
        )
        .where(
          and(
            eq(ecommerceCoupons.appId, appId),
            inArray(sql`upper(${ecommerceCoupons.code})`, codes),
          ),
        )
    : []
  const coupons: CouponRule[] = couponRows.map(({ coupon, customerUses }) =>
    couponRuleOf(couponOf(coupon), customerUses),
  )
  const promotions = (await promotionRows(db, appId)).map((row) =>
    promotionRuleOf(promotionOf(row)),
  )
  const result = priceCart({
    lines: cart.lines.map((line) => {
      const product = byId.get(line.product_id)!
      return {
        productId: product.id,
        categoryIds: product.categoryIds,
        unitPriceCents: product.sales ?? product.price,
        quantity: line.quantity,
      }
    }),
    customer: { key: email, firstPurchase: cart.first_purchase },
    shippingCents: cart.shipping_cents,
    promotions,
    coupons,
    couponCodes: codes,
    now: now.toISOString(),
  })
  return {
    result,
    coupons,
    answer: pricingAnswer(result, (id) => byId.get(id)?.name ?? ''),
  }
}

/** The simulator: the cart priced with the store's rules, nothing counted. */
export async function simulate(
  db: Database,
  appId: number,
  cart: Cart,
  now: Date,
  lang: Lang,
): Promise<PricingAnswer> {
  return (await priced(db, appId, cart, now, lang)).answer
}

/** Thrown inside the transaction when another call took the same key first. */
class Replay extends Error {}

const refusal = (message: string) =>
  new ApiError({
    statusCode: 409,
    statusMessage: statusText(409),
    message,
    data: { fields: { coupon_codes: message } },
  })

/**
 * What a checkout calls when the order is placed: prices the cart and counts one use of each
 * coupon applied (and of the customer's), all or nothing. A code that does not apply is a 409
 * with its reason (nothing counted); the same Idempotency-Key answers the first redemption.
 */
export async function redeem(
  db: Database,
  appId: number,
  key: string,
  cart: Cart,
  now: Date,
  lang: Lang,
): Promise<Redemption> {
  const replay = async (): Promise<Redemption | undefined> => {
    const [row] = await db
      .select()
      .from(ecommerceRedemptions)
      .where(
        and(eq(ecommerceRedemptions.appId, appId), eq(ecommerceRedemptions.idempotencyKey, key)),
      )
    return row && { id: row.id, replayed: true, pricing: row.pricing }
  }
  const earlier = await replay()
  if (earlier) return earlier
  try {
    return await db.transaction(async (tx) => {
      const { result, coupons, answer } = await priced(tx, appId, cart, now, lang)
      const refused = answer.rejected.find((rejected) => rejected.source === 'coupon')
      if (refused) throw refusal(`${refused.label}: ${refused.reason}`)
      const email = cart.customer_email ?? null
      // The key first: a concurrent call with the same key waits here, then replays.
      const [claimed] = await tx
        .insert(ecommerceRedemptions)
        .values({
          appId,
          idempotencyKey: key,
          email,
          couponIds: result.applied.filter((a) => a.source === 'coupon').map((a) => a.id),
          pricing: answer,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: ecommerceRedemptions.id })
      if (!claimed) throw new Replay()
      for (const applied of result.applied) {
        if (applied.source !== 'coupon') continue
        const coupon = coupons.find((c) => c.id === applied.id)!
        const counted = await tx
          .update(ecommerceCoupons)
          .set({ uses: sql`${ecommerceCoupons.uses} + 1` })
          .where(
            and(
              eq(ecommerceCoupons.id, coupon.id),
              or(
                isNull(ecommerceCoupons.maxUses),
                lt(ecommerceCoupons.uses, ecommerceCoupons.maxUses),
              ),
            ),
          )
          .returning({ uses: ecommerceCoupons.uses })
        if (counted.length === 0)
          throw discountError(409, lang, 'limitReached', { code: coupon.code }, 'coupon_codes')
        if (email !== null) {
          const limit = coupon.maxUsesPerCustomer
          const mine = await tx
            .insert(ecommerceCouponCustomerUses)
            .values({ couponId: coupon.id, email, uses: 1 })
            .onConflictDoUpdate({
              target: [ecommerceCouponCustomerUses.couponId, ecommerceCouponCustomerUses.email],
              set: { uses: sql`${ecommerceCouponCustomerUses.uses} + 1` },
              ...(limit === null ? {} : { setWhere: lt(ecommerceCouponCustomerUses.uses, limit) }),
            })
            .returning({ uses: ecommerceCouponCustomerUses.uses })
          if (mine.length === 0)
            throw refusal(`${coupon.code}: Limite de usos por cliente atingido`)
        }
        await writeEcommerceLog(tx, {
          appId,
          kind: 'coupon_used',
          subject: coupon.code,
          detail: {
            redemption_id: claimed.id,
            amount_cents: applied.amountCents,
            shipping_discount_cents: applied.shippingDiscountCents,
            customer: email,
          },
          at: now,
        })
      }
      return { id: claimed.id, replayed: false, pricing: answer }
    })
  } catch (error) {
    if (error instanceof Replay) {
      const first = await replay()
      if (first) return first
    }
    throw error
  }
}
