import { useState } from 'react'
import { splitKeys, type SellerFilters, type SellerStatus } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'

/**
 * The sellers list's state: the search as typed (sent once typing pauses), the status filter
 * and the pages of sellers they select. Nothing is asked when `enabled` is false.
 */
export function useSellerList(appId: number, gatewayId: number, enabled: boolean) {
  const api = useApi()
  const { search, setSearch, query, clear: clearSearch } = useDebouncedSearch()
  const [status, setStatus] = useState<SellerStatus | undefined>()

  const filters: SellerFilters = {
    ...(query ? { q: query } : {}),
    ...(status ? { status } : {}),
  }
  const { items: sellers, ...pages } = useKeysetPages({
    filters,
    enabled,
    listKey: (filters: SellerFilters) => splitKeys.sellers(appId, gatewayId, filters),
    fetchPage: (page) => api.split.listSellers(appId, gatewayId, page),
  })

  return {
    sellers,
    ...pages,
    filters,
    search,
    setSearch,
    setStatus,
    /** The search or a filter narrows the list. */
    narrowed: Boolean(query || status),
    /** Every filter and the search go at once (no waiting for the debounce). */
    clearFilters: () => {
      clearSearch()
      setStatus(undefined)
    },
  }
}

export type SellerList = ReturnType<typeof useSellerList>
