/*
 * How a storefront address finds its redirect rule (issue 17 item 3). Pure code shared by the
 * server (its per-store cache, the resolve endpoint, the checks on save and import), the
 * fixture adapter and the benchmark, so the panel's tester says what the storefront does.
 * apps/server/src/storefront-redirects/README.md states the semantics; in short:
 *
 * - Paths are compared decoded (`%C3%A7` = `ç`, but never `%2F`), case-insensitively, with
 *   repeated slashes folded and without a trailing slash (`/Promo/` = `/promo`).
 * - A from-path ending in `/*` is a wildcard: it matches its prefix itself and anything under it
 *   (`/blog/*` matches `/blog` and `/blog/a/b`, not `/blogs`); `:splat` (or `*`) in the target is
 *   replaced by what followed the prefix, in the case it was asked (`a/b`).
 * - A from-path without `?` ignores the request's query and passes it on to the target (merged:
 *   a parameter the target sets itself keeps the target's value). A from-path with `?a=b`
 *   matches only requests carrying every one of those parameters with those values (others may
 *   come too); those are consumed, the rest pass on.
 * - Precedence: an exact rule beats any wildcard; among wildcards the longer prefix wins; on the
 *   same path, the rule naming more query parameters wins; then the oldest rule (lowest id).
 *   A from-path (with its query) is unique in a store, so the order is total.
 * - Only active rules match. A chain is followed while targets are store paths: an absolute
 *   URL ends it. The final status is 301 only when every hop is 301, else 302.
 */

export type RedirectStatus = 301 | 302

/** What matching needs of a rule. */
export interface RuleLike {
  readonly id: number
  readonly from_path: string
  readonly to: string
  readonly status: RedirectStatus
  readonly active: boolean
}

/** A from-path understood: the path to compare, whether it is a wildcard, its query. */
export interface ParsedFrom {
  /** Normalised path; for a wildcard, its prefix without `/*` ('' for `/*`, the whole store). */
  path: string
  wildcard: boolean
  /** The query parameters the request must carry, sorted by name then value. */
  query: readonly (readonly [string, string])[]
  /** One text per distinct from-path: the store's unique key (`/blog/*`, `/p?a=1&b=2`). */
  key: string
}

/** Most hops followed: past it the chain is taken for endless (a refusal on save). */
export const REDIRECT_MAX_HOPS = 10
/** Chains longer than this many hops are saved with a warning. */
export const REDIRECT_CHAIN_WARN_HOPS = 3
/** Rules pointing into a rule whose chains are checked with it (a root wildcard may have 50k). */
export const REDIRECT_INCOMING_CHECKED = 500

