import { useCallback, useEffect, useRef, useState } from 'react'
import { useApi, useStorage } from '@vitrine/api/react'

/** Where the page keeps the payer's session token, one per store (the host's localStorage). */
export const payerSessionKey = (slug: string) => `vitrine.payer-session.${slug}`

/**
 * Why the sign-in form shows: nothing yet, a mailed link that no longer works (with the server's
 * words), or a session that ended (expired, or signed out elsewhere).
 */
export type SignInNotice = { kind: 'code-invalid'; message: string } | { kind: 'session-ended' }

export type PayerSessionState =
  | { phase: 'exchanging' }
  | { phase: 'signed-out'; notice: SignInNotice | null }
  | { phase: 'signed-in'; token: string; signOut: () => void; ended: () => void }

/**
 * The payer's session at one store. With a link's `code`, exchanges it once (a code is single
 * use, so a second run of the effect must not send it again), keeps the token and calls
 * `onCodeUsed` so the host takes the code out of the address, whatever the outcome: a reload
 * never sends a used code again. Without one, the token kept from an earlier visit.
 */
export function usePayerSession(
  slug: string,
  code: string | null,
  onCodeUsed: () => void,
): PayerSessionState {
  const { payerAccounts } = useApi()
  const storage = useStorage()
  const key = payerSessionKey(slug)
  const [token, setToken] = useState(() => (code ? null : storage.get(key)))
  const [exchanging, setExchanging] = useState(code !== null)
  const [notice, setNotice] = useState<SignInNotice | null>(null)
  const sent = useRef<string | null>(null)
  const codeUsed = useRef(onCodeUsed)
  codeUsed.current = onCodeUsed

  useEffect(() => {
    if (!code || sent.current === code) return
    sent.current = code
    setExchanging(true)
    payerAccounts
      .createSession(slug, code)
      .then(
        (session) => {
          storage.set(key, session.token)
          setToken(session.token)
          setNotice(null)
        },
        (error: unknown) => {
          // A session kept from before still works: a stale link does not sign anyone out.
          const kept = storage.get(key)
          setToken(kept)
          if (!kept) {
            const message =
              error instanceof Error && error.message
                ? error.message
                : 'Não foi possível usar este link. Peça um novo link.'
            setNotice({ kind: 'code-invalid', message })
          }
        },
      )
      .finally(() => {
        setExchanging(false)
        codeUsed.current()
      })
  }, [payerAccounts, storage, slug, key, code])

  const forget = useCallback(
    (next: SignInNotice | null) => {
      storage.remove(key)
      setToken(null)
      setNotice(next)
    },
    [storage, key],
  )

  if (exchanging) return { phase: 'exchanging' }
  if (!token) return { phase: 'signed-out', notice }
  return {
    phase: 'signed-in',
    token,
    signOut: () => {
      // Forgotten here at once; the server's end of it may fail without keeping anyone in.
      payerAccounts.endSession(slug, token).catch(() => undefined)
      forget(null)
    },
    ended: () => forget({ kind: 'session-ended' }),
  }
}
