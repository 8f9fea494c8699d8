import {
  ClusterDetailSchema,
  ClusterListSchema,
  ProductFilterResultSchema,
  type CatalogueProductInput,
  type ProductCondition,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { auditLog } from '../audit/schema.ts'
import { clusterRulesFor, productConditionsWhere, productsMatching } from '../catalogue/matching.ts'
import { catalogueProducts } from '../catalogue/schema.ts'
import { ecommerceFeeds } from '../ecommerce/feeds/schema.ts'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'

/*
 * Clusters over HTTP (PGlite, and PostgreSQL with TEST_DATABASE_URL): CRUD, the refusals in
 * pt-BR, tenant and level checks, and `clusters.id` in the catalogue's filter answering exactly
 * a cluster's members, manual or automatic.
 */

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(async () => {
  await t.close()
})

let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
let noLayout: TestAccount
let app: AppRecord
let otherApp: AppRecord
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
  noLayout = await t.register({ name: 'Caio Pagamentos' })
})
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, everyArea('read'))
  await addManager(t, app, noLayout, levels({ payments: 'write' }))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
})

const url = (rest = '', store: AppRecord = app) => `/api/indexer/apps/${store.id}/clusters${rest}`
const filter = (conditions: unknown[], store: AppRecord = app) =>
  `/api/indexer/apps/${store.id}/catalogue/products/filter?conditions=${encodeURIComponent(JSON.stringify(conditions))}&limit=50`

let sku = 0
async function product(
  overrides: Partial<CatalogueProductInput> = {},
  store = app,
  token = owner.token,
) {
  sku += 1
  const answer = await t.request('POST', `/api/indexer/apps/${store.id}/catalogue/products`, {
    token,
    json: {
      name: `Produto ${sku}`,
      sku: `SKU-${sku}`,
      price: 5_990,
      stock_quantity: 3,
      ...overrides,
    },
  })
  expect(answer.status, answer.text).toBe(201)
  return answer.body.id as number
}

async function create(json: unknown, token = owner.token, store = app) {
  const answer = await t.request('POST', url('', store), { token, json })
  expect(answer.status, answer.text).toBe(200)
  return v.parse(ClusterDetailSchema, answer.body)
}

async function filtered(conditions: ProductCondition[]) {
  const answer = await t.request('GET', filter(conditions), { token: reader.token })
  expect(answer.status, answer.text).toBe(200)
  return v.parse(ProductFilterResultSchema, answer.body)
}

