import { useEffect, useRef } from 'react'
import type { SignupPage } from '@vitrine/api'

/**
 * How often a pending cycle's page asks again. A pix is paid in the bank's app, on the phone the
 * page is open on: the page should turn to paid by itself soon after, as the receipt does
 * (receipt/use-receipt.ts asks every second; a cycle's page is heavier and less watched, so every
 * two). The next ask starts once the last answer came.
 */
export const PENDING_POLL_MS = 2000

/**
 * While `active` (the cycle awaits its pix, boleto or card answer) and the page is visible, reads
 * the page again every PENDING_POLL_MS and hands over the first answer that is no longer pending.
 * A failed read is simply tried again at the next tick: the page on screen stays as it is.
 */
export function usePendingWatch(
  active: boolean,
  read: (signal: AbortSignal) => Promise<SignupPage>,
  onSettled: (page: SignupPage) => void,
): void {
  const settled = useRef(onSettled)
  settled.current = onSettled
  useEffect(() => {
    if (!active) return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = async () => {
      timer = undefined
      try {
        const next = await read(controller.signal)
        if (controller.signal.aborted) return
        if (next.state !== 'pending') return settled.current(next)
      } catch {
        if (controller.signal.aborted) return
      }
      schedule()
    }
    const schedule = () => {
      if (timer !== undefined || controller.signal.aborted) return
      if (document.visibilityState === 'hidden') return
      timer = setTimeout(() => void tick(), PENDING_POLL_MS)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && timer === undefined) void tick()
    }
    document.addEventListener('visibilitychange', onVisibility)
    schedule()
    return () => {
      controller.abort()
      if (timer !== undefined) clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [active, read])
}
