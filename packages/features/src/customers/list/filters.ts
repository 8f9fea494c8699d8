import { DEFAULT_CUSTOMER_SORT, type CustomerFilters, type CustomerSort } from '@vitrine/api'
import type { FilterChipSpec as SharedFilterChipSpec } from '../../shared/FilterChips.tsx'

/*
 * The list's filters as the API takes them (CustomerFilters), and what the screen derives from
 * them: the chips of the filters in force, and the sort of each column.
 */

/** The filters that narrow the list (everything but the order). */
export type CustomerNarrowing = Omit<CustomerFilters, 'sort'>

/**
 * The filters without blank entries: absent, not undefined or '', because they are part of the
 * list's cache key and of the call (`{}` and `{ q: undefined }` must be the same list). The
 * default order is left out too.
 */
export function cleanFilters(filters: CustomerFilters): CustomerFilters {
  const clean: CustomerFilters = {}
  for (const [key, value] of Object.entries(filters) as [keyof CustomerFilters, unknown][]) {
    if (value === undefined || value === '') continue
    if (key === 'sort' && value === DEFAULT_CUSTOMER_SORT) continue
    Object.assign(clean, { [key]: value })
  }
  return clean
}

/** Whether anything but the order narrows the list (the empty list is then "no results"). */
export function isNarrowed(filters: CustomerFilters): boolean {
  return Object.keys(cleanFilters({ ...filters, sort: undefined })).length > 0
}

/** "2026-11-01" → "01/11/2026": a day as typed in the filter, with no time zone to shift it. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-')
  return `${date}/${month}/${year}`
}

export interface FilterChipSpec extends SharedFilterChipSpec<CustomerFilters> {
  id: 'tag' | 'created' | 'has_purchases'
}

/** One chip per filter in force (the search shows in its own box and is not repeated). */
export function filterChips(filters: CustomerFilters): FilterChipSpec[] {
  const chips: FilterChipSpec[] = []
  if (filters.tag) {
    chips.push({
      id: 'tag',
      label: 'Etiqueta',
      value: filters.tag,
      without: (current) => cleanFilters({ ...current, tag: undefined }),
    })
  }
  const { created_from: from, created_to: to } = filters
  if (from || to) {
    chips.push({
      id: 'created',
      label: 'Cadastro',
      value:
        from && to
          ? `de ${formatDay(from)} a ${formatDay(to)}`
          : from
            ? `desde ${formatDay(from)}`
            : `até ${formatDay(to!)}`,
      without: (current) =>
        cleanFilters({ ...current, created_from: undefined, created_to: undefined }),
    })
  }
  if (filters.has_purchases !== undefined) {
    chips.push({
      id: 'has_purchases',
      label: filters.has_purchases ? 'Com compras' : 'Sem compras',
      without: (current) => cleanFilters({ ...current, has_purchases: undefined }),
    })
  }
  return chips
}

/** The columns the list can be ordered by. */
export type SortColumn = 'name' | 'created_at' | 'total_spent' | 'last_purchase_at'

export function sortDirection(sort: CustomerSort, column: SortColumn): 'asc' | 'desc' | null {
  if (sort === column) return 'asc'
  if (sort === `-${column}`) return 'desc'
  return null
}

/**
 * The order after pressing a column's header: the same column turns around; another starts
 * where people look first (names A→Z; money and dates largest and newest first).
 */
export function nextSort(sort: CustomerSort, column: SortColumn): CustomerSort {
  const direction = sortDirection(sort, column)
  if (direction === 'asc') return `-${column}`
  if (direction === 'desc') return column
  return column === 'name' ? 'name' : `-${column}`
}
