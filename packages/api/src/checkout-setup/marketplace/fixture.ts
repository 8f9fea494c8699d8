import { ApiError } from '../../http/api-error.ts'
import type { Lang } from '../../validation/index.ts'
import type { CheckoutMarketplaceApi } from './api.ts'
import { CHECKOUT_APPS, checkoutAppOf, type CheckoutAppDefinition } from './catalogue.ts'
import type { AppSettings } from './json-schema.ts'
import { parseAppSettings } from './settings-schema.ts'
import type { AntifraudDecision, CheckoutAppInstallation } from './schema.ts'

export interface CheckoutMarketplaceFixtureState {
  /** Installed apps by slug (the fixture has one store). */
  installed: Record<string, { settings: AppSettings; installed_at: string; updated_at: string }>
  decisions: AntifraudDecision[]
}

const SAMPLE_AT = '2026-11-20T14:30:00.000Z'

/** The demo store's apps: WhatsApp, the gift-wrap bump and lenient anti-fraud rules. */
export function sampleCheckoutMarketplaceState(empty: boolean): CheckoutMarketplaceFixtureState {
  if (empty) return { installed: {}, decisions: [] }
  const at = { installed_at: SAMPLE_AT, updated_at: SAMPLE_AT }
  return {
    installed: {
      whatsapp: {
        settings: { phone: '5511987654321', message: 'Olá! Tenho uma dúvida sobre o pagamento.' },
        ...at,
      },
      order_bump: {
        settings: {
          title: 'Embalagem para presente',
          description: 'Papel kraft, laço e cartão escrito à mão.',
          price_cents: 990,
        },
        ...at,
      },
      antifraud: {
        settings: {
          max_amount_cents: 5_000_000,
          max_payments_per_document: 50,
          blocked_email_domains: 'fraude.example',
          blocked_documents: '',
        },
        ...at,
      },
    },
    decisions: [
      {
        id: 2,
        created_at: '2026-11-21T10:05:00.000Z',
        approved: false,
        rule: 'blocked_email_domain',
        amount_cents: 15_990,
        document: '***.456.789-**',
        email: 'comprador@fraude.example',
        link_title: 'Camiseta básica',
      },
      {
        id: 1,
        created_at: '2026-11-21T09:40:00.000Z',
        approved: true,
        rule: null,
        amount_cents: 8_990,
        document: '***.222.333-**',
        email: 'maria@exemplo.com.br',
        link_title: 'Caneca personalizada',
      },
    ],
  }
}

const notFound = (message: string) =>
  new ApiError({ statusCode: 404, statusMessage: 'Not Found', message })

/** In memory, with the server's answers: unknown slug 404, installed twice 409, field errors 422. */
export function createCheckoutMarketplaceFixture(
  state: CheckoutMarketplaceFixtureState,
  now: () => Date,
  lang: Lang,
): CheckoutMarketplaceApi {
  const appOf = (slug: string): CheckoutAppDefinition => {
    const app = checkoutAppOf(slug)
    if (!app) throw notFound('App não encontrado.')
    return app
  }
  const view = (app: CheckoutAppDefinition): CheckoutAppInstallation => {
    const row = state.installed[app.slug]
    return {
      slug: app.slug,
      installed: row !== undefined,
      settings: row ? structuredClone(row.settings) : null,
      installed_at: row?.installed_at ?? null,
      updated_at: row?.updated_at ?? null,
    }
  }
  return {
    list: async () => CHECKOUT_APPS.map(view),
    get: async (_appId, slug) => view(appOf(slug)),
    install: async (_appId, slug, input) => {
      const app = appOf(slug)
      if (state.installed[slug]) {
        throw new ApiError({
          statusCode: 409,
          statusMessage: 'Conflict',
          message: 'Este app já está instalado.',
        })
      }
      const settings = parseAppSettings(app.settings, input, lang)
      const at = now().toISOString()
      state.installed[slug] = { settings, installed_at: at, updated_at: at }
      return view(app)
    },
    configure: async (_appId, slug, input) => {
      const app = appOf(slug)
      const row = state.installed[slug]
      if (!row) throw notFound('Este app não está instalado.')
      row.settings = parseAppSettings(app.settings, input, lang)
      row.updated_at = now().toISOString()
      return view(app)
    },
    uninstall: async (_appId, slug) => {
      appOf(slug)
      if (!state.installed[slug]) throw notFound('Este app não está instalado.')
      delete state.installed[slug]
    },
    antifraudDecisions: async () => structuredClone(state.decisions),
  }
}
