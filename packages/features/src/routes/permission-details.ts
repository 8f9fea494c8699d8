import type { Area, PermissionDetails } from '@vitrine/api'
import type { RouteDefinition } from './route.ts'

/**
 * Routes a special role opens on its own, whatever the payments level (section 6): the seller
 * works the split, the wallet administrator the wallet.
 */
const ROLE_ROUTES: PermissionDetails = {
  payments: {
    prefixes: [],
    roles: { __seller: ['payments-split'], __wallet: ['payments-wallet'] },
  },
}

/**
 * The permission details (area → route-name prefixes) the access rules map routes with, built
 * from the manifest: every route that declares an area is a prefix of that area. The IDE's
 * route is named `ide-page` (the side-panel rule needs that name) and still belongs to layout.
 */
export function permissionDetailsOf(routes: readonly RouteDefinition[]): {
  details: PermissionDetails
  sectionRoutes: (area: Area) => readonly string[]
} {
  const byArea = new Map<Area, string[]>()
  for (const route of routes) {
    if (!route.area || route.name.includes('customers')) continue
    byArea.set(route.area, [...(byArea.get(route.area) ?? []), route.name])
  }
  const customers = routes
    .filter((route) => route.name.includes('customers'))
    .map((route) => route.name)
  const details: PermissionDetails = {}
  for (const [area, names] of byArea) {
    details[area] = { prefixes: names, roles: ROLE_ROUTES[area]?.roles }
  }
  return {
    details,
    sectionRoutes: (area) => (area === 'customers' ? customers : (byArea.get(area) ?? [])),
  }
}
