import { CmsPageElementsSchema, ELEMENT_KINDS, PageSeoSchema } from '@vitrine/api'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createStore } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { seedCmsDemo } from './demo.ts'

let t: TestServer
let owner: TestAccount
let dataDir: string
beforeAll(async () => {
  // The banners' pictures go to the file store under the data directory: a throwaway one.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-cms-demo-'))
  t = await createTestServer({ config: { dataDir } })
  owner = await t.register({ name: 'Marina Costa' })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

test('the demo layout: a home page of every kind, as the contract reads it, SEO filled; once', async () => {
  const app = await createStore(t, owner)
  await seedCmsDemo(t.db, app.id, t.clock.now(), t.config)
  await seedCmsDemo(t.db, app.id, t.clock.now(), t.config)
  const { body: apps } = await t.request('GET', `/api/connect/apps/${app.id}`, {
    token: owner.token,
  })
  const layoutId = apps.layout_id as number
  const home = await t.request('GET', `/api/main/cms/${layoutId}/search/home`, {
    token: owner.token,
  })
  const page = v.parse(CmsPageElementsSchema, home.body)
  expect(new Set(page.elements.map((element) => element.type))).toEqual(new Set(ELEMENT_KINDS))
  // The banner has a desktop and a mobile picture, served as images the upload service made.
  const banner = page.elements.find((element) => element.type === 'image')!
  expect(banner.desktop_image).not.toEqual(banner.mobile_image)
  for (const address of [banner.desktop_image, banner.mobile_image]) {
    const picture = await t.app.request(address!)
    expect(picture.status, address!).toBe(200)
    expect(picture.headers.get('Content-Type')).toBe('image/png')
  }
  const seo = await t.request('GET', `/api/main/cms/${layoutId}/seo/home`, { token: owner.token })
  expect(v.parse(PageSeoSchema, seo.body).title).toMatch(/Loja Demonstração/)
  const menu = await t.request('GET', `/api/main/apps/${layoutId}/menu`, { token: owner.token })
  expect(menu.body.pwa.name).toBe('Loja Demonstração')
  expect(menu.body.links.find((link: { slug: string }) => link.slug === 'home').element_count).toBe(
    page.elements.length,
  )
})
