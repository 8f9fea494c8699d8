import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import type { Session } from '@vitrine/api'
import * as v from 'valibot'
import { inject } from 'vitest'
import { createApp, type VitrineApp } from '../app.ts'
import type { AppDeps } from '../http/context.ts'
import { loadConfig, type Config } from '../config.ts'
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../db/client.ts'
import { startServerJobs } from '../jobs/registry.ts'
import { unbalancedJournals } from '../ledger/balances.ts'
import { createJobs } from '../jobs/queue.ts'
import type { JobDefinition } from '../jobs/define.ts'
import type { JobRunner, JobRunnerOptions } from '../jobs/runner.ts'
import { createLogger, type LogLevel } from '../logger.ts'
import { createMailer, type Mailer } from '../mail/mailer.ts'
import { quoteIdent, withDatabase } from './database-template.ts'
import { createFakeClock, type FakeClock } from './fake-clock.ts'

export interface TestDatabase {
  handle: DatabaseHandle
  db: Database
  close(): Promise<void>
}

let templateBlob: Promise<Blob> | undefined

/**
 * A private copy of the migrated template from global setup: PGlite loads the dumped data
 * directory, PostgreSQL gets a new database cloned from the template and dropped afterwards.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const template = inject('testDatabase')
  if (template.kind === 'pglite') {
    templateBlob ??= fs.readFile(template.dataDirFile).then((bytes) => new Blob([bytes]))
    const handle = await openPglite({ loadDataDir: await templateBlob })
    return { handle, db: handle.db, close: () => handle.close() }
  }
  const name = `vitrine_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = await openPostgres({ connectionString: template.adminUrl, max: 1 })
  await admin.db.execute(
    `create database ${quoteIdent(name)} template ${quoteIdent(template.template)}`,
  )
  const handle = await openPostgres({
    connectionString: withDatabase(template.adminUrl, name),
    max: 4,
  })
  return {
    handle,
    db: handle.db,
    async close() {
      await handle.close()
      await admin.db.execute(`drop database if exists ${quoteIdent(name)} with (force)`)
      await admin.close()
    },
  }
}

export interface LogLine {
  time: string
  level: LogLevel
  msg: string
  [field: string]: unknown
}

export interface RequestOptions {
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown
  /** Sent as is (for malformed bodies and wrong content types). */
  body?: string
  token?: string
  lang?: string
  headers?: Record<string, string>
  /** The peer address the server sees. */
  ip?: string
}

export interface TestResponse {
  status: number
  headers: Headers
  /** Parsed JSON when the answer is JSON, the text otherwise. */
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions read any shape
  text: string
}

export interface TestAccount extends Session {
  email: string
  password: string
}

export interface TestServer {
  app: VitrineApp
  db: Database
  database: TestDatabase
  /** What createApp was given: handlers of jobs started by the test get the same. */
  deps: AppDeps
  config: Config
  clock: FakeClock
  mailer: Mailer
  logs: LogLine[]
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>
  /** Registers a new account with a unique e-mail and answers its session. */
  register(overrides?: Record<string, unknown>, options?: RequestOptions): Promise<TestAccount>
  login(email: string, password: string, options?: RequestOptions): Promise<TestResponse>
  /** The `mail.outbox` log lines, after background deliveries have finished. */
  mailLog(): Promise<LogLine[]>
  /** The token in the link of the last invitation e-mail sent to the address. */
  invitationToken(email: string): Promise<string>
  /** The token in the link of the last password recovery e-mail sent to the address. */
  recoveryToken(email: string): Promise<string>
  /** The token in the link of the last confirmation e-mail sent to the address. */
  verificationToken(email: string): Promise<string>
  /** Confirms the account's address with the link mailed to it, as its holder would. */
  verifyEmail(account: Pick<TestAccount, 'email'>): Promise<void>
  /**
   * Starts the server's job runner on this database (stopped by close()). Jobs are enqueued
   * without it, but only tests that need them run start it: it polls the database.
   */
  startJobs(
    options?: Partial<Pick<JobRunnerOptions, 'pollIntervalMs' | 'retryDelayScale'>>,
  ): Promise<JobRunner>
  /**
   * Runs a job's handler once, now, as the runner's first attempt would (payload checked): for
   * delayed jobs, whose time the test reaches with the clock rather than by waiting.
   */
  runJob<TSchema extends v.GenericSchema>(
    job: JobDefinition<TSchema>,
    payload: v.InferInput<TSchema>,
  ): Promise<void>
  close(): Promise<void>
}

export interface TestServerOptions {
  /** Shares a database between servers (e.g. two configurations over the same data). */
  database?: TestDatabase
  env?: Record<string, string>
  /** Applied over the configuration read from `env`. */
  config?: Partial<Config>
}

/** The gateway credentials key of every test server (32 bytes as hex; a test value only). */
export const TEST_GATEWAY_CREDENTIALS_KEY = '7e57'.repeat(16)

let emailCounter = 0

/** The confirmation link's token, as the server writes it into the mail. */
const VERIFICATION_LINK = /\/verify-email\/([\w-]+)/

export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1
  return `${prefix}-${emailCounter}-${randomBytes(3).toString('hex')}@example.com`
}

