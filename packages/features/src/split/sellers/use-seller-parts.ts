import useSWRInfinite from 'swr/infinite'
import { splitKeys, type SellerPartsPage } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/**
 * A seller's parts, one keyset page after another, and its balances (every page carries them;
 * the first page's are the ones shown, asked again after a release). Nothing is asked while
 * the seller's panel is closed.
 */
export function useSellerParts(appId: number, gatewayId: number, sellerId: number, open: boolean) {
  const api = useApi()
  const swr = useSWRInfinite(
    (index, previous: SellerPartsPage | null) => {
      if (!open) return null
      if (index > 0 && !previous?.next_cursor) return null
      return [
        ...splitKeys.sellerParts(appId, gatewayId, sellerId),
        index === 0 ? null : previous!.next_cursor,
      ] as const
    },
    (key) =>
      api.split.sellerParts(appId, gatewayId, sellerId, (key.at(-1) as string | null) ?? undefined),
    { revalidateAll: false, revalidateFirstPage: true },
  )
  const pages = swr.data
  return {
    parts: pages?.flatMap((page) => page.items),
    balances: pages?.[0]?.balances,
    hasMore: Boolean(pages?.at(-1)?.next_cursor),
    loadingMore: pages !== undefined && swr.size > pages.length && !swr.error,
    error: swr.error as unknown,
    loadMore: () => swr.setSize(swr.size + 1),
    reload: () => swr.mutate(),
  }
}
