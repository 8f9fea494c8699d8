import { useState } from 'react'
import { catalogueKeys, type CatalogueProductFilters } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { cleanFilters } from './filters.ts'

type Narrowing = Omit<CatalogueProductFilters, 'q'>

/**
 * The list's state: what is typed in the search box (name, SKU or description — the server's
 * full text — sent once typing pauses), the filters (category, visible, in stock), and the
 * pages of products they select.
 */
export function useProductList(appId: number, enabled: boolean, pageSize?: number) {
  const api = useApi()
  const { search, setSearch, query, clear: clearSearch } = useDebouncedSearch()
  const [narrowing, setNarrowing] = useState<Narrowing>({})

  const filters = cleanFilters({ q: query, ...narrowing })
  const { items: products, ...pages } = useKeysetPages({
    filters,
    enabled,
    pageSize,
    listKey: (filters: CatalogueProductFilters) => catalogueKeys.products(appId, filters),
    fetchPage: (query) => api.catalogue.listProducts(appId, query),
  })

  return {
    products,
    ...pages,
    filters,
    search,
    setSearch,
    /** Replaces the filters (not the search). */
    setFilters: ({ q: _q, ...next }: CatalogueProductFilters) => setNarrowing(cleanFilters(next)),
    /** Every filter and the search go at once (no waiting for the debounce). */
    clearFilters: () => {
      clearSearch()
      setNarrowing({})
    },
  }
}
