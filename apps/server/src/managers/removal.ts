import type { Lang } from '@vitrine/api/validation'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { deletedFields } from '../audit/diff.ts'
import { actorOf, writeAudit } from '../audit/write.ts'
import { appManagers, apiTokens } from '../access/schema.ts'
import { invitations } from './schema.ts'
import type { AppDeps } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { byWhom, notifyStore, settingsLink } from '../notifications/notify.ts'
import { storedAccessOf } from '../access/entries.ts'
import { closeInvitations, closeInvitationsBeyondGrants } from './inviter-grants.ts'
import { findActiveManager } from './managers.ts'

/**
 * DELETE /control/{appId}/remove/{id}: the manager's access and their entries go, and so do
 * the API tokens they made for this app (revoked, so a later return does not revive them) and
 * the pending invitations they sent that they could no longer send (so a link sent before
 * leaving does not bring them, or anyone, back with their old access).
 */
export async function removeManager(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: AppAccess,
  userId: number,
  lang: Lang,
): Promise<void> {
  if (userId === access.app.ownerUserId) throw apiError(403, lang, 'ownerProtected')
  const now = clock.now()
  const actor = actorOf(access.caller)
  const appId = access.app.id
  await db.transaction(async (tx) => {
    const manager = await findActiveManager(tx, access.app, userId)
    if (!manager) throw apiError(404, lang, 'managerNotFound')
    await tx
      .delete(appManagers)
      .where(and(eq(appManagers.appId, appId), eq(appManagers.userId, userId)))
    await writeAudit(tx, appId, actor, now, {
      area: 'settings',
      action: 'delete',
      entity: 'permission',
      entityId: userId,
      label: manager.user.email,
      changes: deletedFields({ ...storedAccessOf(manager.entries) }),
    })
    await closeInvitationsBeyondGrants(tx, appId, userId, actor, now)
    const revoked = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(apiTokens.appId, appId),
          eq(apiTokens.createdBy, userId),
          isNull(apiTokens.revokedAt),
        ),
      )
      .returning({ id: apiTokens.id, name: apiTokens.name })
    for (const token of revoked) {
      await writeAudit(tx, appId, actor, now, {
        area: 'settings',
        action: 'update',
        entity: 'api_token',
        entityId: token.id,
        label: token.name,
        changes: { revoked_at: { before: null, after: now.toISOString() } },
      })
    }
    const tokens = revoked.length
    await notifyStore(tx, appId, now, {
      area: 'settings',
      title: 'Gerente removido',
      message:
        `O acesso de ${manager.user.name} à loja foi removido ${byWhom(access.caller)}.` +
        (tokens === 0
          ? ''
          : tokens === 1
            ? ' O token de API criado por essa pessoa foi revogado.'
            : ` Os ${tokens} tokens de API criados por essa pessoa foram revogados.`),
      type: 'warning',
      link: settingsLink(appId, 'users'),
    })
  })
}

/** DELETE /control/{appId}/invitations/{id}: the link stops working at once. */
export async function cancelInvitation(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: AppAccess,
  invitationId: number,
  lang: Lang,
): Promise<void> {
  const now = clock.now()
  const appId = access.app.id
  await db.transaction(async (tx) => {
    const match = eq(invitations.id, invitationId)
    const [cancelled] = await closeInvitations(tx, appId, actorOf(access.caller), now, match)
    if (!cancelled) throw apiError(404, lang, 'invitationNotFound')
  })
}
