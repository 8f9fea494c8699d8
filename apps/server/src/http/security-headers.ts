import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { Config } from '../config.ts'
import type { AppEnv } from './context.ts'

/** Half a year, subdomains included: the browser keeps to HTTPS once it has seen it. */
export const HSTS = 'max-age=15552000; includeSubDomains'

/** The `'sha256-…'` source that lets exactly this inline script run. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/** Hosts added to some directives of one answer's policy (a store's analytics apps). */
export type ExtraSources = Partial<Record<'script-src' | 'connect-src', string[]>>

export interface PolicyOptions {
  /** More sources for one page: the checkout apps a store installed (checkout-setup/marketplace). */
  extraSources?: ExtraSources
  /** Inline scripts allowed by hash (the panel's run-time configuration). */
  scriptHashes?: readonly string[]
  /** The live chat's script URL, when configured: its origin may load scripts and talk back. */
  liveChatUrl?: string | null
}

/**
 * The Content-Security-Policy of every answer. Scripts only from the server itself (and the
 * live chat's origin) plus inline scripts named by hash: no 'unsafe-inline', no eval.
 *
 * style-src keeps 'unsafe-inline': libraries of the panel add <style> elements at run time
 * (react-remove-scroll under Radix's dialogs and menus, tiptap's editor styles), which a hash
 * cannot name and a nonce would have to reach through each library; the API docs page and the
 * "not built" page carry inline styles too. Styles cannot run code, and with images, fonts and
 * connections held to the server they cannot send anything away either.
 *
 * frame-ancestors 'none': the specification has no page meant to be framed, and a framed panel
 * is how clickjacking works (X-Frame-Options DENY says the same to older browsers).
 *
 * img-src also takes any https: address. A store's pictures are not all uploaded here: a
 * product imported from a Shopify export keeps its cdn.shopify.com images, and a plan's product
 * or a CMS element may name an https image. An image runs no code; what it costs is that the
 * host serving it sees the panel's visit, which a merchant who chose that host accepts.
 */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const chat = options.liveChatUrl ? [new URL(options.liveChatUrl).origin] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(options.scriptHashes ?? []),
      ...chat,
      ...(options.extraSources?.['script-src'] ?? []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...chat],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...chat, ...(options.extraSources?.['connect-src'] ?? [])],
    'frame-src': chat.length > 0 ? chat : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * Whether the browser reached us over HTTPS: the request's own URL, or, only when a proxy is
 * trusted to set it (TRUST_PROXY), the first X-Forwarded-Proto. Without a trusted proxy anyone
 * could send the header.
 */
export function isHttps(
  url: string,
  forwardedProto: string | undefined,
  trustProxy: boolean,
): boolean {
  if (new URL(url).protocol === 'https:') return true
  if (!trustProxy || !forwardedProto) return false
  return forwardedProto.split(',')[0]?.trim().toLowerCase() === 'https'
}

/**
 * hono's secure headers, with three changes: Strict-Transport-Security only on answers that went
 * over HTTPS (over plain HTTP it means nothing, and sent to a development host it pins it to an
 * HTTPS it does not have), frames refused, and a Content-Security-Policy on every answer that
 * did not set its own (the panel's page sets one naming its configuration script's hash).
 */
export function securityHeaders(
  config: Pick<Config, 'trustProxy' | 'liveChat'>,
): MiddlewareHandler<AppEnv> {
  const hono = secureHeaders({ strictTransportSecurity: false, xFrameOptions: 'DENY' })
  const policy = contentSecurityPolicy({ liveChatUrl: config.liveChat?.scriptUrl })
  return async (c, next) => {
    await hono(c, next)
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set('Content-Security-Policy', policy)
    }
    if (isHttps(c.req.url, c.req.header('X-Forwarded-Proto'), config.trustProxy)) {
      c.res.headers.set('Strict-Transport-Security', HSTS)
    }
  }
}
