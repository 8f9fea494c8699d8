import { randomUUID } from 'node:crypto'
import { SignupPageSchema, type SignupChargeInput } from '@vitrine/api'
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeEach, describe, expect, test } from 'vitest'
import { CHARGES_PER_IP } from '../../checkout/limits.ts'
import {
  card,
  CARDS,
  createGateway,
  setUpFreshStores,
  type FreshStores,
} from '../../payments/testing.ts'
import { payments, sandboxCharges } from '../../payments/schema.ts'
import { createReseller, levels } from '../../testing/access-fixtures.ts'
import type { RequestOptions } from '../../testing/test-server.ts'
import {
  recurrencePlanProducts,
  recurrenceProducts,
  subscriptionInvoices,
  subscriptions,
} from '../schema.ts'
import { createCustomer, createPlan, subscribe } from '../subscriptions/testing.ts'
import { SIGNUP_CHARGES_PER_SUBSCRIPTION } from './limits.ts'

let s: FreshStores
setUpFreshStores(levels({ recurrence: 'read' }), (stores) => (s = stores))

let ips = 0
/** A fresh client address per call unless one is given: the per-address limit stays away. */
const nextIp = () => `10.1.${Math.floor(++ips / 250)}.${ips % 250}`

const pageUrl = (id: string, cycle: number | string) =>
  `/api/recurrence/public/subscriptions/${id}/cycles/${cycle}`

const read = (id: string, cycle: number | string = 1, options: RequestOptions = {}) =>
  s.t.request('GET', pageUrl(id, cycle), { lang: 'pt-BR', ...options })

function pay(
  id: string,
  body: unknown,
  {
    cycle = 1,
    key = randomUUID(),
    ip = nextIp(),
    origin = '',
  }: { cycle?: number; key?: string | null; ip?: string; origin?: string } = {},
) {
  return s.t.request('POST', `${origin}${pageUrl(id, cycle)}/charges`, {
    lang: 'pt-BR',
    ip,
    headers: key === null ? {} : { 'Idempotency-Key': key },
    json: body,
  })
}

let cardGateway: number
let pixGateway: number
let customer: number
let plan: number
beforeEach(async () => {
  cardGateway = await createGateway(s.t, s.app, 'creditcard')
  pixGateway = await createGateway(s.t, s.app, 'pix')
  customer = await createCustomer(s.t, s.app, 'Ana Souza', 'ana@example.com')
  plan = await createPlan(s.t, s.app, { setupFeeCents: 1000 })
  const now = s.t.clock.now()
  const [product] = await s.t.db
    .insert(recurrenceProducts)
    .values({
      appId: s.app.id,
      name: 'Café em grãos 250 g',
      sku: 'CAFE-250',
      priceCents: 3000,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  await s.t.db
    .insert(recurrencePlanProducts)
    .values({ appId: s.app.id, planId: plan, productId: product!.id, quantity: 2, position: 0 })
})

/** A card subscription with its first invoice issued and nothing charged (no card on file). */
async function cardSubscription(): Promise<string> {
  const detail = await subscribe(s.t, s.owner, s.app, {
    customer_id: customer,
    plan_id: plan,
    method: 'creditcard',
  })
  return detail.subscription.id
}

const payer = (overrides: Partial<SignupChargeInput> = {}): SignupChargeInput => ({
  name: 'Ana Souza',
  email: 'ana@example.com',
  document: '529.982.247-25',
  gateway_id: cardGateway,
  card: card(),
  ...overrides,
})

async function rowOf(publicId: string) {
  const [row] = await s.t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.publicId, publicId))
  return row!
}