/** A valid registration with a fresh e-mail; tests override what they examine. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Maria Silva',
    email: uniqueEmail(),
    phone: '(11) 98765-4321',
    profession: 'owner',
    password: 'segredo123',
    password_confirm: 'segredo123',
    accept_terms: true,
    ...overrides,
  }
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase())
  const config: Config = {
    ...loadConfig(
      // Webhook tests deliver to receivers on this machine; every test signs up from the same
      // address unless it names one (the limit's own test sets REGISTRATIONS_PER_IP to '').
      // A fixed credentials key keeps tests from writing a key file into the data directory.
      {
        VITRINE_SEED: 'off',
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'on',
        REGISTRATIONS_PER_IP: '10000',
        GATEWAY_CREDENTIALS_KEY: TEST_GATEWAY_CREDENTIALS_KEY,
        ...options.env,
      },
      { cwd: process.cwd(), staticDir: path.join(process.cwd(), 'no-panel-build') },
    ),
    ...options.config,
  }
  const clock = createFakeClock()
  const logs: LogLine[] = []
  const logger = createLogger({
    level: 'debug',
    now: () => clock.now(),
    write: (line) => logs.push(JSON.parse(line) as LogLine),
  })
  const mailer = createMailer({
    db: database.db,
    clock,
    logger,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
  })
  const deps: AppDeps = {
    db: database.db,
    config,
    mailer,
    clock,
    logger,
    jobs: createJobs(database.db),
  }
  const app = createApp(deps)
  const runners: JobRunner[] = []

  async function request(method: string, url: string, init: RequestOptions = {}) {
    const headers = new Headers(init.headers)
    let body: string | undefined = init.body
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(init.json)
    }
    if (init.token !== undefined) headers.set('Token', init.token)
    if (init.lang !== undefined) headers.set('Language', init.lang)
    // What @hono/node-server would pass: the Node request, of which only the socket is read.
    const incoming = { socket: { remoteAddress: init.ip ?? '127.0.0.1' } } as IncomingMessage
    const response = await app.request(url, { method, headers, body }, { incoming })
    const text = await response.text()
    let parsed: unknown = text
    if (response.headers.get('Content-Type')?.includes('json')) parsed = JSON.parse(text)
    return { status: response.status, headers: response.headers, body: parsed, text }
  }

  /** The token of the last mailed link of this shape sent to the address. */
  async function lastLinkTo(email: string, link: RegExp): Promise<string> {
    await mailer.flush()
    const mails = logs.filter((line) => line.msg === 'mail.outbox' && line.to === email)
    const token = mails
      .map((mail) => link.exec(String(mail.text))?.[1])
      .filter((found) => found !== undefined)
      .at(-1)
    if (!token) throw new Error(`no e-mail with a link like ${link} was sent to ${email}`)
    return token
  }

  return {
    app,
    db: database.db,
    database,
    deps,
    config,
    clock,
    mailer,
    logs,
    request,
    async register(overrides = {}, init = {}) {
      const fields = registration(overrides)
      const response = await request('POST', '/api/connect/auth/register', {
        ...init,
        json: fields,
      })
      if (response.status !== 201) {
        throw new Error(`register answered ${response.status}: ${response.text}`)
      }
      return {
        ...(response.body as Session),
        email: String(fields.email),
        password: String(fields.password),
      }
    },
    login: (email, password, init = {}) =>
      request('POST', '/api/connect/auth/login', { ...init, json: { email, password } }),
    async mailLog() {
      await mailer.flush()
      return logs.filter((line) => line.msg === 'mail.outbox')
    },
    invitationToken: (email) => lastLinkTo(email, /\/auth\/register\?invitation=([\w-]+)/),
    recoveryToken: (email) => lastLinkTo(email, /\/auth\/recovery\/([\w-]+)/),
    verificationToken: (email) => lastLinkTo(email, VERIFICATION_LINK),
    async verifyEmail(account) {
      const token = await lastLinkTo(account.email, VERIFICATION_LINK)
      const response = await request('POST', `/api/connect/auth/verify-email/${token}`)
      if (response.status !== 200) {
        throw new Error(`verify-email answered ${response.status}: ${response.text}`)
      }
    },
    async startJobs(runnerOptions = {}) {
      const runner = await startServerJobs(database.handle, deps, {
        pollIntervalMs: 100,
        ...runnerOptions,
      })
      runners.push(runner)
      return runner
    },
    runJob: (job, payload) =>
      job.handler(v.parse(job.payload, payload), {
        deps,
        id: randomUUID(),
        attempt: 1,
        attempts: job.retry.attempts,
        signal: new AbortController().signal,
      }),
    async close() {
      for (const runner of runners) await runner.stop()
      await mailer.flush()
      mailer.close()
      // A database the caller handed in is the caller's to check and close (a test may have
      // closed it already on purpose).
      if (options.database) return
      try {
        // Whatever the file's tests did, the ledger they leave is balanced (issue 12 item 8).
        const unbalanced = await unbalancedJournals(database.db)
        if (unbalanced.length > 0) {
          throw new Error(`unbalanced ledger journals: ${unbalanced.join(', ')}`)
        }
      } finally {
        await database.close()
      }
    },
  }
}
