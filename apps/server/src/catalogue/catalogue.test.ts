import {
  CatalogueProductPageSchema,
  CatalogueProductSchema,
  CategoryListSchema,
  CategorySchema,
  ProductFilterResultSchema,
  type CatalogueProductInput,
  type Category,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { auditLog } from '../audit/schema.ts'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { productsMatching } from './matching.ts'
import { catalogueProducts } from './schema.ts'

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
  await addManager(t, app, noLayout, levels({ payments: 'write', customers: 'write' }))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
})

const url = (rest: string, store: AppRecord = app) =>
  `/api/indexer/apps/${store.id}/catalogue${rest}`

const productInput = (overrides: Partial<CatalogueProductInput> = {}): CatalogueProductInput => ({
  name: 'Camiseta Básica Algodão',
  sku: 'CAM-BAS',
  description: 'Algodão penteado, gola redonda.',
  price: 5_990,
  stock_quantity: 10,
  ...overrides,
})

const filterQuery = (conditions: unknown[], limit?: number) =>
  `/products/filter?conditions=${encodeURIComponent(JSON.stringify(conditions))}${limit ? `&limit=${limit}` : ''}`

async function product(
  overrides: Partial<CatalogueProductInput> = {},
  store = app,
  token = owner.token,
) {
  const answer = await t.request('POST', url('/products', store), {
    token,
    json: productInput(overrides),
  })
  expect(answer.status, answer.text).toBe(201)
  return v.parse(CatalogueProductSchema, answer.body)
}

async function category(name: string, parentId: number | null = null) {
  const answer = await t.request('POST', url('/categories'), {
    token: owner.token,
    json: { name, parent_id: parentId },
  })
  expect(answer.status, answer.text).toBe(201)
  return v.parse(CategorySchema, answer.body)
}

async function tree(): Promise<Category[]> {
  const answer = await t.request('GET', url('/categories'), { token: reader.token })
  return v.parse(CategoryListSchema, answer.body).items
}

async function productCount(store = app) {
  return (await t.db.select().from(catalogueProducts).where(eq(catalogueProducts.appId, store.id)))
    .length
}

