import { SavePermissionsSchema, parseBody, type Manager, type Role } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { personOf } from '../access/caller.ts'
import { ensureWithinGrants } from '../access/grant-limits.ts'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields, createdFields, levelChanges } from '../audit/diff.ts'
import { actorOf, writeAudit, type AuditActor, type FieldChanges } from '../audit/write.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { findUserByEmail } from '../identity/users.ts'
import type { Database } from '../db/client.ts'
import { invitations } from './schema.ts'
import type { AppDeps } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { t } from '../http/messages.ts'
import type { MailMessage } from '../mail/outbox.ts'
import { loadEntries, storedAccessOf, writeEntries, type StoredAccess } from '../access/entries.ts'
import { invitationLink, invitationMail } from './invitation-mail.ts'
import { closeInvitationsBeyondGrants } from './inviter-grants.ts'
import { issueInvitation, reissueInvitation, type IssuedInvitation } from './invitations.ts'
import {
  activeManagerView,
  findActiveManager,
  findOpenInvitation,
  pendingManagerView,
  type InvitationRow,
} from './managers.ts'

export type SaveInput = v.InferOutput<typeof SavePermissionsSchema>

export interface SaveOutcome {
  manager: Manager
  invited: boolean
  /** Sent once the change is committed. */
  mail?: MailMessage
}

/** Everything a save needs to know about the request. */
interface SaveContext {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>
  access: AppAccess
  lang: Lang
  now: Date
  actor: AuditActor
}

const emailOnly = v.object({ email: SavePermissionsSchema.entries.email.wrapped })

function ownerProtected(lang: Lang) {
  return apiError(403, lang, 'ownerProtected')
}

function conflict(lang: Lang, key: 'alreadyManager' | 'alreadyInvited') {
  return apiError(409, lang, key, { data: { fields: { email: t(lang, key) } } })
}

/**
 * PUT /control/{appId}/save. With `id`: changes an active manager (a user id) or an open
 * invitation (an invitation id; an expired one is renewed and sent again). With `email`: invites
 * the address, whether or not it has an account; only following the mailed link adds access.
 * Every change is logged in the same transaction; a save that changes nothing logs nothing.
 */
export async function savePermissions(
  deps: SaveContext['deps'],
  access: AppAccess,
  input: SaveInput,
  lang: Lang,
): Promise<SaveOutcome> {
  const context: SaveContext = {
    deps,
    access,
    lang,
    now: deps.clock.now(),
    actor: actorOf(access.caller),
  }
  const next: StoredAccess = { permissions: input.permissions, roles: [...input.roles].sort() }
  if (input.id !== undefined) {
    if (input.id === access.app.ownerUserId) throw ownerProtected(lang)
    return deps.db.transaction((tx) => saveById(tx, context, input.id!, next))
  }
  // Neither id nor e-mail: the form's own "E-mail is required".
  const email = input.email ?? parseBody(emailOnly, { email: '' }, lang).email
  try {
    return await deps.db.transaction((tx) => saveByEmail(tx, context, email, next))
  } catch (error) {
    // Two saves of the same address raced; the other one won.
    if (isUniqueViolation(error)) throw conflict(lang, 'alreadyInvited')
    throw error
  }
}

async function saveById(
  db: Database,
  context: SaveContext,
  id: number,
  next: StoredAccess,
): Promise<SaveOutcome> {
  const { access, lang, now, actor } = context
  const manager = await findActiveManager(db, access.app, id)
  if (!manager) {
    const invitation = await findOpenInvitation(db, access.app.id, { id })
    if (!invitation) throw apiError(404, lang, 'managerNotFound')
    return updateInvitation(db, context, invitation, next)
  }
  const before = storedAccessOf(manager.entries)
  ensureWithinGrants(access.grants, before, next, lang, 'permissions')
  await writeEntries(db, access.app.id, id, next)
  const changes = accessChanges(before, next)
  if (Object.keys(changes).length > 0) {
    await writeAudit(db, access.app.id, actor, now, {
      area: 'settings',
      action: 'update',
      entity: 'permission',
      entityId: id,
      label: manager.user.email,
      changes,
    })
  }
  // Lowered levels: the invitations they sent beyond what they now hold are cancelled.
  await closeInvitationsBeyondGrants(db, access.app.id, id, actor, now)
  const entries = await loadEntries(db, access.app.id, id)
  return { manager: activeManagerView({ ...manager, entries }), invited: false }
}

