import { useState } from 'react'
import { linkKeys, type LinkFilters, type LinkStatus } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'
import { cleanFilters } from './filters.ts'

/**
 * The list's state: what is typed in the search box (sent once typing pauses), the status
 * filter and the pages of links they select.
 */
export function useLinkList(appId: number, enabled: boolean, pageSize?: number) {
  const api = useApi()
  const { search, setSearch, query, clear: clearSearch } = useDebouncedSearch()
  const [status, setStatus] = useState<LinkStatus | undefined>()

  const filters = cleanFilters({ q: query, status })
  const { items: links, ...pages } = useKeysetPages({
    filters,
    enabled,
    pageSize,
    listKey: (filters: LinkFilters) => linkKeys.list(appId, filters),
    fetchPage: (query) => api.links.list(appId, query),
  })

  return {
    links,
    ...pages,
    filters,
    search,
    setSearch,
    /** Replaces the filters (not the search). */
    setFilters: (next: LinkFilters) => setStatus(next.status),
    /** Every filter and the search go at once (no waiting for the debounce). */
    clearFilters: () => {
      clearSearch()
      setStatus(undefined)
    },
  }
}

export type LinkList = ReturnType<typeof useLinkList>
