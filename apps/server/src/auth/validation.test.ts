import { isApiErrorShape } from '@vitrine/api'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createTestServer,
  registration,
  type RequestOptions,
  type TestServer,
} from '../testing/test-server.ts'

let t: TestServer
let token: string
beforeAll(async () => {
  t = await createTestServer()
  token = (await t.register()).token
})
afterAll(() => t.close())

/** Every JSON route with a valid body, so each failure below changes one thing only. */
const jsonRoutes = () => [
  { method: 'POST', path: '/api/connect/auth/login', body: { email: 'a@b.co', password: 'x' } },
  { method: 'POST', path: '/api/connect/auth/register', body: registration() },
  {
    method: 'PUT',
    path: '/api/connect/auth',
    body: { name: 'Ana', email: 'ana@example.com', profession: 'owner' },
    auth: true,
  },
  {
    method: 'PUT',
    path: '/api/connect/auth/password',
    body: { current_password: 'x', password: 'novaSenha1', password_confirm: 'novaSenha1' },
    auth: true,
  },
  { method: 'POST', path: '/api/connect/auth/recovery', body: { email: 'a@b.co' } },
  {
    method: 'PUT',
    path: `/api/connect/auth/recovery/${'A'.repeat(43)}`,
    body: { password: 'novaSenha1', password_confirm: 'novaSenha1' },
  },
]

function expectApiError(response: { status: number; body: unknown }, status: number) {
  expect(response.status).toBe(status)
  expect(isApiErrorShape(response.body)).toBe(true)
  expect(response.body).toMatchObject({ statusCode: status })
}

