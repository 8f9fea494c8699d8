import type { CatalogueFixtureState } from '../../catalogue/fixture.ts'
import type { Customer } from '../../customers/schema.ts'
import { ApiError } from '../../http/api-error.ts'
import { parseBody } from '../../http/field-errors.ts'
import type { Lang } from '../../validation/index.ts'
import { pricingAnswer } from './answer.ts'
import type { DiscountsApi } from './api.ts'
import { priceCart } from './engine.ts'
import { couponRuleOf, promotionRuleOf } from './rules.ts'
import {
  CartInputSchema,
  COUPON_PAGE_SIZE,
  CouponBatchInputSchema,
  CouponInputSchema,
  DiscountChoiceQuerySchema,
  PromotionInputSchema,
  type DiscountChoice,
  type Coupon,
  type Promotion,
} from './schemas.ts'

/** The discounts behind Storybook and component tests; the simulator runs the real engine. */
export interface DiscountsFixtureState {
  coupons: Coupon[]
  promotions: Promotion[]
}

/** Lower case without accents, as the server's unaccent search finds words. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const AT = '2026-03-10T12:00:00.000Z'
const couponDefaults = {
  value: 0,
  min_subtotal_cents: null,
  product_ids: [],
  category_ids: [],
  excluded_product_ids: [],
  excluded_category_ids: [],
  customer_emails: [],
  excluded_customer_emails: [],
  first_purchase_only: false,
  cumulative: false,
  max_uses: null,
  max_uses_per_customer: null,
  uses: 0,
  starts_at: null,
  ends_at: null,
  active: true,
  created_at: AT,
  updated_at: AT,
}

const promotionDefaults = {
  value: 0,
  buy_quantity: 1,
  get_quantity: 1,
  tiers: [],
  product_ids: [],
  category_ids: [],
  excluded_product_ids: [],
  excluded_category_ids: [],
  priority: 0,
  cumulative: false,
  starts_at: null,
  ends_at: null,
  active: true,
  created_at: AT,
  updated_at: AT,
}

export function sampleDiscountsState(empty: boolean): DiscountsFixtureState {
  if (empty) return { coupons: [], promotions: [] }
  return {
    coupons: [
      {
        ...couponDefaults,
        id: 1,
        code: 'BEMVINDO10',
        kind: 'percent',
        value: 1000,
        first_purchase_only: true,
        max_uses_per_customer: 1,
        uses: 12,
      },
      {
        ...couponDefaults,
        id: 2,
        code: 'FRETEGRATIS',
        kind: 'free_shipping',
        min_subtotal_cents: 19_900,
        cumulative: true,
        uses: 40,
      },
      {
        ...couponDefaults,
        id: 3,
        code: 'NATAL25',
        kind: 'fixed',
        value: 2_500,
        max_uses: 100,
        uses: 100,
        ends_at: '2025-12-26T03:00:00.000Z',
      },
    ],
    promotions: [
      {
        id: 1,
        name: 'Leve 3, pague 2 em meias',
        kind: 'buy_x_get_y',
        value: 0,
        buy_quantity: 2,
        get_quantity: 1,
        tiers: [],
        product_ids: [],
        category_ids: [],
        excluded_product_ids: [],
        excluded_category_ids: [],
        priority: 10,
        cumulative: false,
        starts_at: null,
        ends_at: null,
        active: true,
        created_at: AT,
        updated_at: AT,
      },
      {
        id: 2,
        name: 'Atacado: 5 % a partir de 6 peças',
        kind: 'progressive',
        value: 0,
        buy_quantity: 1,
        get_quantity: 1,
        tiers: [
          { min_quantity: 6, basis_points: 500 },
          { min_quantity: 12, basis_points: 1000 },
        ],
        product_ids: [],
        category_ids: [],
        excluded_product_ids: [],
        excluded_category_ids: [],
        priority: 0,
        cumulative: true,
        starts_at: null,
        ends_at: null,
        active: true,
        created_at: AT,
        updated_at: AT,
      },
      {
        ...promotionDefaults,
        id: 3,
        name: 'Black Friday: 20 % em tudo',
        kind: 'percent',
        value: 2000,
        priority: 20,
        starts_at: '2026-11-27T03:00:00.000Z',
        ends_at: '2026-11-30T02:59:59.000Z',
      },
      {
        ...promotionDefaults,
        id: 4,
        name: 'Volta às aulas: R$ 5 por peça',
        kind: 'fixed',
        value: 500,
        starts_at: '2026-01-15T03:00:00.000Z',
        ends_at: '2026-03-01T02:59:59.000Z',
      },
    ],
  }
}

export function createDiscountsFixture(
  state: DiscountsFixtureState,
  catalogue: CatalogueFixtureState,
  now: () => Date,
  lang: Lang,
  /** The customers the pickers offer (the customers fixture's). */
  customers: readonly Pick<Customer, 'name' | 'email'>[] = [],
): DiscountsApi {
  const nextId = (items: { id: number }[]) => Math.max(0, ...items.map((item) => item.id)) + 1
  const notFound = (what: string) =>
    new ApiError({
      statusCode: 404,
      statusMessage: 'Not Found',
      message: `${what} não encontrado.`,
    })
  const taken = (code: string, except?: number) =>
    state.coupons.some((c) => c.code.toUpperCase() === code.toUpperCase() && c.id !== except)
  const codeTaken = () => {
    const message = 'Já existe um cupom com este código na loja.'
    return new ApiError({
      statusCode: 409,
      statusMessage: 'Conflict',
      message,
      data: { fields: { code: message } },
    })
  }
  const couponFrom = (values: ReturnType<typeof parseCoupon>, id: number, uses = 0): Coupon => ({
    ...values,
    id,
    uses,
    value: values.kind === 'free_shipping' ? 0 : values.value,
    created_at: now().toISOString(),
    updated_at: now().toISOString(),
  })
  const parseCoupon = (input: unknown) => parseBody(CouponInputSchema, input, lang)

  return {
    async listCoupons(_appId, query = {}) {
      const q = query.q?.trim().toUpperCase() ?? ''
      const after = query.cursor ? Number(query.cursor) : 0
      const limit = query.limit ?? COUPON_PAGE_SIZE
      const matching = state.coupons
        .filter((c) => c.id > after && c.code.toUpperCase().startsWith(q))
        .sort((a, b) => a.id - b.id)
      const items = structuredClone(matching.slice(0, limit))
      return {
        items,
        next_cursor: matching.length > limit ? String(items.at(-1)!.id) : null,
      }
    },
    async createCoupon(_appId, input) {
      const values = parseCoupon(input)
      if (taken(values.code)) throw codeTaken()
      const coupon = couponFrom(values, nextId(state.coupons))
      state.coupons.push(coupon)
      return structuredClone(coupon)
    },
    async updateCoupon(_appId, id, input) {
      const values = parseCoupon(input)
      const index = state.coupons.findIndex((c) => c.id === id)
      if (index < 0) throw notFound('Cupom')
      if (taken(values.code, id)) throw codeTaken()
      const old = state.coupons[index]!
      state.coupons[index] = { ...couponFrom(values, id, old.uses), created_at: old.created_at }
      return structuredClone(state.coupons[index]!)
    },
    async removeCoupon(_appId, id) {
      const index = state.coupons.findIndex((c) => c.id === id)
      if (index < 0) throw notFound('Cupom')
      state.coupons.splice(index, 1)
    },
    async generateCoupons(_appId, input) {
      const { prefix, count, ...rules } = parseBody(CouponBatchInputSchema, input, lang)
      const codes: string[] = []
      for (let i = 0; codes.length < count; i++) {
        const code = `${prefix ? `${prefix.toUpperCase()}-` : ''}${(state.coupons.length + i + 1).toString(36).toUpperCase().padStart(8, 'X')}`
        if (taken(code)) continue
        state.coupons.push(couponFrom({ ...rules, code }, nextId(state.coupons)))
        codes.push(code)
      }
      return { codes: codes.sort() }
    },
    async exportCoupons() {
      const rows = state.coupons.map((c) => `${c.code},${c.kind},${c.value},${c.uses}`)
      return new Blob([['codigo,tipo,valor,usos', ...rows].join('\r\n')], { type: 'text/csv' })
    },

    async listPromotions() {
      return {
        items: structuredClone(
          [...state.promotions].sort((a, b) => b.priority - a.priority || a.id - b.id),
        ),
      }
    },
    async createPromotion(_appId, input) {
      const values = parseBody(PromotionInputSchema, input, lang)
      const promotion: Promotion = {
        ...values,
        id: nextId(state.promotions),
        created_at: now().toISOString(),
        updated_at: now().toISOString(),
      }
      state.promotions.push(promotion)
      return structuredClone(promotion)
    },
    async updatePromotion(_appId, id, input) {
      const values = parseBody(PromotionInputSchema, input, lang)
      const index = state.promotions.findIndex((p) => p.id === id)
      if (index < 0) throw notFound('Promoção')
      const old = state.promotions[index]!
      state.promotions[index] = { ...old, ...values, updated_at: now().toISOString() }
      return structuredClone(state.promotions[index]!)
    },
    async removePromotion(_appId, id) {
      const index = state.promotions.findIndex((p) => p.id === id)
      if (index < 0) throw notFound('Promoção')
      state.promotions.splice(index, 1)
    },

    async listChoices(_appId, query) {
      const { of, q, keys } = parseBody(DiscountChoiceQuerySchema, query, lang)
      const all: DiscountChoice[] =
        of === 'products'
          ? catalogue.products.map((p) => ({ key: String(p.id), label: p.name, detail: p.sku }))
          : of === 'categories'
            ? catalogue.categories.map((c) => ({ key: String(c.id), label: c.name, detail: null }))
            : customers
                .filter((c) => c.email)
                .map((c) => ({ key: c.email!.toLowerCase(), label: c.name, detail: c.email }))
      if (keys !== undefined) {
        const wanted = new Set(keys.split(','))
        return { items: all.filter((choice) => wanted.has(choice.key)) }
      }
      const words = fold(q ?? '')
      return {
        items: all
          .filter((choice) => fold(`${choice.label} ${choice.detail ?? ''}`).includes(words))
          .slice(0, 10),
      }
    },

    async simulate(_appId, input) {
      const cart = parseBody(CartInputSchema, input, lang)
      const products = new Map(catalogue.products.map((p) => [p.id, p]))
      const missing = cart.lines.filter((line) => !products.has(line.product_id))
      if (missing.length)
        throw new ApiError({
          statusCode: 422,
          statusMessage: 'Unprocessable Entity',
          message: 'Produto não encontrado na loja.',
        })
      const codes = cart.coupon_codes.map((code) => code.trim().toUpperCase())
      const result = priceCart({
        lines: cart.lines.map((line) => {
          const product = products.get(line.product_id)!
          return {
            productId: product.id,
            categoryIds: product.categories.map((c) => c.id),
            unitPriceCents: product.prices.sales_price ?? product.prices.price,
            quantity: line.quantity,
          }
        }),
        customer: { key: cart.customer_email, firstPurchase: cart.first_purchase },
        shippingCents: cart.shipping_cents,
        promotions: state.promotions.map((promotion) => promotionRuleOf(promotion)),
        coupons: state.coupons
          .filter((c) => codes.includes(c.code.toUpperCase()))
          .map((coupon) => couponRuleOf(coupon)),
        couponCodes: codes,
        now: now().toISOString(),
      })
      return pricingAnswer(result, (id) => products.get(id)?.name ?? '')
    },
  }
}
