import { useEffect, useState } from 'react'

/**
 * The public pages' router: a handful of paths, no library. `navigate` pushes a new address
 * without a reload; the back button is followed through `popstate`.
 */
export type PublicRoute =
  | { page: 'pay'; slug: string }
  | { page: 'capture'; hash: string }
  | { page: 'receipt'; token: string | null }
  | { page: 'not-found' }

const PAY = /^\/pay\/([^/]+)\/?$/
const CAPTURE = /^\/c-capture\/([^/]+)\/?$/

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
 * What an address shows. `/acc/{slug}` is served by this build but its page comes in another
 * slice: until then it is the plain not-found page.
 */
export function matchPublicRoute(pathname: string, search: string): PublicRoute {
  const slug = segment(PAY, pathname)
  if (slug !== undefined) return slug === null ? { page: 'not-found' } : { page: 'pay', slug }
  const hash = segment(CAPTURE, pathname)
  if (hash !== undefined) return hash === null ? { page: 'not-found' } : { page: 'capture', hash }
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
