import type { InvitationOutcome, Role } from '@vitrine/api'
import { and, eq, gt } from 'drizzle-orm'
import { addMs, DAY } from '../clock.ts'
import { hashToken, looksLikeToken, newToken } from '../identity/secrets.ts'
import { markEmailVerified, type UserRow } from '../identity/users.ts'
import { createdFields } from '../audit/diff.ts'
import { actorOf, writeAudit } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import { appManagers, apps } from '../access/schema.ts'
import { invitations } from './schema.ts'
import { users } from '../identity/schema.ts'
import { notifyStore, settingsLink } from '../notifications/notify.ts'
import { writeEntries, type StoredAccess } from '../access/entries.ts'
import { inviterStillGrants } from './inviter-grants.ts'
import { isOpen, type InvitationRow } from './managers.ts'

/** An invitation link works for 14 days; saving the invitation again renews it. */
export const INVITATION_TTL_MS = 14 * DAY

export interface IssuedInvitation {
  invitation: InvitationRow
  /** The link's secret: only in the e-mail, stored as its hash. */
  token: string
}

export async function issueInvitation(
  db: Database,
  fields: { appId: number; email: string; access: StoredAccess; invitedBy: number; now: Date },
): Promise<IssuedInvitation> {
  const token = newToken()
  const [invitation] = await db
    .insert(invitations)
    .values({
      appId: fields.appId,
      email: fields.email,
      tokenHash: hashToken(token),
      permissions: fields.access.permissions,
      roles: [...fields.access.roles],
      invitedBy: fields.invitedBy,
      createdAt: fields.now,
      expiresAt: addMs(fields.now, INVITATION_TTL_MS),
    })
    .returning()
  return { invitation: invitation!, token }
}

/** A new link and 14 more days for an invitation that expired: the old link stops working. */
export async function reissueInvitation(
  db: Database,
  invitation: InvitationRow,
  access: StoredAccess,
  invitedBy: number,
  now: Date,
): Promise<IssuedInvitation> {
  const token = newToken()
  const [renewed] = await db
    .update(invitations)
    .set({
      tokenHash: hashToken(token),
      permissions: access.permissions,
      roles: [...access.roles],
      invitedBy,
      createdAt: now,
      expiresAt: addMs(now, INVITATION_TTL_MS),
    })
    .where(and(eq(invitations.appId, invitation.appId), eq(invitations.id, invitation.id)))
    .returning()
  return { invitation: renewed!, token }
}

export interface InvitationDetails {
  invitation: InvitationRow
  appName: string
  invitedBy: string
  /** Its sender still holds everything it grants; otherwise it cannot be accepted. */
  granted: boolean
}

/** An invitation whose link still works: open and not expired. */
export async function findInvitationByToken(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<InvitationDetails | undefined> {
  if (!looksLikeToken(token)) return undefined
  const [row] = await db
    .select({ invitation: invitations, appName: apps.name, ownerId: apps.ownerUserId })
    .from(invitations)
    .innerJoin(apps, eq(apps.id, invitations.appId))
    .where(and(eq(invitations.tokenHash, hashToken(token)), isOpen, gt(invitations.expiresAt, now)))
    .limit(1)
  if (!row) return undefined
  // Whoever sent it, or the owner when that account is gone.
  const inviterId = row.invitation.invitedBy ?? row.ownerId
  const [inviter] = await db.select({ name: users.name }).from(users).where(eq(users.id, inviterId))
  return {
    invitation: row.invitation,
    appName: row.appName,
    invitedBy: inviter?.name ?? '',
    granted: await inviterStillGrants(db, row.invitation),
  }
}

/**
 * Makes the user a manager with the invitation's permissions, and logs both the acceptance
 * and the new access. Answers false when another request accepted it first. Someone who
 * already has access keeps what they have.
 */
export async function acceptInvitation(
  db: Database,
  invitation: InvitationRow,
  user: UserRow,
  now: Date,
): Promise<boolean> {
  const [accepted] = await db
    .update(invitations)
    .set({ acceptedAt: now, acceptedBy: user.id, tokenHash: null })
    .where(and(eq(invitations.appId, invitation.appId), eq(invitations.id, invitation.id), isOpen))
    .returning({ id: invitations.id })
  if (!accepted) return false

  const actor = actorOf({ kind: 'user', user })
  await writeAudit(db, invitation.appId, actor, now, {
    area: 'settings',
    action: 'update',
    entity: 'invitation',
    entityId: invitation.id,
    label: invitation.email,
    changes: { status: { before: 'pending', after: 'accepted' } },
  })

  const [app] = await db
    .select({ ownerUserId: apps.ownerUserId })
    .from(apps)
    .where(eq(apps.id, invitation.appId))
  if (app?.ownerUserId === user.id) return true
  const [added] = await db
    .insert(appManagers)
    .values({ appId: invitation.appId, userId: user.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: appManagers.userId })
  if (!added) return true
  const access: StoredAccess = {
    permissions: invitation.permissions,
    roles: [...invitation.roles].sort() as Role[],
  }
  await writeEntries(db, invitation.appId, user.id, access)
  await writeAudit(db, invitation.appId, actor, now, {
    area: 'settings',
    action: 'create',
    entity: 'permission',
    entityId: user.id,
    label: user.email,
    changes: createdFields({ ...access }),
  })
  await notifyStore(db, invitation.appId, now, {
    area: 'settings',
    title: 'Novo gerente na loja',
    message: `${user.name} aceitou o convite e agora ajuda a gerenciar a loja.`,
    type: 'success',
    link: settingsLink(invitation.appId, 'users'),
  })
  return true
}

export interface LinkAcceptance {
  outcome: InvitationOutcome | null
  /** The app joined: set only when `outcome` is 'joined'. */
  appId: number | null
  /** The account as it is after: following an invitation sent to its own address proves it. */
  user: UserRow
}

/**
 * Joins the app of the invitation whose link the user followed. Holding the link proves the
 * mailbox it was sent to, so an account with that very address is verified by it; any other
 * account must have proved its own address first (an unverified account cannot become a
 * manager). The invitation is refused, not granted up to what its sender still holds: a
 * smaller access than the one announced would surprise the invited person. A refusal leaves the
 * invitation open (unless gone) and the sign-in or sign-up goes on; `outcome` says why.
 */
export async function acceptInvitationLink(
  db: Database,
  user: UserRow,
  now: Date,
  linkToken: string | undefined,
): Promise<LinkAcceptance> {
  if (linkToken === undefined) return { outcome: null, appId: null, user }
  const linked = await findInvitationByToken(db, linkToken, now)
  if (!linked) return { outcome: 'not_found', appId: null, user }
  if (!linked.granted) return { outcome: 'no_longer_granted', appId: null, user }
  const proved =
    linked.invitation.email === user.email ? await markEmailVerified(db, user, now) : user
  if (!proved.emailVerifiedAt) return { outcome: 'email_unverified', appId: null, user }
  const accepted = await acceptInvitation(db, linked.invitation, proved, now)
  return accepted
    ? { outcome: 'joined', appId: linked.invitation.appId, user: proved }
    : { outcome: 'not_found', appId: null, user: proved }
}
