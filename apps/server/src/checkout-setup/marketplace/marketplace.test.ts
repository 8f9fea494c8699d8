import { randomUUID } from 'node:crypto'
import {
  AntifraudDecisionSchema,
  CheckoutAppInstallationSchema,
  PublicLinkSchema,
  TransactionSchema,
  type PublicChargeInput,
} from '@vitrine/api'
import { desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { contentSecurityPolicy } from '../../http/security-headers.ts'
import { paymentLinks } from '../../links/schema.ts'
import { payments } from '../../payments/schema.ts'
import { card, createGateway, expectLedgerAgrees, transactionsUrl } from '../../payments/testing.ts'
import {
  addManager,
  createStore,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { checkoutPageSources } from './page-policy.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
let noCheckout: TestAccount
let app: AppRecord
let creditcard: number
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
  noCheckout = await t.register({ name: 'Caio Layout' })
})
beforeEach(async () => {
  app = await createStore(t, owner, { name: 'Loja Aurora' })
  await addManager(t, app, reader, levels({ checkout: 'read' }))
  await addManager(t, app, noCheckout, levels({ layout: 'write' }))
  creditcard = await createGateway(t, app, 'creditcard')
})

const base = (store: AppRecord = app) => `/api/checkout/apps/${store.id}/checkout/marketplace`
const one = (slug: string, store: AppRecord = app) => `${base(store)}/${slug}`

const install = (slug: string, json: unknown, token = owner.token, store = app) =>
  t.request('POST', one(slug, store), { token, json, lang: 'pt-BR' })

let slugs = 0
let ips = 0
async function makeLink(): Promise<string> {
  const now = t.clock.now()
  const slug = `apps-teste-${++slugs}`
  await t.db.insert(paymentLinks).values({
    appId: app.id,
    slug,
    title: 'Camiseta Básica',
    description: '',
    amountMode: 'fixed',
    amountCents: 10_000,
    gatewayIds: [creditcard],
    maxInstallments: 1,
    createdAt: now,
    updatedAt: now,
  })
  return slug
}

const payer = (overrides: Partial<PublicChargeInput> = {}): PublicChargeInput => ({
  name: 'Ana Souza',
  email: 'ana@example.com',
  document: '529.982.247-25',
  gateway_id: creditcard,
  card: card(),
  ...overrides,
})

const pay = (slug: string, body: unknown) =>
  t.request('POST', `/api/payments/public/links/${slug}/charges`, {
    lang: 'pt-BR',
    ip: `10.9.${Math.floor(++ips / 250)}.${ips % 250}`,
    headers: { 'Idempotency-Key': randomUUID() },
    json: body,
  })

const paymentsOf = (store: AppRecord = app) =>
  t.db.select().from(payments).where(eq(payments.appId, store.id)).orderBy(desc(payments.id))

