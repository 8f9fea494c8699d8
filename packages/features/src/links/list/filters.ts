import type { LinkFilters } from '@vitrine/api'
import type { FilterChipSpec } from '../../shared/FilterChips.tsx'
import { LINK_STATUS_FILTER_LABELS } from '../shared/link-labels.ts'

/** The filters without blank entries: they are part of the list's cache key and of the call. */
export function cleanFilters(filters: LinkFilters): LinkFilters {
  const clean: LinkFilters = {}
  if (filters.q) clean.q = filters.q
  if (filters.status) clean.status = filters.status
  return clean
}

/** Whether anything narrows the list (the empty list is then "no results", not "no links"). */
export const isNarrowed = (filters: LinkFilters) => Object.keys(cleanFilters(filters)).length > 0

/** One chip per filter in force (the search shows in its own box and is not repeated). */
export function filterChips(filters: LinkFilters): FilterChipSpec<LinkFilters>[] {
  if (!filters.status) return []
  return [
    {
      id: 'status',
      label: 'Status',
      value: LINK_STATUS_FILTER_LABELS[filters.status],
      without: ({ status: _status, ...rest }) => cleanFilters(rest),
    },
  ]
}
