import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, openTestDatabase, type TestServer } from './testing/test-server.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

describe('GET /healthz', () => {
  test('answers ok when the database answers', async () => {
    const response = await t.request('GET', '/healthz')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ok' })
  })

  test('answers 503 when it does not, and a failing route is a generic, logged 500', async () => {
    const database = await openTestDatabase()
    const broken = await createTestServer({ database })
    await database.close()
    try {
      const health = await broken.request('GET', '/healthz')
      expect(health.status).toBe(503)
      expect(health.body).toEqual({ status: 'unavailable' })

      const login = await broken.request('POST', '/api/connect/auth/login', {
        json: { email: 'ana@example.com', password: 'segredo123' },
        lang: 'pt-BR',
      })
      expect(login.status).toBe(500)
      expect(login.body).toEqual({
        statusCode: 500,
        statusMessage: 'Internal Server Error',
        message: 'Algo deu errado do nosso lado. Tente novamente em instantes.',
      })
      const failure = broken.logs.find((line) => line.msg === 'request.failed')
      expect(failure).toMatchObject({ level: 'error', path: '/api/connect/auth/login' })
      expect(String(failure?.stack)).toMatch(/\n\s+at /)
      expect(
        broken.logs.find((line) => line.msg === 'request' && line.status === 500),
      ).toMatchObject({ level: 'error' })
    } finally {
      await broken.close()
    }
  })
})

describe('OpenAPI', () => {
  test('the document lists every API route with its method', async () => {
    const response = await t.request('GET', '/api/openapi.json')
    expect(response.status).toBe(200)
    const documented = new Set<string>()
    for (const [path, item] of Object.entries(response.body.paths as Record<string, object>)) {
      for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path}`)
    }
    const routes = t.app.routes
      .filter((route) => route.method !== 'ALL')
      .filter((route) => !['/api/openapi.json', '/api/docs'].includes(route.path))
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`)
    expect(new Set(routes)).toEqual(documented)
    // Which operations there are is openapi/operations.test.ts's business (a committed list).
  })

  test('schemas come from the contract: bodies, answers and the error shape', async () => {
    const { body } = await t.request('GET', '/api/openapi.json')
    const register = body.paths['/api/connect/auth/register'].post
    const request = register.requestBody.content['application/json'].schema
    expect(request.required).toEqual(
      expect.arrayContaining(['name', 'email', 'profession', 'password', 'accept_terms']),
    )
    expect(request.properties.email).toMatchObject({ type: 'string', format: 'email' })
    const answer = register.responses['201'].content['application/json'].schema
    expect(Object.keys(answer.properties.user.properties).sort()).toEqual([
      'email',
      'email_verified',
      'id',
      'name',
      'phone',
      'profession',
      'whRole',
    ])
    const conflict = register.responses['409'].content['application/json'].schema
    expect(conflict.required).toEqual(['statusCode', 'statusMessage', 'message'])
    expect(body.paths['/api/connect/auth'].get.security).toEqual([{ sessionToken: [] }])
    expect(body.components.securitySchemes.sessionToken).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'Token',
      description: 'A session token, or on app routes an API token of the app',
    })
  })

  test('app routes document their access, the app id and the gate answers', async () => {
    const { body } = await t.request('GET', '/api/openapi.json')
    const save = body.paths['/api/connect/control/{appId}/save'].put
    expect(save.description).toMatch(/Needs write access to settings\.$/)
    expect(save.security).toEqual([{ sessionToken: [] }])
    expect(save.parameters).toEqual([
      expect.objectContaining({ name: 'appId', in: 'path', required: true }),
    ])
    expect(Object.keys(save.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413', '415']),
    )
    const me = body.paths['/api/connect/control/{appId}/me'].get
    expect(me.description).toMatch(/Open to every person of the app, whatever their levels\.$/)
    expect(Object.keys(me.responses)).not.toContain('403')
    const logs = body.paths['/api/connect/control/{appId}/logs'].get
    expect(logs.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'appId',
      'area',
      'user_id',
      'from',
      'to',
      'cursor',
      'limit',
    ])
  })

  test('the docs page works offline and shows every operation', async () => {
    const response = await t.request('GET', '/api/docs')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(response.text).not.toMatch(/<script[^>]+src=|<link[^>]+href="https?:/)
    const { body } = await t.request('GET', '/api/openapi.json')
    for (const [path, item] of Object.entries(body.paths as Record<string, object>)) {
      for (const method of Object.keys(item)) {
        expect(response.text).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`)
      }
    }
    expect(response.text).toContain('Sign in with e-mail and password')
  })
})

describe('request logs', () => {
  test('one JSON line per request with the agreed fields', async () => {
    const before = t.logs.length
    const response = await t.request('GET', '/healthz', {
      headers: { 'X-Request-Id': 'proxy-id-1234' },
    })
    expect(response.headers.get('X-Request-Id')).toBe('proxy-id-1234')
    const lines = t.logs.slice(before).filter((line) => line.msg === 'request')
    expect(lines).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: 'info',
        msg: 'request',
        method: 'GET',
        path: '/healthz',
        status: 200,
        duration_ms: expect.any(Number),
        request_id: 'proxy-id-1234',
      },
    ])
  })

  test('never contain passwords, tokens or bodies', async () => {
    const before = t.logs.length
    const account = await t.register({
      password: 'Segredo-Unico-77',
      password_confirm: 'Segredo-Unico-77',
    })
    const login = await t.login(account.email, account.password)
    await t.request('GET', '/api/connect/auth?token=abc', { token: login.body.token })
    await t.request('PUT', `/api/connect/auth/recovery/${'Z'.repeat(43)}`, {
      json: { password: 'Segredo-Unico-88', password_confirm: 'Segredo-Unico-88' },
    })
    const written = JSON.stringify(t.logs.slice(before))
    for (const secret of [
      'Segredo-Unico',
      account.token,
      login.body.token,
      'Z'.repeat(43),
      'token=abc',
    ]) {
      expect(written).not.toContain(secret)
    }
    expect(written).toContain('/api/connect/auth/recovery/:token')
  })

  test('a fresh request id when the caller sends none or a strange one', async () => {
    const first = await t.request('GET', '/healthz')
    const strange = await t.request('GET', '/healthz', { headers: { 'X-Request-Id': 'a b<c>' } })
    expect(first.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(strange.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

test('security headers on every answer', async () => {
  const response = await t.request('GET', '/healthz')
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(response.headers.get('X-Frame-Options')).toBe('DENY')
  expect(response.headers.get('Referrer-Policy')).toBe('no-referrer')
})
