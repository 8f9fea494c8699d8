import { ApiError } from '../http/api-error.ts'
import type { Lang } from '../validation/lang.ts'
import type { RedirectMatcher, Chain, RuleLike } from './match.ts'
import {
  chainText,
  checkRule,
  followChain,
  lookupWith,
  REDIRECT_MAX_HOPS,
  toRequest,
} from './match.ts'
import type { StorefrontRedirect, RedirectTrace, RedirectWarning } from './schema.ts'
import { redirectText, type RedirectText } from './texts.ts'

/*
 * What the server and the fixture adapter both answer: the refusals with their texts, the loop
 * check of a save, and the tester's trace.
 */

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  422: 'Unprocessable Entity',
}

/** One of the redirects' refusals, on `field` when it is a field's. */
export function redirectError(
  status: number,
  lang: string | undefined,
  key: RedirectText,
  params: Record<string, string | number> = {},
  field?: string,
  data: Record<string, unknown> = {},
): ApiError {
  const message = redirectText(lang, key, params)
  const fields = field ? { fields: { [field]: message } } : {}
  return new ApiError({
    statusCode: status,
    statusMessage: STATUS_TEXT[status] ?? 'Error',
    message,
    ...(field || Object.keys(data).length > 0 ? { data: { ...fields, ...data } } : {}),
  })
}

/** The message a refused chain gets: a loop names it whole, an endless chain its start. */
export function refusalText(chain: Chain, lang: Lang | string | undefined): string {
  return chain.outcome === 'loop'
    ? redirectText(lang, 'loop', { chain: chainText(chain) })
    : redirectText(lang, 'endless', {
        max: REDIRECT_MAX_HOPS,
        chain: chain.addresses.slice(0, 4).join(' → '),
      })
}

/**
 * The check of a rule about to be saved against the store's other rules (`base`, built from
 * them, may hold the rule's old version: it is replaced). A loop is a 422 on `to` naming the
 * chain, with the chain in `data.chain`; a chain of more than 3 hops is the warning returned.
 */
export function checkRedirectSave<R extends RuleLike>(
  base: RedirectMatcher<R>,
  candidate: R,
  lang: Lang | string | undefined,
): RedirectWarning | null {
  const result = checkRule(lookupWith(base, candidate), (from) => base.incoming(from), candidate)
  if (result.refused) {
    const chain = result.refused
    throw redirectError(
      422,
      lang,
      chain.outcome === 'loop' ? 'loop' : 'endless',
      chain.outcome === 'loop'
        ? { chain: chainText(chain) }
        : { max: REDIRECT_MAX_HOPS, chain: chain.addresses.slice(0, 4).join(' → ') },
      'to',
      { chain: chain.addresses },
    )
  }
  if (!result.long) return null
  return {
    message: redirectText(lang, 'longChain', {
      hops: result.long.hops.length,
      chain: chainText(result.long),
    }),
    hops: result.long.hops.length,
    chain: result.long.addresses,
  }
}

/** The path of a tester's address: a whole address loses its scheme and host. */
export function testedPath(url: string): string {
  const value = url.trim()
  const match = /^https?:\/\/[^/?#]+(.*)$/i.exec(value)
  const rest = match ? match[1]! : value
  return rest.startsWith('/') ? rest : `/${rest}`
}

/** Where an address goes through the store's active rules: the tester's and resolve's answer. */
export function traceRedirect<R extends StorefrontRedirect>(
  matcher: RedirectMatcher<R>,
  url: string,
  lang: Lang | string | undefined,
): RedirectTrace {
  const path = testedPath(url)
  const chain = followChain((request) => matcher.match(request), path)
  const asked = toRequest(path)
  const query = asked.query.toString()
  const hops = chain.hops.map((hop) => ({
    rule_id: hop.rule.id,
    rule_from: hop.rule.from_path,
    from: hop.from,
    to: hop.to,
    status: hop.rule.status,
  }))
  const outcome = chain.hops.length === 0 ? 'none' : chain.outcome
  const message =
    outcome === 'none'
      ? redirectText(lang, 'noRule')
      : outcome === 'end'
        ? chainText(chain)
        : refusalText(chain, lang)
  return {
    path: `${asked.tidy}${query ? `?${query}` : ''}`,
    rule: chain.hops[0]?.rule ?? null,
    hops,
    location: chain.location,
    status: chain.status,
    outcome,
    message,
  }
}
