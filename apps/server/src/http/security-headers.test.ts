import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createTestServer,
  openTestDatabase,
  type TestDatabase,
  type TestServer,
} from '../testing/test-server.ts'
import { contentSecurityPolicy, HSTS, isHttps } from './security-headers.ts'

const INDEX = `<!doctype html>
<html><head><meta charset="utf-8"><!--vitrine-config--><script type="module" src="/assets/index-abc123.js"></script></head>
<body><div id="root"></div></body></html>`

let staticDir: string
let database: TestDatabase
let t: TestServer
let proxied: TestServer
let withMaps: TestServer
beforeAll(async () => {
  staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-headers-'))
  await fs.mkdir(path.join(staticDir, 'assets'))
  await fs.writeFile(path.join(staticDir, 'index.html'), INDEX)
  await fs.writeFile(path.join(staticDir, 'assets/index-abc123.js'), 'console.log("panel")')
  await fs.writeFile(path.join(staticDir, 'assets/index-abc123.js.map'), '{"version":3}')
  database = await openTestDatabase()
  const env = { VITRINE_STATIC_DIR: staticDir }
  t = await createTestServer({ database, env })
  proxied = await createTestServer({ database, env: { ...env, TRUST_PROXY: 'on' } })
  withMaps = await createTestServer({ database, env: { ...env, SERVE_SOURCE_MAPS: 'on' } })
})
afterAll(async () => {
  await Promise.all([t.close(), proxied.close(), withMaps.close()])
  await database.close()
  await fs.rm(staticDir, { recursive: true, force: true })
})

/** The directives of a policy, by name. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('Strict-Transport-Security', () => {
  test('is not sent over plain HTTP', async () => {
    const answer = await t.request('GET', 'http://localhost/healthz')
    expect(answer.headers.get('Strict-Transport-Security')).toBeNull()
  })

  test('is sent over HTTPS', async () => {
    const answer = await t.request('GET', 'https://painel.example.com/healthz')
    expect(answer.headers.get('Strict-Transport-Security')).toBe(HSTS)
  })

  test('believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY)', async () => {
    const headers = { 'X-Forwarded-Proto': 'https' }
    const untrusted = await t.request('GET', 'http://localhost/healthz', { headers })
    expect(untrusted.headers.get('Strict-Transport-Security')).toBeNull()
    const trusted = await proxied.request('GET', 'http://localhost/healthz', { headers })
    expect(trusted.headers.get('Strict-Transport-Security')).toBe(HSTS)
    const plain = await proxied.request('GET', 'http://localhost/healthz', {
      headers: { 'X-Forwarded-Proto': 'http' },
    })
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull()
  })

  test('reads the proxy header as proxies write it', () => {
    expect(isHttps('http://x/', 'https, http', true)).toBe(true)
    expect(isHttps('http://x/', 'HTTPS', true)).toBe(true)
    expect(isHttps('http://x/', 'https', false)).toBe(false)
    expect(isHttps('https://x/', undefined, false)).toBe(true)
  })
})

describe('Content-Security-Policy', () => {
  test('the panel page runs its configuration script by hash, never any inline script', async () => {
    const answer = await t.request('GET', '/')
    expect(answer.status).toBe(200)
    const policy = directives(answer.headers.get('Content-Security-Policy'))
    const script = /<script>(.*?)<\/script>/.exec(answer.text)?.[1]
    expect(script).toMatch(/^window\.__VITRINE_CONFIG__=/)
    const hash = createHash('sha256').update(script!, 'utf8').digest('base64')
    expect(policy['script-src']).toEqual(["'self'", `'sha256-${hash}'`])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    // Images from the server and from https hosts (imported products' pictures), never http.
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY')
  })

  test('every other answer has one too, without inline scripts, and refuses to be framed', async () => {
    for (const url of ['/healthz', '/api/connect/auth', '/api/docs', '/assets/index-abc123.js']) {
      const policy = directives(
        (await t.request('GET', url)).headers.get('Content-Security-Policy'),
      )
      expect(policy['script-src'], url).toEqual(["'self'"])
      expect(policy['frame-ancestors'], url).toEqual(["'none'"])
    }
  })

  test('lets the configured live chat load from its own origin only', () => {
    const policy = directives(
      contentSecurityPolicy({ liveChatUrl: 'https://chat.example.com/widget.js?v=2' }),
    )
    expect(policy['script-src']).toEqual(["'self'", 'https://chat.example.com'])
    expect(policy['connect-src']).toEqual(["'self'", 'https://chat.example.com'])
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  })
})

describe('source maps', () => {
  test('are not served unless SERVE_SOURCE_MAPS is on', async () => {
    const hidden = await t.request('GET', '/assets/index-abc123.js.map')
    expect(hidden.status).toBe(404)
    expect(hidden.text).not.toContain('version')
    // Not even as the SPA fallback, for a map that does not exist.
    expect((await t.request('GET', '/assets/missing.js.map')).status).toBe(404)
    expect((await t.request('GET', '/other.css.MAP')).status).toBe(404)
    const served = await withMaps.request('GET', '/assets/index-abc123.js.map')
    expect(served.status).toBe(200)
    expect(served.text).toBe('{"version":3}')
  })
})
