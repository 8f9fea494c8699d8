import { useEffect, useState } from 'react'
import { ApiError, type PayerStore } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

export type PayerStoreState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'ready'; store: PayerStore }

/** The store the account page belongs to (its name on top); an unknown slug is not found. */
export function usePayerStore(slug: string): PayerStoreState {
  const { payerAccounts } = useApi()
  const [store, setStore] = useState<PayerStore | null>(null)
  const [failure, setFailure] = useState<'not-found' | 'error' | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    setStore(null)
    setFailure(null)
    payerAccounts.store(slug, controller.signal).then(
      (found) => !controller.signal.aborted && setStore(found),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setFailure(error instanceof ApiError && error.statusCode === 404 ? 'not-found' : 'error')
      },
    )
    return () => controller.abort()
  }, [payerAccounts, slug, attempt])
  if (failure === 'not-found') return { kind: 'not-found' }
  if (failure === 'error') return { kind: 'error', retry: () => setAttempt((n) => n + 1) }
  if (!store) return { kind: 'loading' }
  return { kind: 'ready', store }
}
