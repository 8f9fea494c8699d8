import http from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadConfig } from '../config.ts'
import { createLogger } from '../logger.ts'
import { startServer, type RunningServer } from '../server.ts'
import { openTestDatabase, type TestDatabase } from '../testing/test-server.ts'
import { MAX_BODY_BYTES } from './body.ts'

/* Over a real socket: a refused body must not leave a keep-alive connection to be reused. */

let database: TestDatabase
let server: RunningServer
let agent: http.Agent

beforeAll(async () => {
  database = await openTestDatabase()
  const config = {
    ...loadConfig(
      { VITRINE_SEED: 'off', LOG_LEVEL: 'error' },
      { cwd: process.cwd(), staticDir: path.join(process.cwd(), 'none') },
    ),
    port: 0,
    host: '127.0.0.1',
  }
  server = await startServer({
    config,
    logger: createLogger({ level: 'error' }),
    database: database.handle,
  })
})
afterAll(async () => {
  agent?.destroy()
  await server.close()
  await database.close()
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  socket: Socket
}

/**
 * One call through the keep-alive agent. A write error after the answer came (the server may
 * close while the rest of a refused body is still being sent) is not the call failing.
 */
function call(method: string, pathname: string, body?: Buffer | Buffer[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunked = Array.isArray(body)
    const request = http.request(`${server.url}${pathname}`, {
      method,
      agent,
      headers: body
        ? {
            'Content-Type': 'application/json',
            ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': body.length }),
          }
        : {},
    })
    let answered = false
    request.once('response', (response) => {
      answered = true
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.once('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
          socket: request.socket!,
        }),
      )
    })
    request.once('error', (error) => {
      if (!answered) reject(error)
    })
    if (Array.isArray(body)) {
      for (const chunk of body) request.write(chunk)
      request.end()
    } else {
      request.end(body)
    }
  })
}

function closed(socket: Socket): Promise<void> {
  return socket.destroyed
    ? Promise.resolve()
    : new Promise((resolve) => socket.once('close', () => resolve()))
}

const oversized = () => Buffer.from(JSON.stringify({ padding: 'x'.repeat(MAX_BODY_BYTES) }))

test.each([
  ['a declared length', () => oversized()],
  ['a chunked body', () => [oversized().subarray(0, 64 * 1024), oversized().subarray(64 * 1024)]],
])('a 413 for %s says Connection: close and closes the socket', async (_label, body) => {
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const first = await call('GET', '/healthz')
  expect(first.status).toBe(200)
  expect(first.headers.connection).toBe('keep-alive')

  const refused = await call('POST', '/api/connect/auth/login', body())
  expect(refused.socket).toBe(first.socket)
  expect(refused.status).toBe(413)
  expect(refused.headers.connection).toBe('close')
  expect(JSON.parse(refused.body)).toMatchObject({ statusCode: 413 })
  await closed(refused.socket)

  const next = await call('GET', '/healthz')
  expect(next.status).toBe(200)
  expect(next.socket).not.toBe(refused.socket)
  agent.destroy()
})
