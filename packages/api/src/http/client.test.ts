import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, fieldErrorsOf } from './api-error.ts'
import { createHttpClient, HEADERS, type HttpClientOptions } from './client.ts'
import { defaultServiceUrls } from './services.ts'

type FetchCall = { url: string; init: RequestInit & { headers: Headers } }

function clientWith(
  respond: (call: FetchCall) => Response | Promise<Response>,
  options: Partial<HttpClientOptions> = {},
) {
  const calls: FetchCall[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: { ...init, headers: new Headers(init?.headers) } }
    calls.push(call)
    return respond(call)
  })
  const client = createHttpClient({
    services: defaultServiceUrls('https://api.example'),
    getToken: () => 'secret-token',
    getLanguage: () => 'pt-BR',
    getWhitelabelHash: () => 'wh-123',
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...options,
  })
  /** The fetch made `index`-th (from 0); the test fails here, saying so, when there was none. */
  const call = (index: number): FetchCall => {
    const made = calls[index]
    if (!made) throw new Error(`fetch was called ${calls.length} times, not ${index + 1}`)
    return made
  }
  return { client, call }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('createHttpClient', () => {
  it('sends the Token, Language and white-label hash headers to the service base URL', async () => {
    const { client, call } = clientWith(() => json({ ok: true }))
    await client.request('payments', 'GET', '/transactions', {
      query: { page: 2, q: 'pix', empty: undefined },
      schema: v.object({ ok: v.boolean() }),
    })
    expect(call(0).url).toBe('https://api.example/api/payments/transactions?page=2&q=pix')
    expect(call(0).init.headers.get(HEADERS.token)).toBe('secret-token')
    expect(call(0).init.headers.get(HEADERS.language)).toBe('pt-BR')
    expect(call(0).init.headers.get(HEADERS.whitelabelHash)).toBe('wh-123')
  })

  it('omits the token and hash headers when there are none', async () => {
    const { client, call } = clientWith(() => json({}), {
      getToken: () => null,
      getWhitelabelHash: () => undefined,
    })
    await client.request('connect', 'GET', '/auth')
    expect(call(0).init.headers.has(HEADERS.token)).toBe(false)
    expect(call(0).init.headers.has(HEADERS.whitelabelHash)).toBe(false)
  })

  it('sends JSON bodies as JSON and FormData untouched', async () => {
    const { client, call } = clientWith(() => new Response(null, { status: 204 }))
    await client.request('connect', 'POST', '/auth/login', { body: { email: 'a@b.co' } })
    expect(call(0).init.headers.get('Content-Type')).toBe('application/json')
    expect(call(0).init.body).toBe('{"email":"a@b.co"}')

    const form = new FormData()
    form.set('image', new Blob(['x']), 'x.png')
    await client.request('main', 'POST', '/cms/1/image', { body: form })
    expect(call(1).init.body).toBe(form)
    expect(call(1).init.headers.has('Content-Type')).toBe(false)
  })

  it('parses answers with the schema, dropping unknown fields', async () => {
    const { client } = clientWith(() => json({ id: 1, created_at: 'x' }))
    await expect(
      client.request('connect', 'GET', '/x', { schema: v.object({ id: v.number() }) }),
    ).resolves.toEqual({ id: 1 })
  })

  it('passes the server ApiError through as an ApiError', async () => {
    const body = {
      statusCode: 400,
      statusMessage: 'Bad Request',
      message: 'Campos inválidos.',
      data: { fields: { email: 'Informe um e-mail.' } },
    }
    const { client } = clientWith(() => json(body, 400))
    const error = await client.request('connect', 'POST', '/auth/login').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).toJSON()).toEqual(body)
    expect(fieldErrorsOf(error)).toEqual({ email: 'Informe um e-mail.' })
  })

  it('turns a non-ApiError failure into an ApiError with the status', async () => {
    const { client } = clientWith(
      () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    )
    await expect(client.request('connect', 'GET', '/auth')).rejects.toMatchObject({
      statusCode: 502,
      statusMessage: 'Bad Gateway',
      message: 'A requisição falhou.',
      data: '<html>bad gateway</html>',
    })
  })

  it('reports an unexpected answer shape as 502', async () => {
    const { client } = clientWith(() => json({ id: 'one' }))
    await expect(
      client.request('connect', 'GET', '/x', { schema: v.object({ id: v.number() }) }),
    ).rejects.toMatchObject({
      statusCode: 502,
      message: 'O servidor enviou uma resposta inesperada.',
    })
  })

  it('reports network failures in the interface language', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('fetch failed')), {
      getLanguage: () => 'en-US',
    })
    await expect(client.request('connect', 'GET', '/auth')).rejects.toMatchObject({
      statusCode: 0,
      statusMessage: 'Network Error',
      message: 'Could not reach the server. Check your connection and try again.',
    })
  })

  it('gives up after the timeout with a 408 ApiError', async () => {
    const hang = (call: FetchCall) =>
      new Promise<Response>((_, reject) =>
        call.init.signal?.addEventListener('abort', () => reject(call.init.signal?.reason)),
      )
    const { client } = clientWith(hang, { timeoutMs: 20 })
    await expect(client.request('connect', 'GET', '/auth')).rejects.toMatchObject({
      statusCode: 408,
      statusMessage: 'Request Timeout',
    })
  })

  it("lets the caller's own abort through untouched", async () => {
    const hang = (call: FetchCall) =>
      new Promise<Response>((_, reject) =>
        call.init.signal?.addEventListener('abort', () => reject(call.init.signal?.reason)),
      )
    const { client } = clientWith(hang)
    const controller = new AbortController()
    const pending = client.request('connect', 'GET', '/auth', { signal: controller.signal })
    controller.abort(new DOMException('left the page', 'AbortError'))
    const error = await pending.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ name: 'AbortError' })
  })
})
