import { useEffect, useState } from 'react'

/**
 * The public pages' router: a handful of paths, no library. `navigate` pushes a new address
 * without a reload; the back button is followed through `popstate`.
 */
export type PublicRoute =
  | { page: 'pay'; slug: string }
  | { page: 'receipt'; token: string | null }
  | { page: 'account'; slug: string; code: string | null }
  | { page: 'not-found' }

const PAY = /^\/pay\/([^/]+)\/?$/
const ACCOUNT = /^\/acc\/([^/]+)\/?$/

/** A path segment decoded, or undefined when it is not valid percent-encoding. */
function segment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

/**
 * What an address shows. `/c-capture/{hash}` is served by this build but its page comes in a
 * later slice: until then it is the plain not-found page.
 */
export function matchPublicRoute(pathname: string, search: string): PublicRoute {
  const pay = PAY.exec(pathname)
  if (pay) {
    const slug = segment(pay[1]!)
    return slug === undefined ? { page: 'not-found' } : { page: 'pay', slug }
  }
  const account = ACCOUNT.exec(pathname)
  if (account) {
    const slug = segment(account[1]!)
    if (slug === undefined) return { page: 'not-found' }
    return { page: 'account', slug, code: new URLSearchParams(search).get('code') || null }
  }
  if (pathname === '/public/transaction' || pathname === '/public/transaction/') {
    return { page: 'receipt', token: new URLSearchParams(search).get('token') || null }
  }
  return { page: 'not-found' }
}

const listeners = new Set<() => void>()

export function navigate(to: string) {
  window.history.pushState(null, '', to)
  window.scrollTo(0, 0)
  for (const listener of listeners) listener()
}

/** Changes the address without a new history entry (e.g. taking a used code out of it). */
export function replace(to: string) {
  window.history.replaceState(null, '', to)
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
