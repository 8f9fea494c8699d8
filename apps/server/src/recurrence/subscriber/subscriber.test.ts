import { SubscriberViewSchema } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeEach, describe, expect, test } from 'vitest'
import { auditLog } from '../../audit/schema.ts'
import { addMs, DAY } from '../../clock.ts'
import { card, createGateway, setUpFreshStores, type FreshStores } from '../../payments/testing.ts'
import { levels } from '../../testing/access-fixtures.ts'
import type { RequestOptions } from '../../testing/test-server.ts'
import {
  recurrencePlanProducts,
  recurrenceProducts,
  subscriptionInvoices,
  subscriptions,
} from '../schema.ts'
import { createCustomer, createPlan, subscribe } from '../subscriptions/testing.ts'
import { SUBSCRIBER_WRITES_PER_IP } from './routes.ts'

let s: FreshStores
setUpFreshStores(levels({ recurrence: 'read' }), (stores) => (s = stores))

const request = (method: string, path: string, options: RequestOptions = {}) =>
  s.t.request(method, path, { lang: 'pt-BR', ...options })
const publicUrl = (id: string) => `/api/recurrence/public/subscriptions/${id}`

let customer: number
let coffee: number
let trial: number
beforeEach(async () => {
  await createGateway(s.t, s.app, 'creditcard')
  await createGateway(s.t, s.app, 'pix')
  customer = await createCustomer(s.t, s.app, 'Ana Souza', 'ana@example.com')
  coffee = await createPlan(s.t, s.app)
  trial = await createPlan(s.t, s.app, { name: 'Clube com teste', trialDays: 7 })
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
    .values({ appId: s.app.id, planId: coffee, productId: product!.id, quantity: 2, position: 0 })
})

const subscribed = (planId: number, method: 'pix' | 'creditcard') =>
  subscribe(s.t, s.owner, s.app, { customer_id: customer, plan_id: planId, method })

