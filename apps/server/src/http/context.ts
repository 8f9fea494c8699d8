import type { HttpBindings } from '@hono/node-server'
import type { Lang } from '@vitrine/api/validation'
import type { Clock } from '../clock.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { Jobs } from '../jobs/queue.ts'
import type { Logger } from '../logger.ts'
import type { Mailer } from '../mail/mailer.ts'

/** What every service module is built from; tests pass their own clock, mailer and logger. */
export interface AppDeps {
  db: Database
  config: Config
  mailer: Mailer
  clock: Clock
  logger: Logger
  /** Work for later or for retries (e-mail, webhook deliveries…): see src/jobs/. */
  jobs: Jobs
}

/** Per-request values set by the app-wide middleware. */
export interface RequestVariables {
  requestId: string
  lang: Lang
  /** The client's address (http/client-ip.ts: the peer, or X-Forwarded-For behind TRUST_PROXY). */
  clientIp: string
}

/**
 * The hono environment of every route. Bindings are @hono/node-server's (the Node request and
 * response); they are absent when tests call `app.request()` without them.
 */
export interface AppEnv {
  Bindings: Partial<HttpBindings>
  Variables: RequestVariables
}
