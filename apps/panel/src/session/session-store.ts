import { proxy } from 'valtio/vanilla'
import type { Session, User } from '@vitrine/api'
import type { CookieJar, CookieOptions } from './cookies.ts'

export const TOKEN_COOKIE = 'vitrine_token'

/** Auth cookie: 3 days, strict same-site, secure, path / (specification section 9). */
export const TOKEN_COOKIE_OPTIONS = {
  maxAgeSeconds: 3 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Strict',
  secure: true,
} as const satisfies CookieOptions

/** No token, an empty one and the text "null" all mean "not signed in" (section 4). */
export function usableToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.trim() !== '' && token.trim() !== 'null'
}

/**
 * An access link (`?token=`) the session did not take at once (see decideStartupToken): another
 * session is active, so the person is asked before switching; or the link was unusable.
 */
export type AccessLink = { kind: 'ask'; token: string } | { kind: 'invalid' }

export interface SessionState {
  token: string | null
  /** Loaded from GET /auth once per page load; null until then. */
  user: User | null
  /** The access link being asked about (or reported), until it is settled; `id` tells offers apart. */
  accessLink: (AccessLink & { id: number }) | null
}

export type SessionStore = ReturnType<typeof createSessionStore>

/**
 * The session: a valtio store made by a factory (never a module singleton), so every test and
 * story gets its own. The cookie is its persistence; the store is its live copy.
 */
export function createSessionStore(cookies: CookieJar) {
  const stored = cookies.get(TOKEN_COOKIE)
  const state = proxy<SessionState>({
    token: usableToken(stored) ? stored : null,
    user: null,
    accessLink: null,
  })
  let offers = 0

  function setToken(token: string): void {
    state.token = token
    state.user = null
    cookies.set(TOKEN_COOKIE, token, TOKEN_COOKIE_OPTIONS)
  }

  return {
    state,
    get signedIn(): boolean {
      return usableToken(state.token)
    },
    setToken,
    signIn(session: Session): void {
      setToken(session.token)
      state.user = session.user
    },
    setUser(user: User): void {
      state.user = user
    },
    /** Asks about an access link (or says it failed), leaving the session as it is meanwhile. */
    offerAccessLink(link: AccessLink): void {
      offers += 1
      state.accessLink = { ...link, id: offers }
    },
    /** The question about that offer is over (answered, or nothing to ask). */
    settleAccessLink(id: number): void {
      if (state.accessLink?.id === id) state.accessLink = null
    },
    signOut(): void {
      state.token = null
      state.user = null
      cookies.remove(TOKEN_COOKIE, { path: '/' })
    },
  }
}
