import { useEffect, useState } from 'react'
import { walletKeys, type SupplierCategory, type SupplierFilters } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { cleanFilters, SEARCH_DEBOUNCE_MS } from './filters.ts'

/**
 * The list's state: what is typed in the search box (sent once typing pauses), the category,
 * whether the archived ones are shown instead, and the pages of suppliers they select.
 */
export function useSupplierList(appId: number, enabled: boolean, pageSize?: number) {
  const api = useApi()
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<SupplierCategory | undefined>()
  const [archived, setArchived] = useState<'true' | undefined>()

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [search])

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
      setSearch('')
      setQuery('')
      setCategory(undefined)
      setArchived(undefined)
    },
  }
}

export type SupplierList = ReturnType<typeof useSupplierList>
