import {
  BillingSettingsSchema,
  DEFAULT_BILLING_SETTINGS,
  monthlyCents,
  PlanPageSchema,
  PlanSchema,
  ProductPageSchema,
  ProductSchema,
  RecurrenceTotalsSchema,
  type PlanInput,
  type ProductInput,
  type SubscriptionStatus,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { auditLog } from '../../audit/schema.ts'
import { customers } from '../../customers/schema.ts'
import { createGateway } from '../../payments/testing.ts'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { subscriptions } from '../schema.ts'
import { newSubscriptionPublicId } from '../shared/public-id.ts'
import { seedRecurrenceCatalogue } from './demo.ts'
import { billingSettingsOf } from './settings.ts'

let t: TestServer
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-recurrence-'))
  t = await createTestServer({ config: { dataDir } })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
let onlyRecurrence: TestAccount
let app: AppRecord
let otherApp: AppRecord
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
  onlyRecurrence = await t.register({ name: 'Bia Recorrência' })
})
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, everyArea('read'))
  await addManager(t, app, onlyRecurrence, levels({ recurrence: 'write' }))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
  for (const type of ['creditcard', 'pix'] as const) await createGateway(t, app, type)
})

const url = (rest: string, store: AppRecord = app) => `/api/recurrence/apps/${store.id}${rest}`

const productInput = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Café especial 250 g',
  sku: 'CAFE-250',
  description: 'Torra média.',
  price_cents: 4_990,
  ...overrides,
})

async function product(overrides: Partial<ProductInput> = {}) {
  const answer = await t.request('POST', url('/products'), {
    token: owner.token,
    json: productInput(overrides),
  })
  expect(answer.status, answer.text).toBe(201)
  return v.parse(ProductSchema, answer.body)
}

const planInput = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  name: 'Clube do Café',
  price_cents: 5_990,
  interval: 'monthly',
  methods: ['creditcard', 'pix'],
  ...overrides,
})

async function plan(overrides: Partial<PlanInput> = {}) {
  const answer = await t.request('POST', url('/plans'), {
    token: owner.token,
    json: planInput(overrides),
  })
  expect(answer.status, answer.text).toBe(201)
  return v.parse(PlanSchema, answer.body)
}

