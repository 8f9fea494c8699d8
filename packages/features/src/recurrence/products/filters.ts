import type { ProductFilters } from '@vitrine/api'
import type { FilterChipSpec } from '../../shared/FilterChips.tsx'

/** The filters without blank entries: they are part of the list's cache key and of the call. */
export function cleanFilters(filters: ProductFilters): ProductFilters {
  const clean: ProductFilters = {}
  if (filters.q) clean.q = filters.q
  if (filters.archived === '1') clean.archived = '1'
  return clean
}

/** Whether anything narrows the list (the empty list is then "no results", not "no products"). */
export const isNarrowed = (filters: ProductFilters) => Object.keys(cleanFilters(filters)).length > 0

/** One chip per filter in force (the search shows in its own box and is not repeated). */
export function filterChips(filters: ProductFilters): FilterChipSpec<ProductFilters>[] {
  if (filters.archived !== '1') return []
  return [
    {
      id: 'archived',
      label: 'Arquivados',
      without: ({ archived: _archived, ...rest }) => cleanFilters(rest),
    },
  ]
}
