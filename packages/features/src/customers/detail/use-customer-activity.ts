import useSWRInfinite from 'swr/infinite'
import { customerKeys, type AuditPage } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/**
 * The customer's entries of the audit log, newest first, one keyset page after another: each
 * page's key carries the cursor the previous page handed back.
 */
export function useCustomerActivity(appId: number, customerId: number, enabled: boolean) {
  const api = useApi()
  const swr = useSWRInfinite(
    (index, previous: AuditPage | null) => {
      if (!enabled) return null
      if (index > 0 && !previous?.next_cursor) return null
      return [
        ...customerKeys.activity(appId, customerId),
        index === 0 ? null : previous!.next_cursor,
      ] as const
    },
    ([, , , , cursor]) => api.customers.activity(appId, customerId, cursor ?? undefined),
    // Older pages do not change when the customer does; only the newest is asked again.
    { revalidateAll: false, revalidateFirstPage: true },
  )
  const pages = swr.data
  return {
    entries: pages?.flatMap((page) => page.items),
    hasMore: Boolean(pages?.at(-1)?.next_cursor),
    // A page was asked for and has not arrived yet.
    loadingMore: pages !== undefined && swr.size > pages.length && !swr.error,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    loadMore: () => swr.setSize(swr.size + 1),
    /** After a change: the newest page again (the change is its first entry). */
    refresh: () => swr.mutate(),
  }
}
export type CustomerActivity = ReturnType<typeof useCustomerActivity>
