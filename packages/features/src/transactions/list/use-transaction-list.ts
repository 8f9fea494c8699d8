import { useState } from 'react'
import useSWR from 'swr'
import { transactionKeys, type TransactionFilters } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'
import { cleanFilters } from './filters.ts'

/**
 * The list's state: what is typed in the search box (sent once typing pauses), the filters,
 * the pages of payments they select and their totals.
 */
export function useTransactionList(
  appId: number,
  enabled: boolean,
  initial: TransactionFilters = {},
  pageSize?: number,
) {
  const api = useApi()
  const { search, setSearch, query, clear: clearSearch } = useDebouncedSearch()
  const [narrowing, setNarrowing] = useState<TransactionFilters>(() => cleanFilters(initial))

  const filters = cleanFilters({ ...narrowing, q: query })
  const { items: payments, ...pages } = useKeysetPages({
    filters,
    enabled,
    pageSize,
    listKey: (filters: TransactionFilters) => transactionKeys.list(appId, filters),
    fetchPage: (query) => api.transactions.list(appId, query),
  })
  const totals = useSWR(
    enabled ? transactionKeys.totals(appId, filters) : null,
    () => api.transactions.totals(appId, filters),
    { keepPreviousData: true },
  )

  return {
    payments,
    ...pages,
    filters,
    search,
    setSearch,
    totals: totals.data,
    totalsError: totals.error as unknown,
    reloadTotals: () => totals.mutate(),
    /** Replaces the filters (not the search). */
    setFilters: (next: TransactionFilters) => {
      const { q: _q, ...rest } = cleanFilters(next)
      setNarrowing(rest)
    },
    /** Every filter and the search go at once (no waiting for the debounce). */
    clearFilters: () => {
      clearSearch()
      setNarrowing({})
    },
  }
}

export type TransactionList = ReturnType<typeof useTransactionList>
