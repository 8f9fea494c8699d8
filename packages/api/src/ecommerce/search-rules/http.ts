import type { HttpClient } from '../../http/client.ts'
import type { SearchRulesApi } from './api.ts'
import {
  FixedRulePageSchema,
  FixedRuleSchema,
  SearchSettingsSchema,
  TermRulePageSchema,
  TermRuleSchema,
} from './rules.ts'
import { StoreSearchResultSchema } from './store-search.ts'

export function createHttpSearchRulesApi(http: HttpClient): SearchRulesApi {
  const base = (appId: number) => `/apps/${appId}/search-rules`
  const terms = (appId: number) => `${base(appId)}/terms`
  const fixed = (appId: number) => `${base(appId)}/fixed`
  return {
    search: (appId, query, signal) =>
      http.request('ecommerce', 'GET', `/apps/${appId}/search`, {
        query: { ...query },
        schema: StoreSearchResultSchema,
        signal,
      }),

    listTermRules: (appId, query = {}, signal) =>
      http.request('ecommerce', 'GET', terms(appId), {
        query: { ...query, q: query.q || undefined },
        schema: TermRulePageSchema,
        signal,
      }),
    createTermRule: (appId, input) =>
      http.request('ecommerce', 'POST', terms(appId), { body: input, schema: TermRuleSchema }),
    updateTermRule: (appId, id, input) =>
      http.request('ecommerce', 'PUT', `${terms(appId)}/${id}`, {
        body: input,
        schema: TermRuleSchema,
      }),
    removeTermRule: async (appId, id) => {
      await http.request('ecommerce', 'DELETE', `${terms(appId)}/${id}`)
    },

    listFixedRules: (appId, query = {}, signal) =>
      http.request('ecommerce', 'GET', fixed(appId), {
        query: { ...query, q: query.q || undefined },
        schema: FixedRulePageSchema,
        signal,
      }),
    createFixedRule: (appId, input) =>
      http.request('ecommerce', 'POST', fixed(appId), { body: input, schema: FixedRuleSchema }),
    updateFixedRule: (appId, id, input) =>
      http.request('ecommerce', 'PUT', `${fixed(appId)}/${id}`, {
        body: input,
        schema: FixedRuleSchema,
      }),
    removeFixedRule: async (appId, id) => {
      await http.request('ecommerce', 'DELETE', `${fixed(appId)}/${id}`)
    },

    settings: (appId, signal) =>
      http.request('ecommerce', 'GET', `${base(appId)}/settings`, {
        schema: SearchSettingsSchema,
        signal,
      }),
    saveSettings: (appId, input) =>
      http.request('ecommerce', 'PUT', `${base(appId)}/settings`, {
        body: input,
        schema: SearchSettingsSchema,
      }),
  }
}
