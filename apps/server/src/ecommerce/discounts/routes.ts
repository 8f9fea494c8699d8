import {
  CartInputSchema,
  CouponBatchInputSchema,
  CouponBatchResultSchema,
  CouponInputSchema,
  CouponPageSchema,
  CouponQuerySchema,
  CouponSchema,
  DiscountChoiceListSchema,
  DiscountChoiceQuerySchema,
  parseBody,
  PricingAnswerSchema,
  PromotionInputSchema,
  PromotionListSchema,
  PromotionSchema,
  RedemptionSchema,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import { appRoute, parseId, type AppScopedEnv } from '../../access/require-access.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps } from '../../http/context.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  queryParameter,
} from '../../openapi/describe.ts'
import {
  couponsCsv,
  createCoupon,
  generateCoupons,
  listCoupons,
  removeCoupon,
  updateCoupon,
} from './coupons.ts'
import { listChoices } from './choices.ts'
import { discountError, type DiscountText } from './errors.ts'
import { redeem, simulate } from './pricing.ts'
import { createPromotion, listPromotions, removePromotion, updatePromotion } from './promotions.ts'

/*
 * Coupons, promotions, the simulator and the checkout's redemption under the ecommerce
 * service: `/apps/{appId}/discounts/…`, the ecommerce level (read for reads and the simulator,
 * write for changes and redemptions).
 */
const READ = { area: 'ecommerce', level: 'read' } as const
const WRITE = { area: 'ecommerce', level: 'write' } as const
const COUPON_TAGS = ['ecommerce coupons']
const PROMOTION_TAGS = ['ecommerce promotions']
const PRICING_TAGS = ['ecommerce pricing']

const COUPON_NOTE =
  '`value`: basis points for percent (1000 = 10 %), centavos for fixed, 0 for free shipping. ' +
  'The code is unique in the store in any case (409 on `code`). Empty product/category lists ' +
  'mean every product; customers by e-mail.'

const PROMOTION_NOTE =
  'Kinds: percent (basis points) or fixed (centavos per unit) off the products/categories; ' +
  'buy_x_get_y (every buy+get units of a line, get free); progressive (`tiers`: basis points ' +
  'from a quantity of eligible units). Applied by priority (higher first), then id.'

