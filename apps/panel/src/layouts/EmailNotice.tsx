import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { useSessionStore } from '../session/session-context.tsx'

// Only an unconfirmed account needs it: kept out of the layouts' own chunks.
const UnverifiedEmailNotice = lazy(() =>
  import('@vitrine/features/account/email-notice').then((module) => ({
    default: module.UnverifiedEmailNotice,
  })),
)

/**
 * Above the page while the signed-in account has not confirmed its e-mail (issue 9): such an
 * account cannot accept invitations. Goes away as soon as the session's user is confirmed.
 */
export function EmailNotice({ className }: { className?: string }) {
  const { user } = useSnapshot(useSessionStore().state)
  if (user?.email_verified !== false) return null
  return (
    <Suspense fallback={null}>
      <div className={className}>
        <UnverifiedEmailNotice email={user.email} />
      </div>
    </Suspense>
  )
}
