import PgBoss from 'pg-boss'
import type { DatabaseHandle } from '../db/client.ts'
import type { JobDefinition } from './define.ts'
import { JOBS_SCHEMA } from './queue.ts'

export interface Boss {
  boss: PgBoss
  /** Waits until none of pg-boss's queries is in flight (it fires some without awaiting them). */
  settled(): Promise<void>
}

/**
 * pg-boss over the server's own database handle rather than a pool of its own: on PGlite there
 * is only the one connection, and on PostgreSQL it shares the server's pool.
 */
export function createBoss(
  database: DatabaseHandle,
  options: Omit<PgBoss.ConstructorOptions, 'db' | 'schema'>,
): Boss {
  let inFlight = 0
  let onIdle: (() => void) | undefined
  const boss = new PgBoss({
    ...options,
    schema: JOBS_SCHEMA,
    db: {
      async executeSql(text, values) {
        inFlight += 1
        try {
          return await database.executeSql(text, values)
        } finally {
          inFlight -= 1
          if (inFlight === 0) onIdle?.()
        }
      },
    },
  })
  return {
    boss,
    async settled() {
      for (;;) {
        if (inFlight > 0) await new Promise<void>((resolve) => (onIdle = resolve))
        onIdle = undefined
        // A query pg-boss fires as another ends starts within the same turn: look once more.
        await new Promise((resolve) => setImmediate(resolve))
        if (inFlight === 0) return
      }
    },
  }
}

/** The queue options pg-boss applies to jobs it creates itself (those of a cron schedule). */
function queueOptions(job: JobDefinition): PgBoss.Queue {
  return {
    name: job.name,
    retryLimit: job.retry.attempts - 1,
    retryDelay: Math.max(1, Math.round(job.retry.backoff(1) / 1000)),
    retryBackoff: true,
    expireInSeconds: Math.ceil(job.timeoutMs / 1000),
  }
}

/**
 * Creates pg-boss's schema (or migrates it to this pg-boss version) and a queue for each job,
 * bringing existing queues' options up to date. Safe to run from several processes at once.
 */
export async function installQueues(boss: PgBoss, jobs: readonly JobDefinition[]): Promise<void> {
  for (const job of jobs) {
    const options = queueOptions(job)
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, options)
    else await boss.createQueue(job.name, options)
  }
}

/** Installs pg-boss and the queues without running anything (tests' template database). */
export async function installJobs(
  database: DatabaseHandle,
  jobs: readonly JobDefinition[],
): Promise<void> {
  const { boss, settled } = createBoss(database, { supervise: false, schedule: false })
  boss.on('error', () => {})
  await boss.start()
  await installQueues(boss, jobs)
  await boss.stop({ graceful: false, close: false })
  await settled()
}
