import fs from 'node:fs/promises'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server.ts'

/**
 * The API's operations as the document lists them, one `METHOD path — summary` line each. The
 * committed list is the API's surface: a route that moves, disappears or appears unnoticed
 * fails here, and a new area adds its lines to operations.fixture.json on purpose:
 * `UPDATE_OPERATIONS=1 npx vitest run --project server apps/server/src/openapi` rewrites the
 * file from the document, and the diff is reviewed like code.
 */
const fixture = new URL('./operations.fixture.json', import.meta.url)

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

test('the API document lists exactly the committed operations', async () => {
  const { status, body } = await t.request('GET', '/api/openapi.json')
  expect(status).toBe(200)
  const paths = body.paths as Record<string, Record<string, { summary?: string }>>
  const listed = Object.entries(paths)
    .flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map(
        (method) => `${method.toUpperCase()} ${path} — ${item[method]!.summary ?? ''}`,
      ),
    )
    .sort()
  if (process.env.UPDATE_OPERATIONS) {
    await fs.writeFile(fixture, `${JSON.stringify(listed, null, 2)}\n`)
  }
  const committed = JSON.parse(await fs.readFile(fixture, 'utf8')) as string[]
  expect(listed).toEqual(committed)
})
