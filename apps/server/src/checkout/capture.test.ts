import { randomUUID } from 'node:crypto'
import { CaptureRequestSchema, PublicCaptureSchema, PublicPaymentSchema } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { HOUR } from '../clock.ts'
import { customers } from '../customers/schema.ts'
import { payments } from '../payments/schema.ts'
import { card, CARDS, createGateway } from '../payments/testing.ts'
import {
  addManager,
  createReseller,
  createStore,
  everyArea,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { expirePaymentJob } from './expire.ts'

let t: TestServer
let owner: TestAccount
let reader: TestAccount
beforeAll(async () => {
  t = await createTestServer({ config: { publicUrl: 'https://loja.example.com' } })
  owner = await t.register({ name: 'Marina Costa' })
  reader = await t.register({ name: 'Rafael Lima' })
})
afterAll(() => t.close())

let app: AppRecord
let pix: number
let creditcard: number
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, everyArea('read'))
  pix = await createGateway(t, app, 'pix')
  creditcard = await createGateway(t, app, 'creditcard')
})

let ips = 0
const nextIp = () => `10.1.${Math.floor(++ips / 250)}.${ips % 250}`

async function request(body: Record<string, unknown> = {}, token = owner.token, origin = '') {
  return t.request('POST', `${origin}/api/payments/apps/${app.id}/capture-requests`, {
    token,
    lang: 'pt-BR',
    json: {
      items: [{ description: 'Bolo de aniversário', quantity: 1, unit_cents: 15_000 }],
      description: 'Encomenda de sábado',
      gateway_ids: [pix, creditcard],
      max_installments: 3,
      ...body,
    },
  })
}

async function created(body: Record<string, unknown> = {}) {
  const answer = await request(body)
  expect(answer.status, answer.text).toBe(201)
  const capture = v.parse(CaptureRequestSchema, answer.body)
  return { capture, hash: capture.url.split('/').at(-1)! }
}

const page = (hash: string) => t.request('GET', `/api/payments/public/captures/${hash}`)
const payer = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Souza',
  email: 'ana@example.com',
  document: '52998224725',
  gateway_id: creditcard,
  card: card(),
  ...overrides,
})
const pay = (hash: string, body: unknown, key = randomUUID()) =>
  t.request('POST', `/api/payments/public/captures/${hash}/charges`, {
    lang: 'pt-BR',
    ip: nextIp(),
    headers: { 'Idempotency-Key': key },
    json: body,
  })

describe('capture requests (/c-capture/{hash})', () => {
  test('the page is on the reseller’s domain the merchant works on, else on PUBLIC_URL', async () => {
    const reseller = await createReseller(t, { name: 'Revenda Aurora' }, [app])
    const urlOn = async (origin: string) => {
      const answer = await request({}, owner.token, origin)
      expect(answer.status, answer.text).toBe(201)
      return v.parse(CaptureRequestSchema, answer.body).url
    }
    expect(await urlOn(reseller.origin)).toMatch(new RegExp(`^${reseller.origin}/c-capture/`))
    expect(await urlOn('')).toMatch(/^https:\/\/loja\.example\.com\/c-capture\//)
    // Any other Host (not a domain of the store's reseller) gets PUBLIC_URL.
    expect(await urlOn('https://golpe.example')).toMatch(/^https:\/\/loja\.example\.com\//)
  })

  test('the merchant makes one; the payer sees it and pays it once', async () => {
    const { capture, hash } = await created()
    expect(capture).toMatchObject({ amount_cents: 15_000, state: 'open', payment_id: null })
    expect(capture.url).toBe(`https://loja.example.com/c-capture/${hash}`)

    const open = v.parse(PublicCaptureSchema, (await page(hash)).body)
    expect(open).toMatchObject({ state: 'open', amount_cents: 15_000, payer: null })
    expect(open.methods.map((method) => method.gateway_id)).toEqual([pix, creditcard])

    const declined = await pay(hash, payer({ card: card(CARDS.declined) }))
    expect(declined.status, declined.text).toBe(201)
    expect(declined.body.status).toBe('failed')
    expect((await page(hash)).body.state).toBe('open')

    const paid = await pay(hash, payer({ installments: 3 }))
    expect(paid.status, paid.text).toBe(201)
    const receipt = v.parse(PublicPaymentSchema, paid.body)
    expect(receipt).toMatchObject({ status: 'authorized', amount_cents: 15_000, link: null })
    expect((await page(hash)).body).toMatchObject({
      state: 'used',
      methods: [],
      payment_token: receipt.token,
    })
    const again = await pay(hash, payer())
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Esta cobrança já foi paga ou está aguardando pagamento.')
  })

  test('single use under concurrent payments: one passes', async () => {
    const { hash } = await created()
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(hash, payer())))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409])
  })

  test('a named customer fills the page and is the payment’s customer', async () => {
    const now = t.clock.now()
    const [customer] = await t.db
      .insert(customers)
      .values({
        appId: app.id,
        name: 'Beatriz Lima',
        sortName: 'beatriz lima',
        email: 'bia@example.com',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: customers.id })
    const { hash } = await created({ customer_id: customer!.id })
    expect((await page(hash)).body.payer).toEqual({
      name: 'Beatriz Lima',
      email: 'bia@example.com',
    })
    const paid = await pay(hash, payer({ gateway_id: pix, card: undefined }))
    expect(paid.status, paid.text).toBe(201)
    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.publicToken, paid.body.token))
    expect(row!.customerId).toBe(customer!.id)
  })

  test('a pix left unpaid uses the request up until it expires, then the request is open again', async () => {
    const { hash } = await created({ expires_in_hours: 24 })
    const paid = await pay(hash, payer({ gateway_id: pix, card: undefined }))
    expect(paid.status, paid.text).toBe(201)
    expect((await page(hash)).body.state).toBe('used')
    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.publicToken, paid.body.token))
    // The gateway's code lasts 60 minutes.
    t.clock.advance(HOUR)
    await t.runJob(expirePaymentJob, { app_id: row!.appId, payment_id: row!.id })
    expect((await page(hash)).body.state).toBe('open')
    const again = await pay(hash, payer())
    expect(again.status, again.text).toBe(201)
  })

  test('expired, unknown, and the merchant’s own mistakes', async () => {
    const { hash } = await created({ expires_in_hours: 1 })
    t.clock.advance(HOUR + 1)
    expect((await page(hash)).body.state).toBe('expired')
    expect((await pay(hash, payer())).status).toBe(409)
    expect((await page('x'.repeat(32))).status).toBe(404)
    expect((await pay('x'.repeat(32), payer())).status).toBe(404)

    const staticPix = await createGateway(t, app, 'static-pix')
    const refused = await request({ gateway_ids: [staticPix] })
    expect(refused.status).toBe(422)
    expect(refused.body.data.fields.gateway_ids).toBeTruthy()
    expect((await request({}, reader.token)).status).toBe(403)
  })
})
