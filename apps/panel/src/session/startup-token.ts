import type { User } from '@vitrine/api'
import { usableToken } from './session-store.ts'

/**
 * A start-up address carrying `?token=` signs the user in with it and goes to `/`
 * (specification section 4). Returns the token to store (or null) and the address to show.
 */
export function takeStartupToken(url: URL): { token: string | null; location: string | null } {
  if (!url.searchParams.has('token')) return { token: null, location: null }
  const token = url.searchParams.get('token')
  return { token: usableToken(token) ? token : null, location: '/' }
}

/** What to do with a `?token=` (start-up or navigation), given the session already in the browser. */
export type StartupTokenDecision =
  /** No token in the address. */
  | { kind: 'none' }
  /** No session yet: the token signs in and the user goes to the landing (`/` at start-up). */
  | { kind: 'sign-in'; token: string; location: string }
  /** The session stays as it is; the address loses the token (`invalid`: say the link failed). */
  | { kind: 'keep'; location: string; invalid: boolean }
  /** Another session is active: ask before switching, the session unchanged meanwhile. */
  | { kind: 'ask'; token: string; location: string }

/** The address without its `?token=` (path, other parameters and hash kept). */
export function addressWithoutToken(url: URL): string {
  const without = new URL(url)
  without.searchParams.delete('token')
  return `${without.pathname}${without.search}${without.hash}`
}

/**
 * A link carrying someone else's token must not replace the session silently (nor sign the
 * user out with `?token=x`): only without a session does the token sign in at once. Decides for
 * the start-up address, and for an address met while navigating (the authentication guard):
 * `landing` is where signing in without a session leads — `/` at start-up (the
 * specification), the same address without its token during navigation.
 */
export function decideStartupToken(
  url: URL,
  current: string | null,
  landing = '/',
): StartupTokenDecision {
  const startup = takeStartupToken(url)
  if (!startup.location) return { kind: 'none' }
  if (!usableToken(current)) {
    return startup.token
      ? { kind: 'sign-in', token: startup.token, location: landing }
      : { kind: 'keep', location: landing, invalid: false }
  }
  const location = addressWithoutToken(url)
  if (!startup.token) return { kind: 'keep', location, invalid: true }
  if (startup.token === current) return { kind: 'keep', location, invalid: false }
  return { kind: 'ask', token: startup.token, location }
}

/** Who the server says a token belongs to: the user, or the status it answered (0: no answer). */
export type TokenOwner = { user: User } | { status: number }

/** After asking the server who both tokens belong to: what the panel does. */
export type AccountSwitchDecision =
  | { kind: 'switch' }
  | { kind: 'ask'; current: User; candidate: User }
  | { kind: 'keep'; notice: string | null }

export const INVALID_LINK_NOTICE = 'O link de acesso é inválido ou expirou.'
export const UNVERIFIED_LINK_NOTICE =
  'Não foi possível verificar o link de acesso. Sua sessão atual foi mantida.'

/**
 * A candidate the server refuses (401) leaves the session as it was; a current session the
 * server refuses is no session, so the link signs in as it would without one; the same account
 * twice needs no question. When the server cannot tell, nothing changes.
 */
export function decideAccountSwitch(
  current: TokenOwner,
  candidate: TokenOwner,
): AccountSwitchDecision {
  if (!('user' in candidate)) {
    return {
      kind: 'keep',
      notice: candidate.status === 401 ? INVALID_LINK_NOTICE : UNVERIFIED_LINK_NOTICE,
    }
  }
  if (!('user' in current)) {
    return current.status === 401
      ? { kind: 'switch' }
      : { kind: 'keep', notice: UNVERIFIED_LINK_NOTICE }
  }
  if (current.user.id === candidate.user.id) return { kind: 'keep', notice: null }
  return { kind: 'ask', current: current.user, candidate: candidate.user }
}
