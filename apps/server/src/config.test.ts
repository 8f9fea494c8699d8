import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { ConfigError, DEFAULT_MAIL_FROM, loadConfig } from './config.ts'

const defaults = { cwd: '/srv/vitrine', staticDir: '/srv/vitrine/apps/panel/dist' }

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env, defaults)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('loadConfig', () => {
  test('defaults for an empty environment', () => {
    expect(loadConfig({}, defaults)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: '/srv/vitrine/data',
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: DEFAULT_MAIL_FROM,
      logLevel: 'info',
      staticDir: '/srv/vitrine/apps/panel/dist',
      seed: true,
      dashboardHosts: ['localhost', '127.0.0.1'],
      financialLockdownDeadline: new Date('2024-02-29T03:00:00.000Z'),
      homologHosts: ['localhost', '127.0.0.1'],
      recurrenceApps: [238],
      masterAccountEmail: null,
      liveChat: null,
      redirects: [],
      rootRedirect: null,
      postalCodeUrl: 'https://viacep.com.br/ws/{cep}/json/',
      webhooksAllowPrivateTargets: false,
      trustProxy: false,
      registrationsPerIp: 5,
      serveSourceMaps: false,
      devClock: false,
      uploadMaxBytes: 5 * 1024 * 1024,
      s3: null,
    })
  })

  test('every variable read, relative paths from the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://app:pw@db:5432/vitrine',
        VITRINE_DATA_DIR: 'var/pg',
        PUBLIC_URL: 'https://painel.example.com/',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Loja <loja@example.com>',
        LOG_LEVEL: 'WARN',
        VITRINE_STATIC_DIR: '../panel-build',
        VITRINE_SEED: 'off',
        DASHBOARD_HOSTS: ' painel.example.com , localhost:3000 ',
        FINANCIAL_LOCKDOWN_DEADLINE: '2024-03-01T00:00:00-03:00',
        HOMOLOG_HOSTS: 'homolog.example.com, LOCALHOST',
        RECURRENCE_APPS: '238, 512',
        MASTER_ACCOUNT_EMAIL: 'Chefe@Example.com',
        LIVE_CHAT_SCRIPT_URL: 'https://chat.example.com/widget.js',
        LIVE_CHAT_HOSTS: 'painel.example.com,homolog.example.com',
        VITRINE_REDIRECTS:
          '[{"from":"/antigo","to":"/apps"},{"from":"/ajuda/*","to":"https://ajuda.example.com","external":true}]',
        ROOT_REDIRECT: 'https://www.example.com/painel',
        ROOT_REDIRECT_STATUS: '308',
        POSTAL_CODE_URL: 'http://cep.interno:8080/consulta/{cep}?formato=json',
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'on',
        TRUST_PROXY: 'on',
        REGISTRATIONS_PER_IP: '50',
        SERVE_SOURCE_MAPS: 'on',
        DEV_CLOCK: 'on',
        UPLOAD_MAX_BYTES: '2097152',
        S3_BUCKET: 'vitrine-files',
        S3_ENDPOINT: 'http://minio.interno:9000',
        S3_REGION: 'sa-east-1',
        S3_ACCESS_KEY_ID: 'vitrine',
        S3_SECRET_ACCESS_KEY: 'segredo',
        S3_FORCE_PATH_STYLE: 'on',
      },
      defaults,
    )
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app:pw@db:5432/vitrine',
      dataDir: path.resolve('/srv/vitrine/var/pg'),
      publicUrl: 'https://painel.example.com',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Loja <loja@example.com>',
      logLevel: 'warn',
      staticDir: path.resolve('/srv/panel-build'),
      seed: false,
      dashboardHosts: ['painel.example.com', 'localhost:3000'],
      financialLockdownDeadline: new Date('2024-03-01T03:00:00.000Z'),
      homologHosts: ['homolog.example.com', 'localhost'],
      recurrenceApps: [238, 512],
      masterAccountEmail: 'chefe@example.com',
      liveChat: {
        scriptUrl: 'https://chat.example.com/widget.js',
        hosts: ['painel.example.com', 'homolog.example.com'],
      },
      redirects: [
        { from: '/antigo', to: '/apps', external: false },
        { from: '/ajuda/*', to: 'https://ajuda.example.com', external: true },
      ],
      rootRedirect: { location: 'https://www.example.com/painel', status: 308 },
      postalCodeUrl: 'http://cep.interno:8080/consulta/{cep}?formato=json',
      webhooksAllowPrivateTargets: true,
      trustProxy: true,
      registrationsPerIp: 50,
      serveSourceMaps: true,
      devClock: true,
      uploadMaxBytes: 2 * 1024 * 1024,
      s3: {
        bucket: 'vitrine-files',
        endpoint: 'http://minio.interno:9000',
        region: 'sa-east-1',
        credentials: { accessKeyId: 'vitrine', secretAccessKey: 'segredo' },
        forcePathStyle: true,
      },
    })
  })

  test('uploads: a limit in bytes, an S3 bucket with its settings', () => {
    expect(problems({ UPLOAD_MAX_BYTES: '5MB' })).toEqual([
      'UPLOAD_MAX_BYTES must be a whole number of bytes between 1024 and 104857600 (100 MB) (got "5MB")',
    ])
    expect(problems({ UPLOAD_MAX_BYTES: '10' })).toHaveLength(1)
    expect(problems({ S3_ENDPOINT: 'http://minio:9000' })).toEqual([
      'S3_BUCKET must be set when any other S3_ variable is',
    ])
    // The secret is never echoed back.
    expect(problems({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_BUCKET must be a bucket name such as vitrine-files (got "b")',
    ])
    expect(problems({ S3_BUCKET: 'vitrine-files', S3_SECRET_ACCESS_KEY: 'segredo' })).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither)',
    ])
    expect(loadConfig({ S3_BUCKET: 'vitrine-files' }, defaults).s3).toEqual({
      bucket: 'vitrine-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    })
  })

  test('the development clock is refused in production', () => {
    expect(problems({ DEV_CLOCK: 'on', NODE_ENV: 'production' })).toEqual([
      'DEV_CLOCK must be off when NODE_ENV is production',
    ])
    expect(loadConfig({ DEV_CLOCK: 'off', NODE_ENV: 'production' }, defaults).devClock).toBe(false)
  })

  test('the postal-code service must be an http(s) URL with a place for the code', () => {
    for (const url of ['https://viacep.com.br/ws/json/', 'ftp://cep.example.com/{cep}', '{cep}']) {
      expect(problems({ POSTAL_CODE_URL: url })).toEqual([
        `POSTAL_CODE_URL must be an absolute http(s) URL with {cep} where the postal code goes, such as https://viacep.com.br/ws/{cep}/json/ (got "${url}")`,
      ])
    }
  })

  test('a root redirect is a 302 unless told otherwise', () => {
    expect(loadConfig({ ROOT_REDIRECT: '/apps' }, defaults).rootRedirect).toEqual({
      location: '/apps',
      status: 302,
    })
  })

  test('the panel settings: each bad value named with what is expected', () => {
    expect(
      problems({
        HOMOLOG_HOSTS: 'homolog example',
        RECURRENCE_APPS: '238,abc',
        LIVE_CHAT_SCRIPT_URL: 'chat.js',
        LIVE_CHAT_HOSTS: 'painel.example.com',
        VITRINE_REDIRECTS: '{"from":"/a"}',
        ROOT_REDIRECT: '//outro.example.com',
        ROOT_REDIRECT_STATUS: '303',
      }),
    ).toEqual([
      'HOMOLOG_HOSTS must be a comma-separated list of host names such as localhost,homolog.example.com (got "homolog example")',
      'RECURRENCE_APPS must be a comma-separated list of app ids such as 238,512 (got "238,abc")',
      'LIVE_CHAT_SCRIPT_URL must be an absolute http(s) URL of the chat script (got "chat.js")',
      'VITRINE_REDIRECTS must be a JSON array of rules such as [{"from":"/antigo","to":"/novo"}] ("from" a path, "to" a path or an http(s) URL, "external" optional true/false) (got "{\\"from\\":\\"/a\\"}")',
      'ROOT_REDIRECT must be a path such as /apps or an absolute http(s) URL (got "//outro.example.com")',
      'ROOT_REDIRECT_STATUS must be one of 301, 302, 307, 308 (got "303")',
    ])
    for (const redirects of [
      'não é JSON',
      '[{"from":"sem-barra","to":"/apps"}]',
      '[{"from":"/a","to":"javascript:alert(1)"}]',
      '[{"from":"/a","to":"/b","external":"sim"}]',
    ]) {
      expect(problems({ VITRINE_REDIRECTS: redirects })).toHaveLength(1)
    }
    expect(problems({ ROOT_REDIRECT: '/' })).toEqual([
      'ROOT_REDIRECT must not be / itself (that would loop) (got "/")',
    ])
  })

  test('the live chat needs both its script and its hosts', () => {
    const expected = ['LIVE_CHAT_SCRIPT_URL and LIVE_CHAT_HOSTS must be set together (or neither)']
    expect(problems({ LIVE_CHAT_SCRIPT_URL: 'https://chat.example.com/widget.js' })).toEqual(
      expected,
    )
    expect(problems({ LIVE_CHAT_HOSTS: 'painel.example.com' })).toEqual(expected)
  })

  test('PUBLIC_URL follows PORT; empty values count as unset', () => {
    const config = loadConfig({ PORT: '4100', PUBLIC_URL: '', DATABASE_URL: ' ' }, defaults)
    expect(config.publicUrl).toBe('http://localhost:4100')
    expect(config.databaseUrl).toBeUndefined()
  })

  test('names each bad variable with what is expected and what was given', () => {
    expect(
      problems({
        PORT: 'abc',
        PUBLIC_URL: 'painel.example.com',
        LOG_LEVEL: 'verbose',
        VITRINE_SEED: 'maybe',
        DASHBOARD_HOSTS: 'bad host!,',
      }),
    ).toEqual([
      'PORT must be a whole number between 1 and 65535 (got "abc")',
      'PUBLIC_URL must be an absolute http(s) URL such as https://painel.example.com (got "painel.example.com")',
      'LOG_LEVEL must be one of debug, info, warn, error (got "verbose")',
      'VITRINE_SEED must be "on" or "off" (got "maybe")',
      'DASHBOARD_HOSTS must be a comma-separated list of host names such as localhost,painel.example.com (got "bad host!,")',
    ])
    expect(problems({ PORT: '70000' })).toEqual([
      'PORT must be a whole number between 1 and 65535 (got "70000")',
    ])
    for (const deadline of ['2024-02-29', '2024-02-30T03:00:00Z', 'amanhã']) {
      expect(problems({ FINANCIAL_LOCKDOWN_DEADLINE: deadline })).toEqual([
        `FINANCIAL_LOCKDOWN_DEADLINE must be an ISO date-time with its time zone, such as 2024-02-29T03:00:00Z (got "${deadline}")`,
      ])
    }
  })

  test('never repeats values that may hold passwords', () => {
    const found = problems({
      DATABASE_URL: 'mysql://root:hunter2@db',
      SMTP_URL: 'http://u:hunter2@x',
    })
    expect(found).toEqual([
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
      'SMTP_URL must be an SMTP URL such as smtp://user:password@host:587',
    ])
    expect(found.join()).not.toContain('hunter2')
  })

  test('the error message lists every problem for the console', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: '0', LOG_LEVEL: 'loud' }, defaults)
      } catch (caught) {
        return caught as Error
      }
    })()
    expect(error?.message).toBe(
      'Invalid configuration:\n' +
        '  - PORT must be a whole number between 1 and 65535 (got "0")\n' +
        '  - LOG_LEVEL must be one of debug, info, warn, error (got "loud")',
    )
  })
})
