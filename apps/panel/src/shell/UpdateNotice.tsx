import { lazy, Suspense, useEffect, useState } from 'react'

/** The first check waits until the page has settled: the first load stays small and quick. */
const FIRST_CHECK_DELAY_MS = 15_000

const UpdateBanner = lazy(() =>
  import('./UpdateBanner.tsx').then((m) => ({ default: m.UpdateBanner })),
)

/**
 * Watches for a newer build (section 4, "Updates") and, when one is deployed, offers to reload
 * without interrupting the user.
 */
export function UpdateNotice() {
  const [available, setAvailable] = useState(false)
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    const timer = setTimeout(() => {
      void import('../global/updates.ts').then(({ watchForUpdates }) => {
        if (cancelled) return
        stop = watchForUpdates({
          runningBuildId: __VITRINE_BUILD_ID__,
          onUpdate: () => setAvailable(true),
        })
      })
    }, FIRST_CHECK_DELAY_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
      stop?.()
    }
  }, [])
  return available ? (
    <Suspense fallback={null}>
      <UpdateBanner onDismiss={() => setAvailable(false)} />
    </Suspense>
  ) : null
}