describe('installing, configuring, uninstalling', () => {
  test('the list has every catalogue app, none installed; install, configure, uninstall', async () => {
    const list = await t.request('GET', base(), { token: reader.token })
    expect(list.status, list.text).toBe(200)
    const apps = v.parse(v.array(CheckoutAppInstallationSchema), list.body)
    expect(apps.map((item) => item.slug)).toEqual([
      'ga4',
      'meta_pixel',
      'whatsapp',
      'order_bump',
      'antifraud',
    ])
    expect(apps.every((item) => !item.installed && item.settings === null)).toBe(true)

    const installed = await install('order_bump', {
      title: ' Embalagem para presente ',
      price_cents: 990,
      extra: 'dropped',
    })
    expect(installed.status, installed.text).toBe(201)
    expect(installed.body).toMatchObject({
      slug: 'order_bump',
      installed: true,
      settings: { title: 'Embalagem para presente', description: '', price_cents: 990 },
    })
    expect((installed.body as { settings: object }).settings).not.toHaveProperty('extra')
    expect((await install('order_bump', { title: 'Outra', price_cents: 100 })).status).toBe(409)

    const saved = await t.request('PUT', one('order_bump'), {
      token: owner.token,
      json: { title: 'Cartão', price_cents: 500 },
    })
    expect(saved.status, saved.text).toBe(200)
    expect((await t.request('GET', one('order_bump'), { token: reader.token })).body).toMatchObject(
      { installed: true, settings: { title: 'Cartão', price_cents: 500 } },
    )

    expect((await t.request('DELETE', one('order_bump'), { token: owner.token })).status).toBe(204)
    expect((await t.request('DELETE', one('order_bump'), { token: owner.token })).status).toBe(404)
    expect(
      (
        await t.request('PUT', one('order_bump'), {
          token: owner.token,
          json: { title: 'Cartão', price_cents: 500 },
        })
      ).status,
    ).toBe(404)
  })

  test('bad settings are a 422 with a pt-BR message per field', async () => {
    const answer = await install('ga4', { measurement_id: 'UA-1234' })
    expect(answer.status, answer.text).toBe(422)
    const fields = (answer.body as { data: { fields: Record<string, string> } }).data.fields
    expect(Object.keys(fields)).toEqual(['measurement_id'])
    expect(fields.measurement_id).toMatch(/ID de métrica/)
    const bump = await install('order_bump', { title: '', price_cents: 0 })
    expect(bump.status).toBe(422)
    expect(Object.keys((bump.body as { data: { fields: object } }).data.fields).sort()).toEqual([
      'price_cents',
      'title',
    ])
    for (const body of ['"texto"', '{', 'null']) {
      const raw = await t.request('POST', one('whatsapp'), {
        token: owner.token,
        body,
        headers: { 'Content-Type': 'application/json' },
      })
      expect(raw.status, body).toBe(400)
    }
  })

  test('an unknown slug is a 404', async () => {
    expect((await t.request('GET', one('shipping'), { token: owner.token })).status).toBe(404)
    expect((await install('shipping', {})).status).toBe(404)
    expect((await t.request('DELETE', one('shipping'), { token: owner.token })).status).toBe(404)
  })

  test('levels: read sees and changes nothing; no checkout level is a 403; another store 404', async () => {
    expect((await install('whatsapp', { phone: '5511987654321' }, reader.token)).status).toBe(403)
    expect((await t.request('GET', base(), { token: noCheckout.token })).status).toBe(403)
    expect((await t.request('GET', base(), { token: stranger.token })).status).toBe(404)
    expect((await install('whatsapp', { phone: '5511987654321' }, stranger.token)).status).toBe(404)
  })

  test('tenant isolation: one store’s apps are not another’s', async () => {
    const other = await createStore(t, stranger, { name: 'Loja Outra' })
    expect((await install('whatsapp', { phone: '5511987654321' })).status).toBe(201)
    const theirs = await t.request('GET', one('whatsapp', other), { token: stranger.token })
    expect(theirs.body).toMatchObject({ installed: false })
    expect((await t.request('DELETE', one('whatsapp', other), { token: owner.token })).status).toBe(
      404,
    )
  })
})

