import type { Api } from '@vitrine/api'
import type { SessionStore } from './session-store.ts'

/**
 * Asks the server who the signed-in session is now and keeps the answer: after a step that may
 * have confirmed the account's e-mail elsewhere (a confirmation link, an accepted invitation).
 * A failure changes nothing; the next load asks again.
 */
export function refreshSignedInUser(session: SessionStore, api: Pick<Api, 'auth'>): void {
  if (!session.signedIn) return
  api.auth.me().then(
    ({ user }) => session.setUser(user),
    () => undefined,
  )
}
