import * as v from 'valibot'
import type { HttpClient } from '../../http/client.ts'
import type { CheckoutMarketplaceApi } from './api.ts'
import { AntifraudDecisionSchema, CheckoutAppInstallationSchema } from './schema.ts'

export function createHttpCheckoutMarketplaceApi(http: HttpClient): CheckoutMarketplaceApi {
  const base = (appId: number) => `/apps/${appId}/checkout/marketplace`
  const one = (appId: number, slug: string) => `${base(appId)}/${encodeURIComponent(slug)}`
  return {
    list: (appId, signal) =>
      http.request('checkout', 'GET', base(appId), {
        schema: v.array(CheckoutAppInstallationSchema),
        signal,
      }),
    get: (appId, slug, signal) =>
      http.request('checkout', 'GET', one(appId, slug), {
        schema: CheckoutAppInstallationSchema,
        signal,
      }),
    install: (appId, slug, settings) =>
      http.request('checkout', 'POST', one(appId, slug), {
        body: settings,
        schema: CheckoutAppInstallationSchema,
      }),
    configure: (appId, slug, settings) =>
      http.request('checkout', 'PUT', one(appId, slug), {
        body: settings,
        schema: CheckoutAppInstallationSchema,
      }),
    uninstall: async (appId, slug) => {
      await http.request('checkout', 'DELETE', one(appId, slug))
    },
    antifraudDecisions: (appId, signal) =>
      http.request('checkout', 'GET', `${base(appId)}/antifraud/decisions`, {
        schema: v.array(AntifraudDecisionSchema),
        signal,
      }),
  }
}