export function discountsRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/discounts'
  const idOf = (raw: string | undefined, lang: Lang, missing: DiscountText) => {
    const id = parseId(raw)
    if (id === undefined) throw discountError(404, lang, missing)
    return id
  }

  routes.get(
    `${base}/coupons`,
    ...appRoute(deps, READ, {
      summary: "The store's coupons, by id",
      description: '`q` finds codes starting with it, any case. Keyset pages.',
      tags: COUPON_TAGS,
      parameters: [
        queryParameter('q', 'The start of a code'),
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter('limit', 'Items per page: 1 to 200, 50 by default'),
      ],
      responses: { 200: jsonAnswer('One page', CouponPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(CouponQuerySchema, c.req.query(), lang)
      return c.json(await listCoupons(db, c.get('access').app.id, query, lang))
    },
  )

  routes.post(
    `${base}/coupons`,
    ...appRoute(deps, WRITE, {
      summary: 'Create a coupon',
      description: COUPON_NOTE,
      tags: COUPON_TAGS,
      requestBody: jsonBody(CouponInputSchema),
      responses: {
        201: jsonAnswer('The coupon', CouponSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, CouponInputSchema)
      return c.json(await createCoupon(db, c.get('access').app.id, values, clock.now(), lang), 201)
    },
  )

  routes.post(
    `${base}/coupons/batch`,
    ...appRoute(deps, WRITE, {
      summary: 'Generate coupons: `count` unique codes PREFIX-XXXXXXXX with the same rules',
      description: `One transaction: all or none. ${COUPON_NOTE}`,
      tags: COUPON_TAGS,
      requestBody: jsonBody(CouponBatchInputSchema),
      responses: {
        201: jsonAnswer('The new codes', CouponBatchResultSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, CouponBatchInputSchema)
      return c.json(
        await generateCoupons(db, c.get('access').app.id, values, clock.now(), lang),
        201,
      )
    },
  )

  routes.get(
    `${base}/coupons/export`,
    ...appRoute(deps, READ, {
      summary: "The store's coupons as CSV",
      tags: COUPON_TAGS,
      responses: { 200: { description: 'text/csv, UTF-8 with a BOM' } },
    }),
    async (c) => {
      const csv = await couponsCsv(db, c.get('access').app.id)
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="cupons.csv"',
      })
    },
  )

  routes.put(
    `${base}/coupons/:couponId`,
    ...appRoute(deps, WRITE, {
      summary: 'Replace a coupon',
      description: `Its uses stay. ${COUPON_NOTE}`,
      tags: COUPON_TAGS,
      params: ['couponId'],
      requestBody: jsonBody(CouponInputSchema),
      responses: {
        200: jsonAnswer('The coupon', CouponSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('couponId'), lang, 'couponNotFound')
      const values = await readJsonBody(c.req, lang, CouponInputSchema)
      return c.json(await updateCoupon(db, c.get('access').app.id, id, values, clock.now(), lang))
    },
  )

  routes.delete(
    `${base}/coupons/:couponId`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a coupon',
      tags: COUPON_TAGS,
      params: ['couponId'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('couponId'), lang, 'couponNotFound')
      await removeCoupon(db, c.get('access').app.id, id, lang)
      return c.body(null, 204)
    },
  )

  routes.get(
    `${base}/promotions`,
    ...appRoute(deps, READ, {
      summary: "The store's promotions, in the order they apply",
      tags: PROMOTION_TAGS,
      responses: { 200: jsonAnswer('The promotions', PromotionListSchema) },
    }),
    async (c) => c.json(await listPromotions(db, c.get('access').app.id)),
  )

  routes.post(
    `${base}/promotions`,
    ...appRoute(deps, WRITE, {
      summary: 'Create a promotion',
      description: PROMOTION_NOTE,
      tags: PROMOTION_TAGS,
      requestBody: jsonBody(PromotionInputSchema),
      responses: {
        201: jsonAnswer('The promotion', PromotionSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, PromotionInputSchema)
      return c.json(await createPromotion(db, c.get('access').app.id, values, clock.now()), 201)
    },
  )

  routes.put(
    `${base}/promotions/:promotionId`,
    ...appRoute(deps, WRITE, {
      summary: 'Replace a promotion',
      description: PROMOTION_NOTE,
      tags: PROMOTION_TAGS,
      params: ['promotionId'],
      requestBody: jsonBody(PromotionInputSchema),
      responses: {
        200: jsonAnswer('The promotion', PromotionSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('promotionId'), lang, 'promotionNotFound')
      const values = await readJsonBody(c.req, lang, PromotionInputSchema)
      return c.json(
        await updatePromotion(db, c.get('access').app.id, id, values, clock.now(), lang),
      )
    },
  )

  routes.delete(
    `${base}/promotions/:promotionId`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a promotion',
      tags: PROMOTION_TAGS,
      params: ['promotionId'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('promotionId'), lang, 'promotionNotFound')
      await removePromotion(db, c.get('access').app.id, id, lang)
      return c.body(null, 204)
    },
  )

  routes.get(
    `${base}/choices`,
    ...appRoute(deps, READ, {
      summary: 'Products, categories or customers to include in or exclude from a discount',
      description:
        'Up to 10 whose name (or SKU, or e-mail) contains `q`, or those named by `keys` (ids, ' +
        'or e-mails for customers, comma-separated). `key` is what a coupon or promotion keeps.',
      tags: PRICING_TAGS,
      parameters: [
        queryParameter('of', 'products, categories or customers'),
        queryParameter('q', 'Words of the name'),
        queryParameter('keys', 'Comma-separated keys to name'),
      ],
      responses: { 200: jsonAnswer('The choices', DiscountChoiceListSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const query = parseBody(DiscountChoiceQuerySchema, c.req.query(), c.get('lang'))
      return c.json(await listChoices(db, c.get('access').app.id, query))
    },
  )

  routes.post(
    `${base}/simulate`,
    ...appRoute(deps, READ, {
      summary: 'Price a cart with the store’s promotions and coupon codes (nothing counted)',
      description:
        'Answers the discounts applied in order, each with its lines, and why the others did ' +
        'not apply. Prices are the catalogue’s (the sale price when there is one).',
      tags: PRICING_TAGS,
      requestBody: jsonBody(CartInputSchema),
      responses: {
        200: jsonAnswer('The priced cart', PricingAnswerSchema),
        ...errorAnswers(...BODY_ERRORS, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const cart = await readJsonBody(c.req, lang, CartInputSchema)
      return c.json(await simulate(db, c.get('access').app.id, cart, clock.now(), lang))
    },
  )

  routes.post(
    `${base}/redemptions`,
    ...appRoute(deps, WRITE, {
      summary: 'Redeem: price the order and count one use of each coupon applied',
      description:
        'What a checkout calls when the order is placed. Needs an `Idempotency-Key` header: the ' +
        'same key answers the first redemption (`replayed`), nothing counted twice. A code that ' +
        'does not apply, or whose last use another order just took, is a 409 on `coupon_codes` ' +
        'with the reason, nothing counted.',
      tags: PRICING_TAGS,
      requestBody: jsonBody(CartInputSchema),
      responses: {
        200: jsonAnswer('The redemption', RedemptionSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const key = c.req.header('Idempotency-Key')?.trim()
      if (!key || key.length > 200)
        throw discountError(400, lang, 'idempotencyKey', {}, 'Idempotency-Key')
      const cart = await readJsonBody(c.req, lang, CartInputSchema)
      return c.json(await redeem(db, c.get('access').app.id, key, cart, clock.now(), lang))
    },
  )

  return routes
}
