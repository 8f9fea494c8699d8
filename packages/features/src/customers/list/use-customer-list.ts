import { useState } from 'react'
import {
  customerKeys,
  DEFAULT_CUSTOMER_SORT,
  type CustomerFilters,
  type CustomerSort,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'
import { cleanFilters, type CustomerNarrowing } from './filters.ts'

/**
 * The list's state: what is typed in the search box (sent once typing pauses), the filters,
 * the order, and the pages of customers they select.
 */
export function useCustomerList(appId: number, enabled: boolean, pageSize?: number) {
  const api = useApi()
  const { search, setSearch, query, clear: clearSearch } = useDebouncedSearch()
  const [narrowing, setNarrowing] = useState<Omit<CustomerNarrowing, 'q'>>({})
  const [sort, setSort] = useState<CustomerSort>(DEFAULT_CUSTOMER_SORT)

  const filters = cleanFilters({ ...narrowing, q: query, sort })
  const { items: customers, ...pages } = useKeysetPages({
    filters,
    enabled,
    pageSize,
    listKey: (filters: CustomerFilters) => customerKeys.list(appId, filters),
    fetchPage: (query) => api.customers.list(appId, query),
  })

  return {
    customers,
    ...pages,
    filters,
    search,
    setSearch,
    sort,
    setSort,
    /** Replaces the filters (not the search or the order). */
    setFilters: (next: CustomerFilters) => {
      const { q: _q, sort: _sort, ...rest } = cleanFilters(next)
      setNarrowing(rest)
    },
    /** Every filter and the search go at once (no waiting for the debounce); the order stays. */
    clearFilters: () => {
      clearSearch()
      setNarrowing({})
    },
  }
}