async function saveByEmail(
  db: Database,
  context: SaveContext,
  email: string,
  next: StoredAccess,
): Promise<SaveOutcome> {
  const { access, lang, now, actor } = context
  // An existing account is invited like anyone else: only the holder of the mailbox may accept
  // (issue 9), not whoever registered the address first.
  const user = await findUserByEmail(db, email)
  if (user) {
    if (user.id === access.app.ownerUserId) throw ownerProtected(lang)
    if (await findActiveManager(db, access.app, user.id)) throw conflict(lang, 'alreadyManager')
  }
  const open = await findOpenInvitation(db, access.app.id, { email })
  if (open && open.expiresAt > now) throw conflict(lang, 'alreadyInvited')
  if (open) return updateInvitation(db, context, open, next)
  ensureWithinGrants(access.grants, null, next, lang, 'permissions')
  const issued = await issueInvitation(db, {
    appId: access.app.id,
    email,
    access: next,
    invitedBy: personOf(access.caller).id,
    now,
  })
  await writeAudit(db, access.app.id, actor, now, {
    area: 'settings',
    action: 'create',
    entity: 'invitation',
    entityId: issued.invitation.id,
    label: email,
    changes: createdFields({ ...next, expires_at: issued.invitation.expiresAt.toISOString() }),
  })
  return sentInvitation(context, issued, user !== undefined)
}

/** New levels for an invitation; an expired one also gets a new link and is sent again. */
async function updateInvitation(
  db: Database,
  context: SaveContext,
  invitation: InvitationRow,
  next: StoredAccess,
): Promise<SaveOutcome> {
  const { access, lang, now, actor } = context
  const before: StoredAccess = {
    permissions: invitation.permissions,
    roles: [...invitation.roles].sort(),
  }
  ensureWithinGrants(access.grants, before, next, lang, 'permissions')
  const expired = invitation.expiresAt <= now
  const issued = expired
    ? await reissueInvitation(db, invitation, next, personOf(access.caller).id, now)
    : undefined
  const current =
    issued?.invitation ??
    (
      await db
        .update(invitations)
        .set({ permissions: next.permissions, roles: [...next.roles] })
        .where(and(eq(invitations.appId, invitation.appId), eq(invitations.id, invitation.id)))
        .returning()
    )[0]!
  const changes: FieldChanges = {
    ...accessChanges(before, next),
    ...changedFields(
      { expires_at: invitation.expiresAt.toISOString() },
      { expires_at: current.expiresAt.toISOString() },
    ),
  }
  if (Object.keys(changes).length > 0) {
    await writeAudit(db, access.app.id, actor, now, {
      area: 'settings',
      action: 'update',
      entity: 'invitation',
      entityId: invitation.id,
      label: invitation.email,
      changes,
    })
  }
  if (issued) {
    const account = await findUserByEmail(db, invitation.email)
    return sentInvitation(context, issued, account !== undefined)
  }
  return { manager: pendingManagerView(current), invited: false }
}

function sentInvitation(
  context: SaveContext,
  issued: IssuedInvitation,
  hasAccount: boolean,
): SaveOutcome {
  const { invitation, token } = issued
  const mail = invitationMail(context.lang, {
    to: invitation.email,
    hasAccount,
    storeName: context.access.app.name,
    inviterName: personOf(context.access.caller).name,
    link: invitationLink(context.deps.config.publicUrl, token),
    expiresAt: invitation.expiresAt,
  })
  return { manager: pendingManagerView(invitation), invited: true, mail }
}

/** Only what changed: the areas whose level moved, and the roles when they differ. */
function accessChanges(before: StoredAccess, after: StoredAccess): FieldChanges {
  const changes: FieldChanges = {}
  const levels = levelChanges(before.permissions, after.permissions)
  if (levels) changes.permissions = levels
  Object.assign(
    changes,
    changedFields({ roles: before.roles as Role[] }, { roles: after.roles as Role[] }),
  )
  return changes
}
