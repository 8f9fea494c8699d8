import { useRef, useState } from 'react'

/*
 * The pattern of transactions/shared/idempotency.ts, for the wallet's money dialogs (areas are
 * sealed: it belongs in shared/ once it is moved there, and then both import it).
 */

/**
 * The idempotency key of a dialog's request, made when the dialog's content mounts and sent
 * again with the same request (a retry after a timeout or a lost answer), so the server answers
 * the first result instead of paying twice. Another request from the same dialog (the amount
 * corrected after a refusal) is another intent and gets a new key, as does opening it again.
 */
export function useRequestKey(): (request: unknown) => string {
  const [opened] = useState(() => crypto.randomUUID())
  const last = useRef<{ key: string; request: string | null }>({ key: opened, request: null })
  return (request) => {
    const text = JSON.stringify(request)
    if (last.current.request === null) last.current.request = text
    else if (last.current.request !== text) {
      last.current = { key: crypto.randomUUID(), request: text }
    }
    return last.current.key
  }
}
