import { CustomerInputSchema, documentKind, parseBody } from '@vitrine/api'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { systemClock } from '../clock.ts'
import { apps } from '../access/schema.ts'
import { customers } from './schema.ts'
import { DEMO_ACCOUNT, seedDemoData } from '../seed/demo.ts'
import { createTestServer, type TestServer } from '../testing/test-server.ts'
import { DEMO_CUSTOMERS, seedDemoCustomers } from './demo-customers.ts'
import { customerPage } from './list.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
  await seedDemoData(t.db, systemClock)
})
afterAll(() => t.close())

const demoStoreId = async () =>
  (await t.db.select({ id: apps.id }).from(apps).orderBy(apps.id))[0]!.id

test('the demo store gets its customers once, each one valid as the panel would save it', async () => {
  const appId = await demoStoreId()
  expect(await seedDemoCustomers(t.db, appId, new Date())).toBe(0)
  const [row] = await t.db.select({ n: count() }).from(customers).where(eq(customers.appId, appId))
  expect(row!.n).toBe(DEMO_CUSTOMERS.length)
  expect(DEMO_CUSTOMERS.length).toBeGreaterThanOrEqual(30)

  const page = await customerPage(t.db, appId, { limit: 100 }, 'pt-BR')
  for (const customer of page.items) {
    // What the edit form would send back must pass the shared schema unchanged.
    const values = parseBody(CustomerInputSchema, customer, 'pt-BR')
    expect(values.document, customer.name).toBe(customer.document)
    if (customer.document) expect(documentKind(customer.document)).toBe(customer.document_kind)
    expect(customer.created_at <= customer.updated_at).toBe(true)
    if (customer.last_purchase_at) {
      expect(customer.last_purchase_at > customer.created_at, customer.name).toBe(true)
    }
    expect(customer.purchases_count > 0).toBe(customer.total_spent > 0)
  }
  const kinds = page.items.map((customer) => customer.document_kind)
  expect(kinds).toContain('cpf')
  expect(page.items.some((customer) => /[A-Z]/.test(customer.document ?? ''))).toBe(true)
  expect(page.items.some((customer) => customer.purchases_count === 0)).toBe(true)
})

test('the demo owner lists, searches and filters them through the API', async () => {
  const appId = await demoStoreId()
  const login = await t.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)
  const get = (query: string) =>
    t.request('GET', `/api/main/apps/${appId}/customers${query}`, { token: login.body.token })
  const vip = await get('?tag=vip&sort=-total_spent')
  expect(vip.status).toBe(200)
  expect(vip.body.items.length).toBeGreaterThan(2)
  expect(vip.body.items[0].total_spent).toBeGreaterThanOrEqual(vip.body.items[1].total_spent)
  const joao = await get('?q=joao')
  expect(joao.body.items.map((item: { name: string }) => item.name)).toContain(
    'João Pedro Oliveira',
  )
  const tags = await t.request('GET', `/api/main/apps/${appId}/customers/tags`, {
    token: login.body.token,
  })
  expect(tags.body.map((tag: { tag: string }) => tag.tag)).toEqual(
    expect.arrayContaining(['vip', 'newsletter', 'atacado', 'b2b', 'assinante']),
  )
})
