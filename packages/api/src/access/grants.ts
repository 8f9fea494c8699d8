import { AREAS, levelRank, type Area, type Level } from './levels.ts'

/** Special roles: stored with type `role`, names prefixed with a double underscore (section 3). */
export const ROLES = ['__seller', '__wallet'] as const
export type Role = (typeof ROLES)[number]

/** The entry name that, when present, sets every area at once (section 3: "overrides all areas"). */
export const MASTER_ENTRY = 'master'

/** Types a stored permission entry can have: a level, or `role` for the special roles. */
export const ENTRY_TYPES = ['none', 'read', 'write', 'role'] as const
export type EntryType = (typeof ENTRY_TYPES)[number]

/** The part of a permission entry the rules read. */
export interface EntryGrant {
  name: string
  type: EntryType
}

/**
 * Everything that decides what someone may do in one app. `owner` is the app's owner; `whRole`
 * is the user's white-label role ("none" for ordinary users); `entries` are their stored
 * permission entries for the app.
 */
export interface Grants {
  owner: boolean
  whRole: string
  entries: readonly EntryGrant[]
}

export const NO_GRANTS: Grants = { owner: false, whRole: 'none', entries: [] }

/** The rules' view of a user's access to an app, as GET /control/{appId}/me answers it. */
export function grantsOf(access: {
  readonly owner: boolean
  readonly whRole: string
  readonly permissions: readonly EntryGrant[]
}): Grants {
  return { owner: access.owner, whRole: access.whRole, entries: access.permissions }
}

const isLevel = (type: EntryType): type is Level => type !== 'role'

export function isRole(name: string): name is Role {
  return (ROLES as readonly string[]).includes(name)
}

/** A master user: whRole other than "none" (section 3). */
export function isMasterUser(whRole: string): boolean {
  return whRole !== '' && whRole !== 'none'
}

/**
 * The level of a master entry, if the user has one. A master entry overrides every area; so
 * does being the owner or a master user (both write).
 */
export function masterLevel(grants: Grants): Level | null {
  if (grants.owner || isMasterUser(grants.whRole)) return 'write'
  const entry = grants.entries.find((candidate) => candidate.name === MASTER_ENTRY)
  return entry && isLevel(entry.type) ? entry.type : null
}

/** The level in one area: a missing entry means none (section 4). */
export function areaLevel(grants: Grants, area: Area): Level {
  const master = masterLevel(grants)
  if (master) return master
  const entry = grants.entries.find((candidate) => candidate.name === area)
  return entry && isLevel(entry.type) ? entry.type : 'none'
}

/** Every area's level, e.g. to render the permission matrix or to scope a token. */
export function levelsByArea(grants: Grants): Record<Area, Level> {
  return Object.fromEntries(AREAS.map((area) => [area, areaLevel(grants, area)])) as Record<
    Area,
    Level
  >
}

/** Whether the user holds a special role; the owner and master write hold every role. */
export function hasRole(grants: Grants, role: Role): boolean {
  if (masterLevel(grants) === 'write') return true
  return grants.entries.some((entry) => entry.name === role && entry.type === 'role')
}

export function lowerLevel(a: Level, b: Level): Level {
  return levelRank(a) <= levelRank(b) ? a : b
}

/**
 * The grants of an API token: its own scope, but never more than what its creator holds
 * today (so a token loses access when its creator does).
 */
export function scopeGrants(creator: Grants, scope: Partial<Record<Area, Level>>): Grants {
  const entries: EntryGrant[] = AREAS.map((area) => ({
    name: area,
    type: lowerLevel(scope[area] ?? 'none', areaLevel(creator, area)),
  }))
  return { owner: false, whRole: 'none', entries }
}
