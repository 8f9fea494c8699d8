import { parseBody } from '../http/field-errors.ts'
import type { Lang } from '../validation/lang.ts'
import type { AnalyticsApi } from './api.ts'
import {
  addDays,
  assembleOverview,
  periodOf,
  previousPeriod,
  type OverviewDay,
} from './assemble.ts'
import {
  Ga4SettingsInputSchema,
  OverviewQuerySchema,
  type Ga4Settings,
  type OverviewMethod,
  type OverviewProduct,
} from './schema.ts'

/*
 * The overview from sample days (a steady, slightly growing store, the same every run) and the
 * GA4 settings in memory, for stories and component tests. The test event answers as Google's
 * validation server does: a measurement id ending in 0000 gets a message, others none.
 */

export interface AnalyticsFixtureState {
  hasSales: boolean
  ga4: Ga4Settings
}

const NOT_CONFIGURED: Ga4Settings = {
  configured: false,
  measurement_id: '',
  has_api_secret: false,
  events: { purchase: true, refund: true, subscription: true },
  updated_at: null,
}

export function sampleAnalyticsState(empty: boolean): AnalyticsFixtureState {
  return {
    hasSales: !empty,
    ga4: empty
      ? structuredClone(NOT_CONFIGURED)
      : {
          configured: true,
          measurement_id: 'G-VITRINE123',
          has_api_secret: true,
          events: { purchase: true, refund: true, subscription: false },
          updated_at: '2026-11-02T13:00:00.000Z',
        },
  }
}

/** A sample day's figures: a weekly rhythm over a slow growth, from the day's number. */
export function sampleDay(day: string): OverviewDay {
  const n = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000)
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  const rhythm = [0.6, 1, 1.1, 1.05, 1.2, 1.35, 0.8][weekday]!
  const payments = Math.round((18 + (n % 200) / 20) * rhythm)
  const approved = Math.round(payments * 0.82)
  const approvedCents = approved * (14_990 + (n % 7) * 1_250)
  return {
    day,
    payments_count: payments,
    approved_count: approved,
    approved_cents: approvedCents,
    fee_cents: Math.round(approvedCents * 0.035),
    refunded_cents: n % 5 === 0 ? 14_990 : 0,
    new_customers: Math.round(approved * 0.4),
  }
}

const SAMPLE_METHODS: readonly [OverviewMethod['type'], number, number][] = [
  ['pix', 0.48, 0.97],
  ['creditcard', 0.37, 0.78],
  ['billet', 0.15, 0.52],
]

const SAMPLE_PRODUCTS = [
  'Camiseta Básica Algodão',
  'Tênis Corrida Leve',
  'Mochila Urbana 20L',
  'Boné Aba Curva',
  'Meia Esportiva (3 pares)',
]

export function createAnalyticsFixture(
  state: AnalyticsFixtureState,
  now: () => Date,
  lang: Lang,
): AnalyticsApi {
  return {
    async overview(_appId, query) {
      const raw = parseBody(OverviewQuerySchema, query, lang)
      const parsed = { ...raw, ...periodOf(raw, now().toISOString().slice(0, 10)) }
      const previous = previousPeriod(parsed.from, parsed.to)
      const days: OverviewDay[] = []
      if (state.hasSales) {
        for (let day = previous.from; day <= parsed.to; day = addDays(day, 1)) {
          days.push(sampleDay(day))
        }
      }
      const current = days.filter((day) => day.day >= parsed.from)
      const payments = current.reduce((sum, day) => sum + day.payments_count, 0)
      const approvedCents = current.reduce((sum, day) => sum + day.approved_cents, 0)
      const approvedCount = current.reduce((sum, day) => sum + day.approved_count, 0)
      // The methods share the period's payments; their approved parts add up to the totals.
      let leftCount = approvedCount
      let leftCents = approvedCents
      let leftPayments = payments
      const methods = SAMPLE_METHODS.map(([type, share, rate], index) => {
        const last = index === SAMPLE_METHODS.length - 1
        const count = last ? leftPayments : Math.round(payments * share)
        const approved = last ? leftCount : Math.min(count, Math.round(count * rate))
        const cents = last
          ? leftCents
          : Math.round((approvedCents * approved) / (approvedCount || 1))
        leftPayments -= count
        leftCount -= approved
        leftCents -= cents
        return { type, payments_count: count, approved_count: approved, approved_cents: cents }
      }).filter((method) => method.payments_count > 0)
      const products: OverviewProduct[] = state.hasSales
        ? SAMPLE_PRODUCTS.map((name, index) => ({
            name,
            quantity: Math.max(1, Math.round(approvedCount / (index + 2))),
            amount_cents: Math.round(approvedCents / (index + 2.5)),
          }))
        : []
      return assembleOverview({
        from: parsed.from,
        to: parsed.to,
        granularity: parsed.granularity,
        days,
        methods,
        products,
        recurrence: state.hasSales
          ? {
              mrr_cents: 1_289_700,
              subscribers: 143,
              previous_mrr_cents: 1_199_800,
              started: 17,
              canceled: 4,
              churn_rate: 4 / 130,
            }
          : {
              mrr_cents: null,
              subscribers: null,
              previous_mrr_cents: null,
              started: 0,
              canceled: 0,
              churn_rate: null,
            },
        wallet: state.hasSales
          ? { available_cents: 4_871_250, pending_cents: 1_236_400 }
          : { available_cents: 0, pending_cents: 0 },
        hasSales: state.hasSales,
      })
    },
    async getGa4() {
      return structuredClone(state.ga4)
    },
    async saveGa4(_appId, input) {
      const parsed = parseBody(Ga4SettingsInputSchema, input, lang)
      state.ga4 = {
        configured: true,
        measurement_id: parsed.measurement_id,
        has_api_secret: parsed.api_secret !== undefined || state.ga4.has_api_secret,
        events: parsed.events,
        updated_at: new Date().toISOString(),
      }
      return structuredClone(state.ga4)
    },
    async removeGa4() {
      state.ga4 = structuredClone(NOT_CONFIGURED)
      return structuredClone(state.ga4)
    },
    async testGa4(_appId, input) {
      const parsed = parseBody(Ga4SettingsInputSchema, input, lang)
      if (parsed.api_secret === undefined && !state.ga4.has_api_secret) {
        return { ok: false, messages: [], failure: 'Informe a chave secreta da API para testar.' }
      }
      return parsed.measurement_id.endsWith('0000')
        ? {
            ok: false,
            messages: [
              {
                field: 'measurement_id',
                code: 'VALUE_INVALID',
                description: 'O ID de métricas não corresponde a um fluxo de dados da Web.',
              },
            ],
            failure: null,
          }
        : { ok: true, messages: [], failure: null }
    },
  }
}
