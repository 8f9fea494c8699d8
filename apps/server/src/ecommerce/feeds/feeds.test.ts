import {
  DEFAULT_FEED_MAPPING,
  DEFAULT_FEED_TEMPLATE,
  FeedErrorListSchema,
  FeedListSchema,
  FeedPreviewSchema,
  FeedSchema,
  type Feed,
  type FeedInput,
} from '@vitrine/api'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { catalogueCategories, catalogueProducts } from '../../catalogue/schema.ts'
import { parseFeed } from '../../feeds-xml/testing.ts'
import { HOUR } from '../../clock.ts'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { ecommerceLogs } from '../logs/schema.ts'
import { writeFeedFile } from './generation.ts'
import { feedGenerationJob, queueDueFeeds } from './job.ts'
import { ecommerceFeeds } from './schema.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer({
    config: {
      publicUrl: 'https://painel.example.com',
      dataDir: await mkdtemp(path.join(tmpdir(), 'vitrine-feeds-')),
    },
  })
})
afterAll(() => t.close())

let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
let noEcommerce: TestAccount
let app: AppRecord
let otherApp: AppRecord
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
  noEcommerce = await t.register({ name: 'Caio Pagamentos' })
})
beforeEach(async () => {
  app = await createStore(t, owner, { name: 'Loja <Aurora> & "Filhos"' })
  await addManager(t, app, reader, everyArea('read'))
  await addManager(t, app, noEcommerce, levels({ payments: 'write', layout: 'write' }))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
})

const url = (rest = '', store: AppRecord = app) => `/api/ecommerce/apps/${store.id}/feeds${rest}`

