import { matchEntryRoute } from './entry-routes.ts'
import type * as ManifestModule from './manifest.ts'
import type { RouteMatch } from './route-table.ts'

/** The whole manifest module (manifest.ts): `routes`, `href`, `hrefOf`, `matchRoute`, … */
export type Manifest = typeof ManifestModule

let arrived: Manifest | undefined
let loading: Promise<Manifest> | undefined

/**
 * Fetches the whole manifest, once: the panel's entry carries only the entry's routes
 * (entry-routes.ts). A failed fetch (a network blip) is tried again by the next call.
 */
export function loadManifest(): Promise<Manifest> {
  loading ??= import('./manifest.ts').then(
    (manifest) => (arrived = manifest),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * The route `pathname` matches, as far as the routes at hand tell: the whole manifest once it
 * has arrived, else the entry's routes — undefined when they match nothing, since only the
 * whole manifest can tell (then `loadManifest()` and match again). The entry's routes come
 * first in the manifest, so both answer alike for an address they match.
 */
export function matchKnownRoute(pathname: string): RouteMatch | null | undefined {
  if (arrived) return arrived.matchRoute(pathname)
  return matchEntryRoute(pathname) ?? undefined
}
