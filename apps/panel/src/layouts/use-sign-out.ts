import { mutate } from 'swr'
import { useApi } from '@vitrine/api/react'
import { useNavigate } from '@vitrine/features'
import { useAppStore, useSessionStore } from '../session/session-context.tsx'

/** Signing out: revoke the session on the server, forget everything locally, go to the root. */
export function useSignOut() {
  const api = useApi()
  const session = useSessionStore()
  const appStore = useAppStore()
  const navigate = useNavigate()
  return async () => {
    // Revoke the session on the server, but sign out locally whatever it answers.
    await api.auth.logout().catch(() => undefined)
    session.signOut()
    appStore.clear()
    // Nothing the last user saw may show to the next one on this browser.
    await mutate(() => true, undefined, { revalidate: false })
    navigate('/', { replace: true })
  }
}
