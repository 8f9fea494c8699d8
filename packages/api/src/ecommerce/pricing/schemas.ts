import * as v from 'valibot'
import { cursorField, intField, label, nameField } from '../../recurrence/fields.ts'
import { email, length, matches, required } from '../../validation/index.ts'

/*
 * Coupons, promotions and the simulator on the wire (ecommerce service,
 * `/apps/{appId}/discounts/…`). Money in centavos; percentages in basis points (1000 = 10 %);
 * instants ISO 8601. The engine that prices a cart is engine.ts, the same on both sides.
 */

export const DISCOUNT_MAX_CENTS = 1_000_000_000
export const DISCOUNT_LIST_MAX = 500
export const COUPON_BATCH_MAX = 500
export const COUPON_PAGE_SIZE = 50
export const COUPON_KINDS = ['percent', 'fixed', 'free_shipping'] as const
export const PROMOTION_KINDS = ['percent', 'fixed', 'buy_x_get_y', 'progressive'] as const

export const couponLabels = {
  code: label('Código', 'Code'),
  prefix: label('Prefixo', 'Prefix'),
  count: label('Quantidade', 'Quantity', true),
  value: label('Valor do desconto', 'Discount value'),
  minSubtotal: label('Pedido mínimo', 'Minimum order'),
  maxUses: label('Limite de usos', 'Usage limit'),
  maxUsesPerCustomer: label('Limite por cliente', 'Limit per customer'),
  customers: label('Clientes', 'Customers'),
  endsAt: label('Fim', 'End'),
  name: label('Nome', 'Name'),
  priority: label('Prioridade', 'Priority', true),
  quantity: label('Quantidade', 'Quantity', true),
  buyQuantity: label('Quantidade comprada', 'Quantity bought', true),
  getQuantity: label('Quantidade grátis', 'Quantity free', true),
  tiers: label('Faixas', 'Tiers', true),
} as const

const texts = {
  percent: {
    'pt-BR': 'O percentual vai de 0,01 % a 100 %.',
    en: 'A percentage goes from 0.01 % to 100 %.',
  },
  instant: { 'pt-BR': 'Data inválida.', en: 'Invalid date.' },
  endBeforeStart: {
    'pt-BR': 'O fim deve ser depois do início.',
    en: 'The end must be after the start.',
  },
  codeChars: {
    'pt-BR': 'Use letras sem acento, números, - e _.',
    en: 'Use letters without accents, digits, - and _.',
  },
  tiers: {
    'pt-BR': 'Informe pelo menos uma faixa, cada quantidade uma vez só.',
    en: 'Enter at least one tier, each quantity once.',
  },
} as const
const text = (lang: string | undefined, key: keyof typeof texts) =>
  texts[key][lang === 'en' ? 'en' : 'pt-BR']

const idList = v.optional(
  v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(DISCOUNT_LIST_MAX)),
  [],
)
const emailList = v.optional(
  v.pipe(
    v.array(
      v.pipe(v.string(), v.trim(), v.toLowerCase(), email({ label: couponLabels.customers })),
    ),
    v.maxLength(DISCOUNT_LIST_MAX),
  ),
  [],
)
const instant = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.check(
        (value) => !Number.isNaN(Date.parse(value)),
        (issue) => text(issue.lang, 'instant'),
      ),
      v.transform((value) => new Date(value).toISOString()),
    ),
  ),
  null,
)
const money = (fieldLabel = couponLabels.value) => intField(0, DISCOUNT_MAX_CENTS, fieldLabel)
const optionalCount = (fieldLabel: typeof couponLabels.maxUses) =>
  v.optional(v.nullable(intField(1, 10_000_000, fieldLabel)), null)

const schedule = {
  starts_at: instant,
  ends_at: instant,
  active: v.optional(v.boolean(), true),
}
const scope = {
  product_ids: idList,
  category_ids: idList,
  excluded_product_ids: idList,
  excluded_category_ids: idList,
}

/** A coupon's code: letters, digits, - and _, kept as typed; unique per store in any case. */
export const couponCode = v.pipe(
  v.string(),
  v.trim(),
  required({ label: couponLabels.code }),
  length(0, 40, { label: couponLabels.code }),
  matches(/^[A-Za-z0-9_-]*$/, { message: (lang) => text(lang, 'codeChars') }),
)

const couponRules = {
  kind: v.picklist(COUPON_KINDS),
  /** Basis points for percent (1 to 10000), centavos for fixed, 0 for free shipping. */
  value: v.optional(money(), 0),
  min_subtotal_cents: v.optional(v.nullable(money(couponLabels.minSubtotal)), null),
  ...scope,
  customer_emails: emailList,
  excluded_customer_emails: emailList,
  first_purchase_only: v.optional(v.boolean(), false),
  cumulative: v.optional(v.boolean(), false),
  max_uses: optionalCount(couponLabels.maxUses),
  max_uses_per_customer: optionalCount(couponLabels.maxUsesPerCustomer),
  ...schedule,
}

