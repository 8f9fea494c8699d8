import { DEFAULT_LAYOUT_CATALOG, type ProductCondition } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { seedCatalogueDemo } from '../catalogue/demo.ts'
import { productsMatching } from '../catalogue/matching.ts'
import { cmsElements } from '../cms/schema.ts'
import { seedLayoutSettingsDemo } from '../layout-settings/demo.ts'
import { getLayoutSettings } from '../layout-settings/settings.ts'
import { createStore, storeWithPeople } from '../testing/access-fixtures.ts'
import { createTestServer, type TestServer } from '../testing/test-server.ts'
import { listClusters } from './clusters.ts'
import { seedClustersDemo } from './demo.ts'

let t: TestServer
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-clusters-demo-'))
  t = await createTestServer({ config: { dataDir } })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

test('the demo clusters over the demo catalogue, counted as the filter counts them, once; settings filled', async () => {
  const { owner } = await storeWithPeople(t)
  const app = await createStore(t, owner, { name: 'Loja Demonstração' })
  const layout = await t.request('POST', `/api/main/apps/${app.id}/layout`, {
    token: owner.token,
    json: {},
  })
  expect(layout.status, layout.text).toBe(201)
  await seedCatalogueDemo(t.db, app.id, t.clock.now(), t.config)
  await seedClustersDemo(t.db, app.id, t.clock.now())
  await seedClustersDemo(t.db, app.id, t.clock.now())
  const { items } = await listClusters(t.db, app.id)
  expect(items.map((cluster) => cluster.name)).toEqual([
    'Em promoção',
    'Mais vendidos do verão',
    'Presentes de Natal',
    'Sem estoque',
    'Visíveis com estoque',
  ])
  const summer = items.find((cluster) => cluster.slug === 'mais-vendidos-do-verao')!
  expect(summer.product_count).toBe(8)
  for (const cluster of items) {
    const members = await productsMatching(
      t.db,
      app.id,
      [{ attribute: 'clusters.id', condition: '=', value: cluster.id }],
      { limit: 1 },
    )
    // An active cluster's members are what the storefront's condition selects; inactive, none.
    expect(members.total).toBe(cluster.active ? cluster.product_count : 0)
    expect(cluster.product_count).toBeGreaterThan(0)
  }

  // The home page's shelf of the summer cluster shows its eight products in their order.
  const shelves = await t.db.select().from(cmsElements).where(eq(cmsElements.appId, app.id))
  expect(shelves).toHaveLength(1)
  const shelf = await productsMatching(
    t.db,
    app.id,
    shelves[0]!.conditions as unknown as ProductCondition[],
    { limit: 8 },
  )
  expect(shelf.items.map((product) => product.id)).toEqual(summer.product_ids)

  await seedLayoutSettingsDemo(t.db, app.id, t.clock.now())
  const settings = await getLayoutSettings(t.db, app.id)
  expect(settings.project.theme_name).toBe('Tropical 2026')
  expect(settings.catalog).toEqual({
    ...DEFAULT_LAYOUT_CATALOG,
    per_page: 36,
    default_sort: 'best_sellers',
    out_of_stock: 'last',
    price_display: { mode: 'installments', installments: 10, interest_free: true },
    image_ratio: '3:4',
  })
})