/** Subscriptions written straight into the table (the engine and its routes are elsewhere). */
async function subscribe(planId: number, statuses: SubscriptionStatus[]) {
  const now = t.clock.now()
  const [customer] = await t.db
    .insert(customers)
    .values({
      appId: app.id,
      name: 'Maria Silva',
      sortName: 'maria silva',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: customers.id })
  await t.db.insert(subscriptions).values(
    statuses.map((status) => ({
      publicId: newSubscriptionPublicId(),
      appId: app.id,
      customerId: customer!.id,
      planId,
      status,
      method: 'creditcard' as const,
      anchorAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  )
}

describe('products', () => {
  test('create, read, list by name, update and archive, each audited', async () => {
    const beans = await product()
    expect(beans).toMatchObject({ name: 'Café especial 250 g', sku: 'CAFE-250', plan_count: 0 })
    await product({ name: 'Açúcar mascavo', sku: 'ACUCAR-1' })
    await product({ name: 'Filtro de papel', sku: 'FILTRO-100' })

    const listed = v.parse(
      ProductPageSchema,
      (await t.request('GET', url('/products'), { token: reader.token })).body,
    )
    expect(listed.items.map((item) => item.sku)).toEqual(['ACUCAR-1', 'CAFE-250', 'FILTRO-100'])
    const byName = await t.request('GET', url('/products?q=cafe'), { token: reader.token })
    expect(byName.body.items.map((item: { sku: string }) => item.sku)).toEqual(['CAFE-250'])
    const bySku = await t.request('GET', url('/products?q=filtro-1'), { token: reader.token })
    expect(bySku.body.items.map((item: { sku: string }) => item.sku)).toEqual(['FILTRO-100'])

    const updated = await t.request('PUT', url(`/products/${beans.id}`), {
      token: owner.token,
      json: productInput({ price_cents: 5_290, image_url: 'https://cdn.example.com/cafe.png' }),
    })
    expect(updated.status, updated.text).toBe(200)
    expect(updated.body).toMatchObject({
      price_cents: 5_290,
      image_url: 'https://cdn.example.com/cafe.png',
    })

    const archived = await t.request('PUT', url(`/products/${beans.id}/archived`), {
      token: owner.token,
      json: { archived: true },
    })
    expect(archived.body.archived_at).toEqual(expect.any(String))
    const inUse = await t.request('GET', url('/products'), { token: reader.token })
    expect(inUse.body.items).toHaveLength(2)
    const onlyArchived = await t.request('GET', url('/products?archived=1'), {
      token: reader.token,
    })
    expect(onlyArchived.body.items.map((item: { id: number }) => item.id)).toEqual([beans.id])

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'product')))
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'create',
      'create',
      'create',
      'update',
      'update',
    ])
  })

  test('keyset pages by name walk every product once', async () => {
    for (const [index, name] of ['Bule', 'Açúcar', 'Bule', 'Caneca', 'Avental'].entries()) {
      await product({ name, sku: `SKU-${index}` })
    }
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const answer = await t.request('GET', url(`/products?limit=2${query}`), {
        token: owner.token,
      })
      expect(answer.status).toBe(200)
      seen.push(...answer.body.items.map((item: { sku: string }) => item.sku))
      cursor = answer.body.next_cursor
    } while (cursor)
    expect(seen).toHaveLength(5)
    expect(new Set(seen).size).toBe(5)
    // By name as people read it: accents and case do not push a name to the end.
    expect(seen.slice(0, 2)).toEqual(['SKU-1', 'SKU-4'])
    await product({ name: 'água de coco', sku: 'AGUA' })
    await product({ name: 'Zimbro', sku: 'ZIMBRO' })
    const all = await t.request('GET', url('/products'), { token: owner.token })
    const skus = all.body.items.map((item: { sku: string }) => item.sku)
    expect(skus.slice(0, 3)).toEqual(['SKU-1', 'AGUA', 'SKU-4'])
    expect(skus.at(-1)).toBe('ZIMBRO')
    const bad = await t.request('GET', url('/products?cursor=nonsense'), { token: owner.token })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields.cursor).toBeTruthy()
  })

  test('a SKU is unique in the store: 409 on sku; another store may use it', async () => {
    const first = await product()
    const again = await t.request('POST', url('/products'), {
      token: owner.token,
      lang: 'pt-BR',
      json: productInput({ name: 'Outro café' }),
    })
    expect(again.status).toBe(409)
    expect(again.body.data.fields.sku).toBe('Já existe um produto com este SKU.')
    const other = await product({ sku: 'OUTRO' })
    const renamed = await t.request('PUT', url(`/products/${other.id}`), {
      token: owner.token,
      json: productInput({ sku: first.sku }),
    })
    expect(renamed.status).toBe(409)
    // Its own SKU kept is no conflict.
    const kept = await t.request('PUT', url(`/products/${first.id}`), {
      token: owner.token,
      json: productInput({ name: 'Café 250 g' }),
    })
    expect(kept.status).toBe(200)
    const elsewhere = await t.request('POST', url('/products', otherApp), {
      token: stranger.token,
      json: productInput(),
    })
    expect(elsewhere.status).toBe(201)
  })

  test('bad input is a 400 with field errors', async () => {
    const answer = await t.request('POST', url('/products'), {
      token: owner.token,
      lang: 'pt-BR',
      json: { name: '', sku: 'com espaço', price_cents: -1, image_url: 'ftp://x' },
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.data.fields).sort()).toEqual(
      ['image_url', 'name', 'price_cents', 'sku'].sort(),
    )
  })

  test('an image is uploaded within the recurrence level and taken as image_url', async () => {
    const PNG = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44,
      0x52,
    ])
    const form = new FormData()
    form.append('file', new Blob([PNG as Uint8Array<ArrayBuffer>]), 'cafe.png')
    const answer = await t.app.request(url('/products/images'), {
      method: 'POST',
      headers: { Token: onlyRecurrence.token, Language: 'pt-BR' },
      body: form,
    })
    expect(answer.status).toBe(201)
    const { url: image } = (await answer.json()) as { url: string }
    expect(image).toMatch(/^\/api\/payments\/public\/files\/[a-f0-9]{64}\.png$/)
    const made = await product({ image_url: image })
    expect(made.image_url).toBe(image)

    const text = new FormData()
    text.append('file', new Blob(['não é imagem']), 'x.png')
    const refused = await t.app.request(url('/products/images'), {
      method: 'POST',
      headers: { Token: owner.token, Language: 'pt-BR' },
      body: text,
    })
    expect(refused.status).toBe(400)
    expect(
      ((await refused.json()) as { data: { fields: { file: string } } }).data.fields.file,
    ).toBe('A imagem deve ser PNG, JPEG ou WebP.')
  })
})

