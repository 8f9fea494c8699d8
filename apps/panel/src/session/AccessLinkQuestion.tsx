import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import type { WhoIs } from './AccountSwitchQuestion.tsx'
import { useSessionStore } from './session-context.tsx'

// Only an access link meeting another session needs it: kept out of the first load.
const AccountSwitchQuestion = lazy(() => import('./AccountSwitchQuestion.tsx'))

/**
 * The access link offered to the session, at start-up (main.tsx) or by the authentication guard
 * while navigating, asked about (or reported invalid) instead of taken silently.
 */
export function AccessLinkQuestion({ whoIs }: { whoIs: WhoIs }) {
  const session = useSessionStore()
  const { accessLink } = useSnapshot(session.state)
  if (!accessLink) return null
  return (
    <Suspense fallback={null}>
      <AccountSwitchQuestion key={accessLink.id} link={{ ...accessLink }} whoIs={whoIs} />
    </Suspense>
  )
}
