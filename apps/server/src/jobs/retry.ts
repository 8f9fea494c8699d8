import { DAY, HOUR, SECOND } from '../clock.ts'

/**
 * How a failed job is tried again: `attempts` in all (the first included), and the wait after
 * the n-th failed attempt (n from 1), in milliseconds.
 */
export interface RetryPolicy {
  attempts: number
  backoff(failedAttempt: number): number
}

/** Doubles the wait after each failure, from `firstMs` up to `maxMs`. */
export function exponentialBackoff({
  attempts,
  firstMs,
  maxMs = DAY,
}: {
  attempts: number
  firstMs: number
  maxMs?: number
}): RetryPolicy {
  return { attempts, backoff: (failed) => Math.min(maxMs, firstMs * 2 ** (failed - 1)) }
}

/** The waits spelled out one by one (they usually still grow exponentially, but rounded). */
export function scheduledBackoff(waitsMs: readonly number[]): RetryPolicy {
  return {
    attempts: waitsMs.length + 1,
    backoff: (failed) => waitsMs[Math.min(failed, waitsMs.length) - 1]!,
  }
}

/**
 * A queued job stays in pg-boss's table for 14 days before maintenance drops it unprocessed
 * (its keep_until, from the insert), so every retry must fall well inside that.
 */
export const MAX_RETRY_SPAN_MS = 10 * DAY

export const DEFAULT_RETRY = exponentialBackoff({ attempts: 5, firstMs: 30 * SECOND, maxMs: HOUR })
