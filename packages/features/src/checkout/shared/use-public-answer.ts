import { useEffect, useState } from 'react'
import { ApiError } from '@vitrine/api'

/** A public page's first answer: loading, the answer, an unknown address (404), or no answer. */
export type PublicAnswer<T> =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'ready'; value: T }

/**
 * Loads what a public page shows (a link, a capture request): a 404 is the plain not-found page,
 * any other failure offers to try again. `load` is memoised by the caller on what it loads (the
 * slug, the hash); a new one aborts the older request.
 */
export function usePublicAnswer<T>(load: (signal: AbortSignal) => Promise<T>): PublicAnswer<T> {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<PublicAnswer<T>>({ kind: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    setState({ kind: 'loading' })
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ kind: 'ready', value })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        if (error instanceof ApiError && error.statusCode === 404) {
          setState({ kind: 'not-found' })
        } else {
          setState({ kind: 'error', retry: () => setAttempt((n) => n + 1) })
        }
      },
    )
    return () => controller.abort()
  }, [load, attempt])
  return state
}
