/**
 * Specification section 9: "route transition waits about 100 ms". On a change of address the
 * current screen stays up to this long while the next screen's code arrives: a fast transition
 * goes straight from one screen to the other, a slow one shows its loading state after it.
 */
export const ROUTE_TRANSITION_WAIT_MS = 100

/**
 * Settles when `code` does or after `waitMs`, whichever is first. Never rejects: code that failed
 * to load fails again when the screen renders, inside its error boundary.
 */
export function transitionWait(
  code: Promise<unknown>,
  waitMs = ROUTE_TRANSITION_WAIT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    code.then(done, done)
  })
}
