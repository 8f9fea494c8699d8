// The store search's rules (issue 15 item 2): term rules, fixed rules, agreement, the search.
export * from './rules.ts'
export * from './store-search.ts'
export type { SearchRulesApi } from './api.ts'
export { searchRulesKeys } from './keys.ts'
export { createHttpSearchRulesApi } from './http.ts'
export { placePins } from './placement.ts'
