import type {
  FixedRule,
  FixedRuleInput,
  FixedRulePage,
  SearchRuleQuery,
  SearchSettings,
  SearchSettingsInput,
  TermRule,
  TermRuleInput,
  TermRulePage,
} from './rules.ts'
import type { StoreSearchQuery, StoreSearchResult } from './store-search.ts'

/**
 * The store search and its rules (ecommerce service, `/apps/{appId}/ecommerce/…`), ecommerce
 * level: read for reads and the search, write for changes.
 */
export interface SearchRulesApi {
  search(appId: number, query: StoreSearchQuery, signal?: AbortSignal): Promise<StoreSearchResult>

  listTermRules(appId: number, query?: SearchRuleQuery, signal?: AbortSignal): Promise<TermRulePage>
  createTermRule(appId: number, input: TermRuleInput): Promise<TermRule>
  updateTermRule(appId: number, ruleId: number, input: TermRuleInput): Promise<TermRule>
  removeTermRule(appId: number, ruleId: number): Promise<void>

  listFixedRules(
    appId: number,
    query?: SearchRuleQuery,
    signal?: AbortSignal,
  ): Promise<FixedRulePage>
  createFixedRule(appId: number, input: FixedRuleInput): Promise<FixedRule>
  updateFixedRule(appId: number, ruleId: number, input: FixedRuleInput): Promise<FixedRule>
  removeFixedRule(appId: number, ruleId: number): Promise<void>

  settings(appId: number, signal?: AbortSignal): Promise<SearchSettings>
  saveSettings(appId: number, input: SearchSettingsInput): Promise<SearchSettings>
}
