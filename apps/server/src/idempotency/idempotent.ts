import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppScopedEnv } from '../access/require-access.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { idempotentRequests } from './schema.ts'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** Visible ASCII, 1 to 255 characters: a UUID, a ULID or the client's own order number. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

/** How long a key is remembered (housekeeping forgets older ones). */
export const IDEMPOTENCY_TTL_HOURS = 24

/**
 * For writes that move money, after `appRoute` (the key is the app's). With an Idempotency-Key
 * the first request runs and its answer is kept; the same key and the same request answer it
 * again (with `Idempotent-Replayed: true`) and run nothing; the same key with another request is
 * a 422; while the first is still running, a 409. A 5xx is not kept, so the client may retry.
 * Without the header the request simply runs — unless `required`, then it is a 400. The answer
 * is kept whole, so this is for JSON answers, not streamed ones.
 */
export function idempotent(deps: Pick<AppDeps, 'db' | 'clock'>, options = { required: false }) {
  return idempotentIn<AppScopedEnv>(deps, (c) => c.get('access').app.id, options)
}

/**
 * `idempotent` for routes whose app is not the caller's (the public checkout: the link's or the
 * payment's store, resolved by an earlier middleware): `appIdOf` names the app the keys are kept
 * under.
 */
export function idempotentIn<E extends AppEnv>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  appIdOf: (c: Context<E>) => number,
  options = { required: false },
) {
  const { db, clock } = deps
  return createMiddleware<E>(async (c, next) => {
    const lang = (c as unknown as Context<AppEnv>).get('lang')
    const key = c.req.header(IDEMPOTENCY_HEADER)
    if (key === undefined) {
      if (options.required) throw apiError(400, lang, 'idempotencyKeyRequired')
      return next()
    }
    if (!KEY_PATTERN.test(key)) throw apiError(400, lang, 'idempotencyKeyInvalid')
    const appId = appIdOf(c)
    const requestHash = createHash('sha256')
      .update(`${c.req.method} ${c.req.path}\n${await c.req.text()}`)
      .digest('hex')
    const mine = and(eq(idempotentRequests.appId, appId), eq(idempotentRequests.key, key))

    const [claimed] = await db
      .insert(idempotentRequests)
      .values({ appId, key, requestHash, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key })
    if (!claimed) {
      const [earlier] = await db.select().from(idempotentRequests).where(mine)
      if (!earlier) throw apiError(409, lang, 'idempotencyInFlight')
      if (earlier.requestHash !== requestHash) throw apiError(422, lang, 'idempotencyKeyReused')
      if (earlier.status === null) throw apiError(409, lang, 'idempotencyInFlight')
      const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' }
      if (earlier.body) headers['Content-Type'] = 'application/json; charset=UTF-8'
      return new Response(earlier.body || null, { status: earlier.status, headers })
    }

    try {
      await next()
    } finally {
      // Hono turns a thrown error into c.res before this runs; a crash leaves no answer.
      const status = c.res?.status ?? 500
      if (status >= 500) {
        await db.delete(idempotentRequests).where(mine)
      } else {
        const body = await c.res.clone().text()
        await db.update(idempotentRequests).set({ status, body }).where(mine)
      }
    }
  })
}
