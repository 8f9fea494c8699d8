import { useState } from 'react'
import { recurrenceKeys, type PlanFilters, type PlanState } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { cleanFilters } from './filters.ts'

/**
 * The list's state: what is typed in the search box (sent once typing pauses), the state
 * filter, and the pages of plans they select.
 */
export function usePlanList(appId: number, enabled: boolean, pageSize?: number) {
  const api = useApi()
  const { search, setSearch, query, clear: clearSearch } = useDebouncedSearch()
  const [state, setState] = useState<PlanState | undefined>()

  const filters = cleanFilters({ q: query, state })
  const { items: plans, ...pages } = useKeysetPages({
    filters,
    enabled,
    pageSize,
    listKey: (filters: PlanFilters) => recurrenceKeys.plans(appId, filters),
    fetchPage: (query) => api.recurrence.listPlans(appId, query),
  })

  return {
    plans,
    ...pages,
    filters,
    search,
    setSearch,
    /** Replaces the filters (not the search). */
    setFilters: (next: PlanFilters) => setState(next.state),
    /** Every filter and the search go at once (no waiting for the debounce). */
    clearFilters: () => {
      clearSearch()
      setState(undefined)
    },
  }
}

export type PlanList = ReturnType<typeof usePlanList>
