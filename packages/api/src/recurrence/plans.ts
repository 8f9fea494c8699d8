import * as v from 'valibot'
import { queryInt } from '../validation/index.ts'
import { INTERVAL_DAYS_MAX, INTERVAL_DAYS_MIN, RECURRENCE_INTERVALS } from './calendar.ts'
import {
  cursorField,
  descriptionField,
  intField,
  label,
  nameField,
  RECURRENCE_MAX_CENTS,
  RECURRENCE_PAGE_SIZE,
} from './fields.ts'

/*
 * Plans (issue 13 item 1; the recurrence area's base path). A plan is what a subscription
 * charges: its price every interval, an optional trial, a number of cycles (or unlimited), the
 * methods a subscriber may pay with and a one-off setup fee on the first invoice. A price
 * change applies from each subscription's next invoice; invoices already issued keep their
 * amount (PLAN_PRICE_CHANGE_TEXT). Plans are archived, never deleted: subscriptions name them.
 */

/** The methods a plan may accept: the payment types that can charge again and again. */
export const RECURRENCE_METHODS = ['creditcard', 'billet', 'pix'] as const
export type RecurrenceMethod = (typeof RECURRENCE_METHODS)[number]

export const PLAN_TRIAL_DAYS_MAX = 365
export const PLAN_CYCLES_MAX = 120
export const PLAN_PRODUCTS_MAX = 50
export const PLAN_PRODUCT_QUANTITY_MAX = 999
/** R$ 1,00: below it, the providers' fixed fees eat the charge. */
export const PLAN_MIN_CENTS = 100

export const planLabels = {
  name: label('Nome', 'Name'),
  description: label('Descrição', 'Description', true),
  price: label('Preço', 'Price'),
  interval: label('Intervalo', 'Interval'),
  intervalDays: label('Dias entre cobranças', 'Days between charges'),
  trialDays: label('Dias de teste grátis', 'Free trial days'),
  cycles: label('Número de ciclos', 'Number of cycles'),
  methods: label('Formas de pagamento', 'Payment methods', true),
  setupFee: label('Taxa de adesão', 'Setup fee', true),
  active: label('Ativo', 'Active'),
  products: label('Produtos', 'Products'),
  quantity: label('Quantidade', 'Quantity', true),
} as const

/** The sentence the plan form shows beside the price when editing. */
export const PLAN_PRICE_CHANGE_TEXT =
  'Um novo preço vale a partir da próxima fatura de cada assinatura; faturas já emitidas não mudam.'

const planTexts = {
  intervalDaysRequired: {
    'pt-BR': 'Informe a cada quantos dias o plano cobra.',
    en: 'Enter how many days apart the plan charges.',
  },
  chooseMethod: {
    'pt-BR': 'Escolha pelo menos uma forma de pagamento.',
    en: 'Choose at least one payment method.',
  },
  repeatedProduct: {
    'pt-BR': 'Cada produto só pode aparecer uma vez no plano.',
    en: 'Each product can appear only once in the plan.',
  },
} as const

function planText(lang: string | undefined, key: keyof typeof planTexts): string {
  return planTexts[key][lang === 'en' ? 'en' : 'pt-BR']
}

export const PlanProductInputSchema = v.object({
  product_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  quantity: intField(1, PLAN_PRODUCT_QUANTITY_MAX, planLabels.quantity),
})

/**
 * POST /apps/{appId}/recurrence/plans and PUT …/{id} (the whole plan). `interval_days` is
 * required with interval `days` and ignored otherwise; `cycles` null is unlimited. The server
 * also checks that the products are the store's and not archived (422 on `products`), and that
 * the store has an active gateway for each method (422 on `methods`).
 */
