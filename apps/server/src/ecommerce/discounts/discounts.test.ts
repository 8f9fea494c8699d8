import {
  CouponPageSchema,
  CouponSchema,
  DiscountChoiceListSchema,
  PricingAnswerSchema,
  PromotionSchema,
  RedemptionSchema,
  type CouponInput,
} from '@vitrine/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { customers } from '../../customers/schema.ts'
import { ecommerceLogs } from '../logs/schema.ts'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { ecommerceCoupons } from './schema.ts'

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
let noEcommerce: TestAccount
let app: AppRecord
let otherApp: AppRecord
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
  noEcommerce = await t.register({ name: 'Caio Pagamentos' })
})
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, everyArea('read'))
  await addManager(t, app, noEcommerce, levels({ payments: 'write', layout: 'write' }))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
})

const url = (rest: string, store: AppRecord = app) =>
  `/api/ecommerce/apps/${store.id}/discounts${rest}`

async function coupon(input: Partial<CouponInput> = {}, store = app, token = owner.token) {
  const answer = await t.request('POST', url('/coupons', store), {
    token,
    json: { code: 'BEMVINDO10', kind: 'percent', value: 1000, ...input },
  })
  expect(answer.status, answer.text).toBe(201)
  return v.parse(CouponSchema, answer.body)
}

async function product(price: number, store = app, token = owner.token, name = 'Camiseta') {
  const answer = await t.request('POST', `/api/indexer/apps/${store.id}/catalogue/products`, {
    token,
    json: { name, sku: `SKU-${Math.random().toString(36).slice(2, 8)}`, price, stock_quantity: 10 },
  })
  expect(answer.status, answer.text).toBe(201)
  return (answer.body as { id: number }).id
}

describe('coupons', () => {
  test('create, list, search, edit and delete; read can read, not write', async () => {
    const created = await coupon({ max_uses: 10, min_subtotal_cents: 10_000 })
    await coupon({ code: 'frete', kind: 'free_shipping' })
    const page = await t.request('GET', url('/coupons?q=bem'), { token: reader.token })
    expect(page.status).toBe(200)
    expect(v.parse(CouponPageSchema, page.body).items.map((c) => c.code)).toEqual(['BEMVINDO10'])

    const edited = await t.request('PUT', url(`/coupons/${created.id}`), {
      token: owner.token,
      json: { code: 'BEMVINDO15', kind: 'percent', value: 1500 },
    })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.body).toMatchObject({ code: 'BEMVINDO15', value: 1500, max_uses: null })

    const refused = await t.request('POST', url('/coupons'), {
      token: reader.token,
      json: { code: 'X1', kind: 'fixed', value: 100 },
    })
    expect(refused.status).toBe(403)
    const none = await t.request('GET', url('/coupons'), { token: noEcommerce.token })
    expect(none.status).toBe(403)

    const removed = await t.request('DELETE', url(`/coupons/${created.id}`), {
      token: owner.token,
    })
    expect(removed.status).toBe(204)
    const after = await t.request('GET', url('/coupons'), { token: owner.token })
    expect(v.parse(CouponPageSchema, after.body).items.map((c) => c.code)).toEqual(['frete'])
  })

  test('bad input: field errors, nothing stored', async () => {
    const answer = await t.request('POST', url('/coupons'), {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        code: 'com espaço',
        kind: 'percent',
        value: 20_000,
        customer_emails: ['não é e-mail'],
        starts_at: '2026-12-10T00:00:00Z',
        ends_at: '2026-12-01T00:00:00Z',
      },
    })
    expect(answer.status).toBe(400)
    const fields = (answer.body as { data: { fields: Record<string, string> } }).data.fields
    expect(Object.keys(fields).sort()).toEqual(
      ['code', 'customer_emails.0', 'ends_at', 'value'].sort(),
    )
    expect(fields.value).toBe('O percentual vai de 0,01 % a 100 %.')
    const rows = await t.db
      .select()
      .from(ecommerceCoupons)
      .where(eq(ecommerceCoupons.appId, app.id))
    expect(rows).toEqual([])
  })

  test('codes are unique per store in any case, not across stores', async () => {
    await coupon({ code: 'Natal' })
    const taken = await t.request('POST', url('/coupons'), {
      token: owner.token,
      json: { code: 'NATAL', kind: 'fixed', value: 500 },
    })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ data: { fields: { code: expect.any(String) } } })
    await coupon({ code: 'NATAL' }, otherApp, stranger.token)
  })

  test("another store's coupon is never visible, editable or usable", async () => {
    const theirs = await coupon({ code: 'ALHEIO' }, otherApp, stranger.token)
    const list = await t.request('GET', url('/coupons'), { token: owner.token })
    expect(v.parse(CouponPageSchema, list.body).items).toEqual([])
    const edit = await t.request('PUT', url(`/coupons/${theirs.id}`), {
      token: owner.token,
      json: { code: 'MEU', kind: 'fixed', value: 1 },
    })
    expect(edit.status).toBe(404)
    const remove = await t.request('DELETE', url(`/coupons/${theirs.id}`), { token: owner.token })
    expect(remove.status).toBe(404)
    const listOther = await t.request('GET', url('/coupons', otherApp), { token: owner.token })
    expect(listOther.status).toBe(404)
    const productId = await product(10_000)
    const sim = await t.request('POST', url('/simulate'), {
      token: owner.token,
      json: { lines: [{ product_id: productId, quantity: 1 }], coupon_codes: ['ALHEIO'] },
    })
    expect(v.parse(PricingAnswerSchema, sim.body).rejected).toEqual([
      expect.objectContaining({ code: 'not_found', reason: 'Cupom não encontrado' }),
    ])
  })

  test('bulk generation: N unique codes with the prefix, then the CSV export', async () => {
    const answer = await t.request('POST', url('/coupons/batch'), {
      token: owner.token,
      json: { prefix: 'bf', count: 120, kind: 'fixed', value: 1_000, max_uses: 1 },
    })
    expect(answer.status, answer.text).toBe(201)
    const { codes } = answer.body as { codes: string[] }
    expect(codes).toHaveLength(120)
    expect(new Set(codes).size).toBe(120)
    for (const code of codes) expect(code).toMatch(/^BF-[A-Z2-9]{8}$/)

    const tooMany = await t.request('POST', url('/coupons/batch'), {
      token: owner.token,
      json: { prefix: 'bf', count: 5_000, kind: 'fixed', value: 1_000 },
    })
    expect(tooMany.status).toBe(400)

    const csv = await t.request('GET', url('/coupons/export'), { token: reader.token })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Type')).toContain('text/csv')
    const lines = csv.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'codigo,tipo,valor,pedido_minimo_centavos,usos,limite_usos,limite_por_cliente,primeira_compra,cumulativo,inicio,fim,ativo',
    )
    expect(lines).toHaveLength(121)
    expect(lines[1]).toMatch(/^BF-[A-Z2-9]{8},fixed,1000,,0,1,,false,false,,,true$/)
    const theirs = await t.request('GET', url('/coupons/export', otherApp), { token: owner.token })
    expect(theirs.status).toBe(404)
  })
})

