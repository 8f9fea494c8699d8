import { useEffect, useState } from 'react'
import { navigate, useBrowserLocation, useSearch } from 'wouter/use-browser-location'
import type { RouteMatch } from '@vitrine/features'
import type { Api, Level } from '@vitrine/api'
import { GUARD_CHAIN, guards } from '../guards/chain.ts'
import { runGuards, type GuardOutcome } from '../guards/guard.ts'
import { resolveRoute } from '../routes/load-routes.ts'
import { preloadRoute } from '../routes/preload-route.ts'
import type { PanelStores } from '../session/session-context.tsx'
import { transitionWait } from './route-transition.ts'

export interface GuardedRoute {
  url: URL
  match: RouteMatch | null
  /** Never a redirect: redirects are followed before a route is resolved. */
  outcome: Exclude<GuardOutcome, { kind: 'redirect' }>
  /** The screen's access level, as the permissions guard decided. */
  level: Level
}

/**
 * Runs the guard chain on every change of address and follows its redirects. While the chain
 * runs, and then up to the route transition's wait while the next screen's code arrives, the
 * previous page stays on screen and `checking` is true (the loading bar shows it).
 */
export function useGuardedRoute(stores: PanelStores, api: Api) {
  const [location] = useBrowserLocation()
  // This hook gives location.search, with its `?`.
  const search = useSearch().replace(/^\?/, '')
  const [resolved, setResolved] = useState<GuardedRoute | null>(null)
  const [checking, setChecking] = useState(true)

  useEffect(() => {
    let current = true
    const url = new URL(`${location}${search ? `?${search}` : ''}`, window.location.origin)
    setChecking(true)
    const result = { level: 'write' as Level }
    // An address beyond the entry's routes waits for the whole manifest (main.tsx asked for it at
    // start, with the adapter the guards call next); an entry route, or any once it is in, does
    // not wait at all.
    const matching = resolveRoute(url.pathname)
    const guarded = (match: RouteMatch | null) => {
      // The code downloads while the guards run (they decide whether it shows, not what it is);
      // code that fails to download fails again when the screen renders, in its error boundary.
      const code = match ? preloadRoute(match.route).catch(() => undefined) : Promise.resolve()
      return runGuards(GUARD_CHAIN, guards, { ...stores, url, match, api, result }).then(
        (outcome) => ({ match, outcome, code }),
      )
    }
    ;(matching instanceof Promise ? matching.then(guarded) : guarded(matching))
      .catch((error: unknown) => ({
        match: null,
        outcome: { kind: 'error', error } as GuardOutcome,
        code: Promise.resolve(),
      }))
      .then(async ({ match, outcome, code }) => {
        if (!current) return
        if (outcome.kind === 'redirect') {
          // An absolute target (another host, or asked for) is a full page load.
          if (outcome.external) window.location.assign(outcome.to)
          else navigate(outcome.to, { replace: true })
          return
        }
        if (outcome.kind === 'next') await transitionWait(code)
        if (!current) return
        setResolved({ url, match, outcome, level: result.level })
        setChecking(false)
      })
    return () => {
      current = false
    }
  }, [location, search, stores, api])

  return { resolved, checking, navigate }
}
