import type { Manager, ManagerList } from '@vitrine/api'
import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import type { AppRow, EntryRow } from '../access/membership.ts'
import type { Database } from '../db/client.ts'
import { appManagers, permissions } from '../access/schema.ts'
import { invitations } from './schema.ts'
import { users } from '../identity/schema.ts'
import { inAreaOrder, storedAccessOf, type PersonRef } from '../access/entries.ts'

export type InvitationRow = typeof invitations.$inferSelect

export interface ActiveManager {
  user: PersonRef
  since: Date
  entries: EntryRow[]
}

export function activeManagerView({ user, since, entries }: ActiveManager): Manager {
  return {
    id: user.id,
    status: 'active',
    name: user.name,
    email: user.email,
    ...storedAccessOf(entries),
    invited_at: since.toISOString(),
    expires_at: null,
  }
}

export function pendingManagerView(invitation: InvitationRow): Manager {
  return {
    id: invitation.id,
    status: 'pending',
    name: null,
    email: invitation.email,
    permissions: inAreaOrder(invitation.permissions),
    roles: [...invitation.roles].sort(),
    invited_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
  }
}

const person = { id: users.id, name: users.name, email: users.email }

/** A manager of the app other than its owner, with their entries. */
export async function findActiveManager(
  db: Database,
  app: AppRow,
  userId: number,
): Promise<ActiveManager | undefined> {
  if (userId === app.ownerUserId) return undefined
  const [row] = await db
    .select({ user: person, since: appManagers.createdAt })
    .from(appManagers)
    .innerJoin(users, eq(users.id, appManagers.userId))
    .where(and(eq(appManagers.appId, app.id), eq(appManagers.userId, userId)))
    .limit(1)
  if (!row) return undefined
  const entries = await db
    .select()
    .from(permissions)
    .where(and(eq(permissions.appId, app.id), eq(permissions.userId, userId)))
    .orderBy(asc(permissions.id))
  return { ...row, entries }
}

/** Invitations neither accepted nor cancelled; expired ones too, so they can be renewed. */
export const isOpen = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt))

export async function findOpenInvitation(
  db: Database,
  appId: number,
  where: { id: number } | { email: string },
): Promise<InvitationRow | undefined> {
  const match = 'id' in where ? eq(invitations.id, where.id) : eq(invitations.email, where.email)
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.appId, appId), match, isOpen))
    .limit(1)
  return row
}

/**
 * GET /control/{appId}: the owner, the managers (oldest first) and then the open invitations.
 * Four queries whatever the number of managers.
 */
export async function listManagers(db: Database, app: AppRow): Promise<ManagerList> {
  const [owner] = await db.select(person).from(users).where(eq(users.id, app.ownerUserId))
  const managers = await db
    .select({ user: person, since: appManagers.createdAt })
    .from(appManagers)
    .innerJoin(users, eq(users.id, appManagers.userId))
    .where(and(eq(appManagers.appId, app.id), ne(appManagers.userId, app.ownerUserId)))
    .orderBy(asc(appManagers.createdAt), asc(appManagers.userId))
  const entries = await db
    .select()
    .from(permissions)
    .where(eq(permissions.appId, app.id))
    .orderBy(asc(permissions.id))
  const pending = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.appId, app.id), isOpen))
    .orderBy(asc(invitations.createdAt), asc(invitations.id))

  const entriesByUser = new Map<number, EntryRow[]>()
  for (const entry of entries) {
    const list = entriesByUser.get(entry.userId)
    if (list) list.push(entry)
    else entriesByUser.set(entry.userId, [entry])
  }
  return {
    owner: owner!,
    managers: [
      ...managers.map((manager) =>
        activeManagerView({ ...manager, entries: entriesByUser.get(manager.user.id) ?? [] }),
      ),
      ...pending.map(pendingManagerView),
    ],
  }
}
