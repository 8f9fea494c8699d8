import { useEffect, useState } from 'react'
import { DEFAULT_CUSTOMER_SORT, type CustomerFilters, type CustomerSort } from '@vitrine/api'
import { cleanFilters, SEARCH_DEBOUNCE_MS, type CustomerNarrowing } from './filters.ts'
import { useCustomerPages } from './use-customer-pages.ts'

/**
 * The list's state: what is typed in the search box (sent once typing pauses), the filters,
 * the order, and the pages of customers they select.
 */
export function useCustomerList(appId: number, enabled: boolean, pageSize?: number) {
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [narrowing, setNarrowing] = useState<Omit<CustomerNarrowing, 'q'>>({})
  const [sort, setSort] = useState<CustomerSort>(DEFAULT_CUSTOMER_SORT)

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [search])

  const filters = cleanFilters({ ...narrowing, q: query, sort })
  const pages = useCustomerPages(appId, filters, enabled, pageSize)

  return {
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
      setSearch('')
      setQuery('')
      setNarrowing({})
    },
  }
}