describe('plans', () => {
  test('create with products, read, update whole, archive and bring back', async () => {
    const beans = await product()
    const filters = await product({
      name: 'Filtro de papel',
      sku: 'FILTRO-100',
      price_cents: 1_590,
    })
    const made = await plan({
      description: 'Um pacote por mês.',
      trial_days: 7,
      cycles: 12,
      setup_fee_cents: 1_000,
      products: [
        { product_id: filters.id, quantity: 2 },
        { product_id: beans.id, quantity: 1 },
      ],
    })
    expect(made).toMatchObject({
      name: 'Clube do Café',
      price_cents: 5_990,
      interval: 'monthly',
      interval_days: null,
      trial_days: 7,
      cycles: 12,
      setup_fee_cents: 1_000,
      active: true,
      archived_at: null,
      subscriber_count: 0,
      mrr_cents: 0,
    })
    // In the order given, with each product's own data.
    expect(made.products.map((item) => [item.sku, item.quantity])).toEqual([
      ['FILTRO-100', 2],
      ['CAFE-250', 1],
    ])
    const counted = await t.request('GET', url(`/products/${beans.id}`), { token: owner.token })
    expect(counted.body.plan_count).toBe(1)

    const updated = await t.request('PUT', url(`/plans/${made.id}`), {
      token: owner.token,
      json: planInput({
        price_cents: 6_490,
        interval: 'days',
        interval_days: 15,
        cycles: null,
        active: false,
        products: [{ product_id: beans.id, quantity: 3 }],
      }),
    })
    expect(updated.status, updated.text).toBe(200)
    expect(updated.body).toMatchObject({
      price_cents: 6_490,
      interval: 'days',
      interval_days: 15,
      cycles: null,
      trial_days: 0,
      active: false,
    })
    expect(updated.body.products).toHaveLength(1)

    const fetched = await t.request('GET', url(`/plans/${made.id}`), { token: reader.token })
    expect(fetched.body).toEqual(updated.body)

    const archived = await t.request('PUT', url(`/plans/${made.id}/archived`), {
      token: owner.token,
      json: { archived: true },
    })
    expect(archived.body.archived_at).toEqual(expect.any(String))
    const list = await t.request('GET', url('/plans'), { token: reader.token })
    expect(list.body.items).toEqual([])
    // An archived plan no longer counts for its products.
    const beansNow = await t.request('GET', url(`/products/${beans.id}`), { token: owner.token })
    expect(beansNow.body.plan_count).toBe(0)
    const back = await t.request('PUT', url(`/plans/${made.id}/archived`), {
      token: owner.token,
      json: { archived: false },
    })
    expect(back.body.archived_at).toBeNull()

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'plan')))
    expect(entries).toHaveLength(4)
    const update = entries.find(
      (entry) => entry.action === 'update' && 'price_cents' in (entry.changes as object),
    )
    expect((update!.changes as Record<string, unknown>).price_cents).toEqual({
      before: 5_990,
      after: 6_490,
    })
  })

  test('state filter, search and keyset pages by name', async () => {
    await plan({ name: 'Plano B' })
    await plan({ name: 'Plano A', active: false })
    const archived = await plan({ name: 'Plano C' })
    await t.request('PUT', url(`/plans/${archived.id}/archived`), {
      token: owner.token,
      json: { archived: true },
    })
    const names = async (query: string) => {
      const answer = await t.request('GET', url(`/plans${query}`), { token: reader.token })
      expect(answer.status, answer.text).toBe(200)
      return v.parse(PlanPageSchema, answer.body).items.map((item) => item.name)
    }
    expect(await names('')).toEqual(['Plano A', 'Plano B'])
    expect(await names('?state=active')).toEqual(['Plano B'])
    expect(await names('?state=inactive')).toEqual(['Plano A'])
    expect(await names('?state=archived')).toEqual(['Plano C'])
    expect(await names('?q=plano%20b')).toEqual(['Plano B'])
    const first = await t.request('GET', url('/plans?limit=1'), { token: reader.token })
    expect(first.body.items[0].name).toBe('Plano A')
    const second = await t.request('GET', url(`/plans?limit=1&cursor=${first.body.next_cursor}`), {
      token: reader.token,
    })
    expect(second.body.items[0].name).toBe('Plano B')
    expect(second.body.next_cursor).toBeNull()
    const badState = await t.request('GET', url('/plans?state=deleted'), { token: reader.token })
    expect(badState.status).toBe(400)
  })

  test('validation: 400 on the fields, "a cada N dias" needs its days', async () => {
    const answer = await t.request('POST', url('/plans'), {
      token: owner.token,
      lang: 'pt-BR',
      json: { name: '', price_cents: 50, interval: 'days', methods: [], cycles: 0 },
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.data.fields).sort()).toEqual(
      ['cycles', 'interval_days', 'methods', 'name', 'price_cents'].sort(),
    )
    expect(answer.body.data.fields.interval_days).toBe('Informe a cada quantos dias o plano cobra.')
    const repeated = await t.request('POST', url('/plans'), {
      token: owner.token,
      json: planInput({
        products: [
          { product_id: 1, quantity: 1 },
          { product_id: 1, quantity: 2 },
        ],
      }),
    })
    expect(repeated.status).toBe(400)
    expect(repeated.body.data.fields.products).toBeTruthy()
  })

  test('products must be the store’s and not archived (422 on products)', async () => {
    const theirs = await t.request('POST', url('/products', otherApp), {
      token: stranger.token,
      json: productInput(),
    })
    const foreign = await t.request('POST', url('/plans'), {
      token: owner.token,
      lang: 'pt-BR',
      json: planInput({ products: [{ product_id: theirs.body.id, quantity: 1 }] }),
    })
    expect(foreign.status).toBe(422)
    expect(foreign.body.data.fields.products).toBe('Produto não encontrado.')

    const old = await product({ name: 'Cápsulas', sku: 'CAPS' })
    const made = await plan({ products: [{ product_id: old.id, quantity: 1 }] })
    await t.request('PUT', url(`/products/${old.id}/archived`), {
      token: owner.token,
      json: { archived: true },
    })
    const refused = await t.request('POST', url('/plans'), {
      token: owner.token,
      lang: 'pt-BR',
      json: planInput({ name: 'Outro', products: [{ product_id: old.id, quantity: 1 }] }),
    })
    expect(refused.status).toBe(422)
    expect(refused.body.data.fields.products).toBe(
      'O produto Cápsulas está arquivado: escolha outro.',
    )
    // The plan that already holds it keeps it through an edit.
    const kept = await t.request('PUT', url(`/plans/${made.id}`), {
      token: owner.token,
      json: planInput({ price_cents: 7_000, products: [{ product_id: old.id, quantity: 2 }] }),
    })
    expect(kept.status, kept.text).toBe(200)
  })

  test('every method needs an active gateway (422 on methods)', async () => {
    const answer = await t.request('POST', url('/plans'), {
      token: owner.token,
      lang: 'pt-BR',
      json: planInput({ methods: ['creditcard', 'billet'] }),
    })
    expect(answer.status).toBe(422)
    expect(answer.body.data.fields.methods).toBe(
      'A loja não tem um gateway ativo de boleto: configure um em Pagamentos.',
    )
    await createGateway(t, app, 'billet', { active: false })
    const inactive = await t.request('POST', url('/plans'), {
      token: owner.token,
      json: planInput({ methods: ['billet'] }),
    })
    expect(inactive.status).toBe(422)
    await createGateway(t, app, 'billet')
    await plan({ methods: ['creditcard', 'billet'] })
  })
})

