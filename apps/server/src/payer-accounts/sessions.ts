import { PAYER_SESSION_TTL_DAYS } from '@vitrine/api'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { addMs, DAY } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { hashToken, looksLikeToken, newToken } from '../identity/secrets.ts'
import { payerSessions } from './schema.ts'

/** A payer's session at one store for one address; its token exists only in this answer. */
export async function createPayerSession(
  db: Database,
  appId: number,
  email: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken()
  const expiresAt = addMs(now, PAYER_SESSION_TTL_DAYS * DAY)
  await db
    .insert(payerSessions)
    .values({ appId, email, tokenHash: hashToken(token), createdAt: now, expiresAt })
  return { token, expiresAt }
}

/** The live session the token names at this store (never another store's), or undefined. */
export async function findPayerSession(
  db: Database,
  appId: number,
  token: string | undefined,
  now: Date,
): Promise<{ id: number; email: string } | undefined> {
  if (!looksLikeToken(token)) return undefined
  const [row] = await db
    .select({ id: payerSessions.id, email: payerSessions.email })
    .from(payerSessions)
    .where(
      and(
        eq(payerSessions.tokenHash, hashToken(token)),
        eq(payerSessions.appId, appId),
        isNull(payerSessions.revokedAt),
        gt(payerSessions.expiresAt, now),
      ),
    )
  return row
}

export async function endPayerSession(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(payerSessions)
    .set({ revokedAt: now })
    .where(and(eq(payerSessions.id, id), isNull(payerSessions.revokedAt)))
}
