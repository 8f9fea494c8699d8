import path from 'node:path'
import { RedirectRulesSchema, type RedirectRule } from '@vitrine/api'
import * as v from 'valibot'
import { LOG_LEVELS, type LogLevel } from './logger.ts'

/** The server's settings, read once from the environment at start. */
export interface Config {
  port: number
  host: string
  /** PostgreSQL when set; the embedded PGlite otherwise. */
  databaseUrl: string | undefined
  /** PGlite's data directory, absolute. */
  dataDir: string
  /** The address people reach the panel at, without a trailing slash (used in e-mail links). */
  publicUrl: string
  /** Mail goes to this SMTP server when set; to the outbox table and the log otherwise. */
  smtpUrl: string | undefined
  mailFrom: string
  logLevel: LogLevel
  /** The panel's build output, absolute. */
  staticDir: string
  /** Whether the demo account and store are created in an empty database. */
  seed: boolean
  /** Hosts that show the standard dashboard rather than a reseller's brand. */
  dashboardHosts: string[]
  /** The fixed financial lockdown deadline that apps' days_until_lockdown counts down to. */
  financialLockdownDeadline: Date
  /** Hosts (homolog, local) where `?wh=` may name the reseller host to show. */
  homologHosts: string[]
  /** Apps that show the recurrence menu in reseller mode. */
  recurrenceApps: number[]
  /**
   * The master account's e-mail (MASTER_ACCOUNT_EMAIL, lower case; null: none): that person is a
   * master user (write in every store) without a whRole stored (section 6;
   * identity/master-account.ts).
   */
  masterAccountEmail: string | null
  /** The third-party live chat and the hosts it loads on; null: none. */
  liveChat: { scriptUrl: string; hosts: string[] } | null
  /** Redirect rules the panel's last guard applies. */
  redirects: RedirectRule[]
  /** Where GET / sends people, when set. */
  rootRedirect: RootRedirect | null
  /**
   * The postal-code service (POSTAL_CODE_URL): an http(s) URL with `{cep}` where the eight
   * digits go, answering in ViaCEP's contract (`erro` for an unknown code). ViaCEP by default;
   * any mirror or internal service that answers the same way will do.
   */
  postalCodeUrl: string
  /**
   * Whether webhooks may be sent to loopback, private and link-local addresses
   * (WEBHOOKS_ALLOW_PRIVATE_TARGETS). Off by default: a store's settings must not let anyone
   * make the server call into its own network. On for local development and tests.
   */
  webhooksAllowPrivateTargets: boolean
  /**
   * Whether one reverse proxy in front sets X-Forwarded-Proto and X-Forwarded-For (TRUST_PROXY).
   * Off: anyone could send the headers, so the server goes by its own connection only (HSTS is
   * sent over HTTPS, the client's address is the socket's peer). On: the client's address is the
   * last entry of X-Forwarded-For, the one the proxy appended (http/client-ip.ts), and the
   * request's host its X-Forwarded-Host when it sets one (http/request-origin.ts).
   */
  trustProxy: boolean
  /**
   * How many sign-ups one client address may make in 10 minutes (REGISTRATIONS_PER_IP, 5):
   * each costs a password hash. Raised only where many accounts come from one machine (e2e).
   */
  registrationsPerIp: number
  /** Whether the panel's *.map files are served (SERVE_SOURCE_MAPS); off, they answer 404. */
  serveSourceMaps: boolean
  /**
   * The key gateway credentials are encrypted with (GATEWAY_CREDENTIALS_KEY: 32 bytes as 64 hex
   * characters). Unset: a key file in the data directory, made on first use
   * (gateways/credentials.ts) — fine for one machine; set it wherever the database outlives
   * the machine or is shared.
   */
  gatewayCredentialsKey: Buffer | undefined
  /**
   * Whether the server's clock can be moved forward (DEV_CLOCK, off; refused when NODE_ENV is
   * production): `POST /api/recurrence/dev/clock` advances it and wakes the billing engine, so
   * a month of billing (or a retry's day) is watched in minutes. For development and e2e only.
   */
  devClock: boolean
  /**
   * The largest file an upload takes (UPLOAD_MAX_BYTES, 5 MB): past it the upload is refused
   * while it is read, before anything is kept. Fields recommend 1 MB; this is the hard limit.
   */
  uploadMaxBytes: number
  /**
   * Where uploaded files are kept: an S3-compatible bucket when S3_BUCKET is set
   * (files/s3-store.ts), the data directory's `files` folder otherwise.
   */
  s3: S3Config | null
}