/** Every key of a JSON value, nested ones as paths ("invoices.0.payment.status"). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return [path, ...keysOf(inner, path)]
  })
}

describe('the subscriber’s view', () => {
  test('shows their plan, invoices and payments, and nothing of the store’s inside', async () => {
    const { subscription } = await subscribed(coffee, 'pix')
    const answer = await request('GET', publicUrl(subscription.id))
    expect(answer.status, answer.text).toBe(200)
    const view = v.parse(SubscriberViewSchema, answer.body)
    expect(view).toMatchObject({
      id: subscription.id,
      status: 'active',
      method: 'pix',
      current_cycle: 1,
      subscriber: { name: 'Ana Souza', email: 'ana@example.com' },
      plan: {
        name: 'Clube do Café',
        price_cents: 3000,
        products: [{ name: 'Café em grãos 250 g', quantity: 2 }],
      },
    })
    expect(view.store.name).toBe(s.app.name)
    expect(view.invoices).toHaveLength(1)
    expect(view.invoices[0]).toMatchObject({ cycle: 1, payable: true, amount_cents: 3000 })
    // Built field by field: no internal ids, fees, notes, people or timelines.
    const keys = keysOf(answer.body).map((key) => key.split('.').at(-1)!)
    for (const secret of [
      'customer_id',
      'plan_id',
      'gateway_id',
      'fee_cents',
      'note',
      'actor_name',
      'timeline',
      'card_token',
      'pending_adjustment_cents',
    ]) {
      expect(keys).not.toContain(secret)
    }
    const row = await s.t.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.publicId, subscription.id))
    expect(keysOf(answer.body).filter((key) => key.endsWith('.id') || key === 'id')).toEqual(['id'])
    expect(answer.text).not.toContain(`"id":${row[0]!.id}`)
  })

  test('an unknown or malformed id is a 404', async () => {
    for (const id of ['sub_AAAAAAAAAAAAAAAAAAAAAAAA', '1', 'sub_x']) {
      const answer = await request('GET', publicUrl(id))
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('Assinatura não encontrada.')
    }
  })

  test('each id shows only its own subscription', async () => {
    const mine = await subscribed(coffee, 'pix')
    const other = await createCustomer(s.t, s.otherApp, 'Bruno Alheio', 'bruno@example.com')
    await createGateway(s.t, s.otherApp, 'pix')
    const theirPlan = await createPlan(s.t, s.otherApp, { name: 'Plano Alheio' })
    const theirs = await subscribe(s.t, s.stranger, s.otherApp, {
      customer_id: other,
      plan_id: theirPlan,
      method: 'pix',
    })
    const mineView = await request('GET', publicUrl(mine.subscription.id))
    const theirView = await request('GET', publicUrl(theirs.subscription.id))
    expect(mineView.body.subscriber.name).toBe('Ana Souza')
    expect(theirView.body.subscriber.name).toBe('Bruno Alheio')
    expect(theirView.text).not.toContain('Ana Souza')
    expect(theirView.body.store.name).toBe('Loja Alheia')
  })
})

describe('cancel by the subscriber', () => {
  test('with a paid running period: canceled at its end; again answers the view', async () => {
    const { subscription } = await subscribed(coffee, 'pix')
    await s.t.db
      .update(subscriptionInvoices)
      .set({ paidAt: s.t.clock.now() })
      .where(eq(subscriptionInvoices.cycle, 1))
    const first = await request('POST', publicUrl(subscription.id) + '/cancel', { json: {} })
    expect(first.status, first.text).toBe(200)
    expect(first.body).toMatchObject({ status: 'active', cancel_at_period_end: true })
    const again = await request('POST', publicUrl(subscription.id) + '/cancel', { json: {} })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    const [entry] = await s.t.db.select().from(auditLog).where(eq(auditLog.action, 'update'))
    expect(entry).toMatchObject({ actorKind: 'system', entityId: subscription.id })
    expect(entry!.actorName).toContain('Assinante')
  })

  test('a trial, or nothing paid yet: canceled now, unpaid invoices expired', async () => {
    const trialing = await subscribed(trial, 'creditcard')
    const canceled = await request('POST', publicUrl(trialing.subscription.id) + '/cancel', {
      json: {},
    })
    expect(canceled.body.status).toBe('canceled')

    const unpaid = await subscribed(coffee, 'pix')
    const now = await request('POST', publicUrl(unpaid.subscription.id) + '/cancel', { json: {} })
    expect(now.body.status).toBe('canceled')
    expect(now.body.invoices[0]).toMatchObject({ status: 'expired', payable: false })
  })
})

describe('the card', () => {
  test('a pix subscription takes no card: 409', async () => {
    const { subscription } = await subscribed(coffee, 'pix')
    const answer = await request('PUT', publicUrl(subscription.id) + '/card', {
      json: { card: card() },
    })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe('Esta assinatura é paga por pix: não usa cartão.')
  })

  test('a new card is kept (brand and last four) and an invoice in dunning is retried now', async () => {
    const { subscription } = await subscribed(coffee, 'creditcard')
    const [row] = await s.t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.publicId, subscription.id))
    // The first charge failed (no card on file): the next retry is in two days.
    await s.t.db
      .update(subscriptionInvoices)
      .set({ attempts: 1, nextRetryAt: addMs(s.t.clock.now(), 2 * DAY) })
      .where(eq(subscriptionInvoices.subscriptionId, row!.id))
    const answer = await request('PUT', publicUrl(subscription.id) + '/card', {
      json: { card: card() },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body.card).toEqual({ brand: 'visa', last_four: '4242' })
    const [stored] = await s.t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.publicId, subscription.id))
    expect(stored!.cardToken).toMatch(/\S/)
    expect(answer.text).not.toContain(stored!.cardToken!)
    const [invoice] = await s.t.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.subscriptionId, row!.id))
    expect(invoice!.nextRetryAt).toEqual(s.t.clock.now())
  })

  test('a bad card is a 400 on its fields', async () => {
    const { subscription } = await subscribed(trial, 'creditcard')
    const answer = await request('PUT', publicUrl(subscription.id) + '/card', {
      json: { card: { ...card(), number: '12' } },
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.data.fields)).toEqual(['card.number'])
  })

  test('card updates and cancels from one address are limited: 429 with Retry-After', async () => {
    const { subscription } = await subscribed(coffee, 'pix')
    const ip = '203.0.113.77'
    for (let attempt = 0; attempt < SUBSCRIBER_WRITES_PER_IP.limit; attempt += 1) {
      const answer = await request('PUT', publicUrl(subscription.id) + '/card', {
        json: { card: card() },
        ip,
      })
      expect(answer.status).toBe(409)
    }
    const limited = await request('POST', publicUrl(subscription.id) + '/cancel', { json: {}, ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    const elsewhere = await request('GET', publicUrl(subscription.id), { ip: '203.0.113.78' })
    expect(elsewhere.status).toBe(200)
  })
})
