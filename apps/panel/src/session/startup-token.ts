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
