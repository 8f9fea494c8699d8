export interface CookieOptions {
  maxAgeSeconds?: number
  path?: string
  sameSite?: 'Strict' | 'Lax' | 'None'
  secure?: boolean
}

/** The few cookie operations the panel needs, behind an interface so tests need no browser. */
export interface CookieJar {
  get(name: string): string | undefined
  set(name: string, value: string, options?: CookieOptions): void
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`]
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`)
  parts.push(`Path=${options.path ?? '/'}`)
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`)
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=')
    if (index < 0) continue
    try {
      const name = decodeURIComponent(pair.slice(0, index).trim())
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(pair.slice(index + 1).trim()))
    } catch {
      // A malformed cookie set by someone else must not break the panel.
    }
  }
  return cookies
}

/** The browser's cookies. */
export function documentCookies(doc: Pick<Document, 'cookie'> = document): CookieJar {
  return {
    get: (name) => parseCookies(doc.cookie).get(name),
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, options)
    },
    remove: (name, options) => {
      doc.cookie = serializeCookie(name, '', { maxAgeSeconds: 0, path: options?.path })
    },
  }
}

/** An in-memory jar for tests and stories. */
export function memoryCookies(initial: Record<string, string> = {}): CookieJar & {
  readonly written: Map<string, { value: string; options?: CookieOptions }>
} {
  const written = new Map<string, { value: string; options?: CookieOptions }>(
    Object.entries(initial).map(([name, value]) => [name, { value }]),
  )
  return {
    written,
    get: (name) => written.get(name)?.value,
    set: (name, value, options) => void written.set(name, { value, options }),
    remove: (name) => void written.delete(name),
  }
}
