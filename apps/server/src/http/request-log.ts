import { randomUUID } from 'node:crypto'
import { HEADERS } from '@vitrine/api'
import { createMiddleware } from 'hono/factory'
import type { Logger } from '../logger.ts'
import type { AppEnv } from './context.ts'

/** A caller's own id is kept when it looks like one, so a proxy's id links both logs. */
const FORWARDED_ID = /^[\w.:-]{8,128}$/

/**
 * Path segments that are secrets: the recovery link's token (API call and panel page alike)
 * and an invitation's token.
 */
const SECRET_SEGMENTS = /(\/recovery\/|\/auth\/invitations\/)[^/]+/g

/** What a reseller hash looks like; anything else is logged as such, not echoed. */
const WHITELABEL_HASH = /^[\w.-]{1,128}$/

/**
 * The reseller the panel was branded for, as its Whitelabel-Hash header says. Only logged: no
 * route depends on it (access comes from the Token alone), so a wrong or forged hash gains
 * nothing.
 */
function whitelabelHashOf(header: string | undefined): { whitelabel_hash?: string } {
  const value = header?.trim()
  if (!value) return {}
  return { whitelabel_hash: WHITELABEL_HASH.test(value) ? value : '(invalid)' }
}

export function loggablePath(path: string): string {
  return path.replace(SECRET_SEGMENTS, '$1:token')
}

/**
 * One line per request, written when the answer is ready. The path is logged without its query
 * string, which may carry a session token (specification section 4), and with recovery tokens
 * masked; bodies never are.
 */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now()
    const forwarded = c.req.header('X-Request-Id')
    const requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID()
    c.set('requestId', requestId)
    await next()
    c.header('X-Request-Id', requestId)
    const status = c.res.status
    const fields = {
      method: c.req.method,
      path: loggablePath(c.req.path),
      status,
      duration_ms: Math.round((performance.now() - started) * 100) / 100,
      request_id: requestId,
      ...whitelabelHashOf(c.req.header(HEADERS.whitelabelHash)),
    }
    if (status >= 500) logger.error('request', fields)
    else logger.info('request', fields)
  })
}