const decode = (path: string) => {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * A path as written, made comparable but keeping its case (the captured rest of a wildcard
 * keeps the case it was asked in): decoded, slashes folded, no trailing slash, one leading.
 */
export function tidyPath(raw: string): string {
  let path = decode(raw.split('#', 1)[0]!.split('?', 1)[0]!.trim())
  path = `/${path}`.replace(/\/{2,}/g, '/')
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** The path as compared: tidied and in lower case. */
export const normalizePath = (raw: string) => tidyPath(raw).toLowerCase()

const sortedQuery = (search: string) =>
  [...new URLSearchParams(search)].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  )

const queryText = (query: readonly (readonly [string, string])[]) =>
  query.length === 0 ? '' : `?${new URLSearchParams(query as [string, string][]).toString()}`

/** Why a from-path cannot be used, or null. */
export function fromPathProblem(raw: string): 'fromFormat' | 'fromStar' | null {
  const value = raw.trim()
  if (!value.startsWith('/') || value.startsWith('//') || /\s/.test(value)) return 'fromFormat'
  if (value.includes('#')) return 'fromFormat'
  const path = value.split('?', 1)[0]!
  const star = path.indexOf('*')
  if (star !== -1 && !(star === path.length - 1 && path.endsWith('/*'))) return 'fromStar'
  return null
}

/** A from-path understood (call fromPathProblem first: this one never refuses). */
export function parseFrom(raw: string): ParsedFrom {
  const value = raw.trim()
  const at = value.indexOf('?')
  const rawPath = at === -1 ? value : value.slice(0, at)
  const query = at === -1 ? [] : sortedQuery(value.slice(at + 1))
  const wildcard = rawPath.endsWith('/*')
  const normalized = normalizePath(wildcard ? rawPath.slice(0, -2) : rawPath)
  const path = wildcard && normalized === '/' ? '' : normalized
  return { path, wildcard, query, key: `${wildcard ? `${path}/*` : path}${queryText(query)}` }
}

/** A target is a store path (`/…`) or an absolute http(s) address. */
export function isExternal(to: string): boolean {
  return /^https?:\/\//i.test(to.trim())
}

/** Why a target cannot be used, or null. */
export function targetProblem(raw: string): 'toFormat' | null {
  const value = raw.trim()
  if (/\s/.test(value) || value === '') return 'toFormat'
  if (value.startsWith('/')) return value.startsWith('//') ? 'toFormat' : null
  if (!isExternal(value)) return 'toFormat'
  try {
    const url = new URL(value)
    return url.hostname ? null : 'toFormat'
  } catch {
    return 'toFormat'
  }
}

/** The splat marks of a target: `:splat`, or a bare `*`. */
const SPLAT = /:splat|\*/g
export const hasSplat = (to: string) => /:splat|\*/.test(to)

/** A rule made ready to match. */
export interface PreparedRule<R extends RuleLike = RuleLike> {
  rule: R
  from: ParsedFrom
}

export interface RuleHit<R extends RuleLike = RuleLike> {
  rule: R
  from: ParsedFrom
  /** What followed a wildcard's prefix, in the request's case ('' when none); null if exact. */
  rest: string | null
}

/** A request as matched: its path (as tidied and lower-cased) and its query parameters. */
export interface MatchRequest {
  /** Tidied, case kept (for the captured rest). */
  tidy: string
  /** Tidied and lower-cased (for comparing). */
  path: string
  query: URLSearchParams
}

export function toRequest(raw: string): MatchRequest {
  const noHash = raw.trim().split('#', 1)[0]!
  const at = noHash.indexOf('?')
  const tidy = tidyPath(at === -1 ? noHash : noHash.slice(0, at))
  return {
    tidy,
    path: tidy.toLowerCase(),
    query: new URLSearchParams(at === -1 ? '' : noHash.slice(at + 1)),
  }
}

const carries = (query: URLSearchParams, wanted: ParsedFrom['query']) =>
  wanted.every(([name, value]) => query.getAll(name).includes(value))

/** Precedence between two hits of one request: negative when `a` wins. */
export function compareHits(a: RuleHit, b: RuleHit): number {
  if (a.from.wildcard !== b.from.wildcard) return a.from.wildcard ? 1 : -1
  if (a.from.path.length !== b.from.path.length) return b.from.path.length - a.from.path.length
  if (a.from.query.length !== b.from.query.length) return b.from.query.length - a.from.query.length
  return a.rule.id - b.rule.id
}

const byPrecedence = (a: PreparedRule, b: PreparedRule) =>
  b.from.query.length - a.from.query.length || a.rule.id - b.rule.id

/** The prefixes a path may be under, longest first: `/a/b` → `/a/b`, `/a`, ''. */
function prefixesOf(path: string): string[] {
  const prefixes: string[] = []
  let current = path === '/' ? '' : path
  for (;;) {
    prefixes.push(current)
    if (current === '') return prefixes
    current = current.slice(0, current.lastIndexOf('/'))
  }
}

/** The rest after a prefix, in the request's own case (counted in segments, not characters). */
function restAfter(tidy: string, prefix: string): string {
  if (prefix === '') return tidy.slice(1)
  const depth = prefix.split('/').length
  return tidy.split('/').slice(depth).join('/')
}

/**
 * A store's active rules ready to match: exact paths in a map, wildcard prefixes in another,
 * so a request costs one map read plus one per segment of its path, whatever the rule count.
 */
export class RedirectMatcher<R extends RuleLike = RuleLike> {
  private readonly exact = new Map<string, PreparedRule<R>[]>()
  private readonly wildcards = new Map<string, PreparedRule<R>[]>()
  private readonly byId = new Map<number, PreparedRule<R>>()
  private targets: { path: string; rule: PreparedRule<R> }[] | null = null

  constructor(rules: Iterable<R>) {
    for (const rule of rules) this.add(rule)
    for (const list of this.exact.values()) list.sort(byPrecedence)
    for (const list of this.wildcards.values()) list.sort(byPrecedence)
  }

  /** Active rules held. */
  get size(): number {
    return this.byId.size
  }

  private add(rule: R): PreparedRule<R>[] | null {
    if (!rule.active) return null
    const prepared = { rule, from: parseFrom(rule.from_path) }
    const map = prepared.from.wildcard ? this.wildcards : this.exact
    let list = map.get(prepared.from.path)
    if (list) list.push(prepared)
    else map.set(prepared.from.path, (list = [prepared]))
    this.byId.set(rule.id, prepared)
    return list
  }

  /**
   * One rule changed in place (a saved rule, its old version replaced; an inactive one only
   * taken out): what a process does with its own write instead of building 50,000 rules again.
   */
  put(rule: R): void {
    this.remove(rule.id)
    this.add(rule)?.sort(byPrecedence)
    this.targets = null
  }

  /** A rule taken out (deleted or switched off). */
  remove(id: number): void {
    const old = this.byId.get(id)
    if (!old) return
    this.byId.delete(id)
    const map = old.from.wildcard ? this.wildcards : this.exact
    const list = map.get(old.from.path)!.filter((entry) => entry.rule.id !== id)
    if (list.length > 0) map.set(old.from.path, list)
    else map.delete(old.from.path)
    this.targets = null
  }

  /** The rule a request hits, or null; `skip` leaves one rule out (the one being edited). */
  match(request: MatchRequest, skip?: number): RuleHit<R> | null {
    const exact = this.exact.get(request.path)
    if (exact) {
      for (const entry of exact) {
        if (entry.rule.id !== skip && carries(request.query, entry.from.query)) {
          return { rule: entry.rule, from: entry.from, rest: null }
        }
      }
    }
    if (this.wildcards.size === 0) return null
    for (const prefix of prefixesOf(request.path)) {
      const list = this.wildcards.get(prefix)
      if (!list) continue
      for (const entry of list) {
        if (entry.rule.id !== skip && carries(request.query, entry.from.query)) {
          return { rule: entry.rule, from: entry.from, rest: restAfter(request.tidy, prefix) }
        }
      }
    }
    return null
  }

  /**
   * Rules whose store-path target the given from-path would catch (a wildcard's target read
   * with `*` for its splat): the chains that run into a rule. Up to `limit`.
   */
  incoming(from: ParsedFrom, limit = REDIRECT_INCOMING_CHECKED): R[] {
    if (!this.targets) {
      const targets: { path: string; rule: PreparedRule<R> }[] = []
      for (const list of [...this.exact.values(), ...this.wildcards.values()]) {
        for (const entry of list) {
          if (isExternal(entry.rule.to)) continue
          const sample = entry.from.wildcard ? entry.rule.to.replace(SPLAT, '*') : entry.rule.to
          targets.push({ path: normalizePath(sample), rule: entry })
        }
      }
      targets.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
      this.targets = targets
    }
    const found: R[] = []
    const take = (low: string, inRange: (path: string) => boolean) => {
      const targets = this.targets!
      let lo = 0
      let hi = targets.length
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (targets[mid]!.path < low) lo = mid + 1
        else hi = mid
      }
      for (let i = lo; i < targets.length && found.length < limit; i += 1) {
        if (!inRange(targets[i]!.path)) break
        found.push(targets[i]!.rule.rule)
      }
    }
    if (!from.wildcard) take(from.path, (path) => path === from.path)
    else if (from.path === '') take('/', () => true)
    else {
      take(from.path, (path) => path === from.path)
      take(`${from.path}/`, (path) => path.startsWith(`${from.path}/`))
    }
    return found
  }
}

/**
 * Where a hit sends the request: the target with the splat filled (wildcards) and the
 * request's other query parameters passed on.
 */
export function locationOf(hit: RuleHit, request: MatchRequest): string {
  let target = hit.rule.to.trim()
  if (hit.rest !== null) target = target.replace(SPLAT, hit.rest)
  const hashAt = target.indexOf('#')
  const hash = hashAt === -1 ? '' : target.slice(hashAt)
  const noHash = hashAt === -1 ? target : target.slice(0, hashAt)
  const queryAt = noHash.indexOf('?')
  let base = queryAt === -1 ? noHash : noHash.slice(0, queryAt)
  const params = new URLSearchParams(queryAt === -1 ? '' : noHash.slice(queryAt + 1))
  // A splat that captured nothing leaves `/novidades/`: the store path loses the slash.
  if (!isExternal(base) && base.length > 1 && base.endsWith('/')) base = base.slice(0, -1)
  const own = new Set(params.keys())
  const consumed = new Set(hit.from.query.map(([name]) => name))
  for (const [name, value] of request.query) {
    if (!own.has(name) && !consumed.has(name)) params.append(name, value)
  }
  const query = params.toString()
  return `${base}${query ? `?${query}` : ''}${hash}`
}

/** A way of finding the hit of a request: a matcher, or a matcher with a change laid over. */
export type Lookup<R extends RuleLike = RuleLike> = (request: MatchRequest) => RuleHit<R> | null

export interface ChainHop<R extends RuleLike = RuleLike> {
  rule: R
  /** The address the hop was asked for (path and query). */
  from: string
  /** Where the hop sends it. */
  to: string
}

export interface Chain<R extends RuleLike = RuleLike> {
  hops: ChainHop<R>[]
  /** `loop`: came back to an address already visited (or a wildcard catching its own target). */
  outcome: 'end' | 'loop' | 'endless'
  /** The addresses in order, the start first: what a message names ("/a → /b → /a"). */
  addresses: string[]
  /** The last hop's target; null when no rule hit. */
  location: string | null
  /** 301 when every hop is 301, else 302; null when no rule hit. */
  status: RedirectStatus | null
}

const visitKey = (request: MatchRequest) => {
  const query = [...request.query].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1,
  )
  return `${request.path}${queryText(query)}`
}

const shown = (request: MatchRequest) => {
  const query = request.query.toString()
  return `${request.tidy}${query ? `?${query}` : ''}`
}

/**
 * Follows the rules from an address: each store-path target is asked again, until no rule hits,
 * a target is absolute (another site), an address comes back (a loop) or REDIRECT_MAX_HOPS pass.
 * An address holding a `*` segment stands for every address under it (a wildcard's sample): the
 * same rule hit twice on such an address repeats forever, so it is a loop too.
 */
export function followChain<R extends RuleLike>(lookup: Lookup<R>, start: string): Chain<R> {
  let request = toRequest(start)
  const visited = new Set([visitKey(request)])
  const hitOnSample = new Set<number>()
  const hops: ChainHop<R>[] = []
  const addresses = [shown(request)]
  let permanent = true
  const done = (outcome: Chain['outcome']): Chain<R> => ({
    hops,
    outcome,
    addresses,
    location: hops.at(-1)?.to ?? null,
    status: hops.length === 0 ? null : permanent ? 301 : 302,
  })
  for (;;) {
    const hit = lookup(request)
    if (!hit) return done('end')
    const sample = request.path.split('/').includes('*')
    if (sample && hit.rest !== null) {
      if (hitOnSample.has(hit.rule.id)) return done('loop')
      hitOnSample.add(hit.rule.id)
    }
    const to = locationOf(hit, request)
    hops.push({ rule: hit.rule, from: shown(request), to })
    if (hit.rule.status !== 301) permanent = false
    if (isExternal(to)) {
      addresses.push(to)
      return done('end')
    }
    request = toRequest(to)
    addresses.push(shown(request))
    const key = visitKey(request)
    if (visited.has(key)) return done('loop')
    if (hops.length >= REDIRECT_MAX_HOPS) return done('endless')
    visited.add(key)
  }
}

/** The address a rule's chain is followed from: its from-path, `/prefix/*` for a wildcard. */
export function sampleOf(from: ParsedFrom): string {
  const path = from.wildcard ? `${from.path}/*` : from.path
  return `${path}${queryText(from.query)}`
}

/** A matcher's lookup with one rule changed: `candidate` in place of the rule of its id. */
export function lookupWith<R extends RuleLike>(base: RedirectMatcher<R>, candidate: R): Lookup<R> {
  const prepared: PreparedRule<R> = { rule: candidate, from: parseFrom(candidate.from_path) }
  const own = new RedirectMatcher([candidate])
  return (request) => {
    const fromBase = base.match(request, candidate.id)
    const fromOwn = own.match(request)
    if (!fromOwn) return fromBase
    if (!fromBase) return fromOwn
    return compareHits({ ...fromOwn, from: prepared.from }, fromBase) <= 0 ? fromOwn : fromBase
  }
}

export interface RuleCheck<R extends RuleLike = RuleLike> {
  /** The chain that loops (or never ends) through the rule: the rule is refused. */
  refused: Chain<R> | null
  /** The longest chain through the rule when longer than REDIRECT_CHAIN_WARN_HOPS. */
  long: Chain<R> | null
}

/**
 * Loop and chain check of one rule within a rule set (`lookup` already holds the rule): the
 * chain from the rule's own from-path, and the chains of the rules whose targets it catches
 * (a loop made by a new rule always runs through it). An inactive rule is not checked: it
 * matches nothing; switching it on checks it.
 */
export function checkRule<R extends RuleLike>(
  lookup: Lookup<R>,
  incomingOf: (from: ParsedFrom) => readonly R[],
  rule: R,
): RuleCheck<R> {
  if (!rule.active) return { refused: null, long: null }
  const from = parseFrom(rule.from_path)
  // The rules running into this one, and those running into them (the chains it lengthens),
  // up to REDIRECT_INCOMING_CHECKED rules and REDIRECT_MAX_HOPS steps back.
  const starts = [sampleOf(from)]
  const seen = new Set([rule.id])
  let layer: ParsedFrom[] = [from]
  for (let depth = 0; depth < REDIRECT_MAX_HOPS && layer.length > 0; depth += 1) {
    const next: ParsedFrom[] = []
    for (const target of layer) {
      for (const source of incomingOf(target)) {
        if (seen.has(source.id) || seen.size > REDIRECT_INCOMING_CHECKED) continue
        seen.add(source.id)
        const parsed = parseFrom(source.from_path)
        starts.push(sampleOf(parsed))
        next.push(parsed)
      }
    }
    layer = next
  }
  let long: Chain<R> | null = null
  for (const start of starts) {
    const chain = followChain(lookup, start)
    // A chain that does not pass through the rule is not this rule's doing.
    if (!chain.hops.some((hop) => hop.rule.id === rule.id)) continue
    if (chain.outcome !== 'end') return { refused: chain, long: null }
    if (
      chain.hops.length > REDIRECT_CHAIN_WARN_HOPS &&
      chain.hops.length > (long?.hops.length ?? 0)
    )
      long = chain
  }
  return { refused: null, long }
}

/** "/a → /b → /a", as the messages name a chain. */
export const chainText = (chain: Pick<Chain, 'addresses'>) => chain.addresses.join(' → ')
