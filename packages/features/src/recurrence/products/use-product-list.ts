import { useState } from 'react'
import { recurrenceKeys, type ProductFilters } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { cleanFilters } from './filters.ts'

/**
 * The list's state: what is typed in the search box (name or SKU, sent once typing pauses),
 * whether the archived ones are shown instead, and the pages of products they select.
 */
export function useProductList(appId: number, enabled: boolean, pageSize?: number) {
  const api = useApi()
  const { search, setSearch, query, clear: clearSearch } = useDebouncedSearch()
  const [archived, setArchived] = useState<'1' | undefined>()

  const filters = cleanFilters({ q: query, archived })
  const { items: products, ...pages } = useKeysetPages({
    filters,
    enabled,
    pageSize,
    listKey: (filters: ProductFilters) => recurrenceKeys.products(appId, filters),
    fetchPage: (query) => api.recurrence.listProducts(appId, query),
  })

  return {
    products,
    ...pages,
    filters,
    search,
    setSearch,
    /** Replaces the filters (not the search). */
    setFilters: (next: ProductFilters) => setArchived(next.archived === '1' ? '1' : undefined),
    /** Every filter and the search go at once (no waiting for the debounce). */
    clearFilters: () => {
      clearSearch()
      setArchived(undefined)
    },
  }
}
