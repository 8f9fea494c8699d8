import { useRef, useState } from 'react'

/**
 * The idempotency key of a dialog's request. It is made when the dialog opens (the component
 * mounts) and sent again with the same request — a retry after a timeout or a lost answer — so
 * the server answers the first result instead of moving money twice. A different request from
 * the same dialog (the amount corrected after a refusal) is another intent and gets a new key:
 * the server refuses a key reused for another body. Closing and opening the dialog again is
 * also a new intent.
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
