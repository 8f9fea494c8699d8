import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { requireAccess, type AppScopedEnv } from '../access/require-access.ts'
import type { AppEnv } from '../http/context.ts'
import { createErrorHandler } from '../http/errors.ts'
import { createLogger } from '../logger.ts'
import { createStore, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { idempotent } from './idempotent.ts'

/*
 * A money-moving route stands in for the real ones (payments, issue 10): it counts how many
 * times it ran, so a replay that ran the handler again would show.
 */
let t: TestServer
let owner: TestAccount
let app: AppRecord
let other: AppRecord
let runs = 0
let failNext = false
const routes = new Hono<AppScopedEnv>()
const server = new Hono<AppEnv>()

beforeAll(async () => {
  t = await createTestServer()
  owner = await t.register()
  app = await createStore(t, owner)
  other = await createStore(t, owner, { name: 'Segunda' })
  const deps = { db: t.db, clock: t.clock }
  server.use(async (c, next) => {
    c.set('lang', 'pt-BR')
    c.set('requestId', 'r1')
    await next()
  })
  for (const [path, required] of [
    ['/apps/:appId/refunds', false],
    ['/apps/:appId/captures', true],
  ] as const) {
    routes.post(
      path,
      requireAccess(deps, { area: 'payments', level: 'write' }),
      idempotent(deps, { required }),
      async (c) => {
        runs += 1
        if (failNext) {
          failNext = false
          throw new Error('the provider timed out')
        }
        const body = (await c.req.json()) as { amount: number }
        return c.json({ refund: runs, amount: body.amount }, 201)
      },
    )
  }
  server.route('/', routes)
  server.onError(createErrorHandler(createLogger({ level: 'error', write: () => undefined })))
})
afterAll(() => t.close())

function post(key: string | undefined, body: unknown, appId = app.id, path = 'refunds') {
  return server.request(`/apps/${appId}/${path}`, {
    method: 'POST',
    headers: {
      Token: owner.token,
      'Content-Type': 'application/json',
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
    },
    body: JSON.stringify(body),
  })
}

describe('Idempotency-Key', () => {
  test('the same key and request answer the first answer again, without running twice', async () => {
    const before = runs
    const first = await post('reembolso-1', { amount: 500 })
    expect(first.status).toBe(201)
    const answer = await first.json()
    const again = await post('reembolso-1', { amount: 500 })
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(answer)
    expect(runs).toBe(before + 1)
  })

  test('the same key with another request is a 422 and runs nothing', async () => {
    await post('reembolso-2', { amount: 500 })
    const before = runs
    const reused = await post('reembolso-2', { amount: 900 })
    expect(reused.status).toBe(422)
    expect((await reused.json()).message).toBe('Esta Idempotency-Key já foi usada em outro pedido.')
    expect(runs).toBe(before)
  })

  test("keys belong to an app: another store's same key is its own request", async () => {
    await post('reembolso-3', { amount: 100 })
    const elsewhere = await post('reembolso-3', { amount: 100 }, other.id)
    expect(elsewhere.headers.get('Idempotent-Replayed')).toBeNull()
  })

  test('a failed first attempt is not kept: the retry runs', async () => {
    failNext = true
    expect((await post('reembolso-4', { amount: 100 })).status).toBe(500)
    const retry = await post('reembolso-4', { amount: 100 })
    expect(retry.status).toBe(201)
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull()
  })

  test('two requests with one key at once run the handler once', async () => {
    const before = runs
    const answers = await Promise.all([
      post('reembolso-5', { amount: 100 }),
      post('reembolso-5', { amount: 100 }),
    ])
    expect(runs).toBe(before + 1)
    // The other one waited for nothing: either it saw the answer (201) or the work in flight (409).
    expect(answers.map((answer) => answer.status).sort()).toEqual(expect.arrayContaining([201]))
    for (const answer of answers) expect([201, 409]).toContain(answer.status)
  })

  test('a malformed key is a 400; where required, a missing one too; elsewhere it is optional', async () => {
    for (const key of ['', 'com espaço', 'x'.repeat(256), 'ção']) {
      expect((await post(key, { amount: 1 })).status, JSON.stringify(key)).toBe(400)
    }
    const missing = await post(undefined, { amount: 1 }, app.id, 'captures')
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toBe(
      'Esta operação precisa do cabeçalho Idempotency-Key.',
    )
    expect((await post(undefined, { amount: 1 })).status).toBe(201)
  })
})