describe('products', () => {
  test('create with variants, read, update keeping variant ids, delete — each audited', async () => {
    const clothes = await category('Roupas')
    const created = await product({
      category_ids: [clothes.id],
      option_names: ['Tamanho', 'Cor'],
      variants: [
        { sku: 'CAM-BAS-P-AZ', options: ['P', 'Azul'], stock_quantity: 3 },
        { sku: 'CAM-BAS-M-AZ', options: ['M', 'Azul'], stock_quantity: 0, price: 6_490 },
      ],
      images: ['https://cdn.example.com/camiseta.jpg'],
      weight_grams: 180,
    })
    expect(created).toMatchObject({
      slug: 'camiseta-basica-algodao',
      urls: '/p/camiseta-basica-algodao',
      stock: { has: true, quantity: 3 },
      prices: { price: 5_990, sales_price: null },
      categories: [{ id: clothes.id, name: 'Roupas' }],
      images: [{ url: 'https://cdn.example.com/camiseta.jpg', external: true }],
      weight_grams: 180,
    })
    expect(created.variants.map((variant) => variant.options)).toEqual([
      ['P', 'Azul'],
      ['M', 'Azul'],
    ])
    const kept = created.variants[0]!
    const updated = await t.request('PUT', url(`/products/${created.id}`), {
      token: owner.token,
      json: productInput({
        sales_price: 4_990,
        option_names: ['Tamanho', 'Cor'],
        variants: [{ id: kept.id, sku: kept.sku, options: kept.options, stock_quantity: 7 }],
      }),
    })
    expect(updated.status, updated.text).toBe(200)
    expect(updated.body).toMatchObject({
      prices: { price: 5_990, sales_price: 4_990 },
      stock: { has: true, quantity: 7 },
      variants: [{ id: kept.id, stock_quantity: 7 }],
      categories: [],
    })
    const read = await t.request('GET', url(`/products/${created.id}`), { token: reader.token })
    expect(read.body.variants).toHaveLength(1)

    const removed = await t.request('DELETE', url(`/products/${created.id}`), {
      token: owner.token,
    })
    expect(removed.status).toBe(204)
    expect(await productCount()).toBe(0)
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'catalogue_product')))
    expect(entries.map((entry) => [entry.action, entry.area])).toEqual([
      ['create', 'layout'],
      ['update', 'layout'],
      ['delete', 'layout'],
    ])
    expect(entries[1]!.changes).toHaveProperty('sales_price', { before: null, after: 4_990 })
  })

  test('bad input is a 400 with field errors in Portuguese, and nothing is written', async () => {
    const answer = await t.request('POST', url('/products'), {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        name: '',
        price: -1,
        sales_price: 10,
        sku: 'com espaço',
        option_names: ['Tamanho'],
        variants: [{ options: ['P', 'extra'] }],
      },
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.data.fields).sort()).toEqual(
      expect.arrayContaining(['name', 'price', 'sku']),
    )
    expect(answer.body.data.fields.name).toMatch(/obrigatório/)
    const promotion = await t.request('POST', url('/products'), {
      token: owner.token,
      lang: 'pt-BR',
      json: productInput({ price: 1_000, sales_price: 1_500 }),
    })
    expect(promotion.status).toBe(400)
    expect(promotion.body.data.fields.sales_price).toBe(
      'O preço promocional deve ser menor que o preço.',
    )
    const variants = await t.request('POST', url('/products'), {
      token: owner.token,
      json: productInput({ option_names: ['Tamanho'], variants: [{ options: ['P', 'Azul'] }] }),
    })
    expect(variants.status).toBe(400)
    expect(variants.body.data.fields.variants).toMatch(/Tamanho/)
    expect(await productCount()).toBe(0)
  })

  test('SKUs are unique across products and variants (409), categories must be the store’s (422)', async () => {
    await product({ option_names: ['Cor'], variants: [{ sku: 'VAR-1', options: ['Azul'] }] })
    const taken = await t.request('POST', url('/products'), {
      token: owner.token,
      lang: 'pt-BR',
      json: productInput({ name: 'Outra', sku: 'VAR-1' }),
    })
    expect(taken.status).toBe(409)
    expect(taken.body.data.fields.sku).toBe('Outro produto ou variação da loja já usa o SKU VAR-1.')
    const foreign = await t.request('POST', url('/categories', otherApp), {
      token: stranger.token,
      json: { name: 'Deles' },
    })
    const unknown = await t.request('POST', url('/products'), {
      token: owner.token,
      json: productInput({ name: 'Outra', sku: 'OUT-1', category_ids: [foreign.body.id] }),
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body.data.fields).toHaveProperty('category_ids')
    expect(await productCount()).toBe(1)
  })

  test("another store's products are invisible and unmodifiable", async () => {
    const theirs = await product({ sku: 'DELES' }, otherApp, stranger.token)
    expect(
      (await t.request('GET', url(`/products/${theirs.id}`), { token: owner.token })).status,
    ).toBe(404)
    const update = await t.request('PUT', url(`/products/${theirs.id}`), {
      token: owner.token,
      json: productInput(),
    })
    expect(update.status).toBe(404)
    expect(
      (await t.request('DELETE', url(`/products/${theirs.id}`), { token: owner.token })).status,
    ).toBe(404)
    const list = await t.request('GET', url('/products'), { token: owner.token })
    expect(list.body.items).toEqual([])
    // Their store's address is not ours to open at all.
    expect(
      (await t.request('GET', url('/products', otherApp), { token: owner.token })).status,
    ).toBe(404)
    const filtered = await t.request(
      'GET',
      url(filterQuery([{ attribute: 'id', condition: '=', value: theirs.id }])),
      {
        token: owner.token,
      },
    )
    expect(filtered.body).toEqual({ items: [], total: 0, total_exact: true })
  })

  test('the layout level decides: none is 403, read reads and writes nothing', async () => {
    const mine = await product()
    for (const [method, path] of [
      ['GET', '/products'],
      ['GET', `/products/${mine.id}`],
      ['GET', '/categories'],
      ['GET', '/imports'],
    ] as const) {
      expect((await t.request(method, url(path), { token: noLayout.token })).status).toBe(403)
    }
    expect((await t.request('GET', url('/products'), { token: reader.token })).status).toBe(200)
    const write = await t.request('PUT', url(`/products/${mine.id}`), {
      token: reader.token,
      json: productInput({ name: 'Mudou' }),
    })
    expect(write.status).toBe(403)
    const preview = await t.request('GET', url(filterQuery([])), { token: reader.token })
    expect(preview.status).toBe(200)
    const create = await t.request('POST', url('/categories'), {
      token: reader.token,
      json: { name: 'Nova' },
    })
    expect(create.status).toBe(403)
    expect((await tree()).length).toBe(0)
  })

  test('keyset pages by name walk every product once', async () => {
    for (const [index, name] of ['Bule', 'Açaí', 'Bule', 'Caneca', 'Avental'].entries()) {
      await product({ name, sku: `SKU-${index}` })
    }
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const answer = await t.request(
        'GET',
        url(`/products?limit=2${cursor ? `&cursor=${cursor}` : ''}`),
        { token: owner.token },
      )
      const page = v.parse(CatalogueProductPageSchema, answer.body)
      seen.push(...page.items.map((item) => item.sku))
      cursor = page.next_cursor
    } while (cursor)
    expect(seen).toEqual(['SKU-1', 'SKU-4', 'SKU-0', 'SKU-2', 'SKU-3'])
  })
})