/** Every key of a JSON value, nested ones as paths. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return [path, ...keysOf(inner, path)]
  })
}

describe('the page of a cycle', () => {
  test('payable: the plan, the first charge’s lines, the payer and the store’s methods', async () => {
    const id = await cardSubscription()
    const answer = await read(id)
    expect(answer.status, answer.text).toBe(200)
    const page = v.parse(SignupPageSchema, answer.body)
    expect(page).toMatchObject({
      subscription_id: id,
      cycle: 1,
      state: 'payable',
      subscription_status: 'active',
      plan: {
        name: 'Clube do Café',
        price_cents: 3000,
        interval: 'monthly',
        setup_fee_cents: 1000,
        products: [{ name: 'Café em grãos 250 g', quantity: 2 }],
      },
      invoice: { status: 'active', amount_cents: 4000, paid_at: null },
      // The document is never answered: the page opens to whoever holds its link.
      payer: { name: 'Ana Souza', email: 'ana@example.com', document: null },
      receipt_token: null,
      payment: null,
    })
    expect(page.invoice.lines.map((line) => [line.kind, line.amount_cents])).toEqual([
      ['plan', 3000],
      ['setup_fee', 1000],
    ])
    expect(page.store.name).toBe(s.app.name)
    expect(page.store.brand).toBeNull()
    // The plan takes billet too, but the store has no billet gateway: not offered.
    expect(page.methods.map((method) => [method.type, method.gateway_id])).toEqual([
      ['creditcard', cardGateway],
      ['pix', pixGateway],
    ])
    expect(page.methods.every((method) => method.max_installments === 1)).toBe(true)
    // Built field by field: nothing internal.
    const keys = keysOf(answer.body).map((key) => key.split('.').at(-1)!)
    for (const secret of ['customer_id', 'plan_id', 'card_token', 'fee_cents', 'note', 'id']) {
      expect(keys).not.toContain(secret)
    }
  })

  test('an unknown subscription, a cycle never billed or a malformed one is a 404', async () => {
    const id = await cardSubscription()
    for (const [subscription, cycle, message] of [
      ['sub_AAAAAAAAAAAAAAAAAAAAAAAA', '1', 'Assinatura não encontrada.'],
      ['sub_x', '1', 'Assinatura não encontrada.'],
      [id, '2', 'Este ciclo da assinatura não existe ou ainda não foi cobrado.'],
      [id, '0', 'Este ciclo da assinatura não existe ou ainda não foi cobrado.'],
      [id, '01', 'Este ciclo da assinatura não existe ou ainda não foi cobrado.'],
      [id, 'abc', 'Este ciclo da assinatura não existe ou ainda não foi cobrado.'],
      [id, '2147483648', 'Este ciclo da assinatura não existe ou ainda não foi cobrado.'],
    ] as const) {
      const answer = await read(subscription, cycle)
      expect(answer.status, `${subscription}/${cycle}`).toBe(404)
      expect(answer.body.message).toBe(message)
      const charge = await pay(subscription, payer(), { cycle: Number(cycle) || 1 })
      if (cycle === '1' || cycle === '2') expect(charge.status).toBe(404)
    }
  })

  test('closed: the cycle’s invoice expired, or the subscription was canceled with it unpaid', async () => {
    const id = await cardSubscription()
    const row = await rowOf(id)
    await s.t.db
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: s.t.clock.now(), nextChargeAt: null })
      .where(eq(subscriptions.id, row.id))
    expect((await read(id)).body).toMatchObject({ state: 'closed', methods: [] })
    await s.t.db
      .update(subscriptionInvoices)
      .set({ status: 'expired', expiredAt: s.t.clock.now() })
      .where(eq(subscriptionInvoices.subscriptionId, row.id))
    await s.t.db
      .update(subscriptions)
      .set({ status: 'past_due' })
      .where(eq(subscriptions.id, row.id))
    const page = await read(id)
    expect(page.body).toMatchObject({ state: 'closed', invoice: { status: 'expired' } })
    const refused = await pay(id, payer())
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Esta fatura expirou e não aceita mais pagamento.')
  })

  test('another store’s reseller domain brings no brand; its own reseller’s does', async () => {
    const id = await cardSubscription()
    const mine = await createReseller(s.t, { name: 'Revenda Aurora', primaryColor: '#0f766e' }, [
      s.app,
    ])
    const other = await createReseller(s.t, { name: 'Outra Revenda', primaryColor: '#111111' })
    const brandOn = async (origin: string) =>
      (await s.t.request('GET', `${origin}${pageUrl(id, 1)}`)).body.store.brand
    expect(await brandOn(mine.origin)).toMatchObject({
      name: 'Revenda Aurora',
      primary_color: '#0f766e',
    })
    expect(await brandOn(other.origin)).toBeNull()
    expect(await brandOn('http://localhost')).toBeNull()
    // The charge's answer is the page on that host too.
    const charged = await pay(id, payer(), { origin: mine.origin })
    expect(charged.status, charged.text).toBe(201)
    expect(charged.body.store.brand).toMatchObject({ name: 'Revenda Aurora' })
  })
})

describe('paying a cycle', () => {
  test('by card: paid at once, the card kept for the next cycles; a paid cycle refuses another charge', async () => {
    const id = await cardSubscription()
    const answer = await pay(id, payer())
    expect(answer.status, answer.text).toBe(201)
    const page = v.parse(SignupPageSchema, answer.body)
    expect(page).toMatchObject({
      state: 'paid',
      subscription_status: 'active',
      payment: { status: 'authorized', card: { brand: 'visa', last_four: '4242' } },
      methods: [],
    })
    expect(page.invoice.paid_at).not.toBeNull()
    expect(page.receipt_token).toEqual(expect.any(String))
    const receipt = await s.t.request('GET', `/api/payments/public/payments/${page.receipt_token}`)
    expect(receipt.status).toBe(200)
    expect(receipt.body.status).toBe('authorized')

    const row = await rowOf(id)
    expect(row).toMatchObject({ method: 'creditcard', cardLastFour: '4242', cardBrand: 'visa' })
    expect(row.cardToken).toEqual(expect.any(String))
    // The payer typed on the page is the payment's customer snapshot.
    const [payment] = await s.t.db
      .select({ name: payments.customerName, document: payments.customerDocument })
      .from(payments)
      .where(eq(payments.publicToken, page.receipt_token!))
    expect(payment).toEqual({ name: 'Ana Souza', document: '52998224725' })

    expect((await read(id)).body.state).toBe('paid')
    const again = await pay(id, payer())
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Este ciclo já está pago.')
  })

  test('the same Idempotency-Key answers the first answer again and charges once', async () => {
    const id = await cardSubscription()
    const key = randomUUID()
    const first = await pay(id, payer(), { key })
    const second = await pay(id, payer(), { key })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(second.body).toEqual(first.body)
    const other = await pay(id, payer({ name: 'Outra Pessoa' }), { key })
    expect(other.status).toBe(422)
    const charges = await s.t.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.appId, s.app.id))
    expect(charges).toHaveLength(1)
  })

  test('two attempts at once (two keys, a double submit from two tabs): one charge', async () => {
    const id = await cardSubscription()
    const answers = await Promise.all([pay(id, payer()), pay(id, payer())])
    for (const answer of answers) expect([201, 409], answer.text).toContain(answer.status)
    // The one that lost the claim charged nothing and says so: never a decline.
    for (const answer of answers.filter((item) => item.status === 201)) {
      expect(['paid', 'pending'], answer.text).toContain(answer.body.state)
    }
    const charges = await s.t.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.appId, s.app.id))
    expect(charges).toHaveLength(1)
    const [charged] = await s.t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.appId, s.app.id))
    expect(charged?.count).toBe(1)
    expect((await read(id)).body.state).toBe('paid')
  })

  test('a declined card leaves the cycle payable with the reason; another card then pays it', async () => {
    const id = await cardSubscription()
    const declined = await pay(id, payer({ card: card(CARDS.declined) }))
    expect(declined.status, declined.text).toBe(201)
    const page = v.parse(SignupPageSchema, declined.body)
    expect(page.state).toBe('payable')
    expect(page.payment?.status).toBe('failed')
    expect(page.payment?.decline_reason).toBe('Cartão recusado pelo banco emissor.')
    expect(page.receipt_token).toBeNull()
    expect(page.methods.length).toBeGreaterThan(0)
    expect(page.subscription_status).toBe('past_due')
    // The page read again says the same.
    expect((await read(id)).body).toMatchObject({
      state: 'payable',
      payment: { decline_reason: 'Cartão recusado pelo banco emissor.' },
    })

    const paid = await pay(id, payer())
    expect(paid.status, paid.text).toBe(201)
    expect(paid.body).toMatchObject({
      state: 'paid',
      subscription_status: 'active',
      payment: { status: 'retry-success' },
    })
  })

  test('by pix on a card subscription: the code is issued, the next cycles go by pix', async () => {
    const id = await cardSubscription()
    const { card: _card, ...byPix } = payer({ gateway_id: pixGateway })
    const answer = await pay(id, byPix)
    expect(answer.status, answer.text).toBe(201)
    const page = v.parse(SignupPageSchema, answer.body)
    expect(page.state).toBe('pending')
    expect(page.payment?.status).toBe('pending')
    expect(page.payment?.pix?.code).toMatch(/^000201/)
    expect(page.receipt_token).toEqual(expect.any(String))
    expect(await rowOf(id)).toMatchObject({ method: 'pix', gatewayId: pixGateway })
    expect((await read(id)).body.state).toBe('pending')
    const again = await pay(id, payer())
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(
      'Este ciclo já tem um pagamento em andamento: pague o pix ou o boleto gerado.',
    )
    // The sandbox says the pix was paid: the cycle is paid.
    const simulated = await s.t.request(
      'POST',
      `/api/payments/public/payments/${page.receipt_token}/simulate-paid`,
      { headers: { 'Idempotency-Key': randomUUID() }, ip: nextIp() },
    )
    expect(simulated.status, simulated.text).toBe(200)
    expect((await read(id)).body).toMatchObject({ state: 'paid', subscription_status: 'active' })
  })
})

describe('bad input', () => {
  test('fields are refused with their messages, never a 500', async () => {
    const id = await cardSubscription()
    const missing = await pay(id, {})
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.data.fields)).toEqual(
      expect.arrayContaining(['name', 'email', 'document', 'gateway_id']),
    )
    const badDocument = await pay(id, payer({ document: '111.111.111-11' }))
    expect(badDocument.status).toBe(400)
    expect(badDocument.body.data.fields.document).toBeDefined()

    const otherGateway = await createGateway(s.t, s.otherApp, 'creditcard')
    for (const gateway of [otherGateway, 999_999]) {
      const refused = await pay(id, payer({ gateway_id: gateway }))
      expect(refused.status).toBe(422)
      expect(refused.body.data.fields.gateway_id).toBe(
        'O plano não aceita esta forma de pagamento.',
      )
    }
    const { card: _card, ...noCard } = payer()
    const withoutCard = await pay(id, noCard)
    expect(withoutCard.status).toBe(400)
    expect(withoutCard.body.data.fields.card).toBeDefined()
    const cardForPix = await pay(id, payer({ gateway_id: pixGateway }))
    expect(cardForPix.status).toBe(400)
    expect(cardForPix.body.data.fields.card).toBeDefined()
    const wrongNumber = await pay(id, payer({ card: card('4242 4242 4242 4241') }))
    expect(wrongNumber.status).toBe(400)
    expect(wrongNumber.body.data.fields['card.number']).toBeDefined()

    // A pix subscriber's card typo: refused before anything changes (still a pix subscription).
    const pixDetail = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: plan,
      method: 'pix',
    })
    const pixId = pixDetail.subscription.id
    for (const bad of [card('4242 4242 4242 4241'), { ...card(), expiry_year: 2020 }]) {
      const refused = await pay(pixId, payer({ card: bad }))
      expect(refused.status, refused.text).toBe(400)
    }
    expect(await rowOf(pixId)).toMatchObject({ method: 'pix', cardToken: null })
    expect((await read(pixId)).body).toMatchObject({ state: 'payable', payment: null })

    const noKey = await pay(id, payer(), { key: null })
    expect(noKey.status).toBe(400)
    // Nothing was charged by any of them.
    expect((await read(id)).body).toMatchObject({ state: 'payable', payment: null })
  })
})

describe('throttling', () => {
  test(`${SIGNUP_CHARGES_PER_SUBSCRIPTION.limit} attempts per subscription, from any address, then 429`, async () => {
    const id = await cardSubscription()
    for (let attempt = 0; attempt < SIGNUP_CHARGES_PER_SUBSCRIPTION.limit; attempt += 1) {
      // Refused before any charge (a number that is no card): every attempt counts all the same.
      const refused = await pay(id, payer({ card: card('4242 4242 4242 4241') }))
      expect(refused.status, refused.text).toBe(400)
    }
    const limited = await pay(id, payer())
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Another subscription's page is not held up.
    const other = await cardSubscription()
    expect((await pay(other, payer())).status).toBe(201)
  })

  test(`${CHARGES_PER_IP.limit} attempts per client address, unknown subscriptions included`, async () => {
    const ip = '198.51.100.7'
    for (let attempt = 0; attempt < CHARGES_PER_IP.limit; attempt += 1) {
      expect((await pay('sub_AAAAAAAAAAAAAAAAAAAAAAAA', payer(), { ip })).status).toBe(404)
    }
    const id = await cardSubscription()
    const limited = await pay(id, payer(), { ip })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).not.toBeNull()
  })
})
