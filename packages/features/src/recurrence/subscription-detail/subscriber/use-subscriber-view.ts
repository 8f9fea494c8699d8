import useSWR from 'swr'
import { recurrenceKeys, type SubscriberView } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** The subscriber's own subscription, by its public id (no login, no store in the call). */
export function useSubscriberView(id: string) {
  const api = useApi()
  const swr = useSWR(recurrenceKeys.publicSubscription(id), () =>
    api.recurrence.publicSubscription(id),
  )
  return {
    view: swr.data,
    error: swr.error as unknown,
    reload: () => swr.mutate(),
    changed: (view: SubscriberView) => swr.mutate(view, { revalidate: false }),
  }
}
