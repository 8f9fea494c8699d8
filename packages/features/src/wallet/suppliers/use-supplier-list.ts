import { useState } from 'react'
import { walletKeys, type SupplierCategory, type SupplierFilters } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'
import { cleanFilters } from './filters.ts'

/**
 * The list's state: what is typed in the search box (sent once typing pauses), the category,
 * whether the archived ones are shown instead, and the pages of suppliers they select.
 */
export function useSupplierList(appId: number, enabled: boolean, pageSize?: number) {
  const api = useApi()
  const { search, setSearch, query, clear: clearSearch } = useDebouncedSearch()
  const [category, setCategory] = useState<SupplierCategory | undefined>()
  const [archived, setArchived] = useState<'true' | undefined>()

  const filters = cleanFilters({ q: query, category, archived })
  const { items: suppliers, ...pages } = useKeysetPages({
    filters,
    enabled,
    pageSize,
    listKey: (filters: SupplierFilters) => walletKeys.suppliers(appId, filters),
    fetchPage: (query) => api.wallet.suppliers(appId, query),
  })

  return {
    suppliers,
    ...pages,
    filters,
    search,
    setSearch,
    /** Replaces the filters (not the search). */
    setFilters: (next: SupplierFilters) => {
      setCategory(next.category)
      setArchived(next.archived === 'true' ? 'true' : undefined)
    },
    /** Every filter and the search go at once (no waiting for the debounce). */
    clearFilters: () => {
      clearSearch()
      setCategory(undefined)
      setArchived(undefined)
    },
  }
}

export type SupplierList = ReturnType<typeof useSupplierList>
