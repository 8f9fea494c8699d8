import type { MiddlewareHandler } from 'hono'
import type { Config } from '../config.ts'
import type { AppEnv } from './context.ts'

/**
 * The address of whoever sent the request, for rate limits and session records.
 *
 * Without a trusted proxy (TRUST_PROXY off) it is the connection's peer: X-Forwarded-For is
 * ignored, since anyone can send it. With one (on), the peer is that proxy and the client is the
 * right-most address of X-Forwarded-For: proxies append the address they received the request
 * from, so the last entry is the one our proxy wrote and every entry to its left came from the
 * client and may be forged. With a single proxy in front that is simply the last entry; when the
 * header is absent or empty the peer is used.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(',').at(-1)?.trim()
    if (last) return last
  }
  return peer ?? 'unknown'
}

/** Sets `clientIp` once per request, so every limiter and session record agrees on it. */
export function resolveClientIp(config: Pick<Config, 'trustProxy'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const peer = c.env?.incoming?.socket?.remoteAddress
    c.set('clientIp', clientAddress(peer, c.req.header('X-Forwarded-For'), config.trustProxy))
    await next()
  }
}