/** An S3-compatible bucket (AWS S3, MinIO, R2, Spaces…). */
export interface S3Config {
  bucket: string
  /** S3_ENDPOINT: another provider's address; unset is AWS S3 of the region. */
  endpoint: string | undefined
  region: string
  /** Both set or neither: unset, the SDK finds credentials itself (an instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO). */
  forcePathStyle: boolean
}

/** UPLOAD_MAX_BYTES' default: 5 MB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024

export const ROOT_REDIRECT_STATUSES = [301, 302, 307, 308] as const

export interface RootRedirect {
  location: string
  status: (typeof ROOT_REDIRECT_STATUSES)[number]
}

export const DEFAULT_MAIL_FROM = 'Vitrine <nao-responda@vitrine.dev>'

export const DEFAULT_POSTAL_CODE_URL = 'https://viacep.com.br/ws/{cep}/json/'

/**
 * The specification fixes the deadline "in February 2024" without the day: the end of that
 * month in São Paulo (29 February 2024, 24:00 at UTC−3) is the latest reading of it.
 */
export const DEFAULT_FINANCIAL_LOCKDOWN_DEADLINE = '2024-02-29T03:00:00Z'

/** A bad environment: every problem at once, so one restart fixes them all. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError'
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  }
}

const text = v.pipe(v.string(), v.trim())

const onOff = v.pipe(
  text,
  v.toLowerCase(),
  v.picklist(['on', 'off', 'true', 'false', '1', '0'], 'must be "on" or "off"'),
  v.transform((value) => value === 'on' || value === 'true' || value === '1'),
)

const hostName = /^[a-z0-9.-]+(:\d{1,5})?$/i

function hostList(example: string) {
  return v.pipe(
    text,
    v.transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
    v.check(
      (hosts) => hosts.length > 0 && hosts.every((host) => hostName.test(host)),
      `must be a comma-separated list of host names such as ${example}`,
    ),
  )
}

const httpUrl = (value: string) => /^https?:\/\//i.test(value) && URL.canParse(value)

/** A panel path ("/x", never "//host", which browsers read as another host) or an http(s) URL. */
const pathOrUrl = (value: string) =>
  (value.startsWith('/') && !value.startsWith('//')) || httpUrl(value)

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown
  } catch {
    return undefined
  }
}

const REDIRECTS_MESSAGE =
  'must be a JSON array of rules such as [{"from":"/antigo","to":"/novo"}] ("from" a path, ' +
  '"to" a path or an http(s) URL, "external" optional true/false)'

const isoDateTime =
  /^(\d{4})-(\d\d)-(\d\d)T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/

/** Date.parse accepts 30 February (it rolls over), so the day is checked against its month. */
function isIsoDateTime(value: string): boolean {
  const match = isoDateTime.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth
}

