import type { Plan, SubscriptionFilters } from '@vitrine/api'
import type { FilterChipSpec } from '../../shared/FilterChips.tsx'
import { subscriptionStatusText } from '../shared/subscription-words.ts'

/** The filters without blank entries: they are part of the list's cache key and of the call. */
export function cleanFilters(filters: SubscriptionFilters): SubscriptionFilters {
  const clean: SubscriptionFilters = {}
  if (filters.q) clean.q = filters.q
  if (filters.status) clean.status = filters.status
  if (filters.plan_id) clean.plan_id = filters.plan_id
  return clean
}

/** Whether anything narrows the list (the empty list is then "no results", not "none yet"). */
export const isNarrowed = (filters: SubscriptionFilters) =>
  Object.keys(cleanFilters(filters)).length > 0

/** One chip per filter in force (the search shows in its own box and is not repeated). */
export function filterChips(
  filters: SubscriptionFilters,
  plans: readonly Pick<Plan, 'id' | 'name'>[],
): FilterChipSpec<SubscriptionFilters>[] {
  const chips: FilterChipSpec<SubscriptionFilters>[] = []
  if (filters.status) {
    chips.push({
      id: 'status',
      label: 'Status',
      value: subscriptionStatusText(filters.status),
      without: ({ status: _status, ...rest }) => cleanFilters(rest),
    })
  }
  if (filters.plan_id) {
    const plan = plans.find((item) => item.id === filters.plan_id)
    chips.push({
      id: 'plan',
      label: 'Plano',
      value: plan?.name ?? `#${filters.plan_id}`,
      without: ({ plan_id: _plan, ...rest }) => cleanFilters(rest),
    })
  }
  return chips
}
