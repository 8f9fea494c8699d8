import type { PlanFilters, PlanState } from '@vitrine/api'
import type { FilterChipSpec } from '../../shared/FilterChips.tsx'

/** The state filter's words; without one the list shows every plan not archived. */
export const PLAN_STATE_OPTIONS: readonly { value: PlanState; label: string }[] = [
  { value: 'active', label: 'Ativos' },
  { value: 'inactive', label: 'Desativados' },
  { value: 'archived', label: 'Arquivados' },
]

export const planStateText = (state: PlanState) =>
  PLAN_STATE_OPTIONS.find((option) => option.value === state)!.label

/** The filters without blank entries: they are part of the list's cache key and of the call. */
export function cleanFilters(filters: PlanFilters): PlanFilters {
  const clean: PlanFilters = {}
  if (filters.q) clean.q = filters.q
  if (filters.state) clean.state = filters.state
  return clean
}

/** Whether anything narrows the list (the empty list is then "no results", not "no plans"). */
export const isNarrowed = (filters: PlanFilters) => Object.keys(cleanFilters(filters)).length > 0

/** One chip per filter in force (the search shows in its own box and is not repeated). */
export function filterChips(filters: PlanFilters): FilterChipSpec<PlanFilters>[] {
  if (!filters.state) return []
  return [
    {
      id: 'state',
      label: 'Situação',
      value: planStateText(filters.state),
      without: ({ state: _state, ...rest }) => cleanFilters(rest),
    },
  ]
}