/** One entry per variable; messages complete the sentence "<NAME> …". */
const EnvSchema = v.object({
  PORT: v.optional(
    v.pipe(
      text,
      v.regex(/^\d+$/, 'must be a whole number between 1 and 65535'),
      v.transform(Number),
      v.minValue(1, 'must be a whole number between 1 and 65535'),
      v.maxValue(65535, 'must be a whole number between 1 and 65535'),
    ),
    '3000',
  ),
  HOST: v.optional(v.pipe(text, v.nonEmpty('must not be empty')), '0.0.0.0'),
  DATABASE_URL: v.optional(
    v.pipe(
      text,
      v.regex(
        /^postgres(ql)?:\/\/\S+$/,
        'must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
      ),
    ),
  ),
  VITRINE_DATA_DIR: v.optional(v.pipe(text, v.nonEmpty('must not be empty')), './data'),
  PUBLIC_URL: v.optional(
    v.pipe(
      text,
      v.check(
        (value) => /^https?:\/\//.test(value) && URL.canParse(value),
        'must be an absolute http(s) URL such as https://painel.example.com',
      ),
      v.transform((value) => value.replace(/\/+$/, '')),
    ),
  ),
  SMTP_URL: v.optional(
    v.pipe(
      text,
      v.regex(/^smtps?:\/\/\S+$/, 'must be an SMTP URL such as smtp://user:password@host:587'),
    ),
  ),
  MAIL_FROM: v.optional(
    v.pipe(text, v.regex(/\S+@\S+/, 'must contain an e-mail address')),
    DEFAULT_MAIL_FROM,
  ),
  LOG_LEVEL: v.optional(
    v.pipe(
      text,
      v.toLowerCase(),
      v.picklist(LOG_LEVELS, 'must be one of debug, info, warn, error'),
    ),
    'info',
  ),
  VITRINE_STATIC_DIR: v.optional(v.pipe(text, v.nonEmpty('must not be empty'))),
  VITRINE_SEED: v.optional(onOff, 'on'),
  DASHBOARD_HOSTS: v.optional(hostList('localhost,painel.example.com'), 'localhost,127.0.0.1'),
  FINANCIAL_LOCKDOWN_DEADLINE: v.optional(
    v.pipe(
      text,
      v.check(
        isIsoDateTime,
        'must be an ISO date-time with its time zone, such as 2024-02-29T03:00:00Z',
      ),
      v.transform((value) => new Date(value)),
    ),
    DEFAULT_FINANCIAL_LOCKDOWN_DEADLINE,
  ),
  HOMOLOG_HOSTS: v.optional(hostList('localhost,homolog.example.com'), 'localhost,127.0.0.1'),
  RECURRENCE_APPS: v.optional(
    v.pipe(
      text,
      v.transform((value) =>
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
      v.check(
        (ids) => ids.length > 0 && ids.every((id) => /^[1-9]\d{0,9}$/.test(id)),
        'must be a comma-separated list of app ids such as 238,512',
      ),
      v.transform((ids) => ids.map(Number)),
    ),
    '238',
  ),
  MASTER_ACCOUNT_EMAIL: v.optional(
    v.pipe(
      text,
      v.toLowerCase(),
      v.regex(
        /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/,
        'must be one e-mail address such as admin@example.com',
      ),
    ),
  ),
  LIVE_CHAT_SCRIPT_URL: v.optional(
    v.pipe(text, v.check(httpUrl, 'must be an absolute http(s) URL of the chat script')),
  ),
  LIVE_CHAT_HOSTS: v.optional(hostList('painel.example.com,homolog.example.com')),
  VITRINE_REDIRECTS: v.optional(
    v.pipe(
      text,
      v.transform(parseJson),
      v.check(
        (value) => v.is(RedirectRulesSchema, value) && value.every((rule) => pathOrUrl(rule.to)),
        REDIRECTS_MESSAGE,
      ),
      v.transform((value) => v.parse(RedirectRulesSchema, value)),
    ),
    '[]',
  ),
  ROOT_REDIRECT: v.optional(
    v.pipe(
      text,
      v.check(pathOrUrl, 'must be a path such as /apps or an absolute http(s) URL'),
      v.check((value) => value !== '/', 'must not be / itself (that would loop)'),
    ),
  ),
  ROOT_REDIRECT_STATUS: v.optional(
    v.pipe(
      text,
      v.picklist(['301', '302', '307', '308'], 'must be one of 301, 302, 307, 308'),
      v.transform((value) => Number(value) as RootRedirect['status']),
    ),
    '302',
  ),
  POSTAL_CODE_URL: v.optional(
    v.pipe(
      text,
      v.check(
        (value) => value.includes('{cep}') && httpUrl(value.replaceAll('{cep}', '01310100')),
        'must be an absolute http(s) URL with {cep} where the postal code goes, such as ' +
          DEFAULT_POSTAL_CODE_URL,
      ),
    ),
    DEFAULT_POSTAL_CODE_URL,
  ),
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: v.optional(onOff, 'off'),
  TRUST_PROXY: v.optional(onOff, 'off'),
  REGISTRATIONS_PER_IP: v.optional(
    v.pipe(
      text,
      v.regex(/^\d+$/, 'must be a whole number of at least 1'),
      v.transform(Number),
      v.minValue(1, 'must be a whole number of at least 1'),
    ),
    '5',
  ),
  SERVE_SOURCE_MAPS: v.optional(onOff, 'off'),
  GATEWAY_CREDENTIALS_KEY: v.optional(
    v.pipe(
      text,
      v.regex(/^[0-9a-f]{64}$/i, 'must be 32 bytes as 64 hex characters (openssl rand -hex 32)'),
      v.transform((value) => Buffer.from(value, 'hex')),
    ),
  ),
  DEV_CLOCK: v.optional(onOff, 'off'),
  UPLOAD_MAX_BYTES: v.optional(
    v.pipe(
      text,
      v.regex(/^\d+$/, 'must be a whole number of bytes between 1024 and 104857600 (100 MB)'),
      v.transform(Number),
      v.minValue(1024, 'must be a whole number of bytes between 1024 and 104857600 (100 MB)'),
      v.maxValue(104857600, 'must be a whole number of bytes between 1024 and 104857600 (100 MB)'),
    ),
    String(DEFAULT_UPLOAD_MAX_BYTES),
  ),
  S3_BUCKET: v.optional(
    v.pipe(
      text,
      v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name such as vitrine-files'),
    ),
  ),
  S3_ENDPOINT: v.optional(
    v.pipe(text, v.check(httpUrl, 'must be an absolute http(s) URL such as http://minio:9000')),
  ),
  S3_REGION: v.optional(
    v.pipe(text, v.regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')),
  ),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(text, v.nonEmpty('must not be empty'))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(text, v.nonEmpty('must not be empty'))),
  S3_FORCE_PATH_STYLE: v.optional(onOff, 'off'),
})

export interface ConfigDefaults {
  /** Relative paths in the environment are resolved against this folder. */
  cwd: string
  /** Where the panel's build is when VITRINE_STATIC_DIR is not set. */
  staticDir: string
}

/** Never echo these back: their values may carry passwords. */
const SECRET = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'GATEWAY_CREDENTIALS_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
])

