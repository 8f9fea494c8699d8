import type { Area, Role } from '@vitrine/api'

/**
 * What an app-scoped route needs: a level in one area, or only to belong to the app.
 *
 * Member-level routes are those every person of the store may use whatever their levels, reads
 * and changes alike: GET /apps/{id}, GET /control/{appId}/me, and the store's notifications
 * (listing them and marking them read changes nothing but the caller's own read state). A
 * manager who can only read is therefore not refused there; the enforcement test lists the
 * member-level changes one by one, so a new one cannot slip in unnoticed.
 */
export type AccessRule = AreaRule | { member: true }

/**
 * A level in one area; with `role`, holding that special role (section 3) is enough too: the
 * wallet administrator (`__wallet`) runs the wallet without any payments level, and a seller
 * (`__seller`) reaches the split's routes, whose handlers then answer only its own data
 * (`access.viaRole`).
 */
export interface AreaRule {
  area: Area
  level: 'read' | 'write'
  role?: Role
}

/** Membership is enough, for reads and changes alike. */
export const MEMBERS: AccessRule = { member: true }

export function isMemberRule(rule: AccessRule): rule is { member: true } {
  return 'member' in rule
}

/**
 * Every access middleware, with the rule it enforces. Keyed by the middleware function itself,
 * which hono keeps in `app.routes`, so a test can walk the router and find, for each app-scoped
 * route, the rule guarding it (or learn that there is none).
 */
const rules = new WeakMap<object, AccessRule>()

export function registerAccessRule<T extends object>(middleware: T, rule: AccessRule): T {
  rules.set(middleware, rule)
  return middleware
}

export function accessRuleOf(handler: unknown): AccessRule | undefined {
  return typeof handler === 'function' ? rules.get(handler) : undefined
}

/** Path parameters that make a route app-scoped. */
export const APP_PARAM = 'appId'
