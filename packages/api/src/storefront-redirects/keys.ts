import type { RedirectFilters } from './schema.ts'

export const storefrontRedirectKeys = {
  all: (appId: number) => ['storefront-redirects', appId] as const,
  list: (appId: number, filters: RedirectFilters = {}) =>
    [...storefrontRedirectKeys.all(appId), 'list', filters] as const,
}
