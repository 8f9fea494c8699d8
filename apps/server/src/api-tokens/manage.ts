import type { ApiToken, CreateApiTokenSchema } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type * as v from 'valibot'
import { personOf } from '../access/caller.ts'
import { ensureWithinGrants } from '../access/grant-limits.ts'
import type { AppAccess } from '../access/require-access.ts'
import { createdFields } from '../audit/diff.ts'
import { actorOf, writeAudit } from '../audit/write.ts'
import { inAreaOrder } from '../access/entries.ts'
import { hashToken } from '../identity/secrets.ts'
import type { Database } from '../db/client.ts'
import { apiTokens } from '../access/schema.ts'
import { users } from '../identity/schema.ts'
import type { AppDeps } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { t } from '../http/messages.ts'
import { byWhom, notifyStore, settingsLink } from '../notifications/notify.ts'
import { storeDayEnd, storeToday } from '../time/store-time.ts'
import type { ApiTokenRow } from '../access/api-tokens.ts'
import { API_TOKEN_PREFIX_LENGTH, newApiTokenSecret } from '../identity/api-token-secrets.ts'

export type NewApiToken = v.InferOutput<typeof CreateApiTokenSchema>

function toApiToken(row: ApiTokenRow, creator: { id: number; name: string }): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: inAreaOrder(row.scope),
    created_by: creator,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  }
}

/** Every token of the app, revoked ones included, newest first. */
export async function listApiTokens(db: Database, appId: number): Promise<ApiToken[]> {
  const rows = await db
    .select({ token: apiTokens, creator: { id: users.id, name: users.name } })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.appId, appId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
  return rows.map((row) => toApiToken(row.token, row.creator))
}

/**
 * The last instant a token chosen to expire on `day` works: the end of that day in São Paulo,
 * the day people picked it in.
 */
export function tokenExpiry(day: string): Date {
  return new Date(storeDayEnd(day).getTime() - 1)
}

/**
 * Creates a token for the app on behalf of the caller's person (a token's creator when a token
 * makes one). The secret is answered this once; only its hash is kept.
 */
export async function createApiToken(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: AppAccess,
  input: NewApiToken,
  lang: Lang,
): Promise<{ token: ApiToken; secret: string }> {
  const now = clock.now()
  if (input.expires_on && input.expires_on < storeToday(now)) {
    throw apiError(400, lang, 'expiryInPast', {
      data: { fields: { expires_on: t(lang, 'expiryInPast') } },
    })
  }
  ensureWithinGrants(access.grants, null, { permissions: input.scope, roles: [] }, lang, 'scope')
  const creator = personOf(access.caller)
  const secret = newApiTokenSecret()
  const token = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        appId: access.app.id,
        name: input.name,
        prefix: secret.slice(0, API_TOKEN_PREFIX_LENGTH),
        tokenHash: hashToken(secret),
        scope: input.scope,
        createdBy: creator.id,
        createdAt: now,
        expiresAt: input.expires_on ? tokenExpiry(input.expires_on) : null,
      })
      .returning()
    await writeAudit(tx, access.app.id, actorOf(access.caller), now, {
      area: 'settings',
      action: 'create',
      entity: 'api_token',
      entityId: row!.id,
      label: row!.name,
      changes: createdFields({
        name: row!.name,
        scope: row!.scope,
        expires_at: row!.expiresAt?.toISOString() ?? null,
      }),
    })
    await notifyStore(tx, access.app.id, now, {
      area: 'settings',
      title: 'Token de API criado',
      message: `O token «${row!.name}» foi criado por ${creator.name}.`,
      type: 'info',
      link: settingsLink(access.app.id, 'tokens'),
    })
    return row!
  })
  return { token: toApiToken(token, { id: creator.id, name: creator.name }), secret }
}

export async function revokeApiToken(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: AppAccess,
  tokenId: number,
  lang: Lang,
): Promise<void> {
  const now = clock.now()
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(apiTokens.appId, access.app.id),
          eq(apiTokens.id, tokenId),
          isNull(apiTokens.revokedAt),
        ),
      )
      .returning()
    if (!revoked) throw apiError(404, lang, 'tokenNotFound')
    await writeAudit(tx, access.app.id, actorOf(access.caller), now, {
      area: 'settings',
      action: 'update',
      entity: 'api_token',
      entityId: tokenId,
      label: revoked.name,
      changes: { revoked_at: { before: null, after: now.toISOString() } },
    })
    await notifyStore(tx, access.app.id, now, {
      area: 'settings',
      title: 'Token de API revogado',
      message: `O token «${revoked.name}» foi revogado ${byWhom(access.caller)}.`,
      type: 'warning',
      link: settingsLink(access.app.id, 'tokens'),
    })
  })
}

/**
 * Revokes every live token the person created, in every store, with an audit entry and a
 * notice in each (a password reset offers this: a stolen password may have made some).
 */
export async function revokeTokensCreatedBy(
  db: Database,
  creator: { id: number; name: string; email: string },
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.createdBy, creator.id), isNull(apiTokens.revokedAt)))
    .returning()
  const actor = {
    kind: 'user',
    userId: creator.id,
    tokenId: null,
    name: creator.name,
    email: creator.email,
  } as const
  for (const token of revoked) {
    await writeAudit(db, token.appId, actor, now, {
      area: 'settings',
      action: 'update',
      entity: 'api_token',
      entityId: token.id,
      label: token.name,
      changes: { revoked_at: { before: null, after: now.toISOString() } },
    })
    await notifyStore(db, token.appId, now, {
      area: 'settings',
      title: 'Token de API revogado',
      message: `O token «${token.name}» foi revogado quando ${creator.name} redefiniu a senha.`,
      type: 'warning',
      link: settingsLink(token.appId, 'tokens'),
    })
  }
  return revoked.length
}
