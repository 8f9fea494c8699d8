import { CatalogueProductPageSchema, CategoryListSchema } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createStore, storeWithPeople } from '../testing/access-fixtures.ts'
import { createTestServer, type TestServer } from '../testing/test-server.ts'
import { DEMO_CATALOGUE_SIZE, seedCatalogueDemo } from './demo.ts'
import { catalogueProducts } from './schema.ts'

let t: TestServer
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-catalogue-demo-'))
  t = await createTestServer({ config: { dataDir } })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

test('the demo catalogue: 200 products in a tree up to three levels, each with a stored image, once', async () => {
  const { owner } = await storeWithPeople(t)
  const app = await createStore(t, owner, { name: 'Loja Demonstração' })
  expect(await seedCatalogueDemo(t.db, app.id, t.clock.now(), t.config)).toBe(DEMO_CATALOGUE_SIZE)
  expect(await seedCatalogueDemo(t.db, app.id, t.clock.now(), t.config)).toBe(0)
  const rows = await t.db
    .select()
    .from(catalogueProducts)
    .where(eq(catalogueProducts.appId, app.id))
  expect(rows).toHaveLength(DEMO_CATALOGUE_SIZE)
  const tree = v.parse(
    CategoryListSchema,
    (
      await t.request('GET', `/api/indexer/apps/${app.id}/catalogue/categories`, {
        token: owner.token,
      })
    ).body,
  ).items
  expect(Math.max(...tree.map((category) => category.level))).toBe(3)
  expect(tree.filter((category) => category.level === 1).map((category) => category.name)).toEqual([
    'Roupas',
    'Calçados',
    'Acessórios',
    'Casa',
    'Beleza',
    'Esporte',
  ])
  const page = v.parse(
    CatalogueProductPageSchema,
    (
      await t.request('GET', `/api/indexer/apps/${app.id}/catalogue/products?limit=200`, {
        token: owner.token,
      })
    ).body,
  )
  expect(page.items.every((item) => item.images.length === 1 && !item.images[0]!.external)).toBe(
    true,
  )
  expect(page.items.some((item) => item.variants.length > 0)).toBe(true)
  expect(page.items.some((item) => !item.stock.has)).toBe(true)
  expect(page.items.some((item) => item.prices.sales_price !== null)).toBe(true)
  // The image is served by the files route.
  const image = await t.request('GET', page.items[0]!.images[0]!.url)
  expect(image.status).toBe(200)
})