describe('search', () => {
  beforeEach(async () => {
    await product({ name: 'Camiseta Estampada Ipanema', sku: 'CAM-IPA' })
    await product({
      name: 'Calçado Social Couro',
      sku: 'CAL-SOC',
      description: 'Sola de borracha.',
    })
    await product({
      name: 'Caneca Esmaltada',
      sku: 'CAN-ESM',
      option_names: ['Cor'],
      variants: [{ sku: 'CAN-ESM-AZUL', options: ['Azul'] }],
    })
    await product({ name: 'Bolsa de Palha', sku: 'BOL-PAL', visible: false, stock_quantity: 0 })
  })
  const search = async (q: string, extra = '') => {
    const answer = await t.request('GET', url(`/products?q=${encodeURIComponent(q)}${extra}`), {
      token: reader.token,
    })
    expect(answer.status, answer.text).toBe(200)
    return v.parse(CatalogueProductPageSchema, answer.body).items.map((item) => item.sku)
  }

  test('accents and case are ignored, words are prefixes', async () => {
    expect(await search('CALCADO')).toEqual(['CAL-SOC'])
    expect(await search('cami')).toEqual(['CAM-IPA'])
    expect(await search('caneca esmal')).toEqual(['CAN-ESM'])
  })

  test('a typo still finds the name', async () => {
    expect(await search('camizeta')).toEqual(['CAM-IPA'])
    expect(await search('canneca')).toContain('CAN-ESM')
  })

  test('SKU exact or prefix, of the product or a variant, and the description', async () => {
    expect(await search('cal-soc')).toEqual(['CAL-SOC'])
    expect(await search('CAN-ESM-AZ')).toEqual(['CAN-ESM'])
    expect(await search('borracha')).toEqual(['CAL-SOC'])
  })

  test('filters: visible, in stock, category (with its subcategories)', async () => {
    expect(await search('bolsa', '&visible=1')).toEqual([])
    expect(await search('bolsa', '&in_stock=0')).toEqual(['BOL-PAL'])
    const clothes = await category('Roupas')
    const shirts = await category('Camisetas', clothes.id)
    await product({ name: 'Camiseta Lisa', sku: 'CAM-LIS', category_ids: [shirts.id] })
    const list = await t.request('GET', url(`/products?category_id=${clothes.id}`), {
      token: reader.token,
    })
    expect(list.body.items.map((item: { sku: string }) => item.sku)).toEqual(['CAM-LIS'])
  })
})

describe('categories', () => {
  test('create a tree, rename, move with renumbering and levels, refuse cycles', async () => {
    const clothes = await category('Roupas')
    const shoes = await category('Calçados')
    const home = await category('Casa')
    const shirts = await category('Camisetas', clothes.id)
    const longSleeve = await category('Manga Longa', shirts.id)
    expect(longSleeve).toMatchObject({
      level: 3,
      urls: '/roupas/camisetas/manga-longa',
      position: 0,
    })

    const renamed = await t.request('PUT', url(`/categories/${shoes.id}`), {
      token: owner.token,
      json: { name: 'Sapatos', in_menu: false },
    })
    expect(renamed.body).toMatchObject({ name: 'Sapatos', slug: 'sapatos', in_menu: false })

    // Camisetas (with its child) to the top level, first: every top-level one moves down.
    const moved = await t.request('POST', url(`/categories/${shirts.id}/move`), {
      token: owner.token,
      json: { parent_id: null, position: 0 },
    })
    expect(moved.status, moved.text).toBe(200)
    const after = v.parse(CategoryListSchema, moved.body).items
    const at = (id: number) => after.find((each) => each.id === id)!
    expect([shirts, clothes, shoes, home].map((each) => at(each.id).position)).toEqual([0, 1, 2, 3])
    expect(at(shirts.id)).toMatchObject({ level: 1, parent_id: null, urls: '/camisetas' })
    expect(at(longSleeve.id)).toMatchObject({ level: 2, urls: '/camisetas/manga-longa' })

    const cycle = await t.request('POST', url(`/categories/${shirts.id}/move`), {
      token: owner.token,
      lang: 'pt-BR',
      json: { parent_id: longSleeve.id, position: 0 },
    })
    expect(cycle.status).toBe(422)
    expect(cycle.body.data.fields.parent_id).toMatch(/dentro dela mesma/)
    const intoItself = await t.request('POST', url(`/categories/${shirts.id}/move`), {
      token: owner.token,
      json: { parent_id: shirts.id, position: 0 },
    })
    expect(intoItself.status).toBe(422)
    expect(await tree()).toEqual(after)

    // Into Casa, then back under Roupas at the end; Roupas' siblings close the gap.
    await t.request('POST', url(`/categories/${clothes.id}/move`), {
      token: owner.token,
      json: { parent_id: home.id, position: 5 },
    })
    const last = await tree()
    expect(last.find((each) => each.id === clothes.id)).toMatchObject({ level: 2, position: 0 })
    expect(
      last.filter((each) => each.parent_id === null).map((each) => [each.name, each.position]),
    ).toEqual([
      ['Camisetas', 0],
      ['Sapatos', 1],
      ['Casa', 2],
    ])
  })

  test('bad input is a 400, unknown ids 404, a category with children cannot go', async () => {
    const clothes = await category('Roupas')
    await category('Camisetas', clothes.id)
    const bad = await t.request('POST', url(`/categories/${clothes.id}/move`), {
      token: owner.token,
      json: { parent_id: 'x', position: -1 },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.data.fields).sort()).toEqual(['parent_id', 'position'])
    const missing = await t.request('POST', url('/categories/999999/move'), {
      token: owner.token,
      json: { parent_id: null, position: 0 },
    })
    expect(missing.status).toBe(404)
    const blocked = await t.request('DELETE', url(`/categories/${clothes.id}`), {
      token: owner.token,
    })
    expect(blocked.status).toBe(409)
    expect((await tree()).length).toBe(2)
  })
})