/** POST …/discounts/coupons and PUT …/coupons/{id} (the whole coupon). */
export const CouponInputSchema = v.pipe(
  v.object({ code: couponCode, ...couponRules }),
  v.forward(
    v.partialCheck(
      [['kind'], ['value']],
      ({ kind, value }) => kind !== 'percent' || (value >= 1 && value <= 10_000),
      (issue) => text(issue.lang, 'percent'),
    ),
    ['value'],
  ),
  v.forward(
    v.partialCheck(
      [['starts_at'], ['ends_at']],
      ({ starts_at, ends_at }) =>
        starts_at == null || ends_at == null || Date.parse(ends_at) > Date.parse(starts_at),
      (issue) => text(issue.lang, 'endBeforeStart'),
    ),
    ['ends_at'],
  ),
)
export type CouponInput = v.InferInput<typeof CouponInputSchema>
export type CouponValues = v.InferOutput<typeof CouponInputSchema>

/** POST …/coupons/batch: `count` new coupons `PREFIX-XXXXXX`, all with the same rules. */
export const CouponBatchInputSchema = v.pipe(
  v.object({
    prefix: v.pipe(
      v.string(),
      v.trim(),
      length(0, 20, { label: couponLabels.prefix }),
      matches(/^[A-Za-z0-9_-]*$/, { message: (lang) => text(lang, 'codeChars') }),
    ),
    count: intField(1, COUPON_BATCH_MAX, couponLabels.count),
    ...couponRules,
  }),
  v.forward(
    v.partialCheck(
      [['kind'], ['value']],
      ({ kind, value }) => kind !== 'percent' || (value >= 1 && value <= 10_000),
      (issue) => text(issue.lang, 'percent'),
    ),
    ['value'],
  ),
  v.forward(
    v.partialCheck(
      [['starts_at'], ['ends_at']],
      ({ starts_at, ends_at }) =>
        starts_at == null || ends_at == null || Date.parse(ends_at) > Date.parse(starts_at),
      (issue) => text(issue.lang, 'endBeforeStart'),
    ),
    ['ends_at'],
  ),
)
export type CouponBatchInput = v.InferInput<typeof CouponBatchInputSchema>

export const CouponBatchResultSchema = v.object({ codes: v.array(v.string()) })
export type CouponBatchResult = v.InferOutput<typeof CouponBatchResultSchema>

/** What a coupon and a promotion apply to, and when, as the server answers them. */
const scopeOut = {
  product_ids: v.array(v.number()),
  category_ids: v.array(v.number()),
  excluded_product_ids: v.array(v.number()),
  excluded_category_ids: v.array(v.number()),
}
const scheduleOut = {
  starts_at: v.nullable(v.string()),
  ends_at: v.nullable(v.string()),
  active: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
}

export const CouponSchema = v.object({
  id: v.number(),
  code: v.string(),
  kind: v.picklist(COUPON_KINDS),
  value: v.number(),
  min_subtotal_cents: v.nullable(v.number()),
  ...scopeOut,
  customer_emails: v.array(v.string()),
  excluded_customer_emails: v.array(v.string()),
  first_purchase_only: v.boolean(),
  cumulative: v.boolean(),
  max_uses: v.nullable(v.number()),
  max_uses_per_customer: v.nullable(v.number()),
  uses: v.number(),
  ...scheduleOut,
})
export type Coupon = v.InferOutput<typeof CouponSchema>

export const CouponPageSchema = v.object({
  items: v.array(CouponSchema),
  next_cursor: v.nullable(v.string()),
})
export type CouponPage = v.InferOutput<typeof CouponPageSchema>

export const CouponQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  cursor: cursorField,
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(200))),
})
export type CouponQuery = { q?: string; cursor?: string; limit?: number }

const tier = v.object({
  min_quantity: intField(1, 100_000, couponLabels.quantity),
  basis_points: intField(1, 10_000, couponLabels.value),
})

/** POST …/discounts/promotions and PUT …/promotions/{id}. */
export const PromotionInputSchema = v.pipe(
  v.object({
    name: nameField(couponLabels.name, 80),
    kind: v.picklist(PROMOTION_KINDS),
    /** Basis points for percent, centavos per unit for fixed; unused by the other kinds. */
    value: v.optional(money(), 0),
    buy_quantity: v.optional(intField(1, 1000, couponLabels.buyQuantity), 1),
    get_quantity: v.optional(intField(1, 1000, couponLabels.getQuantity), 1),
    tiers: v.optional(v.pipe(v.array(tier), v.maxLength(20)), []),
    ...scope,
    priority: v.optional(intField(-1000, 1000, couponLabels.priority), 0),
    cumulative: v.optional(v.boolean(), false),
    ...schedule,
  }),
  v.forward(
    v.partialCheck(
      [['kind'], ['value']],
      ({ kind, value }) => kind !== 'percent' || (value >= 1 && value <= 10_000),
      (issue) => text(issue.lang, 'percent'),
    ),
    ['value'],
  ),
  v.forward(
    v.partialCheck(
      [['starts_at'], ['ends_at']],
      ({ starts_at, ends_at }) =>
        starts_at == null || ends_at == null || Date.parse(ends_at) > Date.parse(starts_at),
      (issue) => text(issue.lang, 'endBeforeStart'),
    ),
    ['ends_at'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['tiers']],
      ({ kind, tiers }) =>
        kind !== 'progressive' ||
        (tiers.length > 0 && new Set(tiers.map((t) => t.min_quantity)).size === tiers.length),
      (issue) => text(issue.lang, 'tiers'),
    ),
    ['tiers'],
  ),
)
export type PromotionInput = v.InferInput<typeof PromotionInputSchema>
export type PromotionValues = v.InferOutput<typeof PromotionInputSchema>

