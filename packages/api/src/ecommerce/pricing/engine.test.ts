import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  percentOf,
  priceCart,
  type CouponRule,
  type PricingInput,
  type PricingLineInput,
  type PromotionRule,
} from './engine.ts'

const NOW = '2026-11-29T12:00:00.000Z'
const scope = { productIds: [], categoryIds: [], excludedProductIds: [], excludedCategoryIds: [] }

const coupon = (overrides: Partial<CouponRule> = {}): CouponRule => ({
  id: 1,
  code: 'BEMVINDO10',
  kind: 'percent',
  value: 1000,
  minSubtotalCents: null,
  customerKeys: [],
  excludedCustomerKeys: [],
  firstPurchaseOnly: false,
  cumulative: false,
  maxUses: null,
  uses: 0,
  maxUsesPerCustomer: null,
  customerUses: 0,
  startsAt: null,
  endsAt: null,
  active: true,
  ...scope,
  ...overrides,
})

const promotion = (overrides: Partial<PromotionRule> = {}): PromotionRule => ({
  id: 1,
  name: 'Semana do algodão',
  kind: 'percent',
  value: 1000,
  buyQuantity: 0,
  getQuantity: 0,
  tiers: [],
  priority: 0,
  cumulative: false,
  startsAt: null,
  endsAt: null,
  active: true,
  ...scope,
  ...overrides,
})

const line = (
  productId: number,
  unitPriceCents: number,
  quantity = 1,
  categoryIds: number[] = [],
) => ({
  productId,
  unitPriceCents,
  quantity,
  categoryIds,
})

const cart = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  lines: [line(1, 5_000, 2), line(2, 3_000, 1, [7])],
  customer: { key: 'ana@example.com', firstPurchase: false },
  shippingCents: 1_500,
  promotions: [],
  coupons: [],
  couponCodes: [],
  now: NOW,
  ...overrides,
})

const withCoupon = (c: CouponRule, overrides: Partial<PricingInput> = {}) =>
  priceCart(cart({ coupons: [c], couponCodes: [c.code.toLowerCase()], ...overrides }))

describe('percentOf rounds half down', () => {
  it('…,5 goes down, above goes up', () => {
    expect(percentOf(105, 5000)).toBe(52) // 52,5
    expect(percentOf(1001, 3333)).toBe(334) // 333,63
    expect(percentOf(0, 10_000)).toBe(0)
  })
})