describe('filter preview', () => {
  test('category (with subcategories) ordered by price; visible and in stock; != ; totals', async () => {
    const clothes = await category('Roupas')
    const shirts = await category('Camisetas', clothes.id)
    await product({ name: 'Camiseta A', sku: 'A', price: 8_000, category_ids: [shirts.id] })
    await product({ name: 'Camiseta B', sku: 'B', price: 3_000, category_ids: [shirts.id] })
    await product({
      name: 'Calça C',
      sku: 'C',
      price: 5_000,
      category_ids: [clothes.id],
      stock_quantity: 0,
    })
    await product({ name: 'Caneca D', sku: 'D', price: 1_000, visible: false })
    const preview = async (conditions: unknown[], limit = 12) => {
      const answer = await t.request('GET', url(filterQuery(conditions, limit)), {
        token: reader.token,
      })
      expect(answer.status, answer.text).toBe(200)
      const result = v.parse(ProductFilterResultSchema, answer.body)
      return { skus: result.items.map((item) => item.sku), total: result.total }
    }
    expect(
      await preview([
        { attribute: 'categories.id', condition: '=', value: clothes.id },
        { id: 'temp-1', attribute: 'prices.price', condition: 'order', order: 'asc' },
      ]),
    ).toEqual({ skus: ['B', 'C', 'A'], total: 3 })
    expect(
      await preview(
        [
          { attribute: 'visible', condition: '=', value: 1 },
          { attribute: 'stock.has', condition: '=', value: true },
          { attribute: 'prices.price', condition: 'order', order: 'desc' },
        ],
        1,
      ),
    ).toEqual({ skus: ['A'], total: 2 })
    expect(
      await preview([{ attribute: 'categories.name', condition: '!=', value: 'camisetas' }]),
    ).toEqual({
      skus: ['C', 'D'],
      total: 2,
    })
    const bad = await t.request(
      'GET',
      url(filterQuery([{ attribute: 'stock.quantity', condition: '=', value: 'muitos' }])),
      { token: reader.token },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields).toHaveProperty(['conditions.0.value'])
    const notJson = await t.request('GET', url('/products/filter?conditions=%5B'), {
      token: reader.token,
    })
    expect(notJson.status).toBe(400)
    expect(notJson.body.data.fields).toHaveProperty('conditions')
    const unknown = await t.request(
      'GET',
      url(filterQuery([{ attribute: 'preco', condition: '=', value: 1 }])),
      { token: reader.token },
    )
    expect(unknown.status).toBe(400)
    expect(unknown.body.data.fields).toHaveProperty(['conditions.0.attribute'])
    // The function the CMS server calls answers the same.
    const direct = await productsMatching(
      t.db,
      app.id,
      [{ attribute: 'name', condition: '=', value: 'CANECA d' }],
      {
        limit: 5,
      },
    )
    expect(direct.items.map((item) => item.sku)).toEqual(['D'])
  })
})