describe('on the public page and in the charge', () => {
  test('the link page carries the installed apps’ hooks', async () => {
    const slug = await makeLink()
    await install('ga4', { measurement_id: 'G-AB12CD34' })
    await install('meta_pixel', { pixel_id: '123456789012345' })
    await install('whatsapp', { phone: '5511987654321', message: 'Oi!' })
    await install('order_bump', { title: 'Embalagem', description: 'Kraft', price_cents: 990 })
    const page = await t.request('GET', `/api/payments/public/links/${slug}`)
    expect(page.status, page.text).toBe(200)
    expect(v.parse(PublicLinkSchema, page.body).checkout.apps).toEqual({
      ga4: { measurement_id: 'G-AB12CD34' },
      meta_pixel: { pixel_id: '123456789012345' },
      whatsapp: { phone: '5511987654321', message: 'Oi!' },
      order_bump: { title: 'Embalagem', description: 'Kraft', price_cents: 990 },
    })
  })

  test('the order bump adds its item at the app’s price; the ledger agrees', async () => {
    const slug = await makeLink()
    await install('order_bump', { title: 'Embalagem para presente', price_cents: 990 })
    const answer = await pay(slug, payer({ order_bump: true, amount_cents: 1 } as never))
    expect(answer.status, answer.text).toBe(201)
    const [row] = await paymentsOf()
    const detail = await t.request('GET', `${transactionsUrl(app)}/${row!.id}`, {
      token: owner.token,
    })
    const payment = v.parse(TransactionSchema, detail.body)
    expect(payment.amount_cents).toBe(10_990)
    expect(payment.items).toEqual([
      expect.objectContaining({ description: 'Camiseta Básica', unit_cents: 10_000 }),
      expect.objectContaining({ description: 'Embalagem para presente', unit_cents: 990 }),
    ])
    expect(payment.captured_cents).toBe(10_990)
    await expectLedgerAgrees(t, app, payment)

    const without = await pay(slug, payer())
    expect(without.status).toBe(201)
    expect((await paymentsOf())[0]!.amountCents).toBe(10_000)
  })

  test('order_bump without the app is a 422 and charges nothing', async () => {
    const slug = await makeLink()
    const answer = await pay(slug, payer({ order_bump: true }))
    expect(answer.status, answer.text).toBe(422)
    expect(answer.body).toMatchObject({ data: { fields: { order_bump: expect.any(String) } } })
    expect(await paymentsOf()).toHaveLength(0)
  })

  test('anti-fraud: refusals charge nothing, say why in pt-BR, and every analysis is logged', async () => {
    const slug = await makeLink()
    await install('order_bump', { title: 'Embalagem', price_cents: 990 })
    const rules = await install('antifraud', {
      max_amount_cents: '100,00',
      max_payments_per_document: 2,
      blocked_email_domains: 'fraude.example',
      blocked_documents: '11144477735',
    })
    expect(rules.status, rules.text).toBe(201)

    expect((await pay(slug, payer())).status).toBe(201)
    const tooMuch = await pay(slug, payer({ order_bump: true }))
    expect(tooMuch.status).toBe(422)
    expect((tooMuch.body as { message: string }).message).toMatch(
      /^Este pagamento passa do valor máximo aceito pela loja \(R\$\s100,00\)\. Nada foi cobrado\.$/,
    )
    const domain = await pay(slug, payer({ email: 'x@loja.fraude.example' }))
    expect(domain.status).toBe(422)
    expect(domain.body).toMatchObject({ data: { fields: { email: expect.any(String) } } })
    const document = await pay(slug, payer({ document: '111.444.777-35' }))
    expect(document.status).toBe(422)
    expect((await pay(slug, payer())).status).toBe(201)
    const third = await pay(slug, payer())
    expect(third.status).toBe(422)
    expect((third.body as { message: string }).message).toMatch(/24 horas/)

    expect(await paymentsOf()).toHaveLength(2)
    const log = await t.request('GET', `${base()}/antifraud/decisions`, { token: reader.token })
    expect(log.status).toBe(200)
    const decisions = v.parse(v.array(AntifraudDecisionSchema), log.body)
    expect(decisions.map((item) => [item.approved, item.rule])).toEqual([
      [false, 'max_payments_per_document'],
      [true, null],
      [false, 'blocked_document'],
      [false, 'blocked_email_domain'],
      [false, 'max_amount'],
      [true, null],
    ])
    expect(decisions[0]).toMatchObject({
      amount_cents: 10_000,
      document: '***.982.247-**',
      link_title: 'Camiseta Básica',
    })
    const others = await t.request('GET', `${base()}/antifraud/decisions`, {
      token: stranger.token,
    })
    expect(others.status).toBe(404)
  })
})

describe('the link page’s Content-Security-Policy', () => {
  test('lets in the analytics apps’ hosts only for a store that installed them', async () => {
    const slug = await makeLink()
    expect(await checkoutPageSources(t.db, `/pay/${slug}`)).toBeUndefined()
    await install('whatsapp', { phone: '5511987654321' })
    expect(await checkoutPageSources(t.db, `/pay/${slug}`)).toBeUndefined()
    await install('ga4', { measurement_id: 'G-AB12CD34' })
    const ga4 = await checkoutPageSources(t.db, `/pay/${slug}`)
    expect(ga4?.['script-src']).toEqual(['https://www.googletagmanager.com'])
    await install('meta_pixel', { pixel_id: '123456789012345' })
    const policy = contentSecurityPolicy({
      extraSources: await checkoutPageSources(t.db, `/pay/${slug}/`),
    })
    expect(policy).toContain(
      "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net;",
    )
    expect(policy).toContain("connect-src 'self' https://www.googletagmanager.com")
    expect(policy).toContain('https://www.facebook.com')
    expect(await checkoutPageSources(t.db, '/pay/nao-existe')).toBeUndefined()
    expect(await checkoutPageSources(t.db, `/c-capture/${slug}`)).toBeUndefined()
  })
})
