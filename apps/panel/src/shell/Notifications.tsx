import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import type { NotificationCenter } from '@vitrine/ui'

const NotificationArea = lazy(() =>
  import('@vitrine/ui/components/notification-area').then((m) => ({ default: m.NotificationArea })),
)

/**
 * The notification area on channel "notify", fetched the first time something is notified:
 * most first visits (the login page) never need its code. Once there, it stays mounted.
 */
export function Notifications({ center }: { center: NotificationCenter }) {
  const notified = useSyncExternalStore(
    center.subscribe,
    () => center.getSnapshot('notify').length > 0,
  )
  const [mounted, setMounted] = useState(false)
  if (notified && !mounted) setMounted(true)
  return mounted ? (
    <Suspense fallback={null}>
      <NotificationArea channel="notify" />
    </Suspense>
  ) : null
}
