import { and, eq, gte, isNull, lt, or } from 'drizzle-orm'
import { addMs, MINUTE } from '../clock.ts'
import { hashToken } from '../identity/secrets.ts'
import type { UserRow } from '../identity/users.ts'
import type { Database } from '../db/client.ts'
import { apiTokens } from './schema.ts'
import { users } from '../identity/schema.ts'
import { withMasterAccount } from '../identity/master-account.ts'

export type ApiTokenRow = typeof apiTokens.$inferSelect

export interface LiveApiToken {
  token: ApiTokenRow
  creator: UserRow
}

/** A token that authenticates now: known, not revoked, not past its last valid instant. */
export async function findLiveApiToken(
  db: Database,
  secret: string,
  now: Date,
): Promise<LiveApiToken | undefined> {
  const [row] = await db
    .select({ token: apiTokens, creator: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(secret)),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gte(apiTokens.expiresAt, now)),
      ),
    )
    .limit(1)
  return row && { token: row.token, creator: withMasterAccount(db, row.creator) }
}

/** How stale last_used_at may get: a busy integration must not write on every call. */
export const LAST_USED_PRECISION_MS = MINUTE

/**
 * Records a use at most once a minute. The condition is repeated in the statement so that
 * concurrent calls write once between them.
 */
export async function touchApiToken(db: Database, token: ApiTokenRow, now: Date): Promise<void> {
  const staleBefore = addMs(now, -LAST_USED_PRECISION_MS)
  if (token.lastUsedAt && token.lastUsedAt > staleBefore) return
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.appId, token.appId),
        eq(apiTokens.id, token.id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore)),
      ),
    )
}
