import useSWRInfinite from 'swr/infinite'

/** What a keyset-paged list answers: its rows and the cursor that continues after the last. */
export interface KeysetPage<Item> {
  items: Item[]
  next_cursor: string | null
}

/** What a list's fetch is asked for: the filters, plus where to continue and how many rows. */
export type KeysetQuery<Filters> = Filters & { cursor?: string; limit?: number }

export interface KeysetPagesOptions<Filters, Item> {
  filters: Filters
  /** False fetches nothing (a level without access, a screen not shown yet). */
  enabled: boolean
  /** Rows per page; the server's default when left out. */
  pageSize?: number
  /** The filtered list's swr key (`<resource>Keys.list`); the cursor is added after it. */
  listKey: (filters: Filters) => readonly unknown[]
  /** One page of the list (`api.<resource>.list`). */
  fetchPage: (query: KeysetQuery<Filters>) => Promise<KeysetPage<Item>>
}

/**
 * A filtered list, one keyset page after another: each page's key is the filtered list's key
 * plus the cursor the previous page handed back, so a change of filter starts over from the
 * first page.
 */
export function useKeysetPages<Filters, Item>({
  filters,
  enabled,
  pageSize,
  listKey,
  fetchPage,
}: KeysetPagesOptions<Filters, Item>) {
  const swr = useSWRInfinite(
    (index, previous: KeysetPage<Item> | null) => {
      if (!enabled) return null
      if (index > 0 && !previous?.next_cursor) return null
      return [...listKey(filters), index === 0 ? null : previous!.next_cursor] as const
    },
    (key) => {
      const cursor = key.at(-1) as string | null
      return fetchPage({
        ...filters,
        ...(cursor ? { cursor } : {}),
        ...(pageSize ? { limit: pageSize } : {}),
      })
    },
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
    items: pages?.flatMap((page) => page.items),
    hasMore: Boolean(pages?.at(-1)?.next_cursor),
    /** The rows shown belong to the previous filters; the new ones are on their way. */
    stale: swr.isLoading && pages !== undefined,
    isLoading: swr.isLoading,
    // A page was asked for and has not arrived yet.
    loadingMore: pages !== undefined && swr.size > pages.length && !swr.error,
    error: swr.error as unknown,
    loadMore: () => swr.setSize(swr.size + 1),
    /** Fetches the loaded pages again (after a change elsewhere, or to retry). */
    reload: () => swr.mutate(),
  }
}
