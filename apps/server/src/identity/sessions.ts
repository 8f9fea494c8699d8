import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { addMs, DAY } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { preparedFor } from '../db/prepared.ts'
import { sessions, users } from './schema.ts'
import { hashToken, looksLikeToken, newToken } from './secrets.ts'
import type { UserRow } from './users.ts'
import { withMasterAccount } from './master-account.ts'

/** The auth cookie lives 3 days (specification section 9); the session behind it too. */
export const SESSION_TTL_MS = 3 * DAY

export interface SessionMeta {
  ip: string
  userAgent: string | undefined
}

export interface ActiveSession {
  sessionId: number
  user: UserRow
}

/** Creates a session and answers its token, which exists only in this answer from now on. */
export async function createSession(
  db: Database,
  userId: number,
  now: Date,
  meta: SessionMeta,
): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: addMs(now, SESSION_TTL_MS),
    ip: meta.ip.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 512),
  })
  return token
}

/** Every authenticated request runs it: prepared (db/prepared.ts). */
const activeSessionQuery = preparedFor((db) =>
  db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('active_session'),
)

export async function findActiveSession(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<ActiveSession | undefined> {
  if (!looksLikeToken(token)) return undefined
  const [row] = await activeSessionQuery(db).execute({ tokenHash: hashToken(token), now })
  return row && { sessionId: row.sessionId, user: withMasterAccount(db, row.user) }
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** After a password change or reset every device must sign in again. */
export async function revokeAllSessions(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}
