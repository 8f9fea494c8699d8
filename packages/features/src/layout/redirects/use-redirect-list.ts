import { useState } from 'react'
import { storefrontRedirectKeys, type RedirectFilters } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { cleanFilters } from './filters.ts'

type Narrowing = Omit<RedirectFilters, 'q'>

/**
 * The list's state: what is typed in the search box (part of the origin or the target, sent
 * once typing pauses), the filters (active, 301/302), and the keyset pages they select — a big
 * store has tens of thousands of rules, so nothing is filtered in the browser.
 */
export function useRedirectList(appId: number, enabled: boolean, pageSize?: number) {
  const api = useApi()
  const { search, setSearch, query, clear: clearSearch } = useDebouncedSearch()
  const [narrowing, setNarrowing] = useState<Narrowing>({})
  const filters = cleanFilters({ q: query, ...narrowing })
  const { items: rules, ...rest } = useKeysetPages({
    filters,
    enabled,
    pageSize,
    listKey: (filters: RedirectFilters) => storefrontRedirectKeys.list(appId, filters),
    fetchPage: (query) => api.storefrontRedirects.list(appId, query),
  })
  return {
    rules,
    ...rest,
    filters,
    search,
    setSearch,
    setFilters: ({ q: _q, ...next }: RedirectFilters) => setNarrowing(cleanFilters(next)),
    clearFilters: () => {
      clearSearch()
      setNarrowing({})
    },
  }
}