describe('clusters', () => {
  test('a manual cluster keeps its products in order; the filter answers them in that order', async () => {
    const [a, b, c] = [await product(), await product(), await product()]
    await product()
    const cluster = await create({
      name: 'Mais vendidos do verão',
      description: 'Página inicial',
      kind: 'manual',
      product_ids: [c, a, b],
    })
    expect(cluster).toMatchObject({
      slug: 'mais-vendidos-do-verao',
      kind: 'manual',
      product_ids: [c, a, b],
      product_count: 3,
      conditions: [],
    })
    expect(cluster.products.map((each) => each.id)).toEqual([c, a, b])

    const inCluster = await filtered([
      { attribute: 'clusters.id', condition: '=', value: cluster.id },
      { attribute: 'clusters.id', condition: 'order', order: 'asc' },
    ])
    expect(inCluster.total).toBe(3)
    expect(inCluster.items.map((each) => each.id)).toEqual([c, a, b])
    const outside = await filtered([
      { attribute: 'clusters.id', condition: '!=', value: cluster.id },
    ])
    expect(outside.total).toBe(1)

    // Reordered and shortened: the answer follows at once.
    const edited = await t.request('PUT', url(`/${cluster.id}`), {
      token: owner.token,
      json: { name: 'Mais vendidos do verão', kind: 'manual', product_ids: [b, c] },
    })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.body.product_ids).toEqual([b, c])
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'cluster')))
    expect(audit.map((entry) => entry.action).sort()).toEqual(['create', 'update'])

    // A paused cluster empties the shelves that use it; its own page still lists the products.
    await t.request('PUT', url(`/${cluster.id}`), {
      token: owner.token,
      json: { name: 'Mais vendidos do verão', kind: 'manual', product_ids: [b, c], active: false },
    })
    expect(
      (await filtered([{ attribute: 'clusters.id', condition: '=', value: cluster.id }])).total,
    ).toBe(0)
    const read = await t.request('GET', url(`/${cluster.id}`), { token: reader.token })
    expect(read.body.products.map((each: { id: number }) => each.id)).toEqual([b, c])
  })

  test('an automatic cluster is its rules now: counts equal the members, prices change it live', async () => {
    const onSale = await product({ price: 9_990, sales_price: 4_990 })
    await product({ price: 9_990, sales_price: 4_990 })
    const later = await product({ price: 7_990 })
    await product({ price: 4_990 })
    const cluster = await create({
      name: 'Em promoção',
      kind: 'automatic',
      conditions: [
        { id: 'temp-1', attribute: 'prices.sales_price', condition: '=', value: 4_990 },
        { attribute: 'name', condition: 'order', order: 'asc' },
      ],
      // A list sent with an automatic cluster is dropped.
      product_ids: [onSale],
    })
    expect(cluster.product_ids).toEqual([])
    expect(cluster.conditions[0]).toEqual({
      attribute: 'prices.sales_price',
      condition: '=',
      value: 4_990,
    })
    expect(cluster.product_count).toBe(2)
    expect(cluster.products).toHaveLength(2)

    const members = await filtered([
      { attribute: 'clusters.id', condition: '=', value: cluster.id },
    ])
    expect(members.total).toBe(cluster.product_count)
    expect(new Set(members.items.map((each) => each.id))).toEqual(
      new Set(cluster.products.map((each) => each.id)),
    )

    await t.db
      .update(catalogueProducts)
      .set({ salesPriceCents: 4_990 })
      .where(eq(catalogueProducts.id, later))
    expect(
      (await filtered([{ attribute: 'clusters.id', condition: '=', value: cluster.id }])).total,
    ).toBe(3)
    const list = v.parse(
      ClusterListSchema,
      (await t.request('GET', url(), { token: reader.token })).body,
    )
    expect(list.items.find((each) => each.id === cluster.id)?.product_count).toBe(3)

    // The feeds' WHERE with the rules loaded first selects the same products.
    const conditions: ProductCondition[] = [
      { attribute: 'clusters.id', condition: '=', value: cluster.id },
    ]
    const where = productConditionsWhere(
      app.id,
      conditions,
      'pt-BR',
      await clusterRulesFor(t.db, app.id, conditions),
    )
    const rows = await t.db
      .select({ id: catalogueProducts.id })
      .from(catalogueProducts)
      .where(where)
    expect(rows).toHaveLength(3)
    expect((await productsMatching(t.db, app.id, conditions, { limit: 10 })).total).toBe(3)
  })

  test('refusals: clusters.id in rules, bad fields, unknown products, a taken slug (pt-BR)', async () => {
    const id = await product()
    const other = await product({}, otherApp, stranger.token)
    const recursive = await t.request('POST', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        name: 'Dentro',
        kind: 'automatic',
        conditions: [{ attribute: 'clusters.id', condition: '=', value: 1 }],
      },
    })
    expect(recursive.status).toBe(400)
    expect(recursive.body.data.fields.conditions).toMatch(/não pode ter "Cluster" nas regras/)

    const bad = await t.request('POST', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: { name: '', slug: 'Com Espaço', kind: 'manual', product_ids: [] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields).toMatchObject({
      name: 'Informe o nome do cluster, com até 80 caracteres.',
      slug: 'Use letras minúsculas sem acento, números e hífens (até 80).',
    })
    const empty = await t.request('POST', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: { name: 'Vazio', kind: 'manual' },
    })
    expect(empty.body.data.fields.product_ids).toBe(
      'Um cluster manual precisa de ao menos um produto.',
    )
    const noRules = await t.request('POST', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        name: 'Sem regra',
        kind: 'automatic',
        conditions: [{ attribute: 'name', condition: 'order', order: 'asc' }],
      },
    })
    expect(noRules.body.data.fields.conditions).toMatch(/ao menos uma condição/)
    const badValue = await t.request('POST', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        name: 'Valor',
        kind: 'automatic',
        conditions: [{ attribute: 'stock.quantity', condition: '=', value: 'muitos' }],
      },
    })
    expect(badValue.status).toBe(400)
    expect(badValue.body.data.fields['conditions.0.value']).toBe('Use um número inteiro.')

    const foreign = await t.request('POST', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: { name: 'Alheio', kind: 'manual', product_ids: [id, other] },
    })
    expect(foreign.status).toBe(422)
    expect(foreign.body.data.fields.product_ids).toMatch(/não existem mais na loja/)

    await create({ name: 'Verão', kind: 'manual', product_ids: [id] })
    const taken = await t.request('POST', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: { name: 'Verão!', slug: 'verao', kind: 'manual', product_ids: [id] },
    })
    expect(taken.status).toBe(409)
    expect(taken.body.data.fields.slug).toBe('Já existe um cluster com este endereço na loja.')
    const english = await t.request('POST', url(), {
      token: owner.token,
      lang: 'en',
      json: { name: 'x', kind: 'manual' },
    })
    expect(english.body.data.fields.product_ids).toBe(
      'A manual cluster needs at least one product.',
    )
  })

  test('tenant and levels: another store is a 404, read reads only, no layout level is a 403', async () => {
    const id = await product()
    const cluster = await create({ name: 'Verão', kind: 'manual', product_ids: [id] })
    expect(
      (await t.request('GET', url(`/${cluster.id}`, otherApp), { token: stranger.token })).status,
    ).toBe(404)
    expect((await t.request('GET', url(`/${cluster.id}`), { token: stranger.token })).status).toBe(
      404,
    )
    expect((await t.request('GET', url(), { token: reader.token })).status).toBe(200)
    const write = await t.request('PUT', url(`/${cluster.id}`), {
      token: reader.token,
      json: { name: 'Outro', kind: 'manual', product_ids: [id] },
    })
    expect(write.status).toBe(403)
    expect((await t.request('DELETE', url(`/${cluster.id}`), { token: reader.token })).status).toBe(
      403,
    )
    expect((await t.request('GET', url(), { token: noLayout.token })).status).toBe(403)
    // The other store's filter knows nothing of this cluster.
    const theirs = await t.request(
      'GET',
      filter([{ attribute: 'clusters.id', condition: '=', value: cluster.id }], otherApp),
      {
        token: stranger.token,
      },
    )
    expect(theirs.body.total).toBe(0)
  })

  test('deleting a cluster in use: usage names the CMS element and the feed, then it goes', async () => {
    const id = await product()
    const cluster = await create({ name: 'Verão', kind: 'manual', product_ids: [id] })
    const layout = await t.request('POST', `/api/main/apps/${app.id}/layout`, {
      token: owner.token,
      json: {},
    })
    expect(layout.status, layout.text).toBe(201)
    const home = await t.request('GET', `/api/main/cms/${layout.body.id}/search/home`, {
      token: owner.token,
    })
    const element = await t.request('POST', `/api/main/cms/${layout.body.id}/products`, {
      token: owner.token,
      json: {
        page_id: home.body.page.id,
        placeholder: 'destaques',
        title: 'Vitrine do verão',
        limit: 8,
        conditions: [{ attribute: 'clusters.id', condition: '=', value: cluster.id }],
      },
    })
    expect(element.status, element.text).toBe(201)
    await t.db.insert(ecommerceFeeds).values({
      appId: app.id,
      name: 'Google Shopping — verão',
      format: 'google',
      siteUrl: 'https://loja.example',
      conditions: [{ attribute: 'clusters.id', condition: '=', value: cluster.id }],
      mapping: {} as never,
      template: {} as never,
      scheduleHours: 24,
      token: 'x'.repeat(32),
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    const preview = await t.request(
      'GET',
      `/api/main/cms/${layout.body.id}/preview/${element.body.content_id ?? element.body.id}`,
      {
        token: owner.token,
      },
    )
    expect(preview.status, preview.text).toBe(200)
    expect(preview.body.items.map((item: { id: number }) => item.id)).toEqual([id])

    const usage = await t.request('GET', url(`/${cluster.id}/usage`), { token: reader.token })
    expect(usage.status, usage.text).toBe(200)
    expect(usage.body).toEqual({
      elements: [
        {
          id: expect.any(Number),
          page: 'home',
          placeholder: 'destaques',
          name: 'Vitrine do verão',
        },
      ],
      feeds: [{ id: expect.any(Number), name: 'Google Shopping — verão' }],
    })
    expect((await t.request('DELETE', url(`/${cluster.id}`), { token: owner.token })).status).toBe(
      204,
    )
    expect((await t.request('GET', url(`/${cluster.id}`), { token: owner.token })).status).toBe(404)
    // The element's condition now matches nothing.
    expect(
      (await filtered([{ attribute: 'clusters.id', condition: '=', value: cluster.id }])).total,
    ).toBe(0)
  })
})
