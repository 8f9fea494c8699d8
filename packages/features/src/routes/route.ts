import type { Area } from '@vitrine/api'

/** The five page layouts of the specification (section 2). */
export const LAYOUTS = ['default', 'blank', 'general', 'general-top-header', 'development'] as const
export type Layout = (typeof LAYOUTS)[number]

/** What a route's validator decides about the matched parameters. */
export type RouteValidation =
  | { ok: true }
  | { ok: false }
  /** Valid only at another address (e.g. a missing page slug → the home page slug). */
  | { ok: 'redirect'; params: Record<string, string> }

/**
 * One entry of the route manifest. Names follow the specification's conventions because the
 * access rules match on them (a name containing `auth` is always allowed, `customers` maps to
 * the customers area, the rest map by prefix).
 */
export interface RouteDefinition {
  name: string
  /** wouter/regexparam pattern, e.g. `/:appID/settings/users`. */
  path: string
  layout: Layout
  /** Whether the route needs a signed-in user. */
  login: boolean
  /** The permission area the screen belongs to, when it belongs to one. */
  area?: Area
  validate?: (params: Record<string, string | undefined>) => RouteValidation
}

/** Keeps literal names so `href()` only accepts routes that exist. */
export function defineRoutes<const T extends readonly RouteDefinition[]>(routes: T): T {
  return routes
}
