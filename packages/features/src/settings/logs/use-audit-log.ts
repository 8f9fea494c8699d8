import useSWRInfinite from 'swr/infinite'
import { auditKeys, type AuditPage, type AuditQuery } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

export type AuditFilters = Omit<AuditQuery, 'cursor' | 'limit'>

/**
 * The log, one keyset page after another: each page's key is the filtered list's key plus the
 * cursor the previous page handed back, so changing a filter starts over from the newest.
 */
export function useAuditLog(appId: number, filters: AuditFilters, enabled: boolean) {
  const api = useApi()
  const swr = useSWRInfinite(
    (index, previous: AuditPage | null) => {
      if (!enabled) return null
      if (index > 0 && !previous?.next_cursor) return null
      return [
        ...auditKeys.list(appId, filters),
        index === 0 ? null : previous!.next_cursor,
      ] as const
    },
    ([, , , , cursor]) => api.audit.list(appId, { ...filters, ...(cursor ? { cursor } : {}) }),
    // Older pages do not change when a newer one is fetched; only the first is revalidated.
    { revalidateAll: false, revalidateFirstPage: true },
  )
  const pages = swr.data
  const entries = pages?.flatMap((page) => page.items)
  const hasMore = Boolean(pages?.at(-1)?.next_cursor)
  // A page was asked for and has not arrived yet.
  const loadingMore = pages !== undefined && swr.size > pages.length && !swr.error
  return {
    entries,
    hasMore,
    loadingMore,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    loadMore: () => swr.setSize(swr.size + 1),
    retry: () => swr.mutate(),
  }
}
