import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadConfig } from './config.ts'
import { createLogger } from './logger.ts'
import { DEMO_ACCOUNT } from './seed/demo.ts'
import { startServer, type RunningServer } from './server.ts'
import { openTestDatabase, type LogLine, type TestDatabase } from './testing/test-server.ts'

let database: TestDatabase
let server: RunningServer
const logs: LogLine[] = []

beforeAll(async () => {
  database = await openTestDatabase()
  const config = {
    ...loadConfig(
      { LOG_LEVEL: 'info' },
      { cwd: process.cwd(), staticDir: path.join(process.cwd(), 'none') },
    ),
    port: 0,
    host: '127.0.0.1',
  }
  const logger = createLogger({
    level: 'info',
    write: (line) => logs.push(JSON.parse(line) as LogLine),
  })
  server = await startServer({ config, logger, database: database.handle })
})
afterAll(async () => {
  await server.close()
  await database.close()
})

test('starts on a real port, seeds the demo account and logs where it listens', async () => {
  expect(logs.find((line) => line.msg === 'server.started')).toMatchObject({
    url: server.url,
    database: database.handle.kind,
    mail: 'outbox-log',
  })
  expect(logs.find((line) => line.msg === 'seed.demo')).toMatchObject({ email: DEMO_ACCOUNT.email })
  const response = await fetch(`${server.url}/api/connect/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  })
  expect(response.status).toBe(200)
  expect(
    logs.find((line) => line.msg === 'request' && line.path === '/api/connect/auth/login'),
  ).toMatchObject({ status: 200, method: 'POST' })
})

test('a stop lets the request in flight finish, then refuses new connections', async () => {
  // The stop begins once the server has the request; registration then spends ~100 ms hashing.
  const received = new Promise((resolve) => server.httpServer.once('request', resolve))
  const inFlight = fetch(`${server.url}/api/connect/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Connection: 'close' },
    body: JSON.stringify({
      name: 'Última Pessoa',
      email: 'ultima@example.com',
      profession: 'other',
      password: 'segredo123',
      password_confirm: 'segredo123',
      accept_terms: true,
    }),
  })
  await received
  const stopped = server.close()
  const response = await inFlight
  expect(response.status).toBe(201)
  await stopped
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
  expect(logs.at(-1)).toMatchObject({ msg: 'server.stopped' })
})
