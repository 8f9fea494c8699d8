import { parseBody } from '@vitrine/api'
import { hasControlCharacters } from '@vitrine/api/validation'
import type { MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from './context.ts'
import { apiError } from './errors.ts'

/** Any query string: the shared guard (validation/input-guard.ts) checks every value in it. */
const AnyQuery = v.record(v.string(), v.string())

/**
 * Refuses, before any route runs, a path or query string with control characters (a NUL byte
 * reaches PostgreSQL as an error, a line break reaches logs and headers). Route parameters
 * (tokens, codes, ids) and query values are single-line by nature; multi-line text only ever
 * comes in a JSON body, where the route's schema can say so (`plainText({ multiline })`). The
 * routes' own schemas go on to hold numbers and dates to their columns (parseBody).
 */
export function rejectControlCharacters(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url)
    if (hasControlCharacters(decodePath(url.pathname))) {
      throw apiError(400, c.get('lang'), 'invalidPath')
    }
    // The first bad value of each name, or its first value: enough to name the field.
    const query: Record<string, string> = {}
    for (const [name, value] of url.searchParams) {
      if (!(name in query) || hasControlCharacters(value)) query[name] = value
    }
    parseBody(AnyQuery, query, c.get('lang'))
    await next()
  }
}

/** The path as routes see their parameters (percent-decoded); malformed escapes stay as they are. */
function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname.replace(/%[0-9a-f]{2}/gi, (escape) => {
      try {
        return decodeURIComponent(escape)
      } catch {
        return escape
      }
    })
  }
}
