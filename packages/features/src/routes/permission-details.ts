import type { Area, PermissionDetails } from '@vitrine/api'
import type { RouteDefinition } from './route.ts'

/**
 * Routes a special role opens on its own, whatever the payments level (section 6): the seller
 * reads the split's gateways and its own seller page (not the rules, which show every seller's
 * share), the wallet administrator runs the wallet. Levels: `ROLE_LEVELS` of the contract.
 */
const ROLE_ROUTES: PermissionDetails = {
  payments: {
    prefixes: [],
    roles: {
      __seller: ['payments-split$', 'payments-split-sellers'],
      __wallet: ['payments-wallet'],
    },
  },
}

/**
 * The permission details (area → route-name prefixes) the access rules map routes with, built
 * from the manifest: every route that declares an area is a prefix of that area. The IDE's
 * route is named `ide-page` (the side-panel rule needs that name) and still belongs to layout.
 */
/**
 * Whether a route can be opened with only the store's id (a section's landing candidates): a
 * detail route needs its own id (a customer, a gateway) and cannot be "the first allowed
 * route of a section".
 */
const opensWithAppOnly = (route: RouteDefinition) =>
  !/:(?!appID\b)\w+/.test(route.path.replace(/:\w+\?/g, ''))

export function permissionDetailsOf(routes: readonly RouteDefinition[]): {
  details: PermissionDetails
  sectionRoutes: (area: Area) => readonly string[]
} {
  const byArea = new Map<Area, RouteDefinition[]>()
  for (const route of routes) {
    if (!route.area || route.name.includes('customers')) continue
    byArea.set(route.area, [...(byArea.get(route.area) ?? []), route])
  }
  const customers = routes.filter((route) => route.name.includes('customers'))
  const details: PermissionDetails = {}
  for (const [area, areaRoutes] of byArea) {
    details[area] = {
      prefixes: areaRoutes.map((route) => route.name),
      roles: ROLE_ROUTES[area]?.roles,
    }
  }
  const landings = (list: readonly RouteDefinition[]) =>
    list.filter(opensWithAppOnly).map((route) => route.name)
  const sections = new Map<Area, readonly string[]>(
    [...byArea].map(([area, list]) => [area, landings(list)]),
  )
  sections.set('customers', landings(customers))
  return { details, sectionRoutes: (area) => sections.get(area) ?? [] }
}