describe('counts and monthly recurring revenue', () => {
  test('each plan’s subscribers and MRR, and the store’s totals', async () => {
    const monthly = await plan({ name: 'Mensal', price_cents: 5_990 })
    const weekly = await plan({ name: 'Semanal', price_cents: 1_990, interval: 'weekly' })
    const fortnight = await plan({
      name: 'Quinzenal',
      price_cents: 2_990,
      interval: 'days',
      interval_days: 15,
    })
    const quarterly = await plan({ name: 'Trimestral', price_cents: 16_170, interval: 'quarterly' })
    await subscribe(monthly.id, ['active', 'active', 'past_due', 'trialing', 'paused', 'canceled'])
    await subscribe(weekly.id, ['active', 'ended'])
    await subscribe(fortnight.id, ['past_due'])
    await subscribe(quarterly.id, ['active', 'active'])

    // A month is 365.25/12 days: weekly 1 990 × 365.25/12/7 = 8 652,95 → 8 653; every 15
    // days 2 990 × 365.25/12/15 = 6 067,19 → 6 067; quarterly 16 170 / 3 = 5 390.
    expect(monthlyCents(1_990, 'weekly', null)).toBe(8_653)
    expect(monthlyCents(2_990, 'days', 15)).toBe(6_067)
    expect(monthlyCents(16_170, 'quarterly', null)).toBe(5_390)

    const page = v.parse(
      PlanPageSchema,
      (await t.request('GET', url('/plans'), { token: reader.token })).body,
    )
    const byName = Object.fromEntries(page.items.map((item) => [item.name, item]))
    expect(byName.Mensal).toMatchObject({ subscriber_count: 5, mrr_cents: 3 * 5_990 })
    expect(byName.Semanal).toMatchObject({ subscriber_count: 1, mrr_cents: 8_653 })
    expect(byName.Quinzenal).toMatchObject({ subscriber_count: 1, mrr_cents: 6_067 })
    expect(byName.Trimestral).toMatchObject({ subscriber_count: 2, mrr_cents: 2 * 5_390 })

    const totals = v.parse(
      RecurrenceTotalsSchema,
      (await t.request('GET', url('/totals'), { token: reader.token })).body,
    )
    expect(totals).toEqual({
      subscriber_count: 9,
      mrr_cents: 3 * 5_990 + 8_653 + 6_067 + 2 * 5_390,
      past_due_count: 2,
    })
    const empty = await t.request('GET', url('/totals', otherApp), { token: stranger.token })
    expect(empty.body).toEqual({ subscriber_count: 0, mrr_cents: 0, past_due_count: 0 })
  })
})