describe('coupons: every rule kind', () => {
  it('percent off every line, the code in any case', () => {
    const result = withCoupon(coupon())
    expect(result.subtotalCents).toBe(13_000)
    expect(result.discountCents).toBe(1_300)
    expect(result.applied).toEqual([
      expect.objectContaining({
        source: 'coupon',
        label: 'BEMVINDO10',
        amountCents: 1_300,
        lines: [
          { productId: 1, amountCents: 1_000 },
          { productId: 2, amountCents: 300 },
        ],
      }),
    ])
    expect(result.totalCents).toBe(13_000 - 1_300 + 1_500)
  })

  it('fixed is spread in proportion, the leftover to the last line', () => {
    const result = withCoupon(coupon({ kind: 'fixed', value: 1_001 }))
    expect(result.applied[0]!.lines).toEqual([
      { productId: 1, amountCents: 770 },
      { productId: 2, amountCents: 231 },
    ])
    expect(result.discountCents).toBe(1_001)
  })

  it('fixed never takes more than the cart', () => {
    const result = withCoupon(coupon({ kind: 'fixed', value: 1_000_000 }))
    expect(result.discountCents).toBe(13_000)
    expect(result.totalCents).toBe(1_500)
  })

  it('free shipping touches only the shipping', () => {
    const result = withCoupon(coupon({ kind: 'free_shipping', code: 'FRETE' }))
    expect(result.discountCents).toBe(0)
    expect(result.shippingDiscountCents).toBe(1_500)
    expect(result.totalCents).toBe(13_000)
  })

  it('minimum subtotal, with the amount in reais', () => {
    const result = withCoupon(coupon({ minSubtotalCents: 20_000 }))
    expect(result.applied).toEqual([])
    expect(result.rejected[0]).toMatchObject({
      code: 'minimum_subtotal',
      reason: 'Pedido mínimo de R$\u00a0200,00 não atingido',
    })
  })

  it.each([
    [{ active: false }, 'inactive', 'Cupom desativado'],
    [{ endsAt: '2026-11-01T00:00:00.000Z' }, 'expired', 'Cupom expirado'],
    [
      { startsAt: '2026-12-10T00:00:00.000Z' },
      'not_started',
      'Cupom válido a partir de 10/12/2026',
    ],
    [{ maxUses: 5, uses: 5 }, 'usage_limit', 'Limite de usos atingido'],
    [
      { maxUsesPerCustomer: 1, customerUses: 1 },
      'customer_limit',
      'Limite de usos por cliente atingido',
    ],
    [{ firstPurchaseOnly: true }, 'first_purchase_only', 'Cupom válido só na primeira compra'],
    [
      { customerKeys: ['bia@example.com'] },
      'customer_not_allowed',
      'Cupom não disponível para este cliente',
    ],
    [
      { excludedCustomerKeys: ['ANA@example.com'] },
      'customer_not_allowed',
      'Cupom não disponível para este cliente',
    ],
    [{ productIds: [99] }, 'no_eligible_items', 'Nenhum produto do carrinho participa do cupom'],
  ] as const)('refuses %o: %s', (overrides, code, reason) => {
    const result = withCoupon(coupon(overrides))
    expect(result.applied).toEqual([])
    expect(result.discountCents).toBe(0)
    expect(result.rejected).toEqual([expect.objectContaining({ source: 'coupon', code, reason })])
  })

  it('an anonymous customer cannot use a per-customer coupon', () => {
    const result = withCoupon(coupon({ maxUsesPerCustomer: 1 }), {
      customer: { key: null, firstPurchase: true },
    })
    expect(result.rejected[0]!.code).toBe('customer_required')
  })

  it('included categories and excluded products choose the lines', () => {
    const byCategory = withCoupon(coupon({ categoryIds: [7] }))
    expect(byCategory.applied[0]!.lines).toEqual([{ productId: 2, amountCents: 300 }])
    const excluded = withCoupon(coupon({ excludedProductIds: [2] }))
    expect(excluded.applied[0]!.lines).toEqual([{ productId: 1, amountCents: 1_000 }])
  })

  it('an unknown code is not found', () => {
    const result = priceCart(cart({ couponCodes: ['NADA'] }))
    expect(result.rejected).toEqual([
      expect.objectContaining({ code: 'not_found', reason: 'Cupom não encontrado', label: 'NADA' }),
    ])
  })

  it('one coupon per order unless both are cumulative; percent before fixed', () => {
    const percent = coupon({ id: 1, code: 'DEZ' })
    const fixed = coupon({ id: 2, code: 'ABC', kind: 'fixed', value: 500 })
    const single = priceCart(cart({ coupons: [fixed, percent], couponCodes: ['ABC', 'DEZ'] }))
    expect(single.applied.map((a) => a.label)).toEqual(['DEZ'])
    expect(single.rejected[0]).toMatchObject({ label: 'ABC', code: 'one_coupon' })

    const both = priceCart(
      cart({
        coupons: [
          { ...fixed, cumulative: true },
          { ...percent, cumulative: true },
        ],
        couponCodes: ['abc', 'dez'],
      }),
    )
    expect(both.applied.map((a) => a.label)).toEqual(['DEZ', 'ABC'])
    expect(both.discountCents).toBe(1_300 + 500)
  })
})

