import { loadManifest, matchKnownRoute, type Manifest, type RouteMatch } from '@vitrine/features'
import { loadScreenTables } from './screens.ts'

/**
 * Everything the panel needs to route beyond the entry's routes: the whole manifest and the
 * screen tables of its routes, two lazy chunks fetched side by side (one round trip). Fetched at
 * start when the address is not one of the entry's routes, else once the page has settled (the
 * prefetch) or on the first interaction; a failed fetch is tried again by the next call.
 */
export function loadRoutes(): Promise<Manifest> {
  return Promise.all([loadManifest(), loadScreenTables()]).then(([manifest]) => manifest)
}

/**
 * The route `pathname` matches: at once when the routes at hand tell (an entry route, or any
 * once the manifest is in), else after the manifest has arrived. Null: no route (a 404).
 */
export function resolveRoute(pathname: string): RouteMatch | null | Promise<RouteMatch | null> {
  const known = matchKnownRoute(pathname)
  if (known !== undefined) return known
  return loadRoutes().then((manifest) => manifest.matchRoute(pathname))
}