describe('choices for the pickers', () => {
  test('products and customers by words or keys, at the ecommerce level, the store’s only', async () => {
    const mug = await product(3_000, app, owner.token, 'Caneca Esmaltada')
    await product(3_000, otherApp, stranger.token, 'Caneca Alheia')
    await t.db.insert(customers).values([
      {
        appId: app.id,
        name: 'Joana Prado',
        sortName: 'joana prado',
        email: 'Joana@Example.com',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
      {
        appId: otherApp.id,
        name: 'Joana Alheia',
        sortName: 'joana alheia',
        email: 'joana@alheia.com',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    ])
    const found = await t.request('GET', url('/choices?of=products&q=canéca'), {
      token: reader.token,
    })
    expect(found.status, found.text).toBe(200)
    expect(v.parse(DiscountChoiceListSchema, found.body).items).toEqual([
      { key: String(mug), label: 'Caneca Esmaltada', detail: expect.any(String) },
    ])
    const named = await t.request('GET', url(`/choices?of=products&keys=${mug},999999`), {
      token: reader.token,
    })
    expect((named.body as { items: unknown[] }).items).toHaveLength(1)
    const people = await t.request('GET', url('/choices?of=customers&q=joana'), {
      token: reader.token,
    })
    expect((people.body as { items: unknown[] }).items).toEqual([
      { key: 'joana@example.com', label: 'Joana Prado', detail: 'Joana@Example.com' },
    ])
    const bad = await t.request('GET', url('/choices?of=orders'), { token: reader.token })
    expect(bad.status).toBe(400)
    const refused = await t.request('GET', url('/choices?of=products'), {
      token: noEcommerce.token,
    })
    expect(refused.status).toBe(403)
  })
})

describe('promotions and the simulator', () => {
  test('create, edit, delete; the simulator applies them in order and says why not', async () => {
    const shirt = await product(5_000)
    const mug = await product(3_000, app, owner.token, 'Caneca')
    const promo = await t.request('POST', url('/promotions'), {
      token: owner.token,
      json: {
        name: 'Leve 3 pague 2',
        kind: 'buy_x_get_y',
        buy_quantity: 2,
        get_quantity: 1,
        product_ids: [mug],
      },
    })
    expect(promo.status, promo.text).toBe(201)
    const created = v.parse(PromotionSchema, promo.body)
    const bad = await t.request('POST', url('/promotions'), {
      token: owner.token,
      json: { name: '', kind: 'progressive', tiers: [] },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys((bad.body as { data: { fields: object } }).data.fields).sort()).toEqual([
      'name',
      'tiers',
    ])
    await coupon({ min_subtotal_cents: 100_000 })
    await coupon({ code: 'FRETE', kind: 'free_shipping', cumulative: true })

    const sim = await t.request('POST', url('/simulate'), {
      token: reader.token,
      json: {
        lines: [
          { product_id: shirt, quantity: 2 },
          { product_id: mug, quantity: 3 },
        ],
        coupon_codes: ['bemvindo10', 'frete'],
        shipping_cents: 2_000,
      },
    })
    expect(sim.status, sim.text).toBe(200)
    const priced = v.parse(PricingAnswerSchema, sim.body)
    expect(priced.applied.map((a) => [a.label, a.amount_cents, a.shipping_discount_cents])).toEqual(
      [
        ['Leve 3 pague 2', 3_000, 0],
        ['FRETE', 0, 2_000],
      ],
    )
    expect(priced.rejected).toEqual([
      expect.objectContaining({
        label: 'BEMVINDO10',
        reason: 'Pedido mínimo de R$\u00a01.000,00 não atingido',
      }),
    ])
    expect(priced.total_cents).toBe(19_000 - 3_000)
    expect(priced.lines.map((l) => l.name).sort()).toEqual(['Camiseta', 'Caneca'])

    const edited = await t.request('PUT', url(`/promotions/${created.id}`), {
      token: owner.token,
      json: { name: 'Caneca 10%', kind: 'percent', value: 1_000, product_ids: [mug] },
    })
    expect(edited.status, edited.text).toBe(200)
    const removed = await t.request('DELETE', url(`/promotions/${created.id}`), {
      token: reader.token,
    })
    expect(removed.status).toBe(403)
    const gone = await t.request('DELETE', url(`/promotions/${created.id}`), { token: owner.token })
    expect(gone.status).toBe(204)

    const unknown = await t.request('POST', url('/simulate'), {
      token: owner.token,
      json: { lines: [{ product_id: 999_999, quantity: 1 }] },
    })
    expect(unknown.status).toBe(422)
  })
})

describe('redemption', () => {
  const redeem = (key: string, json: unknown) =>
    t.request('POST', url('/redemptions'), {
      token: owner.token,
      headers: { 'Idempotency-Key': key },
      json,
    })

  test('counts a use once per Idempotency-Key, per customer limit, logs the use', async () => {
    const productId = await product(10_000)
    const created = await coupon({ max_uses_per_customer: 1 })
    const cart = {
      lines: [{ product_id: productId, quantity: 1 }],
      coupon_codes: ['BEMVINDO10'],
      customer_email: 'Ana@Example.com',
    }
    const first = await redeem('pedido-1', cart)
    expect(first.status, first.text).toBe(200)
    const redemption = v.parse(RedemptionSchema, first.body)
    expect(redemption).toMatchObject({ replayed: false, pricing: { discount_cents: 1_000 } })
    const again = await redeem('pedido-1', cart)
    expect(v.parse(RedemptionSchema, again.body)).toEqual({ ...redemption, replayed: true })

    const second = await redeem('pedido-2', cart)
    expect(second.status).toBe(409)
    expect(second.body).toMatchObject({
      data: { fields: { coupon_codes: 'BEMVINDO10: Limite de usos por cliente atingido' } },
    })
    const [row] = await t.db
      .select()
      .from(ecommerceCoupons)
      .where(eq(ecommerceCoupons.id, created.id))
    expect(row!.uses).toBe(1)
    const logs = await t.db.select().from(ecommerceLogs).where(eq(ecommerceLogs.appId, app.id))
    expect(logs.map((l) => [l.kind, l.subject])).toEqual([['coupon_used', 'BEMVINDO10']])

    const noKey = await t.request('POST', url('/redemptions'), { token: owner.token, json: cart })
    expect(noKey.status).toBe(400)
    const readOnly = await t.request('POST', url('/redemptions'), {
      token: reader.token,
      headers: { 'Idempotency-Key': 'x' },
      json: cart,
    })
    expect(readOnly.status).toBe(403)
  })

  test('many concurrent redemptions at a coupon with limit N: exactly N succeed', async () => {
    const productId = await product(10_000)
    const limited = await coupon({ code: 'ULTIMOS5', max_uses: 5 })
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        redeem(`concorrente-${i}`, {
          lines: [{ product_id: productId, quantity: 1 }],
          coupon_codes: ['ULTIMOS5'],
          customer_email: `cliente${i}@example.com`,
        }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(15)
    const [row] = await t.db
      .select()
      .from(ecommerceCoupons)
      .where(eq(ecommerceCoupons.id, limited.id))
    expect(row!.uses).toBe(5)
  })
})
