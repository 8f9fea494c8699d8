import {
  AREAS,
  areaLevel,
  hasRole,
  satisfies,
  type Area,
  type AreaLevels,
  type Grants,
  type Role,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { apiError } from '../http/errors.ts'
import { t } from '../http/messages.ts'
import { areaLabel, roleLabel } from './labels.ts'

export interface GrantedAccess {
  permissions: AreaLevels
  roles: readonly Role[]
}

/**
 * Nobody hands out more than they hold: a settings-write manager without payments cannot give
 * payments to someone (or to a token, or to themselves). Only what changes is checked, so
 * editing one area of a manager who holds more elsewhere still works; lowering is always
 * allowed. The owner and master users hold everything, so this never stops them.
 */
export function ensureWithinGrants(
  giver: Grants,
  before: GrantedAccess | null,
  after: GrantedAccess,
  lang: Lang,
  field: string,
): void {
  const beyond = grantsBeyond(giver, before, after).map((grant) =>
    grant.kind === 'area' ? areaLabel(lang, grant.area) : roleLabel(lang, grant.role),
  )
  if (beyond.length === 0) return
  const params = { areas: beyond.join(', ') }
  throw apiError(403, lang, 'cannotGrantMore', {
    params,
    data: { fields: { [field]: t(lang, 'cannotGrantMore', params) } },
  })
}

/** Whether the giver holds everything in `access` (e.g. an invitation they sent, today). */
export function holdsAll(giver: Grants, access: GrantedAccess): boolean {
  return grantsBeyond(giver, null, access).length === 0
}

type Beyond = { kind: 'area'; area: Area } | { kind: 'role'; role: Role }

/** What `after` gives that the giver does not hold; with `before`, only what changes. */
function grantsBeyond(giver: Grants, before: GrantedAccess | null, after: GrantedAccess): Beyond[] {
  const beyond: Beyond[] = []
  for (const area of AREAS) {
    const level = after.permissions[area]
    if (before && before.permissions[area] === level) continue
    if (!satisfies(areaLevel(giver, area), level)) beyond.push({ kind: 'area', area })
  }
  for (const role of after.roles) {
    if (before?.roles.includes(role)) continue
    if (!hasRole(giver, role)) beyond.push({ kind: 'role', role })
  }
  return beyond
}
