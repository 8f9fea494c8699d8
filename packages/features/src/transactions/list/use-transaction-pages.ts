import useSWRInfinite from 'swr/infinite'
import { transactionKeys, type TransactionFilters, type TransactionPage } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/**
 * The payments matching the filters, one keyset page after another: each page's key is the
 * filtered list's key plus the cursor the previous page handed back, so a change of filter
 * starts over from the first page.
 */
export function useTransactionPages(
  appId: number,
  filters: TransactionFilters,
  enabled: boolean,
  pageSize?: number,
) {
  const api = useApi()
  const swr = useSWRInfinite(
    (index, previous: TransactionPage | null) => {
      if (!enabled) return null
      if (index > 0 && !previous?.next_cursor) return null
      return [
        ...transactionKeys.list(appId, filters),
        index === 0 ? null : previous!.next_cursor,
      ] as const
    },
    ([, , , , cursor]) =>
      api.transactions.list(appId, {
        ...filters,
        ...(cursor ? { cursor } : {}),
        ...(pageSize ? { limit: pageSize } : {}),
      }),
    {
      // Older pages do not change when a newer one is fetched; only the first is revalidated.
      revalidateAll: false,
      revalidateFirstPage: true,
      // While another search or filter loads, the rows of the last one stay (dimmed) instead of
      // flashing a skeleton at every pause in typing.
      keepPreviousData: true,
    },
  )
  const pages = swr.data
  return {
    payments: pages?.flatMap((page) => page.items),
    hasMore: Boolean(pages?.at(-1)?.next_cursor),
    /** The rows shown belong to the previous filters; the new ones are on their way. */
    stale: swr.isLoading && pages !== undefined,
    // A page was asked for and has not arrived yet.
    loadingMore: pages !== undefined && swr.size > pages.length && !swr.error,
    error: swr.error as unknown,
    loadMore: () => swr.setSize(swr.size + 1),
    /** Fetches the loaded pages again (after a new charge, or to retry). */
    reload: () => swr.mutate(),
  }
}
