import {
  AREAS,
  isRole,
  levelsByArea,
  type AreaLevels,
  type PermissionEntry,
  type Role,
} from '@vitrine/api'
import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { EntryRow } from './membership.ts'
import type { Database } from '../db/client.ts'
import { permissions } from './schema.ts'

export interface PersonRef {
  id: number
  name: string
  email: string
}

/** What the managers list and the audit log say about a manager's access. */
export interface StoredAccess {
  permissions: AreaLevels
  roles: Role[]
}

/**
 * Levels in the contract's area order. jsonb keeps object keys in its own order, so levels read
 * back from it (invitations, token scopes) are put in order before they are answered.
 */
export function inAreaOrder(levels: Partial<AreaLevels>): AreaLevels {
  return Object.fromEntries(AREAS.map((area) => [area, levels[area] ?? 'none'])) as AreaLevels
}

/** Levels per area (a master entry sets them all, a missing one means none) and the roles. */
export function storedAccessOf(entries: readonly EntryRow[]): StoredAccess {
  return {
    permissions: levelsByArea({ owner: false, whRole: 'none', entries }),
    roles: entries
      .filter((entry) => entry.type === 'role' && isRole(entry.name))
      .map((entry) => entry.name as Role)
      .sort(),
  }
}

export async function loadEntries(
  db: Database,
  appId: number,
  userId: number,
): Promise<EntryRow[]> {
  return db
    .select()
    .from(permissions)
    .where(and(eq(permissions.appId, appId), eq(permissions.userId, userId)))
    .orderBy(permissions.id)
}

/**
 * Makes the stored entries say exactly `access`: one row per area (none included, so each
 * keeps an id across saves) and one per role. A master entry is dropped: the saved levels are
 * what the editor showed, area by area.
 */
export async function writeEntries(
  db: Database,
  appId: number,
  userId: number,
  access: StoredAccess,
): Promise<void> {
  await db
    .insert(permissions)
    .values([
      ...AREAS.map((area) => ({ appId, userId, name: area, type: access.permissions[area] })),
      ...access.roles.map((role) => ({ appId, userId, name: role, type: 'role' as const })),
    ])
    .onConflictDoUpdate({
      target: [permissions.appId, permissions.userId, permissions.name],
      set: { type: sql`excluded.type` },
    })
  await db
    .delete(permissions)
    .where(
      and(
        eq(permissions.appId, appId),
        eq(permissions.userId, userId),
        notInArray(permissions.name, [...AREAS, ...access.roles]),
      ),
    )
}

/** The PermissionEntry of the contract; app_id, user_id and manager_id stay behind. */
export function toPermissionEntry(row: Pick<EntryRow, 'id' | 'name' | 'type'>, user: PersonRef) {
  const entry: PermissionEntry = {
    id: row.id,
    name: row.name,
    type: row.type,
    email: user.email,
    user: { id: user.id, name: user.name, email: user.email },
  }
  return entry
}
