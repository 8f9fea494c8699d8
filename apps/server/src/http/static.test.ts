import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { RuntimeConfigSchema, defaultServiceUrls } from '@vitrine/api'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createTestServer,
  openTestDatabase,
  type TestDatabase,
  type TestServer,
} from '../testing/test-server.ts'
import { accepts, isPublicPage, rootRedirectLocation, scriptSafeJson } from './static.ts'

const INDEX = `<!doctype html>
<html><head><meta charset="utf-8"><!--vitrine-config--><script type="module" src="/assets/index-abc123.js"></script></head>
<body><div id="root"></div></body></html>`

const PUBLIC_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><script type="module" src="/public-assets/public-xyz.js"></script></head>
<body><div id="root"></div></body></html>`

let staticDir: string
let database: TestDatabase
let t: TestServer
beforeAll(async () => {
  staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-static-'))
  await fs.mkdir(path.join(staticDir, 'assets'))
  await fs.writeFile(path.join(staticDir, 'index.html'), INDEX)
  await fs.writeFile(path.join(staticDir, 'assets/index-abc123.js'), 'console.log("panel")')
  // Stand-ins for the build's pre-compressed copies: the server picks a file, it never decodes.
  await fs.writeFile(path.join(staticDir, 'assets/index-abc123.js.br'), 'brotli copy')
  await fs.writeFile(path.join(staticDir, 'assets/index-abc123.js.gz'), 'gzip copy')
  await fs.writeFile(path.join(staticDir, 'favicon.svg'), '<svg/>')
  await fs.writeFile(path.join(staticDir, '.env'), 'SECRET=1')
  await fs.writeFile(path.join(staticDir, 'build.json'), JSON.stringify({ buildId: 'b-2026.1' }))
  await fs.mkdir(path.join(staticDir, 'public/public-assets'), { recursive: true })
  await fs.writeFile(path.join(staticDir, 'public/public.html'), PUBLIC_HTML)
  await fs.writeFile(
    path.join(staticDir, 'public/public-assets/public-xyz.js'),
    'console.log("pay")',
  )
  database = await openTestDatabase()
  t = await createTestServer({
    database,
    env: {
      VITRINE_STATIC_DIR: staticDir,
      DASHBOARD_HOSTS: 'painel.example.com, localhost',
      HOMOLOG_HOSTS: 'homolog.example.com',
      RECURRENCE_APPS: '238,7',
      LIVE_CHAT_SCRIPT_URL: 'https://chat.example.com/widget.js',
      LIVE_CHAT_HOSTS: 'painel.example.com',
      VITRINE_REDIRECTS: '[{"from":"/antigo/*","to":"/apps"}]',
    },
  })
})
afterAll(async () => {
  await t.close()
  await database.close()
  await fs.rm(staticDir, { recursive: true, force: true })
})

function injectedConfig(html: string): unknown {
  const match = /<script>window\.__VITRINE_CONFIG__=(.*?)<\/script>/.exec(html)
  expect(match).not.toBeNull()
  return JSON.parse(match![1]!)
}

describe('the built panel', () => {
  test('/ answers index.html with the run-time configuration in place of the placeholder', async () => {
    const response = await t.request('GET', '/')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
    expect(response.text).not.toContain('<!--vitrine-config-->')
    const config = injectedConfig(response.text)
    expect(config).toEqual(v.parse(RuntimeConfigSchema, config))
    // What the server sets; settings it leaves alone carry the contract's defaults.
    expect(config).toMatchObject({
      services: defaultServiceUrls(),
      dashboardHosts: ['painel.example.com', 'localhost'],
      homologHosts: ['homolog.example.com'],
      recurrenceApps: [238, 7],
      liveChat: { scriptUrl: 'https://chat.example.com/widget.js', hosts: ['painel.example.com'] },
      redirects: [{ from: '/antigo/*', to: '/apps', external: false }],
      fallbackLanguage: 'en-US',
      buildId: 'b-2026.1',
      timeoutMs: 15_000,
    })
  })

  test('without panel settings, the defaults: local homolog hosts, app 238, no chat, no rules', async () => {
    const plain = await createTestServer({ database, env: { VITRINE_STATIC_DIR: staticDir } })
    try {
      const config = injectedConfig((await plain.request('GET', '/')).text)
      expect(config).toMatchObject({
        dashboardHosts: ['localhost', '127.0.0.1'],
        homologHosts: ['localhost', '127.0.0.1'],
        recurrenceApps: [238],
        liveChat: null,
        redirects: [],
      })
    } finally {
      await plain.close()
    }
  })

  test('the latest-build manifest is always revalidated (the panel polls it for updates)', async () => {
    const response = await t.request('GET', '/build.json?t=1767225600000')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
    expect(response.body).toEqual({ buildId: 'b-2026.1' })
  })

  test('any other page path falls back to index.html (client-side routes)', async () => {
    for (const pagePath of [
      '/login',
      '/42/payments/transactions',
      '/auth/recovery/abc',
      '/index.html',
    ]) {
      const response = await t.request('GET', pagePath)
      expect(response.status).toBe(200)
      expect(response.text).toContain('window.__VITRINE_CONFIG__')
    }
  })

  test('hashed assets are cached for good; other files are revalidated', async () => {
    const asset = await t.request('GET', '/assets/index-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.text).toBe('console.log("panel")')
    expect(asset.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const icon = await t.request('GET', '/favicon.svg')
    expect(icon.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(icon.headers.get('Cache-Control')).toBe('no-cache')
  })

  test('a missing hashed asset is a 404, not index.html', async () => {
    const response = await t.request('GET', '/assets/index-old999.js')
    expect(response.status).toBe(404)
    expect(response.text).not.toContain('__VITRINE_CONFIG__')
  })

  test('nothing outside the folder, and no hidden files', async () => {
    for (const sneaky of [
      '/../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/.env',
      '/assets/%00.js',
    ]) {
      const response = await t.request('GET', sneaky)
      expect(response.text).not.toContain('SECRET')
      expect(response.text).not.toContain('"name"')
    }
  })

  test('HEAD works like GET without a body', async () => {
    const response = await t.request('HEAD', '/login')
    expect(response.status).toBe(200)
    expect(response.text).toBe('')
  })
})

test('without a build, / explains how to build the panel', async () => {
  const bare = await createTestServer({
    database,
    env: { VITRINE_STATIC_DIR: path.join(staticDir, 'nope') },
  })
  try {
    const response = await bare.request('GET', '/')
    expect(response.status).toBe(503)
    expect(response.text).toContain('npm run build')
    expect((await bare.request('GET', '/healthz')).status).toBe(200)
  } finally {
    await bare.close()
  }
})

describe("the payer's public pages", () => {
  test('their addresses answer the public build, never the panel, with the same CSP', async () => {
    const panel = await t.request('GET', '/login')
    for (const pagePath of [
      '/pay/camiseta-basica',
      '/public/transaction',
      '/c-capture/abc123',
      '/acc/loja-aurora',
      '/subscriptions/sub_A1b2C3d4E5f6G7h8I9j0K1l2/1/subscribe',
    ]) {
      const response = await t.request(
        'GET',
        `${pagePath}${pagePath.startsWith('/public') ? '?token=x' : ''}`,
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
      expect(response.headers.get('Cache-Control')).toBe('no-cache')
      expect(response.text).toBe(PUBLIC_HTML)
      expect(response.text).not.toContain('__VITRINE_CONFIG__')
      const policy = response.headers.get('Content-Security-Policy') ?? ''
      expect(policy).toMatch(/script-src 'self'(;|$)/)
      expect(policy).toContain("frame-ancestors 'none'")
      expect(response.headers.get('X-Content-Type-Options')).toBe(
        panel.headers.get('X-Content-Type-Options'),
      )
    }
  })

  test('their assets are cached for good; a missing one is a 404', async () => {
    const asset = await t.request('GET', '/public-assets/public-xyz.js')
    expect(asset.status).toBe(200)
    expect(asset.text).toBe('console.log("pay")')
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect((await t.request('GET', '/public-assets/public-old.js')).status).toBe(404)
  })

  test('the build folder itself is not served as files', async () => {
    const response = await t.request('GET', '/public/public.html')
    expect(response.text).toContain('__VITRINE_CONFIG__')
  })

  test('which addresses are public pages', () => {
    expect(isPublicPage('/pay/x')).toBe(true)
    expect(isPublicPage('/pay/x/')).toBe(true)
    expect(isPublicPage('/pay')).toBe(false)
    expect(isPublicPage('/pay/x/y')).toBe(false)
    expect(isPublicPage('/public/transaction')).toBe(true)
    expect(isPublicPage('/public/other')).toBe(false)
    expect(isPublicPage('/42/payments/links')).toBe(false)
    expect(isPublicPage('/subscriptions/sub_x/3/subscribe')).toBe(true)
    expect(isPublicPage('/subscriptions/sub_x/3')).toBe(false)
    // The panel's subscription pages are the panel's (the public page is the cycle's alone).
    expect(isPublicPage('/42/recurrence/subscriptions/sub_x')).toBe(false)
  })
})

describe('pre-compressed files', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br', 'brotli copy'],
    ['gzip', 'gzip', 'gzip copy'],
    ['br;q=0, gzip;q=0.8', 'gzip', 'gzip copy'],
    ['identity', null, 'console.log("panel")'],
    [undefined, null, 'console.log("panel")'],
  ])('Accept-Encoding %j gets %s', async (acceptEncoding, encoding, text) => {
    const response = await t.request('GET', '/assets/index-abc123.js', {
      headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Encoding')).toBe(encoding)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    expect(response.text).toBe(text)
  })

  test('a file without a compressed copy is sent as it is', async () => {
    const response = await t.request('GET', '/favicon.svg', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    })
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(response.text).toBe('<svg/>')
  })

  test.each([
    ['gzip', 'gzip', true],
    ['GZIP;q=0.5', 'gzip', true],
    ['gzip;q=0', 'gzip', false],
    ['*', 'br', true],
    ['deflate', 'gzip', false],
  ])('accepts(%j, %s) is %s', (header, encoding, expected) => {
    expect(accepts(header, encoding)).toBe(expected)
  })
})

describe('a root redirect', () => {
  async function serverWith(env: Record<string, string>) {
    return createTestServer({ database, env: { VITRINE_STATIC_DIR: staticDir, ...env } })
  }

  test('sends GET / elsewhere with 302 by default, keeping its query string', async () => {
    const redirecting = await serverWith({ ROOT_REDIRECT: '/apps' })
    try {
      const root = await redirecting.request('GET', '/')
      expect(root.status).toBe(302)
      expect(root.headers.get('Location')).toBe('/apps')
      const withQuery = await redirecting.request('GET', '/?token=abc&wh=revenda.localhost')
      expect(withQuery.headers.get('Location')).toBe('/apps?token=abc&wh=revenda.localhost')
      expect((await redirecting.request('HEAD', '/')).status).toBe(302)
      // Only the root: every other page is still the panel.
      const page = await redirecting.request('GET', '/login')
      expect(page.status).toBe(200)
      expect(page.text).toContain('__VITRINE_CONFIG__')
    } finally {
      await redirecting.close()
    }
  })

  test('answers the configured status; a target with its own query keeps it', async () => {
    const redirecting = await serverWith({
      ROOT_REDIRECT: 'https://www.example.com/entrar?origem=painel',
      ROOT_REDIRECT_STATUS: '301',
    })
    try {
      const root = await redirecting.request('GET', '/?x=1')
      expect(root.status).toBe(301)
      expect(root.headers.get('Location')).toBe('https://www.example.com/entrar?origem=painel')
    } finally {
      await redirecting.close()
    }
  })

  test('is off by default: / is the panel', async () => {
    expect((await t.request('GET', '/')).status).toBe(200)
  })
})

test('a root redirect keeps the query string before any fragment of its target', () => {
  const url = 'http://localhost/?token=abc'
  expect(rootRedirectLocation('/apps', url)).toBe('/apps?token=abc')
  expect(rootRedirectLocation('/apps#topo', url)).toBe('/apps?token=abc#topo')
  expect(rootRedirectLocation('/apps?x=1', url)).toBe('/apps?x=1')
  expect(rootRedirectLocation('/apps', 'http://localhost/')).toBe('/apps')
})

test('the injected JSON cannot close the script element', () => {
  const json = scriptSafeJson({ evil: '</script><script>alert(1)</script><!--', line: '\u2028' })
  expect(json).not.toMatch(/[<>]/)
  expect(json).not.toContain('\u2028')
  expect(JSON.parse(json)).toEqual({
    evil: '</script><script>alert(1)</script><!--',
    line: '\u2028',
  })
})