/**
 * Reads and checks the server's variables. An empty value counts as unset, the way most
 * process managers and container files write "not configured".
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  defaults: ConfigDefaults,
): Config {
  const present = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .map((name) => [name, env[name]] as const)
      .filter(([, value]) => value !== undefined && value.trim() !== ''),
  )
  // One message per variable: the first rule it breaks.
  const result = v.safeParse(EnvSchema, present, { abortPipeEarly: true })
  if (!result.success) {
    throw new ConfigError(
      result.issues.map((issue) => {
        const name = v.getDotPath(issue) ?? 'environment'
        const got = SECRET.has(name) ? '' : ` (got ${JSON.stringify(present[name])})`
        return `${name} ${issue.message}${got}`
      }),
    )
  }
  const vars = result.output
  // Rules that span two variables, checked once each variable is valid on its own.
  if ((vars.LIVE_CHAT_SCRIPT_URL === undefined) !== (vars.LIVE_CHAT_HOSTS === undefined)) {
    throw new ConfigError([
      'LIVE_CHAT_SCRIPT_URL and LIVE_CHAT_HOSTS must be set together (or neither)',
    ])
  }
  if (vars.DEV_CLOCK && env.NODE_ENV?.trim() === 'production') {
    throw new ConfigError(['DEV_CLOCK must be off when NODE_ENV is production'])
  }
  if ((vars.S3_ACCESS_KEY_ID === undefined) !== (vars.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither)',
    ])
  }
  const s3Settings = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_FORCE_PATH_STYLE']
  if (!vars.S3_BUCKET && s3Settings.some((name) => name in present)) {
    // Without the bucket the files would silently go to the local disk instead.
    throw new ConfigError(['S3_BUCKET must be set when any other S3_ variable is'])
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: path.resolve(defaults.cwd, vars.VITRINE_DATA_DIR),
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    logLevel: vars.LOG_LEVEL,
    staticDir: vars.VITRINE_STATIC_DIR
      ? path.resolve(defaults.cwd, vars.VITRINE_STATIC_DIR)
      : defaults.staticDir,
    seed: vars.VITRINE_SEED,
    dashboardHosts: vars.DASHBOARD_HOSTS,
    financialLockdownDeadline: vars.FINANCIAL_LOCKDOWN_DEADLINE,
    homologHosts: vars.HOMOLOG_HOSTS,
    recurrenceApps: vars.RECURRENCE_APPS,
    masterAccountEmail: vars.MASTER_ACCOUNT_EMAIL ?? null,
    liveChat:
      vars.LIVE_CHAT_SCRIPT_URL && vars.LIVE_CHAT_HOSTS
        ? { scriptUrl: vars.LIVE_CHAT_SCRIPT_URL, hosts: vars.LIVE_CHAT_HOSTS }
        : null,
    redirects: vars.VITRINE_REDIRECTS,
    rootRedirect: vars.ROOT_REDIRECT
      ? { location: vars.ROOT_REDIRECT, status: vars.ROOT_REDIRECT_STATUS }
      : null,
    postalCodeUrl: vars.POSTAL_CODE_URL,
    webhooksAllowPrivateTargets: vars.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
    trustProxy: vars.TRUST_PROXY,
    registrationsPerIp: vars.REGISTRATIONS_PER_IP,
    serveSourceMaps: vars.SERVE_SOURCE_MAPS,
    gatewayCredentialsKey: vars.GATEWAY_CREDENTIALS_KEY,
    devClock: vars.DEV_CLOCK,
    uploadMaxBytes: vars.UPLOAD_MAX_BYTES,
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          endpoint: vars.S3_ENDPOINT,
          region: vars.S3_REGION ?? 'us-east-1',
          credentials:
            vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: vars.S3_ACCESS_KEY_ID,
                  secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
                }
              : undefined,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE,
        }
      : null,
  }
}
