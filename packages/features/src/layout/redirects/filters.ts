import type { RedirectFilters } from '@vitrine/api'
import type { FilterChipSpec } from '../../shared/FilterChips.tsx'

/** The filters without blank entries: they are part of the list's cache key and of the call. */
export function cleanFilters(filters: RedirectFilters): RedirectFilters {
  const clean: RedirectFilters = {}
  if (filters.q) clean.q = filters.q
  if (filters.active === '0' || filters.active === '1') clean.active = filters.active
  if (filters.status === '301' || filters.status === '302') clean.status = filters.status
  return clean
}

export const isNarrowed = (filters: RedirectFilters) =>
  Object.keys(cleanFilters(filters)).length > 0

/** How many filters (not the search) are in force: the folded bar's "Filtros (2)". */
export const filtersInForce = ({ q: _q, ...filters }: RedirectFilters) =>
  Object.keys(cleanFilters(filters)).length

export function filterChips(filters: RedirectFilters): FilterChipSpec<RedirectFilters>[] {
  const chips: FilterChipSpec<RedirectFilters>[] = []
  if (filters.active) {
    chips.push({
      id: 'active',
      label: filters.active === '1' ? 'Ativas' : 'Desativadas',
      without: ({ active: _active, ...rest }) => cleanFilters(rest),
    })
  }
  if (filters.status) {
    chips.push({
      id: 'status',
      label: filters.status === '301' ? '301 permanente' : '302 temporário',
      without: ({ status: _status, ...rest }) => cleanFilters(rest),
    })
  }
  return chips
}