describe('billing settings', () => {
  test('defaults until saved; saved and audited; bad schedules refused', async () => {
    const before = await t.request('GET', url('/settings'), { token: reader.token })
    expect(v.parse(BillingSettingsSchema, before.body)).toEqual(DEFAULT_BILLING_SETTINGS)
    const saved = await t.request('PUT', url('/settings'), {
      token: owner.token,
      json: { retry_days: [2, 5], on_exhaustion: 'pause', advance_days: 3, send_emails: false },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(await billingSettingsOf(t.db, app.id)).toEqual({
      retry_days: [2, 5],
      on_exhaustion: 'pause',
      advance_days: 3,
      send_emails: false,
    })
    const again = await t.request('PUT', url('/settings'), {
      token: owner.token,
      json: { retry_days: [2, 5], on_exhaustion: 'pause', advance_days: 3, send_emails: false },
    })
    expect(again.status).toBe(200)
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'recurrence_settings')))
    expect(entries).toHaveLength(1)
    const bad = await t.request('PUT', url('/settings'), {
      token: owner.token,
      lang: 'pt-BR',
      json: { retry_days: [3, 1], on_exhaustion: 'pause', advance_days: 40, send_emails: false },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.data.fields).sort()).toEqual(['advance_days', 'retry_days'])
    expect(await billingSettingsOf(t.db, otherApp.id)).toEqual(DEFAULT_BILLING_SETTINGS)
  })
})