describe('promotions: every rule kind', () => {
  it('percent off a category', () => {
    const result = priceCart(cart({ promotions: [promotion({ categoryIds: [7] })] }))
    expect(result.applied[0]).toMatchObject({ source: 'promotion', amountCents: 300 })
  })

  it('fixed is per unit', () => {
    const result = priceCart(
      cart({ promotions: [promotion({ kind: 'fixed', value: 700, productIds: [1] })] }),
    )
    expect(result.applied[0]!.lines).toEqual([{ productId: 1, amountCents: 1_400 }])
  })

  it('buy 2 get 1: every third unit free, and why not with fewer', () => {
    const rule = promotion({ kind: 'buy_x_get_y', buyQuantity: 2, getQuantity: 1 })
    const result = priceCart(cart({ lines: [line(1, 1_000, 7)], promotions: [rule] }))
    expect(result.discountCents).toBe(2_000)
    const few = priceCart(cart({ lines: [line(1, 1_000, 2)], promotions: [rule] }))
    expect(few.rejected[0]).toMatchObject({
      code: 'minimum_quantity',
      reason: 'Leve 3, pague 2: são precisos 3 itens do mesmo produto',
    })
  })

  it('progressive: the highest tier reached by the eligible units', () => {
    const rule = promotion({
      kind: 'progressive',
      tiers: [
        { minQuantity: 2, basisPoints: 500 },
        { minQuantity: 3, basisPoints: 1_500 },
      ],
    })
    const result = priceCart(cart({ promotions: [rule] }))
    expect(result.discountCents).toBe(1_950)
    const few = priceCart(cart({ lines: [line(1, 1_000, 1)], promotions: [rule] }))
    expect(few.rejected[0]).toMatchObject({ reason: 'Quantidade mínima de 2 itens não atingida' })
  })

  it('by priority; a non-cumulative one keeps the line to itself', () => {
    const first = promotion({ id: 2, name: 'Primeira', priority: 10 })
    const second = promotion({ id: 1, name: 'Segunda', priority: 1 })
    const result = priceCart(cart({ promotions: [second, first] }))
    expect(result.applied.map((a) => a.label)).toEqual(['Primeira'])
    expect(result.rejected[0]).toMatchObject({ label: 'Segunda', code: 'not_cumulative' })

    const stacked = priceCart(
      cart({
        promotions: [
          { ...second, cumulative: true },
          { ...first, cumulative: true },
        ],
      }),
    )
    expect(stacked.applied.map((a) => a.label)).toEqual(['Primeira', 'Segunda'])
  })

  it('schedules: not yet, over', () => {
    const result = priceCart(
      cart({
        promotions: [
          promotion({ id: 1, startsAt: '2027-01-01T00:00:00.000Z' }),
          promotion({ id: 2, endsAt: NOW }),
        ],
      }),
    )
    expect(result.rejected.map((r) => r.reason)).toEqual([
      'Promoção válida a partir de 01/01/2027',
      'Promoção encerrada',
    ])
  })

  it('a coupon applies on what the promotions left', () => {
    const result = priceCart(
      cart({
        promotions: [promotion({ value: 5_000 })],
        coupons: [coupon()],
        couponCodes: ['BEMVINDO10'],
      }),
    )
    expect(result.discountCents).toBe(6_500 + 650)
  })
})

// Properties

const arbLine: fc.Arbitrary<PricingLineInput> = fc.record({
  productId: fc.integer({ min: 1, max: 6 }),
  categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
  quantity: fc.integer({ min: 0, max: 12 }),
})
const arbScope = fc.record({
  productIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 2 }),
  categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  excludedProductIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 1 }),
  excludedCategoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 1 }),
})
const arbValue = (kind: string) =>
  kind === 'fixed' ? fc.integer({ min: 0, max: 200_000 }) : fc.integer({ min: 0, max: 10_000 })

const arbPromotion = (id: number): fc.Arbitrary<PromotionRule> =>
  fc
    .constantFrom('percent', 'fixed', 'buy_x_get_y', 'progressive' as const)
    .chain((kind) =>
      fc.record({
        kind: fc.constant(kind),
        value: arbValue(kind),
        buyQuantity: fc.integer({ min: 1, max: 3 }),
        getQuantity: fc.integer({ min: 1, max: 2 }),
        tiers: fc.array(
          fc.record({
            minQuantity: fc.integer({ min: 1, max: 10 }),
            basisPoints: fc.integer({ min: 0, max: 10_000 }),
          }),
          { maxLength: 3 },
        ),
        priority: fc.integer({ min: 0, max: 3 }),
        cumulative: fc.boolean(),
        active: fc.boolean(),
        scope: arbScope,
      }),
    )
    .map(({ scope: s, ...rest }) => promotion({ ...rest, ...s, id, name: `Promo ${id}` }))

