import { useEffect, useState } from 'react'

/**
 * The public pages' router: a handful of paths, no library. `navigate` pushes a new address
 * without a reload; the back button is followed through `popstate`.
 */
export type PublicRoute =
  { page: 'pay'; slug: string } | { page: 'receipt'; token: string | null } | { page: 'not-found' }

const PAY = /^\/pay\/([^/]+)\/?$/

/**
 * What an address shows. `/c-capture/{hash}` and `/acc/{slug}` are served by this build but
 * their pages come in a later slice: until then they are the plain not-found page.
 */
export function matchPublicRoute(pathname: string, search: string): PublicRoute {
  const pay = PAY.exec(pathname)
  if (pay) {
    try {
      return { page: 'pay', slug: decodeURIComponent(pay[1]!) }
    } catch {
      return { page: 'not-found' }
    }
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
