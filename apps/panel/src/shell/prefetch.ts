import type { RouteDefinition, RouteMatch } from '@vitrine/features'

/** Specification section 9: "Payload prefetch 1 second after start (skipped on slow-2g)". */
export const PREFETCH_DELAY_MS = 1000

/** The Network Information API's hints; browsers without it (Firefox, Safari) do prefetch. */
export interface ConnectionHints {
  effectiveType?: string
  saveData?: boolean
}

/** Prefetching spends the user's data in advance: not on slow-2g, nor when they ask to save it. */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  return connection?.effectiveType !== 'slow-2g' && connection?.saveData !== true
}

/** The manifest routes `addresses` lead to, each once, in order; other sites are left out. */
export function routesLinked(
  addresses: Iterable<string>,
  origin: string,
  matchRoute: (pathname: string) => RouteMatch | null,
): RouteDefinition[] {
  const found = new Map<string, RouteDefinition>()
  for (const address of addresses) {
    const url = new URL(address, origin)
    if (url.origin !== origin) continue
    const match = matchRoute(url.pathname)
    if (match && !found.has(match.route.name)) found.set(match.route.name, match.route)
  }
  return [...found.values()]
}

export interface PrefetchOptions {
  connection: () => ConnectionHints | undefined
  /** The addresses the page links to, read when the prefetch starts. */
  links: () => Iterable<string>
  origin: string
  /**
   * Fetches the whole route manifest (and the screen tables), resolving with its matcher: the
   * entry carries only the entry's routes (see routes/load-routes.ts).
   */
  manifest: () => Promise<(pathname: string) => RouteMatch | null>
  /** Fetches a route's code (see routes/preload-route.ts). */
  preload: (route: RouteDefinition) => Promise<unknown>
  delayMs?: number
}

/**
 * What is prefetched, one second after the panel starts: the whole route manifest, when the
 * address did not need it already (the sign-in pages: their first visit does without it, the
 * next page will not), then the code (layout and screen) of the routes the page links to — its
 * menus, side panel and the screen's own links. Those are the screens one click away, they
 * follow the user's access (the menus hide what the user may not open), and they stay a handful
 * whatever the size of the manifest, where prefetching every route would fetch a hundred
 * screens nobody asked for. Returns a function that cancels it.
 */
export function schedulePrefetch(options: PrefetchOptions): () => void {
  const timer = setTimeout(() => void prefetch(options), options.delayMs ?? PREFETCH_DELAY_MS)
  return () => clearTimeout(timer)
}

async function prefetch({ connection, links, origin, manifest, preload }: PrefetchOptions) {
  // Read now, not at start: the connection may have changed in the meantime.
  if (!prefetchAllowed(connection())) return
  // A manifest that fails to arrive now is fetched again by the next navigation that needs it.
  const matchRoute = await manifest().catch(() => null)
  if (!matchRoute) return
  // One route at a time, so prefetching never crowds out the page's own requests.
  for (const route of routesLinked(links(), origin, matchRoute)) {
    // A prefetch that fails costs nothing: the navigation fetches the code again.
    await preload(route).catch(() => undefined)
  }
}