const arbCoupon = (id: number): fc.Arbitrary<CouponRule> =>
  fc
    .constantFrom('percent', 'fixed', 'free_shipping' as const)
    .chain((kind) =>
      fc.record({
        kind: fc.constant(kind),
        value: arbValue(kind),
        cumulative: fc.boolean(),
        minSubtotalCents: fc.option(fc.integer({ min: 0, max: 50_000 })),
        scope: arbScope,
      }),
    )
    .map(({ scope: s, ...rest }) => coupon({ ...rest, ...s, id, code: `C${id}` }))

const arbInput: fc.Arbitrary<PricingInput> = fc.record({
  lines: fc.array(arbLine, { maxLength: 6 }),
  customer: fc.record({
    key: fc.constantFrom(null, 'ana@example.com'),
    firstPurchase: fc.boolean(),
  }),
  shippingCents: fc.integer({ min: 0, max: 5_000 }),
  promotions: fc
    .tuple(arbPromotion(1), arbPromotion(2), arbPromotion(3))
    .chain((all) => fc.subarray(all)),
  coupons: fc.tuple(arbCoupon(1), arbCoupon(2), arbCoupon(3)),
  couponCodes: fc.subarray(['C1', 'c2', 'C3', 'NOPE']),
  now: fc.constant(NOW),
})

describe('pricing properties', () => {
  it('no line and no total goes negative; discounts never exceed the subtotal', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const result = priceCart(input)
        for (const priced of result.lines) {
          expect(priced.discountCents).toBeGreaterThanOrEqual(0)
          expect(priced.totalCents).toBeGreaterThanOrEqual(0)
        }
        expect(result.discountCents).toBeLessThanOrEqual(result.subtotalCents)
        expect(result.totalCents).toBeGreaterThanOrEqual(0)
        const applied = result.applied.reduce((sum, a) => sum + a.amountCents, 0)
        expect(applied).toBe(result.discountCents)
        for (const a of result.applied) expect(Number.isInteger(a.amountCents)).toBe(true)
      }),
    )
  })

  it('the same answer whatever the order of the lines, promotions, coupons and codes', () => {
    fc.assert(
      fc.property(arbInput, fc.infiniteStream(fc.nat()), (input, random) => {
        const shuffle = <T>(items: readonly T[]) =>
          [...items]
            .map((item) => ({ item, key: random.next().value }))
            .sort((a, b) => a.key - b.key)
            .map(({ item }) => item)
        const shuffled = {
          ...input,
          lines: shuffle(input.lines).map((l) => ({ ...l, categoryIds: shuffle(l.categoryIds) })),
          promotions: shuffle(input.promotions),
          coupons: shuffle(input.coupons),
          couponCodes: shuffle(input.couponCodes),
        }
        expect(priceCart(shuffled)).toEqual(priceCart(input))
      }),
    )
  })

  it('free shipping only touches the shipping', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const withoutShipping = priceCart({
          ...input,
          coupons: input.coupons.filter((c) => c.kind !== 'free_shipping'),
        })
        const result = priceCart(input)
        expect(result.shippingDiscountCents).toBeLessThanOrEqual(result.shippingCents)
        // Removing free-shipping coupons can change which other coupon wins (one per order),
        // so compare only when none of the others was refused for it.
        if (!result.rejected.some((r) => r.code === 'one_coupon'))
          expect(result.discountCents).toBe(withoutShipping.discountCents)
        for (const a of result.applied)
          if (a.kind === 'free_shipping') expect(a.amountCents).toBe(0)
      }),
    )
  })
})
