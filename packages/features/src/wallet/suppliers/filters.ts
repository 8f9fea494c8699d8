import type { SupplierFilters } from '@vitrine/api'
import type { FilterChipSpec } from '../../shared/FilterChips.tsx'
import { categoryText } from './supplier-labels.ts'

/** The filters without blank entries: they are part of the list's cache key and of the call. */
export function cleanFilters(filters: SupplierFilters): SupplierFilters {
  const clean: SupplierFilters = {}
  if (filters.q) clean.q = filters.q
  if (filters.category) clean.category = filters.category
  if (filters.archived === 'true') clean.archived = 'true'
  return clean
}

/** Whether anything narrows the list (the empty list is then "no results", not "no suppliers"). */
export const isNarrowed = (filters: SupplierFilters) =>
  Object.keys(cleanFilters(filters)).length > 0

/** One chip per filter in force (the search shows in its own box and is not repeated). */
export function filterChips(filters: SupplierFilters): FilterChipSpec<SupplierFilters>[] {
  const chips: FilterChipSpec<SupplierFilters>[] = []
  if (filters.category) {
    chips.push({
      id: 'category',
      label: 'Categoria',
      value: categoryText(filters.category),
      without: ({ category: _category, ...rest }) => cleanFilters(rest),
    })
  }
  if (filters.archived === 'true') {
    chips.push({
      id: 'archived',
      label: 'Arquivados',
      without: ({ archived: _archived, ...rest }) => cleanFilters(rest),
    })
  }
  return chips
}
