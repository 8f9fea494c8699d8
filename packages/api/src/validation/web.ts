import * as catalogue from './catalogue.ts'
import { defineRule, type Maybe, type RuleAction, type RuleOptions } from './rule.ts'

/**
 * A practical address check, not RFC 5322: something without spaces before one @, then dotted
 * labels ending in a top-level domain of two or more letters. Accented letters are allowed on
 * both sides (internationalised addresses exist in Brazil too).
 */
const EMAIL = /^[^\s@"(),:;<>[\\\]]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u

function isEmail(value: string): boolean {
  const local = value.slice(0, value.lastIndexOf('@'))
  return (
    EMAIL.test(value) && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..')
  )
}

/** Spec `email`. */
/* @__NO_SIDE_EFFECTS__ */
export function email<TInput extends Maybe<string>>(options: RuleOptions = {}): RuleAction<TInput> {
  return defineRule<TInput>({
    type: 'email',
    reference: email,
    test: (input) => isEmail(input!),
    describe: () => ({ texts: catalogue.email }),
    options,
  })
}

export interface UrlOptions extends RuleOptions {
  /** Schemes accepted, without the colon (default http and https). */
  readonly protocols?: readonly string[]
  /**
   * When false, 'loja.com.br' is accepted as if written with the first protocol in front;
   * an explicit scheme must still be one of `protocols`.
   */
  readonly requireProtocol?: boolean
}

const SCHEME = /^([a-z][a-z\d+.-]*):/i

/** Schemes whose addresses name a host after '//'; 'http:loja' is not a usable link. */
const HOST_SCHEMES = new Set(['http', 'https', 'ftp', 'ws', 'wss'])

function isUrl(value: string, protocols: readonly string[], requireProtocol: boolean): boolean {
  if (/\s/.test(value)) return false
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase()
  // 'localhost:3000' reads as scheme "localhost"; only '//' or a known scheme marks a real one.
  const hasScheme = scheme !== undefined && (value.includes('://') || protocols.includes(scheme))
  if (!hasScheme && requireProtocol) return false
  const address = hasScheme ? value : `${protocols[0] ?? 'https'}://${value}`
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return false
  }
  const protocol = url.protocol.slice(0, -1)
  if (!protocols.includes(protocol)) return false
  // Without a scheme, 'mailto:a@b.com' would become the user "mailto" at host b.com.
  if (!hasScheme && (url.username !== '' || url.password !== '')) return false
  if (!HOST_SCHEMES.has(protocol)) return true
  return address.slice(protocol.length + 1).startsWith('//') && isHostName(url.hostname)
}

/** A dotted name, 'localhost' or an IP literal — not a lone word like 'http://foo'. */
function isHostName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.startsWith('[') || /\.[^.]+$/.test(hostname)
}

/** Spec `url`: an absolute address whose scheme is one of `protocols` (http and https by default). */
/* @__NO_SIDE_EFFECTS__ */
export function url<TInput extends Maybe<string>>(options: UrlOptions = {}): RuleAction<TInput> {
  const { protocols = ['http', 'https'], requireProtocol = true } = options
  const accepted = protocols.map((protocol) => protocol.toLowerCase().replace(/:$/, ''))
  return defineRule<TInput>({
    type: 'url',
    reference: url,
    test: (input) => isUrl(input!, accepted, requireProtocol),
    describe: () => ({ texts: catalogue.url }),
    options,
  })
}
