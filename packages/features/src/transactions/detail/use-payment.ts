import useSWR, { useSWRConfig } from 'swr'
import { isApiError, transactionKeys, type Transaction } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** The payment is not there (another store's id, or a typo in the address). */
export const isNotFound = (error: unknown) => isApiError(error) && error.statusCode === 404

/** One payment, its money trail and its split, and how an action's answer replaces what is shown. */
export function usePayment(appId: number, paymentId: number, enabled: boolean) {
  const api = useApi()
  const { mutate } = useSWRConfig()
  const detail = useSWR(
    enabled ? transactionKeys.detail(appId, paymentId) : null,
    () => api.transactions.get(appId, paymentId),
    // Asking again will not bring back a payment that is not there.
    { shouldRetryOnError: (error) => !isNotFound(error) },
  )
  const trail = useSWR(
    enabled && detail.data ? transactionKeys.trail(appId, paymentId) : null,
    () => api.transactions.trail(appId, paymentId),
  )
  // How it was split with the split's sellers (null: not split); it names them on the trail.
  const split = useSWR(
    enabled && detail.data ? transactionKeys.split(appId, paymentId) : null,
    () => api.transactions.split(appId, paymentId),
  )
  return {
    payment: detail.data,
    error: detail.error as unknown,
    retry: () => detail.mutate(),
    trail: trail.data,
    trailError: trail.error as unknown,
    retryTrail: () => trail.mutate(),
    split: split.data,
    splitError: split.error as unknown,
    retrySplit: () => split.mutate(),
    /**
     * An action answered with the payment as it is now: show it, fetch its trail again, and let
     * the lists and totals that hold it fetch theirs when next shown.
     */
    async changed(payment: Transaction) {
      await detail.mutate(payment, { revalidate: false })
      void trail.mutate()
      // A refund gives back the sellers' parts by the rule's liability.
      void split.mutate()
      void mutate(
        (key) =>
          Array.isArray(key) &&
          key[0] === 'transactions' &&
          key[1] === appId &&
          (key[2] === 'list' || key[2] === 'totals'),
        undefined,
        { revalidate: true },
      )
    },
  }
}

export type PaymentState = ReturnType<typeof usePayment>
