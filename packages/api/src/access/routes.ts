import { areaLevel, hasRole, type Grants, type Role } from './grants.ts'
import { levelRank, satisfies, type Area, type Level } from './levels.ts'

/**
 * Permission details: for each area, the route-name prefixes that belong to it, and the
 * routes a special role opens on its own (e.g. the wallet role opens the wallet screens even
 * with no payments level): name prefixes, or exact names ending in `$`. The panel builds them
 * from its route manifest.
 */
export type PermissionDetails = Partial<
  Record<Area, { prefixes: readonly string[]; roles?: Partial<Record<Role, readonly string[]>> }>
>

/** Route names containing one of these are always allowed (section 6). */
export const ALWAYS_ALLOWED_NAME_PARTS = [
  'auth',
  'account-profile',
  'whitelabel',
  'public',
  'onboarding',
] as const

/** The permission-error page, and the other routes every signed-in user may open. */
export const PERMISSION_ERROR_ROUTE = 'error-permissions'
export const ALWAYS_ALLOWED_ROUTES = [
  PERMISSION_ERROR_ROUTE,
  'apps',
  'overview',
  'onboarding-checklist',
]

export function isAlwaysAllowed(routeName: string): boolean {
  return (
    ALWAYS_ALLOWED_ROUTES.includes(routeName) ||
    ALWAYS_ALLOWED_NAME_PARTS.some((part) => routeName.includes(part))
  )
}

const startsWithAny = (name: string, prefixes: readonly string[] | undefined) =>
  (prefixes ?? []).some((prefix) => name.startsWith(prefix))

/**
 * The section (area) a route belongs to: any name containing `customers` is the customers
 * area, whatever section it sits under; the rest map by the permission details' prefixes.
 */
export function sectionOf(routeName: string, details: PermissionDetails): Area | null {
  if (routeName.includes('customers')) return 'customers'
  for (const [area, detail] of Object.entries(details) as [
    Area,
    NonNullable<PermissionDetails[Area]>,
  ][]) {
    if (startsWithAny(routeName, detail.prefixes)) return area
  }
  return null
}

/**
 * What a special role may do on the routes it opens (section 3): the wallet administrator runs
 * the wallet; a seller looks at its own split data and changes nothing of the store's.
 */
export const ROLE_LEVELS: Record<Role, Level> = { __wallet: 'write', __seller: 'read' }

/** A role's route pattern: a name prefix, or an exact name when it ends with `$`. */
const opensRoute = (name: string, patterns: readonly string[]) =>
  patterns.some((pattern) =>
    pattern.endsWith('$') ? name === pattern.slice(0, -1) : name.startsWith(pattern),
  )

/**
 * The level a user has on one route of a section: the area's level, raised to the role's own
 * level (`ROLE_LEVELS`) where a special role they hold opens the route.
 */
export function routeLevel(
  grants: Grants,
  area: Area,
  routeName: string,
  details: PermissionDetails,
): Level {
  const roles = details[area]?.roles ?? {}
  let level = areaLevel(grants, area)
  for (const [role, patterns] of Object.entries(roles) as [Role, readonly string[]][]) {
    if (!hasRole(grants, role) || !opensRoute(routeName, patterns)) continue
    if (levelRank(ROLE_LEVELS[role]) > levelRank(level)) level = ROLE_LEVELS[role]
  }
  return level
}

/** True when every sub-permission of the section is none: its level and its roles. */
export function sectionClosed(grants: Grants, area: Area, details: PermissionDetails): boolean {
  if (satisfies(areaLevel(grants, area), 'read')) return false
  const roles = Object.keys(details[area]?.roles ?? {}) as Role[]
  return !roles.some((role) => hasRole(grants, role))
}

export type RouteAccess =
  { kind: 'allow'; level: Level } | { kind: 'forbidden' } | { kind: 'redirect'; routeName: string }

/**
 * The permission decision for opening a route (section 6): always-allowed routes open (with
 * write: white-label, onboarding and public pages count as master write, and the others are
 * one's own account or outside any area); a route of a closed section goes to the
 * permission-error page; a route the user may not open goes to the first route of its section
 * that they may, in manifest order (`sectionRoutes` lists them).
 */
export function routeAccess(
  grants: Grants,
  routeName: string,
  details: PermissionDetails,
  sectionRoutes: (area: Area) => readonly string[],
): RouteAccess {
  if (isAlwaysAllowed(routeName)) {
    return { kind: 'allow', level: 'write' }
  }
  const area = sectionOf(routeName, details)
  if (!area) return { kind: 'allow', level: 'write' }
  if (sectionClosed(grants, area, details)) return { kind: 'forbidden' }
  const level = routeLevel(grants, area, routeName, details)
  if (level !== 'none') return { kind: 'allow', level }
  const first = sectionRoutes(area).find(
    (name) => routeLevel(grants, area, name, details) !== 'none',
  )
  return first ? { kind: 'redirect', routeName: first } : { kind: 'forbidden' }
}