export const PlanInputSchema = v.pipe(
  v.object({
    name: nameField(planLabels.name),
    description: descriptionField(planLabels.description),
    price_cents: intField(PLAN_MIN_CENTS, RECURRENCE_MAX_CENTS, planLabels.price),
    interval: v.picklist(RECURRENCE_INTERVALS),
    interval_days: v.optional(
      v.nullable(intField(INTERVAL_DAYS_MIN, INTERVAL_DAYS_MAX, planLabels.intervalDays)),
      null,
    ),
    trial_days: v.optional(intField(0, PLAN_TRIAL_DAYS_MAX, planLabels.trialDays), 0),
    cycles: v.optional(v.nullable(intField(1, PLAN_CYCLES_MAX, planLabels.cycles)), null),
    methods: v.pipe(
      v.array(v.picklist(RECURRENCE_METHODS)),
      v.minLength(1, (issue) => planText(issue.lang, 'chooseMethod')),
      v.check(
        (methods) => new Set(methods).size === methods.length,
        (issue) => planText(issue.lang, 'chooseMethod'),
      ),
    ),
    setup_fee_cents: v.optional(intField(0, RECURRENCE_MAX_CENTS, planLabels.setupFee), 0),
    active: v.optional(v.boolean(), true),
    products: v.optional(
      v.pipe(
        v.array(PlanProductInputSchema),
        v.maxLength(PLAN_PRODUCTS_MAX),
        v.check(
          (items) => new Set(items.map((item) => item.product_id)).size === items.length,
          (issue) => planText(issue.lang, 'repeatedProduct'),
        ),
      ),
      [],
    ),
  }),
  v.forward(
    v.partialCheck(
      [['interval'], ['interval_days']],
      ({ interval, interval_days }) => interval !== 'days' || interval_days != null,
      (issue) => planText(issue.lang, 'intervalDaysRequired'),
    ),
    ['interval_days'],
  ),
  v.transform((input) => ({
    ...input,
    interval_days: input.interval === 'days' ? input.interval_days : null,
  })),
)
export type PlanInput = v.InferInput<typeof PlanInputSchema>
export type PlanValues = v.InferOutput<typeof PlanInputSchema>

export const PlanProductSchema = v.object({
  product_id: v.number(),
  name: v.string(),
  sku: v.string(),
  price_cents: v.number(),
  image_url: v.nullable(v.string()),
  quantity: v.number(),
})
export type PlanProduct = v.InferOutput<typeof PlanProductSchema>

export const PLAN_STATES = ['active', 'inactive', 'archived'] as const
export type PlanState = (typeof PLAN_STATES)[number]

export const PlanSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  price_cents: v.number(),
  interval: v.picklist(RECURRENCE_INTERVALS),
  interval_days: v.nullable(v.number()),
  trial_days: v.number(),
  cycles: v.nullable(v.number()),
  methods: v.array(v.picklist(RECURRENCE_METHODS)),
  setup_fee_cents: v.number(),
  active: v.boolean(),
  archived_at: v.nullable(v.string()),
  products: v.array(PlanProductSchema),
  /** Subscriptions trialing, active, past due or paused. */
  subscriber_count: v.number(),
  /** Monthly recurring revenue of its active and past-due subscriptions (calendar.ts). */
  mrr_cents: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Plan = v.InferOutput<typeof PlanSchema>

/** GET /apps/{appId}/recurrence/plans: by name, keyset pages. */
export const PlanQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
  state: v.optional(v.picklist(PLAN_STATES)),
  cursor: cursorField,
  limit: v.optional(queryInt(1, 200), RECURRENCE_PAGE_SIZE),
})
export interface PlanQuery {
  q?: string
  /** Without it: active and inactive, not archived. */
  state?: PlanState
  cursor?: string
  limit?: number
}
export type PlanFilters = Omit<PlanQuery, 'cursor' | 'limit'>

export const PlanPageSchema = v.object({
  items: v.array(PlanSchema),
  next_cursor: v.nullable(v.string()),
})
export type PlanPage = v.InferOutput<typeof PlanPageSchema>

/** The store's totals above the plans list. */
export const RecurrenceTotalsSchema = v.object({
  /** Subscriptions trialing, active, past due or paused. */
  subscriber_count: v.number(),
  mrr_cents: v.number(),
  past_due_count: v.number(),
})
export type RecurrenceTotals = v.InferOutput<typeof RecurrenceTotalsSchema>

/** PUT …/plans/{id}/archived: archive (subscriptions keep billing) or bring back. */
export const PlanArchiveInputSchema = v.object({ archived: v.boolean() })
