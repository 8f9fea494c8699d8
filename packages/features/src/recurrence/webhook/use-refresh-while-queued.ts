import { useEffect, useRef } from 'react'
import type { WebhookDelivery } from '@vitrine/api'
import { deliveryState } from './delivery-status.ts'

/** How often the log is asked again while a delivery waits for its first attempt. */
export const QUEUED_REFRESH_MS = 3000

/**
 * A delivery just queued (a test event, a replay) leaves within seconds: while one is shown
 * without any attempt, the log is fetched again every few seconds, so its outcome appears
 * without a reload. Retries wait from 30 s to hours, so they are not waited for here.
 */
export function useRefreshWhileQueued(
  deliveries: readonly WebhookDelivery[] | undefined,
  reload: () => unknown,
) {
  const queued = deliveries?.some((delivery) => deliveryState(delivery) === 'queued') ?? false
  // The latest reload, without restarting the timer at every render.
  const latest = useRef(reload)
  useEffect(() => {
    latest.current = reload
  })
  useEffect(() => {
    if (!queued) return
    const timer = setInterval(() => void latest.current(), QUEUED_REFRESH_MS)
    return () => clearInterval(timer)
  }, [queued])
}
