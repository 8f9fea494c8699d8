import { cn } from '@vitrine/ui'

export interface PagedRowsOptions<Item extends { id: number | string }> {
  /** The rows loaded so far. */
  items: Item[]
  /** More pages may follow: the total is unknown until the last one arrives. */
  hasMore: boolean
  onEndReached: () => void
  /** The rows belong to the previous filters while the new ones load (dimmed and busy). */
  stale: boolean
  /** The scroll area's height (a CSS length). */
  maxHeight: string
}

/**
 * What a list loaded page by page gives its `VirtualList`, as a table or as cards alike: the
 * count, the total once known, the next page asked for near the end, and the stale rows dimmed.
 */
export function pagedRowsProps<Item extends { id: number | string }>({
  items,
  hasMore,
  onEndReached,
  stale,
  maxHeight,
}: PagedRowsOptions<Item>) {
  return {
    count: items.length,
    total: hasMore ? null : items.length,
    rowKey: (index: number) => items[index]!.id,
    onEndReached: hasMore ? onEndReached : undefined,
    maxHeight,
    'aria-busy': stale || undefined,
    className: cn(
      'rounded-lg border border-border bg-surface transition-opacity',
      stale && 'opacity-60',
    ),
  }
}
