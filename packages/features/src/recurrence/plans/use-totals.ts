import useSWR from 'swr'
import { recurrenceKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** The store's subscribers, MRR and past-due count (the figures above the plans). */
export function useTotals(appId: number, enabled: boolean) {
  const api = useApi()
  const totals = useSWR(enabled ? recurrenceKeys.totals(appId) : null, () =>
    api.recurrence.totals(appId),
  )
  return { totals: totals.data, error: totals.error as unknown, reload: totals.mutate }
}
