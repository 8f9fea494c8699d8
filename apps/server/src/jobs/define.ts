import type * as v from 'valibot'
import { DAY, HOUR, MINUTE, SECOND } from '../clock.ts'
import type { AppDeps } from '../http/context.ts'

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

/** What a handler is given besides its payload. */
export interface JobContext {
  /** The server's services: the database, configuration, clock, logger, mail and jobs. */
  deps: AppDeps
  id: string
  /** 1 on the first run, 2 on the first retry… */
  attempt: number
  /** Attempts in all, from the job's retry policy. */
  attempts: number
  /**
   * Aborted when the server stops and the run passes the shutdown deadline: the job then goes
   * back to the queue for the next start, so a handler should stop its I/O at once.
   */
  signal: AbortSignal
}

export interface JobDefinition<TSchema extends v.GenericSchema = v.GenericSchema> {
  /** The queue's name in pg-boss: letters, digits, dots, dashes and underscores. */
  name: string
  /** Checked when the job is enqueued and again when it runs (it may be from an older build). */
  payload: TSchema
  /**
   * Runs once per attempt; throwing fails the attempt (retried by the policy). Jobs are
   * delivered at least once: a run cut short by a crash or a stop runs again, so handlers
   * must be safe to repeat.
   */
  handler(payload: v.InferOutput<TSchema>, context: JobContext): Promise<void>
  retry: RetryPolicy
  /** Runs of this job at once in one process. */
  concurrency: number
  /** A run still going after this long is taken as lost (its process died) and retried. */
  timeoutMs: number
}

const JOB_NAME = /^[a-z][\w.-]*$/i

/** Declares a job; add it to SERVER_JOBS (registry.ts) so the runner creates its queue. */
export function defineJob<TSchema extends v.GenericSchema>({
  retry = DEFAULT_RETRY,
  concurrency = 1,
  timeoutMs = 15 * MINUTE,
  ...definition
}: Pick<JobDefinition<TSchema>, 'name' | 'payload' | 'handler'> &
  Partial<
    Pick<JobDefinition<TSchema>, 'retry' | 'concurrency' | 'timeoutMs'>
  >): JobDefinition<TSchema> {
  if (!JOB_NAME.test(definition.name)) throw new Error(`Bad job name: ${definition.name}`)
  let span = 0
  for (let failed = 1; failed < retry.attempts; failed += 1) span += retry.backoff(failed)
  if (span > MAX_RETRY_SPAN_MS) {
    throw new Error(`The retries of ${definition.name} span more than ${MAX_RETRY_SPAN_MS} ms`)
  }
  return { ...definition, retry, concurrency, timeoutMs }
}
