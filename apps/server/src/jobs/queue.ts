import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../db/client.ts'
import type { RetryPolicy } from './retry.ts'

/** pg-boss's own schema: its tables, created and migrated by pg-boss at start. */
export const JOBS_SCHEMA = 'pgboss'

export interface EnqueueOptions {
  /**
   * The caller's transaction: the job exists only if it commits (a payment's webhook is not
   * sent for a payment that was rolled back).
   */
  tx?: Database
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number
  /**
   * At most one job of this key waiting: when one is queued and not started, it is answered
   * and none is added (it will see the new work too). Checked without a unique index, so two
   * transactions never wait on each other here; a race may queue two, which a job safe to
   * repeat does not mind.
   */
  singletonKey?: string
}

/** The part of the job queue the rest of the server uses: putting work in it. */
/**
 * What enqueueing needs of a job: its definition (define.ts) without the handler. Kept apart
 * so that the app's dependencies, which hold `Jobs`, do not depend on handlers, which are
 * given those dependencies.
 */
export interface QueuedJob<TSchema extends v.GenericSchema> {
  name: string
  payload: TSchema
  retry: RetryPolicy
  timeoutMs: number
}

export interface Jobs {
  /** Answers the job's id. The payload is checked against the job's schema first. */
  enqueue<TSchema extends v.GenericSchema>(
    job: QueuedJob<TSchema>,
    payload: v.InferInput<TSchema>,
    options?: EnqueueOptions,
  ): Promise<string>
  /** Told the name of each job enqueued in this process, so an idle worker starts at once. */
  subscribe(listener: (name: string) => void): () => void
}

/**
 * Enqueues with one INSERT of our own rather than pg-boss's send(), so that it runs on any
 * drizzle database or transaction (pg-boss's takes its own connection). It fills the columns
 * pg-boss's send() would for our jobs; the queue must exist (the runner creates every queue of
 * SERVER_JOBS at start, and global setup in the tests' template).
 */
export function createJobs(db: Database): Jobs {
  const listeners = new Set<(name: string) => void>()
  return {
    async enqueue(job, payload, { tx, delayMs = 0, singletonKey } = {}) {
      const data = v.parse(job.payload, payload)
      const firstRetrySeconds = Math.max(1, Math.round(job.retry.backoff(1) / 1000))
      const schema = sql.identifier(JOBS_SCHEMA)
      const waiting = sql`select id from ${schema}.job
        where name = ${job.name} and singleton_key = ${singletonKey ?? null}::text
          and state = 'created'`
      const result = await (tx ?? db).execute(sql`
        with added as (
          insert into ${schema}.job (name, data, start_after, retry_limit,
            retry_delay, retry_backoff, expire_in, policy, singleton_key)
          select q.name, ${JSON.stringify(data ?? null)}::jsonb,
            now() + ${delayMs}::numeric * interval '1 millisecond', ${job.retry.attempts - 1}::int,
            ${firstRetrySeconds}::int, true, ${Math.ceil(job.timeoutMs / 1000)}::int * interval '1s',
            q.policy, ${singletonKey ?? null}::text
          from ${schema}.queue q
          where q.name = ${job.name}
            ${singletonKey === undefined ? sql`` : sql`and not exists (${waiting})`}
          returning id
        )
        select id from added
        ${singletonKey === undefined ? sql`` : sql`union all (${waiting} limit 1)`}`)
      const id = (result as unknown as { rows: { id: string }[] }).rows[0]?.id
      if (!id) throw new Error(`No queue for the job ${job.name}: is it in SERVER_JOBS?`)
      for (const listener of listeners) listener(job.name)
      return id
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
