import { useState } from 'react'
import { recurrenceKeys, type SubscriptionFilters, type SubscriptionStatus } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { cleanFilters } from './filters.ts'

/**
 * The list's state: what is typed in the search box (sent once typing pauses), the status and
 * the plan, and the pages of subscriptions they select, newest first.
 */
export function useSubscriptionList(appId: number, enabled: boolean, pageSize?: number) {
  const api = useApi()
  const { search, setSearch, query, clear: clearSearch } = useDebouncedSearch()
  const [status, setStatus] = useState<SubscriptionStatus | undefined>()
  const [planId, setPlanId] = useState<number | undefined>()

  const filters = cleanFilters({ q: query, status, plan_id: planId })
  const { items: subscriptions, ...pages } = useKeysetPages({
    filters,
    enabled,
    pageSize,
    listKey: (filters: SubscriptionFilters) => recurrenceKeys.subscriptions(appId, filters),
    fetchPage: (query) => api.recurrence.listSubscriptions(appId, query),
  })

  return {
    subscriptions,
    ...pages,
    filters,
    search,
    setSearch,
    /** Replaces the filters (not the search). */
    setFilters: (next: SubscriptionFilters) => {
      setStatus(next.status)
      setPlanId(next.plan_id)
    },
    /** Every filter and the search go at once (no waiting for the debounce). */
    clearFilters: () => {
      clearSearch()
      setStatus(undefined)
      setPlanId(undefined)
    },
  }
}

export type SubscriptionList = ReturnType<typeof useSubscriptionList>
