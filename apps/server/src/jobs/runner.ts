import type PgBoss from 'pg-boss'
import * as v from 'valibot'
import { SECOND } from '../clock.ts'
import type { DatabaseHandle } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { errorFields } from '../logger.ts'
import { createBoss, installQueues } from './boss.ts'
import type { JobDefinition } from './define.ts'
import { JOBS_SCHEMA } from './queue.ts'

/** Running jobs get this long to finish after SIGTERM; the rest go back to the queue. */
export const JOBS_SHUTDOWN_DEADLINE_MS = 10 * SECOND

export interface JobSchedule<TSchema extends v.GenericSchema = v.GenericSchema> {
  job: JobDefinition<TSchema>
  /** Five fields (minute hour day month weekday), read in `tz`. */
  cron: string
  payload: v.InferInput<TSchema>
  tz?: string
}

export interface JobRunnerOptions {
  database: DatabaseHandle
  /** Handed to every handler; its `jobs` is the queue enqueues go through (for wake-ups). */
  deps: AppDeps
  jobs: readonly JobDefinition[]
  schedules?: readonly JobSchedule[]
  /** How often an idle worker looks for due jobs (enqueues in this process wake it at once). */
  pollIntervalMs?: number
  /** Multiplies every retry's wait: tests shorten backoff with it instead of waiting. */
  retryDelayScale?: number
}

export interface JobRunner {
  /**
   * Stops taking work and lets running jobs finish until the deadline; those still running then
   * are aborted (their context's signal) and put back in the queue as they were, so the next
   * start runs them without counting the cut-short attempt. Nothing queued is lost.
   */
  stop(deadlineMs?: number): Promise<void>
}

interface Running {
  job: string
  id: string
  controller: AbortController
  /** Given back to the queue by stop(): whatever the handler does next is ignored. */
  released: boolean
}

/**
 * The one job runner: pg-boss keeps the jobs (its own schema, in the server's database, so they
 * survive restarts) and runs the cron schedules and maintenance; each job gets its own worker
 * loops here, which fetch, run, complete or fail, and log every step.
 */
