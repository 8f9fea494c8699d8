import { useEffect, useState } from 'react'
import { ApiError, type PublicPayment } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/**
 * How often a pending receipt asks again. The pix "paid" state must show within 2 s of the
 * payment; the next ask starts once the last answer came, so the worst wait is this plus two
 * round trips (bench:public measures it). One small GET a second per open pending receipt is
 * well within what one server answers (bench:payments' read ceiling).
 */
export const RECEIPT_POLL_MS = 1000

export type ReceiptState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'ready'; payment: PublicPayment; replace: (payment: PublicPayment) => void }

/**
 * The receipt, asked again every second while it awaits payment and the page is visible (a hidden
 * tab asks once it is shown again); it stops once the payment is no longer pending.
 */
export function useReceipt(token: string | null): ReceiptState {
  const { checkout } = useApi()
  const [payment, setPayment] = useState<PublicPayment | null>(null)
  const [failure, setFailure] = useState<'not-found' | 'error' | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    setPayment(null)
    setFailure(null)
    if (!token) return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    let pending = true
    let shown = false
    const load = async () => {
      timer = undefined
      try {
        const next = await checkout.payment(token, controller.signal)
        if (controller.signal.aborted) return
        setPayment(next)
        shown = true
        pending = next.status === 'pending' || next.status === 'empty'
      } catch (error) {
        if (controller.signal.aborted) return
        if (error instanceof ApiError && error.statusCode === 404) return setFailure('not-found')
        // A failed poll keeps the receipt on screen and tries again; a first failure says so.
        if (!shown) return setFailure('error')
      }
      schedule()
    }
    const schedule = () => {
      if (!pending || timer !== undefined || controller.signal.aborted) return
      if (document.visibilityState === 'hidden') return
      timer = setTimeout(() => void load(), RECEIPT_POLL_MS)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && pending && timer === undefined) void load()
    }
    document.addEventListener('visibilitychange', onVisibility)
    void load()
    return () => {
      controller.abort()
      if (timer !== undefined) clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [checkout, token, attempt])

  if (!token || failure === 'not-found') return { kind: 'not-found' }
  if (failure === 'error') return { kind: 'error', retry: () => setAttempt((n) => n + 1) }
  if (!payment) return { kind: 'loading' }
  return { kind: 'ready', payment, replace: setPayment }
}
