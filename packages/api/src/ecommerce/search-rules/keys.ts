import type { SearchRuleQuery } from './rules.ts'
import type { StoreSearchQuery } from './store-search.ts'

export const searchRulesKeys = {
  all: (appId: number) => ['ecommerce-search', appId] as const,
  termRules: (appId: number, query: SearchRuleQuery) =>
    [...searchRulesKeys.all(appId), 'terms', query] as const,
  fixedRules: (appId: number, query: SearchRuleQuery) =>
    [...searchRulesKeys.all(appId), 'fixed', query] as const,
  settings: (appId: number) => [...searchRulesKeys.all(appId), 'settings'] as const,
  search: (appId: number, query: StoreSearchQuery) =>
    [...searchRulesKeys.all(appId), 'search', query] as const,
}
