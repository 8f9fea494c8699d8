import { useEffect, useState } from 'react'

/**
 * The public pages' router: a handful of paths, no library. `navigate` pushes a new address
 * without a reload; the back button is followed through `popstate`.
 */
export type PublicRoute =
  | { page: 'pay'; slug: string }
  | { page: 'capture'; hash: string }
  | { page: 'receipt'; token: string | null }
  | { page: 'account'; slug: string; code: string | null }
  | { page: 'subscribe'; subscriptionId: string; cycle: number }
  | { page: 'not-found' }

const PAY = /^\/pay\/([^/]+)\/?$/
const CAPTURE = /^\/c-capture\/([^/]+)\/?$/
const ACCOUNT = /^\/acc\/([^/]+)\/?$/
/** A subscription's cycle (`{cicle}` in the specification): 1 and up, digits only. */
const SUBSCRIBE = /^\/subscriptions\/([^/]+)\/([1-9]\d{0,9})\/subscribe\/?$/

/** The one segment of a path a pattern names, decoded; null when it cannot be decoded. */
function segment(pattern: RegExp, pathname: string): string | null | undefined {
  const match = pattern.exec(pathname)
  if (!match) return undefined
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return null
  }
}

/**
/** What an address shows: a segment that is not valid percent-encoding is not found. */
export function matchPublicRoute(pathname: string, search: string): PublicRoute {
  const slug = segment(PAY, pathname)
  if (slug !== undefined) return slug === null ? { page: 'not-found' } : { page: 'pay', slug }
  const hash = segment(CAPTURE, pathname)
  if (hash !== undefined) return hash === null ? { page: 'not-found' } : { page: 'capture', hash }
  const store = segment(ACCOUNT, pathname)
  if (store !== undefined) {
    if (store === null) return { page: 'not-found' }
    return { page: 'account', slug: store, code: new URLSearchParams(search).get('code') || null }
  }
  const subscriptionId = segment(SUBSCRIBE, pathname)
  if (subscriptionId !== undefined) {
    const cycle = Number(SUBSCRIBE.exec(pathname)![2])
    // Beyond an int4 no cycle exists: the plain not-found page, without asking.
    if (subscriptionId === null || cycle > 2_147_483_647) return { page: 'not-found' }
    return { page: 'subscribe', subscriptionId, cycle }
  }
  if (pathname === '/public/transaction' || pathname === '/public/transaction/') {
    return { page: 'receipt', token: new URLSearchParams(search).get('token') || null }
  }
  return { page: 'not-found' }
}

const listeners = new Set<() => void>()

/** Shows another page; `replace` takes the current one's place in the history (no way back to it). */
export function navigate(to: string, { replace = false } = {}) {
  if (replace) window.history.replaceState(null, '', to)
  else window.history.pushState(null, '', to)
  window.scrollTo(0, 0)
  for (const listener of listeners) listener()
}

export function usePublicRoute(): PublicRoute {
  const read = () => matchPublicRoute(window.location.pathname, window.location.search)
  const [route, setRoute] = useState(read)
  useEffect(() => {
    const update = () => setRoute(read())
    listeners.add(update)
    window.addEventListener('popstate', update)
    return () => {
      listeners.delete(update)
      window.removeEventListener('popstate', update)
    }
  }, [])
  return route
}
