import useSWR from 'swr'
import { recurrenceKeys, type PlanFilters } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/**
 * The store's plans to choose from (a filter, a new subscription, a plan change): the first
 * page of the plans list — a store sells a handful of plans, not hundreds. `active` keeps only
 * those that take new subscriptions.
 */
export function usePlanChoices(appId: number, enabled: boolean, active = false) {
  const api = useApi()
  const filters: PlanFilters = active ? { state: 'active' } : {}
  const plans = useSWR(enabled ? recurrenceKeys.plans(appId, filters) : null, () =>
    api.recurrence.listPlans(appId, { ...filters, limit: 200 }),
  )
  return { plans: plans.data?.items, error: plans.error as unknown, reload: plans.mutate }
}
