import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { customers } from '../../db/schema.ts'
import { createStore, type AppRecord } from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { EXPORT_PAGE_SIZE } from './csv-stream.ts'

/*
 * A failing export must not show its cause: the error of a failed query carries its SQL and
 * parameters. The failure is made real by renaming the table under the running server (each
 * test server has its own copy of the database).
 */

let t: TestServer
let owner: TestAccount
let app: AppRecord
beforeAll(async () => {
  t = await createTestServer()
  owner = await t.register()
  app = await createStore(t, owner)
  // One page and one more row, so the export queries a second page.
  const now = t.clock.now()
  await t.db.insert(customers).values(
    Array.from({ length: EXPORT_PAGE_SIZE + 1 }, (_, index) => ({
      appId: app.id,
      name: `Cliente ${index}`,
      sortName: `cliente ${index}`,
      email: `cliente-${index}@example.com`,
      createdAt: now,
      updatedAt: now,
    })),
  )
})
afterAll(() => t.close())

const exportUrl = () => `/api/main/apps/${app.id}/customers/export`
const breakTable = () => t.db.execute(sql`alter table customers rename to customers_gone`)
const mendTable = () => t.db.execute(sql`alter table customers_gone rename to customers`)

test('failing before its first byte, it answers the usual ApiError, with the usual headers', async () => {
  await breakTable()
  try {
    const answer = await t.request('GET', exportUrl(), { token: owner.token, lang: 'pt-BR' })
    expect(answer.status).toBe(500)
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(answer.body).toEqual({
      statusCode: 500,
      statusMessage: 'Internal Server Error',
      message: 'Algo deu errado do nosso lado. Tente novamente em instantes.',
    })
    expect(answer.text).not.toMatch(/customers|select/i)
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(t.logs.some((line) => line.msg === 'request.failed')).toBe(true)
  } finally {
    await mendTable()
  }
})

test('failing after its first byte, it breaks the download off without the cause, and logs it', async () => {
  const response = await t.app.request(exportUrl(), { headers: { Token: owner.token } }, {
    incoming: { socket: { remoteAddress: '127.0.0.1' } },
  } as never)
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  const first = await reader.read()
  expect(new TextDecoder().decode(first.value)).toContain('Cliente 1000;')
  await breakTable()
  try {
    const failure: unknown = await reader.read().then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(Error)
    expect(String((failure as Error).message)).not.toMatch(/customers|select/i)
    const logged = t.logs.find((line) => line.msg === 'customers.export_failed')
    expect(logged).toMatchObject({ app_id: app.id, level: 'error' })
  } finally {
    await mendTable()
  }
})
