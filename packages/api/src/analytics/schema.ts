import * as v from 'valibot'
import { PAYMENT_TYPES } from '../transactions/schema.ts'
import type { FieldLabel } from '../validation/index.ts'
import { calendarDate, length, required } from '../validation/index.ts'

/*
 * The overview's analytics (issue 18 item 2, analytics service). Every figure is read from the
 * server's daily rollups (apps/server/src/analytics/README.md says what each one counts), in
 * integer centavos, over São Paulo days. A period is `from`..`to` inclusive; the previous period
 * is the same number of days just before it.
 */

export const OVERVIEW_GRANULARITIES = ['day', 'week', 'month'] as const
export type OverviewGranularity = (typeof OVERVIEW_GRANULARITIES)[number]

/** The longest period one answer covers (a year and a day: a leap year's custom range). */
export const OVERVIEW_MAX_DAYS = 366

/** How many products the ranking lists. */
export const OVERVIEW_TOP_PRODUCTS = 5

const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

/** A day the calendar has within DATE_RANGE: past 2100 the day arithmetic leaves four-digit years. */
const daySchema = (field: FieldLabel) =>
  v.pipe(v.string(), v.trim(), required({ label: field }), calendarDate({ label: field }))

/** Whole days from `from` to `to`, both counted. */
export function periodDays(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  )
}

/** Days of the period the overview shows when the query names none (today included). */
export const OVERVIEW_DEFAULT_DAYS = 30

/** GET /apps/{appId}/overview?from&to&granularity; without from and to, the last 30 days. */
export const OverviewQuerySchema = v.pipe(
  v.object({
    from: v.optional(daySchema(label('Início', 'Start'))),
    to: v.optional(daySchema(label('Fim', 'End'))),
    granularity: v.optional(v.picklist(OVERVIEW_GRANULARITIES), 'day'),
  }),
  v.forward(
    v.check(
      (query) => !query.from || !query.to || query.from <= query.to,
      (issue) =>
        issue.lang === 'en'
          ? 'The end must not come before the start.'
          : 'O fim não pode ser antes do início.',
    ),
    ['to'],
  ),
  v.forward(
    v.check(
      (query) => !query.from || !query.to || periodDays(query.from, query.to) <= OVERVIEW_MAX_DAYS,
      (issue) =>
        issue.lang === 'en'
          ? `Choose a period of at most ${OVERVIEW_MAX_DAYS} days.`
          : `Escolha um período de no máximo ${OVERVIEW_MAX_DAYS} dias.`,
    ),
    ['to'],
  ),
)
export type OverviewQuery = v.InferInput<typeof OverviewQuerySchema>

/** One period's sums (the rollups' columns added up). */
export const OverviewTotalsSchema = v.object({
  /** Payments created (an `empty` one, never answered by the provider, is not counted). */
  payments_count: v.number(),
  /** Of those, approved: money was received (authorized, complete, refunded in part or whole). */
  approved_count: v.number(),
  /** The approved payments' captured money. */
  approved_cents: v.number(),
  fee_cents: v.number(),
  refunded_cents: v.number(),
  /** approved_cents / approved_count, rounded; 0 without sales. */
  average_ticket_cents: v.number(),
  new_customers: v.number(),
})
export type OverviewTotals = v.InferOutput<typeof OverviewTotalsSchema>

/** One bucket of the chart: a day, 7 days or a calendar month, beside the previous period's. */
export const OverviewPointSchema = v.object({
  /** The bucket's first day. */
  start: v.string(),
  approved_cents: v.number(),
  approved_count: v.number(),
  payments_count: v.number(),
  /** The previous period's bucket in the same position (0 when it has none). */
  previous_approved_cents: v.number(),
  previous_approved_count: v.number(),
})
export type OverviewPoint = v.InferOutput<typeof OverviewPointSchema>

export const OverviewMethodSchema = v.object({
  type: v.picklist(PAYMENT_TYPES),
  payments_count: v.number(),
  approved_count: v.number(),
  approved_cents: v.number(),
})
export type OverviewMethod = v.InferOutput<typeof OverviewMethodSchema>

export const OverviewProductSchema = v.object({
  name: v.string(),
  quantity: v.number(),
  amount_cents: v.number(),
})
export type OverviewProduct = v.InferOutput<typeof OverviewProductSchema>

export const OverviewRecurrenceSchema = v.object({
  /** The last snapshot on or before the period's end (null: none taken yet). */
  mrr_cents: v.nullable(v.number()),
  subscribers: v.nullable(v.number()),
  /** The same on or before the previous period's end. */
  previous_mrr_cents: v.nullable(v.number()),
  started: v.number(),
  canceled: v.number(),
  /** canceled / subscribers at the period's start, 0..1 (null: no subscriber to lose). */
  churn_rate: v.nullable(v.number()),
})
export type OverviewRecurrence = v.InferOutput<typeof OverviewRecurrenceSchema>

