import useSWR from 'swr'
import { recurrenceKeys, type SubscriptionDetail } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useRevalidateUnder } from '../../shared/revalidate-under.ts'

/**
 * One subscription as the merchant sees it, and what to do once an action answered it: show
 * the answer at once and ask the lists again (its status, plan or next charge moved there too).
 */
export function useSubscription(appId: number, id: string, enabled: boolean) {
  const api = useApi()
  const swr = useSWR(enabled ? recurrenceKeys.subscription(appId, id) : null, () =>
    api.recurrence.getSubscription(appId, id),
  )
  const revalidateLists = useRevalidateUnder([...recurrenceKeys.all(appId), 'subscriptions'])
  return {
    detail: swr.data,
    error: swr.error as unknown,
    reload: () => swr.mutate(),
    changed: async (detail: SubscriptionDetail) => {
      await swr.mutate(detail, { revalidate: false })
      void revalidateLists()
    },
  }
}

export type SubscriptionChanged = (detail: SubscriptionDetail) => Promise<void>
