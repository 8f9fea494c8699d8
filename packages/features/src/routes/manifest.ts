import { accountRoutes } from '../account/routes.ts'
import { appsRoutes } from '../apps/routes.ts'
import { customersRoutes } from '../customers/routes.ts'
import { authRoutes } from '../auth/routes.ts'
import { errorRoutes } from '../errors/routes.ts'
import { gatewaysRoutes } from '../gateways/routes.ts'
import { linksRoutes } from '../links/routes.ts'
import { notificationsRoutes } from '../notifications/routes.ts'
import { overviewRoutes } from '../overview/routes.ts'
import { settingsRoutes } from '../settings/routes.ts'
import { transactionsRoutes } from '../transactions/routes.ts'
import { whitelabelRoutes } from '../whitelabel/routes.ts'
import { fillPath, matchPath, type PathParamNames } from './path.ts'
import type { RouteDefinition } from './route.ts'

/**
 * Every route whose screen exists, composed from the per-area lists. Order matters only where
 * patterns overlap: literal paths come before `/:appID/...` patterns.
 */
export const routes = [
  ...authRoutes,
  ...accountRoutes,
  ...appsRoutes,
  ...overviewRoutes,
  ...errorRoutes,
  ...settingsRoutes,
  ...customersRoutes,
  ...transactionsRoutes,
  ...gatewaysRoutes,
  ...linksRoutes,
  ...notificationsRoutes,
  ...whitelabelRoutes,
] as const satisfies readonly RouteDefinition[]

export type AnyRoute = (typeof routes)[number]
export type RouteName = AnyRoute['name']
type RouteNamed<N extends RouteName> = Extract<AnyRoute, { name: N }>
export type RouteParams<N extends RouteName> = {
  [K in PathParamNames<RouteNamed<N>['path']>]?: string | number
}

const byName = new Map<string, RouteDefinition>(routes.map((route) => [route.name, route]))

export function routeByName(name: string): RouteDefinition | undefined {
  return byName.get(name)
}

/** Builds the address of a named route: screens build every link with this, never by hand. */
export function href<N extends RouteName>(name: N, params?: RouteParams<N>): string {
  const route = byName.get(name)
  if (!route) throw new Error(`Unknown route "${name}"`)
  return fillPath(route.path, params)
}

/**
 * The address of a route known only at run time (a menu entry from the server, a section's
 * first allowed route): undefined when the manifest has no such route.
 */
export function hrefOf(
  name: string,
  params?: Record<string, string | number | undefined>,
): string | undefined {
  const route = byName.get(name)
  return route ? fillPath(route.path, params) : undefined
}

export interface RouteMatch {
  route: RouteDefinition
  params: Record<string, string>
}

/** The first manifest route matching `pathname`, or null (the "Page not found" case). */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of routes) {
    const params = matchPath(route.path, pathname)
    if (params) return { route, params }
  }
  return null
}