export const OverviewSchema = v.object({
  from: v.string(),
  to: v.string(),
  previous_from: v.string(),
  previous_to: v.string(),
  granularity: v.picklist(OVERVIEW_GRANULARITIES),
  totals: OverviewTotalsSchema,
  previous_totals: OverviewTotalsSchema,
  series: v.array(OverviewPointSchema),
  /** Approval by method in the period, most money first. */
  methods: v.array(OverviewMethodSchema),
  top_products: v.array(OverviewProductSchema),
  recurrence: OverviewRecurrenceSchema,
  /** The wallet now (the ledger's figures; null when the store never had money there). */
  wallet: v.object({ available_cents: v.number(), pending_cents: v.number() }),
  /** Whether the store ever had a payment: a new store gets the first steps instead. */
  has_sales: v.boolean(),
})
export type Overview = v.InferOutput<typeof OverviewSchema>

// ---- GA4 ------------------------------------------------------------------------------------

export const GA4_EVENTS = ['purchase', 'refund', 'subscription'] as const
export type Ga4Event = (typeof GA4_EVENTS)[number]

export const GA4_EVENT_LABELS: Record<Ga4Event, { title: string; description: string }> = {
  purchase: {
    title: 'Compra',
    description: 'Enviado quando um pagamento é aprovado (evento purchase).',
  },
  refund: {
    title: 'Estorno',
    description: 'Enviado a cada estorno, total ou parcial (evento refund).',
  },
  subscription: {
    title: 'Assinatura',
    description: 'Enviado quando uma assinatura começa (evento subscription_start).',
  },
}

export const ga4Labels = {
  measurementId: label('ID de métricas', 'Measurement ID'),
  apiSecret: label('Chave secreta da API', 'API secret', true),
} as const

/** G- and 4 to 12 letters or digits (Google's ids are 10 today). */
export const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,12}$/

/** GET /apps/{appId}/analytics/ga4. The API secret is never answered. */
export const Ga4SettingsSchema = v.object({
  configured: v.boolean(),
  measurement_id: v.string(),
  has_api_secret: v.boolean(),
  events: v.object({ purchase: v.boolean(), refund: v.boolean(), subscription: v.boolean() }),
  updated_at: v.nullable(v.string()),
})
export type Ga4Settings = v.InferOutput<typeof Ga4SettingsSchema>

/**
 * PUT /apps/{appId}/analytics/ga4 and the body of POST …/ga4/test. `api_secret` left out keeps
 * the stored one (write-only, like the SMTP password).
 */
export const Ga4SettingsInputSchema = v.object({
  measurement_id: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    required({ label: ga4Labels.measurementId }),
    v.regex(GA4_MEASUREMENT_ID, (issue) =>
      issue.lang === 'en'
        ? 'Enter the measurement ID as G-XXXXXXXXXX.'
        : 'Informe o ID de métricas no formato G-XXXXXXXXXX.',
    ),
  ),
  api_secret: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      required({ label: ga4Labels.apiSecret }),
      length(0, 100, { label: ga4Labels.apiSecret }),
      v.regex(/^[A-Za-z0-9_-]+$/, (issue) =>
        issue.lang === 'en'
          ? 'The API secret has only letters, digits, - and _.'
          : 'A chave secreta tem apenas letras, números, - e _.',
      ),
    ),
  ),
  events: v.object({ purchase: v.boolean(), refund: v.boolean(), subscription: v.boolean() }),
})
export type Ga4SettingsInput = v.InferInput<typeof Ga4SettingsInputSchema>

/** One message of the Measurement Protocol's validation server, in Portuguese. */
export const Ga4ValidationMessageSchema = v.object({
  field: v.string(),
  code: v.string(),
  description: v.string(),
})
export type Ga4ValidationMessage = v.InferOutput<typeof Ga4ValidationMessageSchema>

/**
 * POST /apps/{appId}/analytics/ga4/test: a test event sent to the validation endpoint
 * (`/debug/mp/collect`). `ok` false with messages when Google would refuse it, or with
 * `failure` when the endpoint could not be reached.
 */
export const Ga4TestResultSchema = v.object({
  ok: v.boolean(),
  messages: v.array(Ga4ValidationMessageSchema),
  failure: v.nullable(v.string()),
})
export type Ga4TestResult = v.InferOutput<typeof Ga4TestResultSchema>
