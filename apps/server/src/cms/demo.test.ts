import { CmsPageElementsSchema, ELEMENT_KINDS, PageSeoSchema } from '@vitrine/api'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createStore } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { seedCmsDemo } from './demo.ts'

let t: TestServer
let owner: TestAccount
beforeAll(async () => {
  t = await createTestServer()
  owner = await t.register({ name: 'Marina Costa' })
})
afterAll(() => t.close())

test('the demo layout: a home page of every kind, as the contract reads it, SEO filled; once', async () => {
  const app = await createStore(t, owner)
  await seedCmsDemo(t.db, app.id, t.clock.now())
  await seedCmsDemo(t.db, app.id, t.clock.now())
  const { body: apps } = await t.request('GET', `/api/connect/apps/${app.id}`, {
    token: owner.token,
  })
  const layoutId = apps.layout_id as number
  const home = await t.request('GET', `/api/main/cms/${layoutId}/search/home`, {
    token: owner.token,
  })
  const page = v.parse(CmsPageElementsSchema, home.body)
  expect(new Set(page.elements.map((element) => element.type))).toEqual(new Set(ELEMENT_KINDS))
  const seo = await t.request('GET', `/api/main/cms/${layoutId}/seo/home`, { token: owner.token })
  expect(v.parse(PageSeoSchema, seo.body).title).toMatch(/Loja Demonstração/)
  const menu = await t.request('GET', `/api/main/apps/${layoutId}/menu`, { token: owner.token })
  expect(menu.body.pwa.name).toBe('Loja Demonstração')
  expect(menu.body.links.find((link: { slug: string }) => link.slug === 'home').element_count).toBe(
    page.elements.length,
  )
})
