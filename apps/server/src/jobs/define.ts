import type * as v from 'valibot'
import { MINUTE } from '../clock.ts'
import type { AppDeps } from '../http/context.ts'
import { DEFAULT_RETRY, MAX_RETRY_SPAN_MS, type RetryPolicy } from './retry.ts'

export {
  DEFAULT_RETRY,
  exponentialBackoff,
  MAX_RETRY_SPAN_MS,
  scheduledBackoff,
  type RetryPolicy,
} from './retry.ts'

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
