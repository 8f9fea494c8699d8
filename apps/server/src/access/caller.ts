import { findActiveSession } from '../identity/sessions.ts'
import type { UserRow } from '../identity/users.ts'
import type { Database } from '../db/client.ts'
import { findLiveApiToken, type ApiTokenRow } from './api-tokens.ts'
import { looksLikeApiToken } from '../identity/api-token-secrets.ts'

/** Who is calling: a person with a session, or an API token acting for the person who made it. */
export type Caller =
  { kind: 'user'; user: UserRow } | { kind: 'token'; token: ApiTokenRow; creator: UserRow }

/** The `Token` header's value; "null" counts as missing, the way the panel writes no cookie. */
export function tokenOf(header: string | undefined): string | undefined {
  const value = header?.trim()
  return value && value !== 'null' ? value : undefined
}

/**
 * Resolves the `Token` header: API token secrets carry their own prefix and length, anything
 * else is looked up as a session. Answers undefined for a missing, unknown, expired or revoked
 * token alike.
 */
export async function resolveCaller(
  db: Database,
  header: string | undefined,
  now: Date,
): Promise<Caller | undefined> {
  const token = tokenOf(header)
  if (looksLikeApiToken(token)) {
    const live = await findLiveApiToken(db, token, now)
    return live && { kind: 'token', token: live.token, creator: live.creator }
  }
  const session = await findActiveSession(db, token, now)
  return session && { kind: 'user', user: session.user }
}

/** The person a caller acts for: the token's creator for a token. */
export function personOf(caller: Caller): UserRow {
  return caller.kind === 'user' ? caller.user : caller.creator
}
