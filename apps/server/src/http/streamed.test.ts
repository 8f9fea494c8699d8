import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { afterEach, expect, test } from 'vitest'
import { createLogger } from '../logger.ts'
import type { AppEnv } from './context.ts'
import { createErrorHandler } from './errors.ts'
import { streamedAnswer } from './streamed.ts'

/*
 * Over a real socket: @hono/node-server is what turned a stream's error into a text/plain 500
 * with the error's message, or appended the message to the body.
 */

const SECRET = 'select * from customers where app_id = $1 -- params: 42'

let close: (() => void) | undefined
afterEach(() => close?.())

async function serveStream(chunks: (string | Error)[]) {
  const logs: Record<string, unknown>[] = []
  const logger = createLogger({ level: 'debug', write: (line) => logs.push(JSON.parse(line)) })
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('lang', 'en')
    c.set('requestId', 'r1')
    await next()
  })
  app.use(secureHeaders())
  app.get('/export', (c) => {
    let index = 0
    const stream = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 5))
          const chunk = chunks[index++]
          if (chunk === undefined) controller.close()
          else if (chunk instanceof Error) controller.error(chunk)
          else controller.enqueue(new TextEncoder().encode(chunk))
        },
      },
      { highWaterMark: 0 },
    )
    return streamedAnswer(c, stream, {
      logger,
      event: 'export.failed',
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    })
  })
  app.onError(createErrorHandler(logger))
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  close = () => server.close()
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/export`, logs }
}

test('a stream that fails before its first byte answers the usual JSON ApiError', async () => {
  const { url, logs } = await serveStream([new Error(SECRET)])
  const response = await fetch(url)
  expect(response.status).toBe(500)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  const body = await response.text()
  expect(JSON.parse(body)).toMatchObject({
    statusCode: 500,
    statusMessage: 'Internal Server Error',
  })
  expect(body).not.toContain('customers')
  expect(logs.some((line) => line.msg === 'request.failed')).toBe(true)
})

test('a stream that fails after its first byte is cut off, without the cause, and logged', async () => {
  const { url, logs } = await serveStream([
    'nome;email\r\n',
    'Ana;ana@example.com\r\n',
    new Error(SECRET),
  ])
  const response = await fetch(url)
  expect(response.status).toBe(200)
  const received: string[] = []
  const reader = response.body!.getReader()
  const outcome = await (async () => {
    for (;;) {
      const next = await reader.read()
      if (next.done) return 'complete'
      received.push(new TextDecoder().decode(next.value))
    }
  })().catch(() => 'broken')
  // A download that just ended would pass for the whole file.
  expect(outcome).toBe('broken')
  expect(received.join('')).not.toContain('customers')
  expect(received.join('')).toContain('nome;email')
  await expect
    .poll(() => logs.find((line) => line.msg === 'export.failed'))
    .toMatchObject({
      request_id: 'r1',
      level: 'error',
      error: SECRET,
    })
})

test('a stream that does not fail goes out whole', async () => {
  const { url } = await serveStream(['a\n', 'b\n'])
  const response = await fetch(url)
  expect(await response.text()).toBe('a\nb\n')
})
