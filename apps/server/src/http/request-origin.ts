import type { HonoRequest } from 'hono'
import { isHttps } from './security-headers.ts'

/*
 * The host a request was addressed to, and its origin: what a page on that host sees in the
 * address bar. Pages are opened on the configured PUBLIC_URL and on every reseller's domain
 * alike, so an address the server writes for a reader elsewhere (the product feed, for Google)
 * is built from the request's own host, and a reseller's brand is chosen by it.
 *
 * The host is the one the request names (the Host header, which @hono/node-server puts into the
 * request's URL); behind a trusted proxy (TRUST_PROXY) the proxy's X-Forwarded-Host, when it sets
 * one, as it does X-Forwarded-Proto. Anything that is no host name is ignored.
 */

/** A host name or IP literal, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/** The host (with its port, if any), lower case. */
export function requestHost(request: HonoRequest, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? request.header('X-Forwarded-Host')?.split(',')[0]?.trim()
    : undefined
  if (forwarded && HOST.test(forwarded)) return forwarded.toLowerCase()
  return new URL(request.url).host.toLowerCase()
}

/** `https://host[:port]`, or `http://` when the request did not come over HTTPS. */
export function requestOrigin(request: HonoRequest, trustProxy: boolean): string {
  const https = isHttps(request.url, request.header('X-Forwarded-Proto'), trustProxy)
  return `${https ? 'https' : 'http'}://${requestHost(request, trustProxy)}`
}

/** An address as a reader elsewhere needs it: a path on this server made absolute. */
export function absoluteOn(origin: string, address: string): string {
  if (!address.startsWith('/') || address.startsWith('//')) return address
  return `${origin.replace(/\/+$/, '')}${address}`
}
