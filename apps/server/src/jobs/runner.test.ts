import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import * as v from 'valibot'
import { MINUTE } from '../clock.ts'
import { createTestServer, type TestServer } from '../testing/test-server.ts'
import { defineJob, exponentialBackoff, type JobContext } from './define.ts'
import { JOBS_SCHEMA } from './queue.ts'
import { startJobRunner, type JobRunner } from './runner.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

/** What pg-boss holds for a job: its state and how many attempts it has used up. */
async function jobRow(id: string) {
  const { rows } = await t.database.handle.executeSql(
    `select state, retry_count from ${JOBS_SCHEMA}.job where id = $1`,
    [id],
  )
  return rows[0] as { state: string; retry_count: number } | undefined
}

/** A promise with its resolve outside, to hold a handler until the test lets it go. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

/** A job whose handler is whatever the test says at the time. */
function testJob(name: string, attempts = 3) {
  let handler: (n: number, context: JobContext) => Promise<void> = async () => {}
  const job = defineJob({
    name,
    payload: v.object({ n: v.number() }),
    retry: exponentialBackoff({ attempts, firstMs: MINUTE }),
    handler: (payload, context) => handler(payload.n, context),
  })
  return {
    job,
    handle(next: typeof handler) {
      handler = next
    },
  }
}

const runnerFor = (job: ReturnType<typeof testJob>['job'], retryDelayScale = 1) =>
  startJobRunner({
    database: t.database.handle,
    deps: t.deps,
    jobs: [job],
    pollIntervalMs: 50,
    retryDelayScale,
  })

const logsOf = (msg: string, id: string) =>
  t.logs.filter((line) => line.msg === msg && line.job_id === id)

test('a failing job is retried with exponential backoff, then succeeds', async () => {
  const { job, handle } = testJob('test.flaky', 4)
  const runs: { attempt: number; startedAt: number; endedAt: number }[] = []
  handle(async (_n, { attempt }) => {
    const startedAt = performance.now()
    runs.push({ attempt, startedAt, endedAt: startedAt })
    if (attempt < 3) {
      runs.at(-1)!.endedAt = performance.now()
      throw new Error(`Receiver down (attempt ${attempt})`)
    }
  })
  // A minute, then two: a thousandth of that here (60 ms, 120 ms).
  const runner = await runnerFor(job, 0.001)
  const id = await t.deps.jobs.enqueue(job, { n: 1 })
  await vi.waitFor(async () => expect((await jobRow(id))?.state).toBe('completed'), {
    timeout: 15_000,
  })
  await runner.stop()

  expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3])
  // Each retry waited at least its turn of the backoff.
  expect(runs[1]!.startedAt - runs[0]!.endedAt).toBeGreaterThanOrEqual(60)
  expect(runs[2]!.startedAt - runs[1]!.endedAt).toBeGreaterThanOrEqual(120)
  expect(logsOf('job.retry', id)).toMatchObject([
    { level: 'warn', attempt: 1, attempts: 4, retry_in_ms: 60, error: 'Receiver down (attempt 1)' },
    { level: 'warn', attempt: 2, attempts: 4, retry_in_ms: 120 },
  ])
  expect(logsOf('job.started', id)).toHaveLength(3)
  expect(logsOf('job.finished', id)).toMatchObject([
    { attempt: 3, duration_ms: expect.any(Number) },
  ])
  expect(await jobRow(id)).toEqual({ state: 'completed', retry_count: 2 })
})

test('a job that fails every attempt ends failed, logged as an error', async () => {
  const { job, handle } = testJob('test.broken', 2)
  handle(async () => {
    throw new Error('Always broken')
  })
  const runner = await runnerFor(job, 0.001)
  const id = await t.deps.jobs.enqueue(job, { n: 1 })
  await vi.waitFor(async () => expect((await jobRow(id))?.state).toBe('failed'), {
    timeout: 15_000,
  })
  await runner.stop()
  expect(logsOf('job.failed', id)).toMatchObject([
    { level: 'error', attempt: 2, attempts: 2, error: 'Always broken' },
  ])
})

test('the payload is checked when enqueued', async () => {
  const { job } = testJob('test.checked')
  await expect(t.deps.jobs.enqueue(job, { n: 'one' as unknown as number })).rejects.toThrow()
})

test('a job enqueued while the server is down runs at the next start', async () => {
  const { job, handle } = testJob('test.restart')
  const done: number[] = []
  handle(async (n) => {
    done.push(n)
  })
  const first = await runnerFor(job)
  const before = await t.deps.jobs.enqueue(job, { n: 1 })
  await vi.waitFor(async () => expect((await jobRow(before))?.state).toBe('completed'))
  await first.stop()

  // As a request finishing during shutdown would: the queue is a table, enqueuing still works.
  const after = await t.deps.jobs.enqueue(job, { n: 2 })
  expect((await jobRow(after))?.state).toBe('created')

  const second = await runnerFor(job)
  await vi.waitFor(async () => expect((await jobRow(after))?.state).toBe('completed'))
  await second.stop()
  expect(done).toEqual([1, 2])
})

test('stopping lets a running job finish before the deadline', async () => {
  const { job, handle } = testJob('test.finishing')
  const release = gate()
  const started = gate()
  handle(async () => {
    started.open()
    await release.opened
  })
  const runner = await runnerFor(job)
  const id = await t.deps.jobs.enqueue(job, { n: 1 })
  await started.opened
  const stopped = runner.stop(20_000)
  release.open()
  await stopped
  expect(await jobRow(id)).toEqual({ state: 'completed', retry_count: 0 })
  const messages = t.logs.map((line) => line.msg)
  expect(messages.lastIndexOf('job.finished')).toBeLessThan(messages.lastIndexOf('jobs.stopped'))
  expect(messages).not.toContain('jobs.shutdown_deadline')
})

test('a job still running at the deadline goes back to the queue for the next start', async () => {
  const { job, handle } = testJob('test.interrupted')
  const started = gate()
  let aborted: unknown
  handle(
    (_n, { signal }) =>
      new Promise<void>((_, reject) => {
        started.open()
        // A well-behaved handler stops its I/O when told (webhook requests do).
        signal.addEventListener('abort', () => {
          aborted = signal.reason
          reject(signal.reason as Error)
        })
      }),
  )
  let runner: JobRunner = await runnerFor(job)
  const id = await t.deps.jobs.enqueue(job, { n: 1 })
  await started.opened
  await runner.stop(100)
  expect(aborted).toBeInstanceOf(Error)
  // Not failed, not counted: as it was before it started.
  expect(await jobRow(id)).toEqual({ state: 'created', retry_count: 0 })
  expect(t.logs.find((line) => line.msg === 'jobs.shutdown_deadline')).toMatchObject({
    requeued: [{ job: 'test.interrupted', job_id: id }],
  })
  expect(logsOf('job.retry', id)).toEqual([])

  const attempts: number[] = []
  handle(async (_n, { attempt }) => {
    attempts.push(attempt)
  })
  runner = await runnerFor(job)
  await vi.waitFor(async () => expect((await jobRow(id))?.state).toBe('completed'))
  await runner.stop()
  expect(attempts).toEqual([1])
})
