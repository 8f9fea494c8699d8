import { isMasterUser, MASTER_ENTRY, type EntryGrant, type Grants } from '@vitrine/api'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { UserRow } from '../identity/users.ts'
import type { Database } from '../db/client.ts'
import { preparedFor } from '../db/prepared.ts'
import { appManagers, apps, permissions, resellerApps, resellerManagers } from './schema.ts'

export type AppRow = typeof apps.$inferSelect
export type EntryRow = typeof permissions.$inferSelect

/** Where a user stands in one app. */
export interface Membership {
  app: AppRow
  /** Owner, manager (whatever their levels), reseller manager or master user: may know the app. */
  member: boolean
  /** A manager of the reseller that sells this app (see below). */
  resellerManager: boolean
  grants: Grants
  /** The user's stored entries (empty for the owner, whose access is not stored). */
  entries: EntryRow[]
}

/**
 * How a reseller manager's access is computed: as if they held a `master` entry of type write
 * in every app of their reseller (section 6 lists "reseller manager" among the roles; they run
 * their customers' stores). Nothing is stored for it: adding or removing them in
 * `reseller_managers`, or moving the app to another reseller, changes their access at once.
 * GET /control/{appId}/me shows this entry (with id 0, as computed entries have) so the panel's
 * own rules reach the same levels.
 */
export const RESELLER_MASTER_ENTRY: EntryGrant = { name: MASTER_ENTRY, type: 'write' }

/** Every app-scoped request runs it: prepared (db/prepared.ts). */
const appOfMemberQuery = preparedFor((db) =>
  db
    .select({
      app: apps,
      managerId: appManagers.userId,
      resellerManagerId: resellerManagers.userId,
    })
    .from(apps)
    .leftJoin(
      appManagers,
      and(eq(appManagers.appId, apps.id), eq(appManagers.userId, sql.placeholder('userId'))),
    )
    // An app belongs to one reseller at most, and a person manages it once: one row at most.
    .leftJoin(resellerApps, eq(resellerApps.appId, apps.id))
    .leftJoin(
      resellerManagers,
      and(
        eq(resellerManagers.resellerId, resellerApps.resellerId),
        eq(resellerManagers.userId, sql.placeholder('userId')),
      ),
    )
    .where(eq(apps.id, sql.placeholder('appId')))
    .limit(1)
    .prepare('app_of_member'),
)

/** Undefined when the app does not exist. Two queries at most: the app, then the entries. */
export async function loadMembership(
  db: Database,
  appId: number,
  user: UserRow,
): Promise<Membership | undefined> {
  const [row] = await appOfMemberQuery(db).execute({ appId, userId: user.id })
  if (!row) return undefined
  const owner = row.app.ownerUserId === user.id
  const manager = row.managerId !== null
  const resellerManager = row.resellerManagerId !== null && !owner
  const entries =
    manager && !owner
      ? await db
          .select()
          .from(permissions)
          .where(and(eq(permissions.appId, appId), eq(permissions.userId, user.id)))
          .orderBy(asc(permissions.id))
      : []
  return {
    app: row.app,
    member: owner || manager || resellerManager || isMasterUser(user.whRole),
    resellerManager,
    grants: {
      owner,
      whRole: user.whRole,
      entries: resellerManager ? [...entries, RESELLER_MASTER_ENTRY] : entries,
    },
    entries,
  }
}
