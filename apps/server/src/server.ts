import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { createApp } from './app.ts'
import { systemClock, type Clock } from './clock.ts'
import type { Config } from './config.ts'
import { openDatabase, type DatabaseHandle } from './db/client.ts'
import { queueDueFeeds } from './ecommerce/feeds/job.ts'
import { createJobs } from './jobs/queue.ts'
import { startServerJobs } from './jobs/registry.ts'
import { errorFields, type Logger } from './logger.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { recoverPayments } from './payments/recover.ts'
import { adjustableClock } from './recurrence/billing/dev-clock.ts'
import { wakeBilling } from './recurrence/billing/queue.ts'
import { migrationsFolder } from './paths.ts'
import { seedDemoData } from './seed/demo.ts'

/** In-flight requests get this long to finish after SIGTERM before connections are cut. */
export const SHUTDOWN_DEADLINE_MS = 10_000

export interface RunningServer {
  /** The address the server listens on (with the real port when 0 was asked for). */
  url: string
  database: DatabaseHandle
  mailer: Mailer
  /** Node's HTTP server, for tests that watch connections. */
  httpServer: ServerType
  /** Stops accepting, lets requests finish (up to the deadline), then closes mail and database. */
  close(deadlineMs?: number): Promise<void>
}

export interface StartOptions {
  config: Config
  logger: Logger
  clock?: Clock
  /** An already open database (tests); it stays open after close(). */
  database?: DatabaseHandle
}

function listen(server: ServerType): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    if (server.listening) resolve(server.address() as AddressInfo)
    server.once('listening', () => resolve(server.address() as AddressInfo))
    server.once('error', reject)
  })
}

export async function startServer({
  config,
  logger,
  clock: givenClock = systemClock,
  database: given,
}: StartOptions): Promise<RunningServer> {
  const started = performance.now()
  // DEV_CLOCK: time the development clock route can move forward (recurrence/billing).
  const clock = config.devClock ? adjustableClock(givenClock) : givenClock
  const database =
    given ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onBackgroundError: (error) => logger.error('database.background', errorFields(error)),
    }))
  await database.migrate(migrationsFolder)
  if (config.seed) {
    // Demo passwords are public (README); they are logged so a first start shows how to sign in.
    for (const account of await seedDemoData(database.db, clock, config)) {
      logger.info('seed.demo', { email: account.email, password: account.password })
    }
  }

  const mailer = createMailer({
    db: database.db,
    clock,
    logger,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
  })
  const deps = { db: database.db, config, mailer, clock, logger, jobs: createJobs(database.db) }
  const app = createApp(deps)
  const jobs = await startServerJobs(database, deps)
  // The billing engine runs once at start (then every minute): work due while it was down.
  await wakeBilling(deps)
  // Product feeds due while it was down (the demo's are seeded due) are queued now, not at
  // the schedule's next five minutes.
  await queueDueFeeds(deps)
  // Charges a crash left unanswered are settled at once, not at the schedule's next minute;
  // in the background, so a slow provider does not hold the port closed.
  const recovered = recoverPayments(deps).catch((error: unknown) =>
    logger.error('payments.recover_failed', errorFields(error)),
  )
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host })
  const address = await listen(server)
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const url = `http://${host}:${address.port}`

  logger.info('server.started', {
    url,
    public_url: config.publicUrl,
    database: database.kind,
    ...(database.kind === 'pglite' ? { data_dir: config.dataDir } : {}),
    static_dir: config.staticDir,
    panel_built: fs.existsSync(path.join(config.staticDir, 'index.html')),
    mail: config.smtpUrl ? 'smtp' : 'outbox-log',
    startup_ms: Math.round(performance.now() - started),
  })

  let closing: Promise<void> | undefined
  async function close(deadlineMs = SHUTDOWN_DEADLINE_MS) {
    // Jobs wind down alongside the requests; a request may still enqueue (the queue is a table).
    const jobsStopped = jobs.stop(deadlineMs)
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
    // Idle keep-alive connections would hold close() open; busy ones finish their request.
    if ('closeIdleConnections' in server) server.closeIdleConnections()
    const deadline = setTimeout(() => {
      logger.warn('server.shutdown_deadline', { deadline_ms: deadlineMs })
      if ('closeAllConnections' in server) server.closeAllConnections()
    }, deadlineMs)
    await stopped
    clearTimeout(deadline)
    await jobsStopped
    await recovered
    await mailer.flush()
    mailer.close()
    if (!given) await database.close()
    logger.info('server.stopped', {})
  }

  return {
    url,
    database,
    mailer,
    httpServer: server,
    close: (deadlineMs) => (closing ??= close(deadlineMs)),
  }
}
