import { HEADERS } from '@vitrine/api'
import { createMiddleware } from 'hono/factory'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { findActiveSession } from './sessions.ts'
import type { UserRow } from './users.ts'

export interface SignedIn {
  sessionId: number
  token: string
  user: UserRow
}

export interface SignedInEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { signedIn: SignedIn }
}

/**
 * Lets the request through only with a live session token in the `Token` header; a missing,
 * unknown, expired or revoked token is a 401. "null" counts as missing, the way the panel
 * writes an empty cookie (specification section 4).
 */
export function requireSession({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const header = c.req.header(HEADERS.token)?.trim()
    const token = header && header !== 'null' ? header : undefined
    const session = await findActiveSession(db, token, clock.now())
    if (!token || !session) throw apiError(401, c.get('lang'), 'unauthenticated')
    c.set('signedIn', { sessionId: session.sessionId, token, user: session.user })
    await next()
  })
}
