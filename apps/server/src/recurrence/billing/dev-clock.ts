import type { Clock } from '../../clock.ts'

/*
 * The development clock (config DEV_CLOCK, never in production): the server's time, moved
 * forward on request, so that a retry due tomorrow or next month's invoice is watched now
 * (the e2e test's "watch the retry succeed with the clock advanced"). Only forward: moving
 * time back would let claims and expiries run backwards.
 */

export interface AdjustableClock extends Clock {
  advance(ms: number): void
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).advance === 'function'
}

/** `base`'s time plus whatever was added since. */
export function adjustableClock(base: Clock): AdjustableClock {
  let offsetMs = 0
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance(ms) {
      offsetMs += ms
    },
  }
}