let sequence = 0
async function product(fields: Partial<typeof catalogueProducts.$inferInsert> = {}, store = app) {
  sequence += 1
  const now = t.clock.now()
  const [row] = await t.db
    .insert(catalogueProducts)
    .values({
      appId: store.id,
      name: `Camiseta ${sequence}`,
      slug: `camiseta-${sequence}`,
      sku: `CAM-${sequence}`,
      description: 'Algodão penteado.',
      brand: 'Aurora',
      priceCents: 5_990,
      stockQuantity: 3,
      images: [{ url: '/api/payments/public/files/a.png', external: false }],
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .returning()
  return row!
}

const input = (overrides: Partial<FeedInput> = {}): FeedInput => ({
  name: 'Google Shopping',
  format: 'google',
  site_url: 'https://aurora.example.com',
  conditions: [],
  mapping: DEFAULT_FEED_MAPPING,
  schedule_hours: 6,
  ...overrides,
})

async function created(overrides: Partial<FeedInput> = {}, store = app, token = owner.token) {
  const answer = await t.request('POST', url('', store), { token, json: input(overrides) })
  expect(answer.status, answer.text).toBe(201)
  return v.parse(FeedSchema, answer.body)
}

/** Runs the queued generation as the job runner would, and answers the feed after it. */
async function generated(feed: Feed): Promise<Feed> {
  await t.runJob(feedGenerationJob, { feed_id: feed.id })
  const answer = await t.request('GET', url(`/${feed.id}`), { token: reader.token })
  expect(answer.status).toBe(200)
  return v.parse(FeedSchema, answer.body)
}

async function fetched(feed: Feed) {
  const answer = await t.request('GET', feed.public_url)
  expect(answer.status, answer.text).toBe(200)
  return answer
}

describe('a Google Merchant Center feed', () => {
  test('lists the products with the required fields, escaped, and the ones left out with why', async () => {
    const shirt = await product({
      name: 'Camiseta <b>"Sol"</b> & Mar',
      description: '',
      salesPriceCents: 4_990,
      sku: 'CAM-SOL',
    })
    const noImage = await product({ images: [] })
    const noPrice = await product({ priceCents: 0 })
    await product({ stockQuantity: 0 })
    const feed = await created()
    expect(feed.status).toBe('queued')
    expect(feed.public_url).toMatch(
      /^https:\/\/painel\.example\.com\/api\/ecommerce\/public\/feeds\/[\w-]{32}\.xml$/,
    )
    // Before the first generation the address answers 404.
    expect((await t.request('GET', feed.public_url)).status).toBe(404)

    const done = await generated(feed)
    expect(done.status).toBe('ready')
    expect(done.last_generation).toMatchObject({ items_count: 2, errors_count: 2, failure: null })
    expect(done.last_generation.size_bytes).toBeGreaterThan(500)
    expect(done.last_generation.finished_at).not.toBeNull()

    const answer = await fetched(done)
    expect(answer.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=300')
    expect(Number(answer.headers.get('Content-Length'))).toBe(done.last_generation.size_bytes)
    expect(answer.text).toContain('xmlns:g="http://base.google.com/ns/1.0"')
    const { channel, items } = parseFeed(answer.text)
    expect(channel.title).toBe('Loja <Aurora> & "Filhos" — Google Shopping')
    expect(items).toHaveLength(2)
    const first = items.find((item) => item['g:id'] === String(shirt.id))!
    for (const field of [
      'g:id',
      'g:title',
      'g:description',
      'g:link',
      'g:image_link',
      'g:price',
      'g:availability',
      'g:condition',
    ]) {
      expect(first[field], field).toBeTruthy()
    }
    expect(first).toMatchObject({
      // Markup is taken out of texts (Merchant Center wants plain text); the rest is escaped.
      'g:title': 'Camiseta "Sol" & Mar',
      'g:description': 'Camiseta "Sol" & Mar',
      'g:link': `https://aurora.example.com/p/${shirt.slug}`,
      'g:image_link': 'https://painel.example.com/api/payments/public/files/a.png',
      'g:price': '59.90 BRL',
      'g:sale_price': '49.90 BRL',
      'g:availability': 'in_stock',
      'g:brand': 'Aurora',
      'g:mpn': 'CAM-SOL',
      'g:identifier_exists': 'yes',
    })
    expect(items.find((item) => item['g:id'] !== String(shirt.id))!['g:availability']).toBe(
      'out_of_stock',
    )

    const errors = await t.request('GET', url(`/${feed.id}/errors`), { token: reader.token })
    expect(v.parse(FeedErrorListSchema, errors.body)).toEqual({
      total: 2,
      items: [
        { product_id: noImage.id, product_name: noImage.name, reason: 'Sem imagem.' },
        { product_id: noPrice.id, product_name: noPrice.name, reason: 'Sem preço.' },
      ],
    })
    const [logged] = await t.db.select().from(ecommerceLogs).where(eq(ecommerceLogs.appId, app.id))
    expect(logged).toMatchObject({ kind: 'feed_generated', subject: 'Google Shopping' })
  })

  test("the filter (the CMS's conditions) picks the products", async () => {
    const [shoes] = await t.db
      .insert(catalogueCategories)
      .values({
        appId: app.id,
        name: 'Calçados',
        slug: 'calcados',
        level: 1,
        position: 0,
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning()
    const sneaker = await product({ name: 'Tênis', categoryIds: [shoes!.id] })
    await product({ name: 'Boné' })
    await product({ name: 'Tênis oculto', categoryIds: [shoes!.id], visible: false })
    const feed = await created({
      conditions: [
        { attribute: 'categories.id', condition: '=', value: shoes!.id },
        { attribute: 'visible', condition: '=', value: 1 },
      ],
      mapping: {
        ...DEFAULT_FEED_MAPPING,
        google_product_category: { source: 'text', text: '187' },
      },
    })
    const { items } = parseFeed((await fetched(await generated(feed))).text)
    expect(items.map((item) => item['g:id'])).toEqual([String(sneaker.id)])
    expect(items[0]).toMatchObject({
      'g:product_type': 'Calçados',
      'g:google_product_category': '187',
    })
  })
})

describe('other formats', () => {
  test('Meta: CSV with its column names, fields quoted when needed', async () => {
    await product({ name: 'Caneca, "grande"', description: 'Linha 1\nLinha 2' })
    const feed = await generated(await created({ format: 'meta', name: 'Meta' }))
    expect(feed.public_url).toMatch(/\.csv$/)
    const answer = await fetched(feed)
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    const [header, ...rest] = answer.text.split('\n')
    expect(header).toBe(
      'id,title,description,availability,condition,price,link,image_link,brand,sale_price,gtin,mpn,google_product_category,product_type,quantity_to_sell_on_facebook',
    )
    // The description's line break is folded (plain text), the title quoted with its quotes doubled.
    expect(rest[0]).toContain('"Caneca, ""grande""",Linha 1 Linha 2,in_stock,new,59.90 BRL')
  })

  test('custom: the template filled, every field escaped; a bad template is refused', async () => {
    await product({ name: 'Xícara & Pires' })
    const feed = await generated(
      await created({
        format: 'custom',
        template: {
          ...DEFAULT_FEED_TEMPLATE,
          item: '<p id="{{ id }}">{{title}}|{{ price }}</p>\n',
        },
      }),
    )
    const text = (await fetched(feed)).text
    expect(text).toMatch(
      /<produtos>\n<p id="\d+">Xícara &amp; Pires\|59\.90 BRL<\/p>\n<\/produtos>/,
    )

    for (const item of ['{{ constructor }}', '{{ title }', '{{ process.exit() }}']) {
      const refused = await t.request('POST', url(), {
        token: owner.token,
        json: input({ format: 'custom', template: { header: '', item, footer: '' } }),
      })
      expect(refused.status, item).toBe(400)
      expect(Object.keys((refused.body as { data: { fields: object } }).data.fields)).toEqual([
        'template.item',
      ])
    }
  })

  test('the preview writes the first items of the form’s values, saving nothing', async () => {
    await product({ name: 'Vaso' })
    await product({ name: 'Sem foto', images: [] })
    const answer = await t.request('POST', url('/preview'), {
      token: reader.token,
      json: input(),
    })
    expect(answer.status, answer.text).toBe(200)
    const preview = v.parse(FeedPreviewSchema, answer.body)
    expect(preview.items_count).toBe(1)
    expect(preview.text).toContain('<g:title>Vaso</g:title>')
    expect(preview.errors).toMatchObject([{ product_name: 'Sem foto', reason: 'Sem imagem.' }])
    const [rows] = await t.db
      .select({ n: count() })
      .from(ecommerceFeeds)
      .where(eq(ecommerceFeeds.appId, app.id))
    expect(rows!.n).toBe(0)
  })
})

describe('access and input', () => {
  test('levels: read lists and previews, write changes; no ecommerce level is 403', async () => {
    const feed = await created()
    expect((await t.request('GET', url(), { token: reader.token })).status).toBe(200)
    for (const [method, path] of [
      ['POST', url()],
      ['PUT', url(`/${feed.id}`)],
      ['POST', url(`/${feed.id}/generate`)],
      ['DELETE', url(`/${feed.id}`)],
    ] as const) {
      const answer = await t.request(method, path, { token: reader.token, json: input() })
      expect(answer.status, `${method} ${path}`).toBe(403)
    }
    expect((await t.request('GET', url(), { token: noEcommerce.token })).status).toBe(403)
    expect((await t.request('GET', url())).status).toBe(401)
  })

  test("tenants: another store's feeds are neither listed nor reachable", async () => {
    const mine = await created()
    const theirs = await created({ name: 'Deles' }, otherApp, stranger.token)
    const list = await t.request('GET', url(), { token: owner.token })
    expect(v.parse(FeedListSchema, list.body).items.map((feed) => feed.id)).toEqual([mine.id])
    expect((await t.request('GET', url(`/${theirs.id}`), { token: owner.token })).status).toBe(404)
    expect(
      (await t.request('PUT', url(`/${theirs.id}`), { token: owner.token, json: input() })).status,
    ).toBe(404)
    // Not a person of that store: its address is hidden (404), as every app route does.
    expect((await t.request('GET', url('', otherApp), { token: owner.token })).status).toBe(404)
  })

  test('bad input is a 400 on the fields, nothing saved; unknown ids and tokens 404', async () => {
    const answer = await t.request('POST', url(), {
      token: owner.token,
      json: {
        ...input(),
        name: ' ',
        format: 'rss',
        site_url: 'javascript:alert(1)',
        schedule_hours: 5,
        conditions: [{ attribute: 'prices.price', condition: '=', value: 'caro' }],
      },
    })
    expect(answer.status).toBe(400)
    expect(Object.keys((answer.body as { data: { fields: object } }).data.fields)).toEqual(
      expect.arrayContaining(['name', 'format', 'site_url', 'schedule_hours']),
    )
    const badValue = await t.request('POST', url(), {
      token: owner.token,
      json: input({ conditions: [{ attribute: 'prices.price', condition: '=', value: 'caro' }] }),
    })
    expect(badValue.status).toBe(400)
    expect(badValue.body).toMatchObject({
      data: { fields: { 'conditions.0.value': expect.any(String) } },
    })
    const [rows] = await t.db
      .select({ n: count() })
      .from(ecommerceFeeds)
      .where(eq(ecommerceFeeds.appId, app.id))
    expect(rows!.n).toBe(0)

    expect((await t.request('GET', url('/999999'), { token: owner.token })).status).toBe(404)
    expect((await t.request('GET', url('/abc'), { token: owner.token })).status).toBe(404)
    const base = '/api/ecommerce/public/feeds/'
    expect((await t.request('GET', `${base}${'a'.repeat(32)}.xml`)).status).toBe(404)
    expect((await t.request('GET', `${base}..%2F..%2Fetc.xml`)).status).toBe(404)
  })

  test('a removed feed’s address answers 404; a changed format moves the file', async () => {
    await product()
    const feed = await generated(await created())
    const changed = await t.request('PUT', url(`/${feed.id}`), {
      token: owner.token,
      json: input({ format: 'meta' }),
    })
    expect(changed.status, changed.text).toBe(200)
    const meta = await generated(v.parse(FeedSchema, changed.body))
    expect((await t.request('GET', feed.public_url)).status).toBe(404)
    expect((await fetched(meta)).text.startsWith('id,title')).toBe(true)
    expect((await t.request('DELETE', url(`/${feed.id}`), { token: owner.token })).status).toBe(204)
    expect((await t.request('GET', meta.public_url)).status).toBe(404)
  })
})

describe('generation', () => {
  test('reads the catalogue in keyset pages and writes it page by page', async () => {
    const now = t.clock.now()
    await t.db.execute(
      sql.raw(
        // 2,050 products in one statement (the bench does 100,000 the same way).
        `insert into catalogue_products (app_id, name, slug, price_cents, stock_quantity, images, created_at, updated_at)
       select ${app.id}, 'Produto ' || n, 'produto-' || n, 1000 + n, 1,
              '[{"url":"https://cdn.example.com/p.png","external":true}]'::jsonb,
              '${now.toISOString()}', '${now.toISOString()}'
       from generate_series(1, 2050) n`,
      ),
    )
    const feed = await created()
    const [row] = await t.db.select().from(ecommerceFeeds).where(eq(ecommerceFeeds.id, feed.id))
    const result = await writeFeedFile(t.deps, row!, { pageSize: 500 })
    // Every page but the last is full, each read after the previous one's last id.
    expect(result.pages).toEqual([500, 500, 500, 500, 50])
    expect(result.itemsCount).toBe(2050)
    const { items } = parseFeed((await fetched(feed)).text)
    const ids = items.map((item) => Number(item['g:id']))
    expect(ids).toHaveLength(2050)
    expect(new Set(ids).size).toBe(2050)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  test('the schedule queues feeds whose time has come', async () => {
    const feed = await generated(await created({ schedule_hours: 1 }))
    expect(feed.status).toBe('ready')
    expect(await queueDueFeeds(t.deps)).toBe(0)
    t.clock.advance(HOUR + 1)
    expect(await queueDueFeeds(t.deps)).toBeGreaterThanOrEqual(1)
    const [row] = await t.db.select().from(ecommerceFeeds).where(eq(ecommerceFeeds.id, feed.id))
    expect(row!.status).toBe('queued')
    // Queued: not queued again.
    const [again] = await t.db.select().from(ecommerceFeeds).where(eq(ecommerceFeeds.id, feed.id))
    expect(again!.nextRunAt!.getTime()).toBeGreaterThan(t.clock.now().getTime())
  })
})