export async function startJobRunner({
  database,
  deps,
  jobs,
  schedules = [],
  pollIntervalMs = 2 * SECOND,
  retryDelayScale = 1,
}: JobRunnerOptions): Promise<JobRunner> {
  const { logger } = deps
  const { boss, settled } = createBoss(database, {
    // Cron schedules are checked every 30 s; a missed minute is caught up by pg-boss.
    supervise: true,
    schedule: true,
  })
  boss.on('error', (error: unknown) => logger.error('jobs.error', errorFields(error)))
  await boss.start()
  await installQueues(boss, jobs)
  await syncSchedules(boss, schedules)

  const definitions = new Map(jobs.map((job) => [job.name, job]))
  const running = new Set<Running>()
  const sleepers = new Map<string, Set<() => void>>()
  let stopping = false

  const wake = (name?: string) => {
    for (const [job, wakers] of sleepers) {
      if (name !== undefined && job !== name) continue
      for (const resume of wakers) resume()
    }
  }
  const unsubscribe = deps.jobs.subscribe((name) => wake(name))

  function idle(name: string): Promise<void> {
    if (stopping) return Promise.resolve()
    return new Promise((resolve) => {
      const wakers = sleepers.get(name) ?? new Set()
      sleepers.set(name, wakers)
      const done = () => {
        clearTimeout(timer)
        wakers.delete(done)
        resolve()
      }
      const timer = setTimeout(done, pollIntervalMs)
      wakers.add(done)
    })
  }

  const sqlOnJob = (text: string, name: string, id: string, ...values: unknown[]) =>
    database.executeSql(text, [name, id, ...values])

  async function run(definition: JobDefinition, job: PgBoss.JobWithMetadata) {
    const attempt = job.retryCount + 1
    const attempts = job.retryLimit + 1
    const fields = { job: definition.name, job_id: job.id, attempt, attempts }
    const entry: Running = {
      job: definition.name,
      id: job.id,
      controller: new AbortController(),
      released: false,
    }
    running.add(entry)
    const started = performance.now()
    logger.info('job.started', fields)
    try {
      const payload = v.parse(definition.payload, job.data)
      await definition.handler(payload, {
        deps,
        id: job.id,
        attempt,
        attempts,
        signal: entry.controller.signal,
      })
      if (entry.released) return
      await boss.complete(definition.name, job.id)
      logger.info('job.finished', { ...fields, duration_ms: elapsed(started) })
    } catch (error) {
      if (entry.released) return
      await failed(definition, job.id, attempt, attempts, error, {
        ...fields,
        duration_ms: elapsed(started),
      })
    } finally {
      running.delete(entry)
    }
  }

  async function failed(
    definition: JobDefinition,
    id: string,
    attempt: number,
    attempts: number,
    error: unknown,
    fields: Record<string, unknown>,
  ) {
    await boss.fail(definition.name, id, error instanceof Error ? error : { error: String(error) })
    if (attempt >= attempts) {
      logger.error('job.failed', { ...fields, ...errorFields(error) })
      return
    }
    // pg-boss's own backoff counts whole seconds with jitter; the job's policy decides instead.
    const retryInMs = Math.round(definition.retry.backoff(attempt) * retryDelayScale)
    await sqlOnJob(
      `update ${JOBS_SCHEMA}.job set start_after = now() + $3::numeric * interval '1 millisecond'
       where name = $1 and id = $2 and state = 'retry'`,
      definition.name,
      id,
      retryInMs,
    )
    const { stack: _, ...error_ } = errorFields(error)
    logger.warn('job.retry', { ...fields, ...error_, retry_in_ms: retryInMs })
  }

  async function work(definition: JobDefinition) {
    while (!stopping) {
      try {
        const [job] = await boss.fetch<object>(definition.name, {
          batchSize: 1,
          includeMetadata: true,
        })
        if (stopping && job) {
          await release(definition.name, job.id)
          return
        }
        if (job) await run(definition, job)
        else await idle(definition.name)
      } catch (error) {
        // The database is away (a restart, a network cut): try again after the poll interval.
        logger.error('jobs.worker_error', { job: definition.name, ...errorFields(error) })
        await idle(definition.name)
      }
    }
  }

  /** Back in the queue as before the fetch: started_on cleared, so no attempt is counted. */
  const release = (name: string, id: string) =>
    sqlOnJob(
      `update ${JOBS_SCHEMA}.job set state = case when retry_count > 0 then 'retry'::${JOBS_SCHEMA}.job_state else 'created'::${JOBS_SCHEMA}.job_state end,
         started_on = null, start_after = now()
       where name = $1 and id = $2 and state = 'active'`,
      name,
      id,
    )

  const workers = [...definitions.values()].flatMap((definition) =>
    Array.from({ length: definition.concurrency }, () => work(definition)),
  )
  logger.info('jobs.started', { jobs: [...definitions.keys()], schedules: schedules.length })

  let stopped: Promise<void> | undefined
  async function stop(deadlineMs: number) {
    stopping = true
    unsubscribe()
    wake()
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<'deadline'>((resolve) => {
      timer = setTimeout(() => resolve('deadline'), deadlineMs)
    })
    const outcome = await Promise.race([Promise.all(workers), deadline])
    clearTimeout(timer)
    if (outcome === 'deadline') {
      const unfinished = [...running]
      for (const entry of unfinished) {
        entry.released = true
        entry.controller.abort(new Error('The server is stopping'))
        await release(entry.job, entry.id)
      }
      logger.warn('jobs.shutdown_deadline', {
        deadline_ms: deadlineMs,
        requeued: unfinished.map((entry) => ({ job: entry.job, job_id: entry.id })),
      })
    }
    await boss.stop({ graceful: false, close: false, wait: true })
    await settled()
    logger.info('jobs.stopped', {})
  }

  return {
    stop: (deadlineMs = JOBS_SHUTDOWN_DEADLINE_MS) => (stopped ??= stop(deadlineMs)),
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started)
}

/** The schedules in the code are the schedules: others left from an older build are removed. */
async function syncSchedules(boss: PgBoss, schedules: readonly JobSchedule[]) {
  const wanted = new Set(schedules.map((schedule) => schedule.job.name))
  for (const existing of await boss.getSchedules()) {
    if (!wanted.has(existing.name)) await boss.unschedule(existing.name)
  }
  for (const { job, cron, payload, tz = 'America/Sao_Paulo' } of schedules) {
    await boss.schedule(job.name, cron, v.parse(job.payload, payload) as object, { tz })
  }
}
