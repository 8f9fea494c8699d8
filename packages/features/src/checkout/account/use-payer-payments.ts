import { useEffect, useRef, useState } from 'react'
import { ApiError, type PayerPayments } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

export type PayerPaymentsState =
  | { kind: 'loading' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'ready'; payments: PayerPayments }

/** The signed-in payer's payments; a 401 (the session ended) calls `onEnded`. */
export function usePayerPayments(
  slug: string,
  token: string,
  onEnded: () => void,
): PayerPaymentsState {
  const { payerAccounts } = useApi()
  const [payments, setPayments] = useState<PayerPayments | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // The latest callback, read when the answer comes: the list depends on the token only.
  const ended = useRef(onEnded)
  ended.current = onEnded
  useEffect(() => {
    const controller = new AbortController()
    setPayments(null)
    setFailed(false)
    payerAccounts.payments(slug, token, controller.signal).then(
      (found) => !controller.signal.aborted && setPayments(found),
      (error: unknown) => {
        if (controller.signal.aborted) return
        if (error instanceof ApiError && error.statusCode === 401) ended.current()
        else setFailed(true)
      },
    )
    return () => controller.abort()
  }, [payerAccounts, slug, token, attempt])
  if (failed) return { kind: 'error', retry: () => setAttempt((n) => n + 1) }
  if (!payments) return { kind: 'loading' }
  return { kind: 'ready', payments }
}
