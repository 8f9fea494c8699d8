import type { Grants, Role } from '@vitrine/api'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import { holdsAll } from '../access/grant-limits.ts'
import { loadMembership } from '../access/membership.ts'
import { deletedFields } from '../audit/diff.ts'
import { writeAudit, type AuditActor } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import { users } from '../identity/schema.ts'
import { isOpen, type InvitationRow } from './managers.ts'
import { invitations } from './schema.ts'

/**
 * An invitation is only as good as its sender: nobody hands out more than they hold
 * (access/grant-limits.ts), and that must stay true until the invitation is accepted, or a
 * removed manager could come back through a link they sent before leaving.
 */

/** What the person holds in the app today; null when they are no longer part of it. */
async function grantsOf(db: Database, appId: number, userId: number): Promise<Grants | null> {
  const [person] = await db.select().from(users).where(eq(users.id, userId))
  if (!person) return null
  const membership = await loadMembership(db, appId, person)
  return membership?.member ? membership.grants : null
}

function grantedBy(invitation: InvitationRow) {
  return { permissions: invitation.permissions, roles: invitation.roles as Role[] }
}

/** Whether the person who sent the invitation still holds, today, everything it grants. */
export async function inviterStillGrants(
  db: Database,
  invitation: InvitationRow,
): Promise<boolean> {
  // An inviter whose account is gone vouches for nothing.
  if (invitation.invitedBy === null) return false
  const grants = await grantsOf(db, invitation.appId, invitation.invitedBy)
  return grants !== null && holdsAll(grants, grantedBy(invitation))
}

/**
 * After a person's access to the app was removed or lowered: cancels the open invitations they
 * sent that they could no longer send, each logged as a cancellation (in the caller's
 * transaction).
 */
export async function closeInvitationsBeyondGrants(
  db: Database,
  appId: number,
  inviterId: number,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  const sent = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.appId, appId), eq(invitations.invitedBy, inviterId), isOpen))
  if (sent.length === 0) return
  const grants = await grantsOf(db, appId, inviterId)
  const beyond = sent
    .filter((invitation) => grants === null || !holdsAll(grants, grantedBy(invitation)))
    .map((invitation) => invitation.id)
  if (beyond.length > 0)
    await closeInvitations(db, appId, actor, now, inArray(invitations.id, beyond))
}

/** Cancels the app's open invitations that match, logging each; answers the cancelled ones. */
export async function closeInvitations(
  db: Database,
  appId: number,
  actor: AuditActor,
  now: Date,
  match: SQL,
): Promise<InvitationRow[]> {
  const closed = await db
    .update(invitations)
    .set({ revokedAt: now, tokenHash: null })
    .where(and(eq(invitations.appId, appId), match, isOpen))
    .returning()
  for (const invitation of closed) {
    await writeAudit(db, appId, actor, now, {
      area: 'settings',
      action: 'delete',
      entity: 'invitation',
      entityId: invitation.id,
      label: invitation.email,
      changes: deletedFields({ permissions: invitation.permissions, roles: invitation.roles }),
    })
  }
  return closed
}
