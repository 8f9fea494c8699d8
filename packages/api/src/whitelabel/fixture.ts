import { ApiError } from '../http/api-error.ts'
import type { WhitelabelApi } from './api.ts'
import type { Platform, Whitelabel } from './schema.ts'

export const sampleWhitelabel: Whitelabel = {
  hash: 'wh_revenda_demo',
  name: 'Revenda Demonstração',
  type: 'reseller',
  flags: { has_overview: 1, has_settings: 1, has_customers: 1, has_payments: 0, has_recurrence: 1 },
  branding: { logo_url: null, primary_color: '#0f766e', primary_foreground: '#ffffff' },
}

export const samplePlatforms: Platform[] = [
  { key: 'vitrine', name: 'Vitrine' },
  { key: 'vtex', name: 'VTEX' },
  { key: 'shopify', name: 'Shopify' },
]

export interface WhitelabelFixtureState {
  resellers: Record<string, Whitelabel>
  platforms: Platform[]
}

export function createWhitelabelFixture(state: WhitelabelFixtureState): WhitelabelApi {
  return {
    async lookup(domain) {
      const found = state.resellers[domain]
      if (!found)
        throw new ApiError({
          statusCode: 404,
          statusMessage: 'Not Found',
          message: 'Revenda não encontrada.',
        })
      return structuredClone(found)
    },
    async platforms() {
      return structuredClone(state.platforms)
    },
  }
}
