import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { matchedRoutes } from 'hono/route'
import { MAX_BODY_BYTES } from './body.ts'
import type { AppEnv } from './context.ts'
import { apiError, sendApiError } from './errors.ts'

/**
 * Registered on a route that reads and limits its own body (a file upload counts its bytes
 * while it reads them): the app-wide limit for JSON bodies lets that route through. It does
 * nothing itself; the route declares the exception where the route is written.
 */
export const ownBodyLimit = createMiddleware<AppEnv>((_c, next) => next())

/**
 * Every call's body limit (MAX_BODY_BYTES), answered 413 in the API's error shape, except on
 * the routes marked with ownBodyLimit. Hono matches the whole route before any middleware runs,
 * so the mark is seen here although it is registered on the route.
 */
export function appBodyLimit() {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => sendApiError(c, apiError(413, c.get('lang'), 'payloadTooLarge')),
  })
  return createMiddleware<AppEnv>((c, next) =>
    matchedRoutes(c).some((route) => route.handler === ownBodyLimit) ? next() : limit(c, next),
  )
}

/**
 * A 413 closes the connection (`Connection: close`): the rest of the refused body may still be
 * on its way, and a keep-alive client must not send its next request after it on the same
 * socket, where it would be read as part of the refused body or cut off with it.
 */
export const closeWhenTooLarge = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.res.status === 413) c.res.headers.set('Connection', 'close')
})
