import { HEADERS } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { tokenOf } from '../access/caller.ts'
import { resellerManagers, resellers } from '../access/schema.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { findActiveSession } from '../identity/sessions.ts'
import type { UserRow } from '../identity/users.ts'
import { isManagerOf } from './managers.ts'
import type { ResellerRow } from './resellers.ts'
import { resellerError } from './texts.ts'

export interface ResellerAreaEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { reseller: ResellerRow; manager: UserRow }
}

async function findResellerByHash(db: Database, hash: string): Promise<ResellerRow | undefined> {
  const [row] = await db.select().from(resellers).where(eq(resellers.hash, hash)).limit(1)
  return row
}

async function managesAnyReseller(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: resellerManagers.resellerId })
    .from(resellerManagers)
    .where(eq(resellerManagers.userId, userId))
    .limit(1)
  return row !== undefined
}

/**
 * The gate of every reseller-area route. The reseller is the one the panel names in the
 * Whitelabel-Hash header (it learnt the hash from POST /whitelabel on the host it was opened on),
 * never a parameter of the call. Who calls: a session (401 otherwise). The caller must run that
 * reseller: someone who runs another reseller gets 404 (as for a hash that does not exist, so a
 * hash reveals nothing), anyone else 403. A missing hash is a 404 too: there is no reseller to
 * speak of.
 */
export function requireResellerManager({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return createMiddleware<ResellerAreaEnv>(async (c, next) => {
    const lang = c.get('lang')
    const session = await findActiveSession(db, tokenOf(c.req.header(HEADERS.token)), clock.now())
    if (!session) throw apiError(401, lang, 'unauthenticated')
    const hash = c.req.header(HEADERS.whitelabelHash)?.trim()
    const reseller = hash ? await findResellerByHash(db, hash) : undefined
    if (!reseller) throw resellerError(404, lang, 'noHash')
    if (!(await isManagerOf(db, reseller.id, session.user))) {
      if (await managesAnyReseller(db, session.user.id)) throw resellerError(404, lang, 'noHash')
      throw resellerError(403, lang, 'notManager')
    }
    c.set('reseller', reseller)
    c.set('manager', session.user)
    await next()
  })
}
