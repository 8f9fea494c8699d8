import type { Clock } from '../clock.ts'

export interface FakeClock extends Clock {
  advance(ms: number): void
  set(date: Date): void
}

/** Time that moves only when a test says so, for expiry and throttling windows. */
export function createFakeClock(start = new Date('2026-03-02T12:00:00.000Z')): FakeClock {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms
    },
    set(date) {
      now = date.getTime()
    },
  }
}
