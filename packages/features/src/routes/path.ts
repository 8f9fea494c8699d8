/**
 * Path patterns of the manifest: `/literal`, `:param`, `:param?` (optional) and a trailing `*`
 * (any depth, exposed as the `wild` param — the docs route needs it).
 */

type Segment =
  | { kind: 'literal'; value: string }
  | { kind: 'param'; name: string; optional: boolean }
  | { kind: 'wild' }

function parse(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      if (part === '*') return { kind: 'wild' }
      if (part.startsWith(':')) {
        const optional = part.endsWith('?')
        return { kind: 'param', name: part.slice(1, optional ? -1 : undefined), optional }
      }
      return { kind: 'literal', value: part }
    })
}

const cache = new Map<string, Segment[]>()
function segmentsOf(pattern: string): Segment[] {
  let segments = cache.get(pattern)
  if (!segments) cache.set(pattern, (segments = parse(pattern)))
  return segments
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part)
  } catch {
    return null
  }
}

/** The params of `pathname` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const parts = pathname.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  let index = 0
  for (const segment of segmentsOf(pattern)) {
    if (segment.kind === 'wild') {
      params.wild = parts
        .slice(index)
        .map((part) => decode(part) ?? part)
        .join('/')
      return params
    }
    const part = parts[index]
    if (part === undefined) {
      if (segment.kind === 'param' && segment.optional) continue
      return null
    }
    const value = decode(part)
    if (value === null) return null
    if (segment.kind === 'literal') {
      if (value !== segment.value) return null
    } else {
      params[segment.name] = value
    }
    index++
  }
  return index === parts.length ? params : null
}

/** Fills `pattern` with `params`; throws when a required param is missing. */
export function fillPath(
  pattern: string,
  params: Record<string, string | number | undefined> = {},
): string {
  const parts: string[] = []
  for (const segment of segmentsOf(pattern)) {
    if (segment.kind === 'literal') parts.push(segment.value)
    else if (segment.kind === 'wild') {
      const wild = params.wild
      if (wild !== undefined && wild !== '')
        parts.push(...String(wild).split('/').map(encodeURIComponent))
    } else {
      const value = params[segment.name]
      if (value === undefined || value === '') {
        if (segment.optional) continue
        throw new Error(`Missing route parameter "${segment.name}" for ${pattern}`)
      }
      parts.push(encodeURIComponent(String(value)))
    }
  }
  return `/${parts.join('/')}`
}

/** Param names of a pattern, as a type: `'/:appID/x/:id?'` → `'appID' | 'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? StripOptional<Param> | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? StripOptional<Param>
    : P extends `${string}*`
      ? 'wild'
      : never
type StripOptional<P extends string> = P extends `${infer Name}?` ? Name : P