describe.each(jsonRoutes())('$method $path', (route) => {
  const auth = () => (route.auth ? { token } : {})
  const send = (options: RequestOptions) =>
    t.request(route.method, route.path, { ...auth(), ...options })

  test('an empty object lists every required field', async () => {
    const response = await send({ json: {} })
    expectApiError(response, 400)
    const fields = Object.keys(response.body.data.fields)
    const required = Object.keys(route.body).filter((key) => key !== 'phone')
    expect(fields.sort()).toEqual(required.sort())
    for (const message of Object.values(response.body.data.fields)) {
      expect(message).toEqual(expect.any(String))
    }
  })

  test('wrong types are field errors, not crashes', async () => {
    const wrong = Object.fromEntries(Object.keys(route.body).map((key) => [key, { nested: [1] }]))
    const response = await send({ json: wrong })
    expectApiError(response, 400)
    expect(Object.keys(response.body.data.fields).length).toBeGreaterThan(0)
  })

  test('a body that is not an object is a 400', async () => {
    for (const json of [null, [], 'text', 42]) {
      expectApiError(await send({ json }), 400)
    }
  })

  test('malformed JSON is a 400 in the request language', async () => {
    const response = await send({
      body: '{"email": ',
      headers: { 'Content-Type': 'application/json' },
      lang: 'pt-BR',
    })
    expectApiError(response, 400)
    expect(response.body.message).toBe('O corpo da requisição não é um JSON válido.')
  })

  test('a non-JSON content type is a 415', async () => {
    const form = await send({
      body: 'email=a%40b.co',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expectApiError(form, 415)
    expect(form.body.message).toBe(
      'Send the request body as JSON (Content-Type: application/json).',
    )
    expectApiError(await send({ body: JSON.stringify(route.body) }), 415)
  })

  test('a body over 1 MB is a 413', async () => {
    const huge = JSON.stringify({ ...route.body, padding: 'x'.repeat(1024 * 1024) })
    const response = await send({ body: huge, headers: { 'Content-Type': 'application/json' } })
    expectApiError(response, 413)
    // The rest of a refused body may still be coming: the connection is not kept (http/body-limit.ts).
    expect(response.headers.get('Connection')).toBe('close')
  })

  test('extra-long strings are field errors', async () => {
    const long = 'a'.repeat(10_000)
    const body = Object.fromEntries(Object.keys(route.body).map((key) => [key, long]))
    const response = await send({ json: body })
    // Login checks only presence, so a long password there is just wrong credentials.
    expect([400, 401]).toContain(response.status)
    expect(isApiErrorShape(response.body)).toBe(true)
  })
})

describe('field messages follow the Language header', () => {
  const invalid = {
    name: 'A',
    email: 'not-an-email',
    profession: 'owner',
    password: 'abcdefghi',
    password_confirm: 'abcdefghi',
    accept_terms: false,
  }
  const mismatch = { ...registration(), password_confirm: 'outraSenha1' }

  test('pt-BR', async () => {
    const response = await t.request('POST', '/api/connect/auth/register', {
      json: invalid,
      lang: 'pt-BR,pt;q=0.9',
    })
    expectApiError(response, 400)
    expect(response.body.message).toBe('Alguns campos não são válidos.')
    expect(response.body.data.fields).toMatchObject({
      email: 'Informe um endereço de e-mail válido.',
      password: 'Senha deve conter pelo menos um número.',
    })
    expect(response.body.data.fields.name).toMatch(/^Nome deve ter/)
    expect(response.body.data.fields.accept_terms).toMatch(/^É preciso aceitar/)
    const confirm = await t.request('POST', '/api/connect/auth/register', {
      json: mismatch,
      lang: 'pt-BR',
    })
    expect(confirm.body.data.fields).toEqual({
      password_confirm: expect.stringContaining('Confirmação de senha'),
    })
  })

  test('en (also the default without the header)', async () => {
    for (const lang of ['en-US', undefined]) {
      const response = await t.request('POST', '/api/connect/auth/register', {
        json: invalid,
        lang,
      })
      expectApiError(response, 400)
      expect(response.body.message).toBe('Some fields are not valid.')
      expect(response.body.data.fields).toMatchObject({
        email: 'Please enter a valid email address.',
        password: 'Password must contain at least one number.',
      })
      expect(response.body.data.fields.accept_terms).toMatch(/must be accepted/)
      const confirm = await t.request('POST', '/api/connect/auth/register', {
        json: mismatch,
        lang,
      })
      expect(confirm.body.data.fields).toEqual({
        password_confirm: expect.stringContaining('Password confirmation'),
      })
    }
  })
})

describe('routes that do not exist', () => {
  test('an unknown /api path is a JSON 404', async () => {
    for (const path of ['/api/nothing', '/api/connect/nothing', '/api', '/api/']) {
      const response = await t.request('GET', path, { lang: 'pt-BR' })
      expectApiError(response, 404)
      expect(response.body.message).toBe(`Rota não encontrada: GET ${path}`)
    }
  })

  test('a wrong method on a known path is a JSON 405 with Allow', async () => {
    const response = await t.request('PATCH', '/api/connect/auth/login', { json: {} })
    expectApiError(response, 405)
    expect(response.headers.get('Allow')).toBe('POST')
    const auth = await t.request('POST', '/api/connect/auth')
    expectApiError(auth, 405)
    expect(auth.headers.get('Allow')?.split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PUT'])
  })

  test('a non-GET outside /api is a JSON 404, not the panel', async () => {
    expectApiError(await t.request('POST', '/login', { json: {} }), 404)
  })
})

describe('odd requests are still client mistakes, never 500s', () => {
  test('broken percent-encoding in a path parameter', async () => {
    const response = await t.request('PUT', '/api/connect/auth/recovery/%E0%A4%A', {
      json: { password: 'novaSenha1', password_confirm: 'novaSenha1' },
    })
    expectApiError(response, 400)
  })

  test('deeply nested JSON', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    const response = await t.request('POST', '/api/connect/auth/login', {
      body: deep,
      headers: { 'Content-Type': 'application/json' },
    })
    expectApiError(response, 400)
  })

  test('a huge Token header', async () => {
    const response = await t.request('GET', '/api/connect/auth', { token: 'x'.repeat(8000) })
    expectApiError(response, 401)
  })

  test('JSON with a charset and a vendor +json type are accepted', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/vnd.vitrine+json']) {
      const response = await t.request('POST', '/api/connect/auth/recovery', {
        body: JSON.stringify({ email: 'charset@example.com' }),
        headers: { 'Content-Type': type },
      })
      expect(response.status).toBe(200)
    }
  })
})