export const PromotionSchema = v.object({
  id: v.number(),
  name: v.string(),
  kind: v.picklist(PROMOTION_KINDS),
  value: v.number(),
  buy_quantity: v.number(),
  get_quantity: v.number(),
  tiers: v.array(v.object({ min_quantity: v.number(), basis_points: v.number() })),
  ...scopeOut,
  priority: v.number(),
  cumulative: v.boolean(),
  ...scheduleOut,
})
export type Promotion = v.InferOutput<typeof PromotionSchema>

export const PromotionListSchema = v.object({ items: v.array(PromotionSchema) })
export type PromotionList = v.InferOutput<typeof PromotionListSchema>

/** A cart to price: the simulator's and the checkout's redemption. */
export const CartInputSchema = v.object({
  lines: v.pipe(
    v.array(
      v.object({
        product_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
        quantity: intField(1, 10_000, couponLabels.quantity),
      }),
    ),
    v.maxLength(200),
  ),
  coupon_codes: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(10)),
    [],
  ),
  customer_email: v.optional(
    v.nullable(
      v.pipe(v.string(), v.trim(), v.toLowerCase(), email({ label: couponLabels.customers })),
    ),
    null,
  ),
  first_purchase: v.optional(v.boolean(), false),
  shipping_cents: v.optional(money(), 0),
})
export type CartInput = v.InferInput<typeof CartInputSchema>

const source = v.picklist(['promotion', 'coupon'])
export const PricingAnswerSchema = v.object({
  lines: v.array(
    v.object({
      product_id: v.number(),
      name: v.string(),
      quantity: v.number(),
      unit_price_cents: v.number(),
      subtotal_cents: v.number(),
      discount_cents: v.number(),
      total_cents: v.number(),
    }),
  ),
  applied: v.array(
    v.object({
      source,
      id: v.number(),
      label: v.string(),
      kind: v.string(),
      amount_cents: v.number(),
      shipping_discount_cents: v.number(),
      lines: v.array(v.object({ product_id: v.number(), amount_cents: v.number() })),
    }),
  ),
  rejected: v.array(
    v.object({
      source,
      id: v.nullable(v.number()),
      label: v.string(),
      code: v.string(),
      reason: v.string(),
    }),
  ),
  subtotal_cents: v.number(),
  discount_cents: v.number(),
  shipping_cents: v.number(),
  shipping_discount_cents: v.number(),
  total_cents: v.number(),
})
export type PricingAnswer = v.InferOutput<typeof PricingAnswerSchema>

export const RedemptionSchema = v.object({
  id: v.number(),
  /** True when the Idempotency-Key was seen before: the first answer, nothing counted again. */
  replayed: v.boolean(),
  pricing: PricingAnswerSchema,
})
export type Redemption = v.InferOutput<typeof RedemptionSchema>

/** What the coupon and promotion pickers choose from (GET …/discounts/choices). */
export const DISCOUNT_CHOICE_KINDS = ['products', 'categories', 'customers'] as const
export type DiscountChoiceKind = (typeof DISCOUNT_CHOICE_KINDS)[number]

export const DiscountChoiceQuerySchema = v.object({
  /** Products when not said. */
  of: v.optional(v.picklist(DISCOUNT_CHOICE_KINDS), 'products'),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
  /** Comma-separated keys to name (ids, or e-mails for customers): a saved rule's chips. */
  keys: v.optional(v.pipe(v.string(), v.maxLength(20_000))),
})
export type DiscountChoiceQuery = { of?: DiscountChoiceKind; q?: string; keys?: string }

/** `key` is the id as text for products and categories, the e-mail for customers. */
export const DiscountChoiceSchema = v.object({
  key: v.string(),
  label: v.string(),
  detail: v.nullable(v.string()),
})
export type DiscountChoice = v.InferOutput<typeof DiscountChoiceSchema>
export const DiscountChoiceListSchema = v.object({ items: v.array(DiscountChoiceSchema) })
export type DiscountChoiceList = v.InferOutput<typeof DiscountChoiceListSchema>