describe('access', () => {
  test('another store’s plans and products are not found; read level changes nothing', async () => {
    const made = await plan()
    const beans = await product()
    for (const path of [`/plans/${made.id}`, `/products/${beans.id}`]) {
      const theirs = await t.request('GET', url(path, otherApp), { token: stranger.token })
      expect(theirs.status).toBe(404)
      const stranger404 = await t.request('GET', url(path), { token: stranger.token })
      expect(stranger404.status).toBe(404)
    }
    const writes = [
      t.request('POST', url('/plans'), { token: reader.token, json: planInput() }),
      t.request('PUT', url(`/plans/${made.id}`), { token: reader.token, json: planInput() }),
      t.request('PUT', url(`/plans/${made.id}/archived`), {
        token: reader.token,
        json: { archived: true },
      }),
      t.request('POST', url('/products'), { token: reader.token, json: productInput() }),
      t.request('PUT', url(`/products/${beans.id}`), { token: reader.token, json: productInput() }),
      t.request('PUT', url(`/products/${beans.id}/archived`), {
        token: reader.token,
        json: { archived: true },
      }),
      t.request('PUT', url('/settings'), { token: reader.token, json: DEFAULT_BILLING_SETTINGS }),
    ]
    for (const answer of await Promise.all(writes)) expect(answer.status).toBe(403)
    for (const path of ['/plans', '/products', '/totals', '/settings']) {
      expect((await t.request('GET', url(path), { token: reader.token })).status).toBe(200)
    }
    // A manager of recurrence alone reads and writes it.
    const own = await t.request('POST', url('/plans'), {
      token: onlyRecurrence.token,
      json: planInput({ name: 'Da Bia' }),
    })
    expect(own.status).toBe(201)
    // Ids that are no plan or product read as not found.
    expect((await t.request('GET', url('/plans/abc'), { token: owner.token })).status).toBe(404)
    expect((await t.request('GET', url('/products/0'), { token: owner.token })).status).toBe(404)
  })
})

describe('demo catalogue', () => {
  test('six products and six plans of every kind, answered by key', async () => {
    const seeded = await seedRecurrenceCatalogue(t.db, app.id, t.clock.now())
    expect(Object.keys(seeded.products)).toHaveLength(6)
    expect(Object.keys(seeded.plans)).toHaveLength(6)
    const all = await t.request('GET', url('/plans?limit=200'), { token: owner.token })
    const intervals = all.body.items.map((item: { interval: string }) => item.interval)
    expect(new Set(intervals)).toEqual(
      new Set(['monthly', 'quarterly', 'yearly', 'weekly', 'days']),
    )
    const inactive = await t.request('GET', url('/plans?state=inactive'), { token: owner.token })
    expect(inactive.body.items).toHaveLength(1)
    const archived = await t.request('GET', url('/plans?state=archived'), { token: owner.token })
    expect(archived.body.items[0].products[0].sku).toBe('CAPS-10')
  })
})
