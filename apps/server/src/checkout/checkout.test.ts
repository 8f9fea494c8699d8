import { randomUUID } from 'node:crypto'
import {
  parseBancario,
  parsePixBrCode,
  PublicLinkSchema,
  PublicPaymentSchema,
  TransactionPageSchema,
  TransactionSchema,
  type PublicChargeInput,
} from '@vitrine/api'
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { addMs, DAY, HOUR, MINUTE } from '../clock.ts'
import { customers } from '../customers/schema.ts'
import { paymentLinks } from '../links/schema.ts'
import { housekeepingJob } from '../jobs/housekeeping.ts'
import { JOBS_SCHEMA } from '../jobs/queue.ts'
import { paymentEvents, payments, sandboxCharges } from '../payments/schema.ts'
import { card, CARDS, charged, createGateway, transactionsUrl } from '../payments/testing.ts'
import { createReseller, createStore, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { storeDayEnd } from '../time/store-time.ts'
import { BILLET_GRACE_DAYS, expirePaymentJob } from './expire.ts'
import { checkoutPayers } from './schema.ts'

let t: TestServer
let owner: TestAccount
let stranger: TestAccount
beforeAll(async () => {
  t = await createTestServer({ config: { publicUrl: 'https://loja.example.com' } })
  owner = await t.register({ name: 'Marina Costa' })
  stranger = await t.register({ name: 'Pessoa de Fora' })
})
afterAll(() => t.close())

let app: AppRecord
let pix: number
let billet: number
let creditcard: number
beforeEach(async () => {
  app = await createStore(t, owner)
  pix = await createGateway(t, app, 'pix')
  billet = await createGateway(t, app, 'billet')
  creditcard = await createGateway(t, app, 'creditcard')
})

let slugs = 0
let ips = 0
/** A fresh client address per call unless one is given: the per-address limit stays out of the way. */
const nextIp = () => `10.0.${Math.floor(++ips / 250)}.${ips % 250}`

async function makeLink(
  fields: Partial<typeof paymentLinks.$inferInsert> = {},
  store: AppRecord = app,
  gatewayIds?: number[],
): Promise<string> {
  const now = t.clock.now()
  const slug = `link-teste-${++slugs}`
  await t.db.insert(paymentLinks).values({
    appId: store.id,
    slug,
    title: 'Camiseta Básica',
    description: 'Algodão orgânico.',
    amountMode: 'fixed',
    amountCents: 10_000,
    gatewayIds: gatewayIds ?? [pix, billet, creditcard],
    maxInstallments: 6,
    createdAt: now,
    updatedAt: now,
    ...fields,
  })
  return slug
}

const payer = (overrides: Partial<PublicChargeInput> = {}): PublicChargeInput => ({
  name: 'Ana Souza',
  email: 'Ana@Example.com',
  document: '529.982.247-25',
  gateway_id: pix,
  ...overrides,
})

function pay(
  slug: string,
  body: unknown,
  { key = randomUUID(), ip = nextIp() }: { key?: string; ip?: string } = {},
) {
  return t.request('POST', `/api/payments/public/links/${slug}/charges`, {
    lang: 'pt-BR',
    ip,
    headers: { 'Idempotency-Key': key },
    json: body,
  })
}

async function paid(slug: string, body: unknown) {
  const answer = await pay(slug, body)
  expect(answer.status, answer.text).toBe(201)
  return v.parse(PublicPaymentSchema, answer.body)
}

const receiptOf = (token: string) =>
  t.request('GET', `/api/payments/public/payments/${token}`, { lang: 'pt-BR' })

const simulate = (token: string, key = randomUUID()) =>
  t.request('POST', `/api/payments/public/payments/${token}/simulate-paid`, {
    lang: 'pt-BR',
    ip: nextIp(),
    headers: { 'Idempotency-Key': key },
  })

/** Keys a receipt must never carry: the store's money and people. */
const PRIVATE_KEYS = [
  'fee_cents',
  'net_cents',
  'captured_cents',
  'customer',
  'customer_id',
  'gateway',
  'external_id',
  'items',
  'note',
  'actor_name',
  'trail',
  'id',
]
function expectNoPrivateKeys(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(expectNoPrivateKeys)
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      expect(PRIVATE_KEYS, `receipt key ${key}`).not.toContain(key)
      expectNoPrivateKeys(inner)
    }
  }
}

describe('GET /public/links/:slug', () => {
  test('answers what the page shows, without a login', async () => {
    const slug = await makeLink({ askAddress: true })
    const answer = await t.request('GET', `/api/payments/public/links/${slug}`)
    expect(answer.status, answer.text).toBe(200)
    const link = v.parse(PublicLinkSchema, answer.body)
    expect(link).toMatchObject({
      slug,
      title: 'Camiseta Básica',
      amount_mode: 'fixed',
      amount_cents: 10_000,
      availability: 'available',
      ask_address: true,
      store: {
        name: 'Loja Aurora',
        contact_email: null,
        account_path: `/acc/${app.slug}`,
        brand: null,
      },
    })
    expect(link.methods.map((method) => method.type)).toEqual(['pix', 'billet', 'creditcard'])
    const cardMethod = link.methods.find((method) => method.type === 'creditcard')!
    // The default setup: 12x, 3 interest-free, R$ 5,00 minimum; the link allows 6.
    expect(cardMethod.max_installments).toBe(6)
    expect(cardMethod.installments.map((option) => option.count)).toEqual([1, 2, 3, 4, 5, 6])
    expect(cardMethod.installments[2]).toMatchObject({ total_cents: 10_000, interest_free: true })
    expect(cardMethod.installments[3]!.interest_free).toBe(false)
    expect(cardMethod.card_brands).toContain('visa')
    expect(link.methods.find((method) => method.type === 'pix')!.installments).toHaveLength(1)
    expect(Object.keys(answer.body)).not.toContain('id')
  })

  test('leaves out inactive gateways and static pix', async () => {
    const off = await createGateway(t, app, 'pix', { active: false })
    const fixed = await createGateway(t, app, 'static-pix')
    const slug = await makeLink({}, app, [off, fixed, pix])
    const link = (await t.request('GET', `/api/payments/public/links/${slug}`)).body
    expect(link.methods.map((method: { gateway_id: number }) => method.gateway_id)).toEqual([pix])
  })

  test('an unknown or malformed slug is a plain 404', async () => {
    for (const slug of ['nao-existe', 'UPPER--', '-x-', 'a'.repeat(80), 'loja%20aurora']) {
      const answer = await t.request('GET', `/api/payments/public/links/${slug}`, {
        lang: 'pt-BR',
      })
      expect(answer.status, slug).toBe(404)
      expect(answer.body.message).toBe('Link de pagamento não encontrado.')
    }
  })

  test.each([
    ['expired', { expiresAt: new Date('2026-01-01T00:00:00Z') }, 'expirou'],
    ['inactive', { active: false }, 'desativado'],
    ['sold_out', { quantityLimit: 1 }, 'esgotou'],
  ] as const)(
    'a %s link answers 200 and refuses charges with 409',
    async (availability, fields, word) => {
      const slug = await makeLink(fields)
      if (availability === 'sold_out')
        await paid(slug, payer({ gateway_id: creditcard, card: card() }))
      const answer = await t.request('GET', `/api/payments/public/links/${slug}`)
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ availability, methods: [] })
      const refused = await pay(slug, payer())
      expect(refused.status, refused.text).toBe(409)
      expect(refused.body.message).toContain(word)
    },
  )
})

describe('POST /public/links/:slug/charges', () => {
  test('pix: a pending charge with a code of the amount, the link set, in the store’s transactions', async () => {
    const slug = await makeLink()
    const receipt = await paid(slug, payer())
    expect(receipt).toMatchObject({
      type: 'pix',
      status: 'pending',
      amount_cents: 10_000,
      method_name: 'Sandbox pix',
      sandbox: true,
      link: { slug, title: 'Camiseta Básica' },
      store: { name: 'Loja Aurora' },
    })
    const code = parsePixBrCode(receipt.pix!.code)
    expect(code.valid).toBe(true)
    expect(code.valid && code.amountCents).toBe(10_000)
    expect(receipt.pix!.expires_at).not.toBeNull()
    expectNoPrivateKeys(receipt)

    const [row] = await t.db.select().from(payments).where(eq(payments.publicToken, receipt.token))
    const list = await t.request('GET', `${transactionsUrl(app)}?link_id=${row!.linkId}`, {
      token: owner.token,
    })
    const page = v.parse(TransactionPageSchema, list.body)
    expect(page.items.map((item) => item.id)).toEqual([row!.id])
    expect(page.items[0]!.customer).toMatchObject({
      id: null,
      name: 'Ana Souza',
      email: 'ana@example.com',
      document: '52998224725',
    })
    const detail = v.parse(
      TransactionSchema,
      (await t.request('GET', `${transactionsUrl(app)}/${row!.id}`, { token: owner.token })).body,
    )
    expect(detail.link).toMatchObject({ slug })
    expect(detail.timeline[0]!.actor_name).toBe('Ana Souza (pagador)')
  })

  test('boleto: the line, the due date and the printable page', async () => {
    const slug = await makeLink()
    const receipt = await paid(slug, payer({ gateway_id: billet }))
    expect(receipt.status).toBe('pending')
    expect(parseBancario(receipt.billet!.linha_digitavel).valid).toBe(true)
    expect(receipt.billet!.url).toBe(
      `https://loja.example.com/api/payments/public/billets/${receipt.token}`,
    )
    const page = await t.request('GET', `/api/payments/public/billets/${receipt.token}`)
    expect(page.status).toBe(200)
  })

  test('card: approved, declined with its reason, pre-authorised; installments with interest', async () => {
    const slug = await makeLink()
    const approved = await paid(
      slug,
      payer({ gateway_id: creditcard, card: card(CARDS.approved), installments: 6 }),
    )
    expect(approved).toMatchObject({
      status: 'authorized',
      installments: 6,
      card: { brand: 'visa', last_four: '4242' },
    })
    expect(approved.amount_cents).toBeGreaterThan(10_000)
    expect(approved.paid_at).not.toBeNull()

    const declined = await paid(slug, payer({ gateway_id: creditcard, card: card(CARDS.declined) }))
    expect(declined.status).toBe('failed')
    expect(declined.decline_reason).toBeTruthy()

    const held = await paid(
      slug,
      payer({ gateway_id: creditcard, card: card(CARDS.preAuthorized) }),
    )
    expect(held.status).toBe('pre_authorized')
    expectNoPrivateKeys([approved, declined, held])
  })

  test('installments past the link’s maximum are a 422 on installments', async () => {
    const slug = await makeLink({ maxInstallments: 2 })
    const answer = await pay(slug, payer({ gateway_id: creditcard, card: card(), installments: 3 }))
    expect(answer.status).toBe(422)
    expect(answer.body.data.fields.installments).toContain('2')
  })

  test('an open amount: required, at least the minimum', async () => {
    const slug = await makeLink({ amountMode: 'open', amountCents: null, minCents: 1_000 })
    const link = (await t.request('GET', `/api/payments/public/links/${slug}`)).body
    expect(link.methods[0].installments).toEqual([])

    const missing = await pay(slug, payer())
    expect(missing.status).toBe(400)
    expect(missing.body.data.fields.amount_cents).toBe('Informe o valor que você quer pagar.')
    const below = await pay(slug, payer({ amount_cents: 999 }))
    expect(below.status).toBe(422)
    expect(below.body.data.fields.amount_cents).toMatch(/^O valor mínimo é R\$\s10,00\.$/)
    const receipt = await paid(slug, payer({ amount_cents: 2_500 }))
    expect(receipt.amount_cents).toBe(2_500)
  })

  test('the address when the link asks for it, kept with the payment', async () => {
    const slug = await makeLink({ askAddress: true })
    const missing = await pay(slug, payer())
    expect(missing.status).toBe(400)
    expect(missing.body.data.fields.address).toBe('Informe o endereço.')
    const address = {
      postal_code: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'sp',
    }
    const receipt = await paid(slug, payer({ address }))
    const [row] = await t.db.select().from(payments).where(eq(payments.publicToken, receipt.token))
    const [kept] = await t.db
      .select()
      .from(checkoutPayers)
      .where(eq(checkoutPayers.paymentId, row!.id))
    expect(kept!.address).toMatchObject({ postal_code: '01310100', state: 'SP', complement: null })

    // The merchant reads it in the payment; another store's people get a 404, not the address.
    const read = await t.request('GET', `${transactionsUrl(app)}/${row!.id}`, {
      token: owner.token,
    })
    expect(read.status).toBe(200)
    expect(v.parse(TransactionSchema, read.body).payer_address).toEqual({
      postal_code: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    })
    const otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
    for (const url of [
      `${transactionsUrl(otherApp)}/${row!.id}`,
      `${transactionsUrl(app)}/${row!.id}`,
    ]) {
      const foreign = await t.request('GET', url, { token: stranger.token })
      expect(foreign.status).toBe(404)
      expect(JSON.stringify(foreign.body)).not.toContain('Paulista')
    }
    // A payment on a link that asks for nothing has none.
    const plain = await paid(await makeLink(), payer())
    const [plainRow] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.publicToken, plain.token))
    const plainRead = await t.request('GET', `${transactionsUrl(app)}/${plainRow!.id}`, {
      token: owner.token,
    })
    expect(plainRead.body.payer_address).toBeNull()
  })

  test('bad input is field errors in Portuguese, never a 500', async () => {
    const slug = await makeLink()
    const bad = await pay(slug, { ...payer(), document: '111.111.111-11', email: 'nada' })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields.document).toBe('Informe um CPF ou CNPJ válido: confira os dígitos.')
    expect(bad.body.data.fields.email).toBeTruthy()
    const notAMethod = await pay(slug, payer({ gateway_id: 999_999 }))
    expect(notAMethod.status).toBe(422)
    expect(notAMethod.body.data.fields.gateway_id).toContain('não está disponível')
    const noKey = await t.request('POST', `/api/payments/public/links/${slug}/charges`, {
      json: payer(),
      ip: nextIp(),
    })
    expect(noKey.status).toBe(400)
  })

  test('a double click (same key) answers the same payment; only one is made', async () => {
    const slug = await makeLink()
    const key = randomUUID()
    const ip = nextIp()
    const [first, second] = await Promise.all([
      pay(slug, payer(), { key, ip }),
      pay(slug, payer(), { key, ip }),
    ])
    const statuses = [first.status, second.status].sort()
    // Either the second waited and replayed, or it arrived while the first ran (409, retry).
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses)
    const again = await pay(slug, payer(), { key, ip })
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    const tokens = [first, second, again].filter((r) => r.status === 201).map((r) => r.body.token)
    expect(new Set(tokens).size).toBe(1)
    const rows = await t.db.select().from(payments).where(eq(payments.appId, app.id))
    expect(rows).toHaveLength(1)
  })

  test('a quantity limit holds under concurrent charges: 5 left, 20 at once, at most 5 pass', async () => {
    const slug = await makeLink({ quantityLimit: 5 })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(slug, payer({ gateway_id: creditcard, card: card() }))),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true)
    const link = (await t.request('GET', `/api/payments/public/links/${slug}`)).body
    expect(link.availability).toBe('sold_out')
  })

  test('a pending pix holds its unit; a failed payment frees it', async () => {
    const slug = await makeLink({ quantityLimit: 1 })
    await paid(slug, payer({ gateway_id: creditcard, card: card(CARDS.declined) }))
    const pending = await paid(slug, payer())
    expect(pending.status).toBe('pending')
    expect((await pay(slug, payer())).status).toBe(409)
  })
})

describe('rate limits', () => {
  test('10 charge attempts per address in 10 minutes, then 429 with Retry-After', async () => {
    const slug = await makeLink()
    const ip = '203.0.113.7'
    // Unknown slugs count too: guessing addresses costs attempts.
    expect((await pay('nao-existe-mesmo', payer(), { ip })).status).toBe(404)
    for (let attempt = 1; attempt < 10; attempt++) {
      expect((await pay(slug, { name: '' }, { ip })).status).toBe(400)
    }
    const limited = await pay(slug, payer(), { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(limited.body.message).toContain('Muitas tentativas de pagamento')
    expect((await pay(slug, payer())).status).toBe(201)
    t.clock.advance(10 * MINUTE + 1000)
    expect((await pay(slug, payer(), { ip })).status).toBe(201)
  })

  test('60 attempts per link a minute, whatever the addresses', async () => {
    const slug = await makeLink()
    const other = await makeLink()
    for (let attempt = 0; attempt < 60; attempt++) {
      expect((await pay(slug, { name: '' })).status).toBe(400)
    }
    expect((await pay(slug, payer())).status).toBe(429)
    expect((await pay(other, payer())).status).toBe(201)
    t.clock.advance(MINUTE + 1000)
    expect((await pay(slug, payer())).status).toBe(201)
  })

  test('behind a trusted proxy the limit follows X-Forwarded-For', async () => {
    const proxied = await createTestServer({
      database: t.database,
      config: { trustProxy: true },
    })
    try {
      const slug = await makeLink()
      const from = (client: string) =>
        proxied.request('POST', `/api/payments/public/links/${slug}/charges`, {
          ip: '10.9.9.9',
          headers: { 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': client },
          json: { name: '' },
        })
      for (let attempt = 0; attempt < 10; attempt++)
        expect((await from('198.51.100.1')).status).toBe(400)
      expect((await from('198.51.100.1')).status).toBe(429)
      expect((await from('198.51.100.2')).status).toBe(400)
    } finally {
      await proxied.close()
    }
  })
})

describe('GET /public/payments/:token and simulate-paid', () => {
  test('an unknown or malformed token is a plain 404', async () => {
    for (const token of ['nada', 'x'.repeat(32), 'a'.repeat(200)]) {
      const answer = await receiptOf(token)
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('Pagamento não encontrado.')
    }
  })

  test('simulate-paid turns the receipt to paid and the payment to complete, once', async () => {
    const slug = await makeLink()
    const receipt = await paid(slug, payer())
    const key = randomUUID()
    const answer = await simulate(receipt.token, key)
    expect(answer.status, answer.text).toBe(200)
    const after = v.parse(PublicPaymentSchema, answer.body)
    expect(after).toMatchObject({ status: 'complete', pix: null })
    expect(after.paid_at).not.toBeNull()
    expect(after.timeline.map((step) => step.status)).toEqual(['pending', 'complete'])
    expectNoPrivateKeys(after)

    expect((await simulate(receipt.token, key)).headers.get('Idempotent-Replayed')).toBe('true')
    expect((await simulate(receipt.token)).body.status).toBe('complete')
    expect((await receiptOf(receipt.token)).body.status).toBe('complete')
    const [row] = await t.db.select().from(payments).where(eq(payments.publicToken, receipt.token))
    expect(row!.status).toBe('complete')
    expect(row!.capturedCents).toBe(10_000)
  })

  test('a production gateway’s payment does not answer simulate-paid (404)', async () => {
    const live = await createGateway(t, app, 'pix', { environment: 'production' })
    const slug = await makeLink({}, app, [live])
    const receipt = await paid(slug, payer({ gateway_id: live }))
    expect(receipt.sandbox).toBe(false)
    expect((await simulate(receipt.token)).status).toBe(404)
    expect((await receiptOf(receipt.token)).body.status).toBe('pending')
  })

  test('a card payment is not paid by simulation (409)', async () => {
    const slug = await makeLink()
    const held = await paid(
      slug,
      payer({ gateway_id: creditcard, card: card(CARDS.preAuthorized) }),
    )
    expect((await simulate(held.token)).status).toBe(409)
  })
})

describe('tenant isolation', () => {
  test('one store’s link and receipt name only that store; its payment is not the other’s', async () => {
    const otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
    const otherPix = await createGateway(t, otherApp, 'pix')
    const mine = await makeLink()
    const theirs = await makeLink({}, otherApp, [otherPix])

    // Another store's gateway is not a method of my link.
    expect((await pay(mine, payer({ gateway_id: otherPix }))).status).toBe(422)

    const their = await paid(theirs, payer({ gateway_id: otherPix }))
    expect(their.store.name).toBe('Loja Alheia')
    const my = await paid(mine, payer())
    expect(my.store.name).toBe('Loja Aurora')

    const list = await t.request('GET', transactionsUrl(app), { token: owner.token })
    const ids = v.parse(TransactionPageSchema, list.body).items.map((item) => item.id)
    const [theirRow] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.publicToken, their.token))
    expect(ids).not.toContain(theirRow!.id)
    expect(theirRow!.appId).toBe(otherApp.id)
  })

  test('a payer’s document links the payment to that store’s customer, never another’s', async () => {
    const otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
    const now = t.clock.now()
    const customerOf = async (store: AppRecord) => {
      const [row] = await t.db
        .insert(customers)
        .values({
          appId: store.id,
          name: 'Ana Souza',
          sortName: 'ana souza',
          document: '52998224725',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: customers.id })
      return row!.id
    }
    await customerOf(otherApp)
    const slug = await makeLink()
    const before = await paid(slug, payer())
    const rowOf = async (token: string) =>
      (await t.db.select().from(payments).where(eq(payments.publicToken, token)))[0]!
    expect((await rowOf(before.token)).customerId).toBeNull()
    const mine = await customerOf(app)
    const after = await paid(slug, payer())
    expect((await rowOf(after.token)).customerId).toBe(mine)
  })
})

describe('a pending pix or boleto left unpaid ends (checkout.expire-payment)', () => {
  const rowOf = async (token: string) =>
    (await t.db.select().from(payments).where(eq(payments.publicToken, token)))[0]!
  const availabilityOf = async (slug: string) =>
    (await t.request('GET', `/api/payments/public/links/${slug}`)).body.availability
  const expire = (row: { appId: number; id: number }) =>
    t.runJob(expirePaymentJob, { app_id: row.appId, payment_id: row.id })
  /** The expiry jobs queued for a payment: how long after being queued each may run. */
  async function queuedDelays(paymentId: number): Promise<number[]> {
    const result = await t.db.execute(sql`
      select extract(epoch from start_after - created_on)::float8 as seconds
      from ${sql.identifier(JOBS_SCHEMA)}.job
      where name = ${expirePaymentJob.name} and (data ->> 'payment_id')::bigint = ${paymentId}
      order by created_on`)
    const rows = (result as unknown as { rows: { seconds: number }[] }).rows
    return rows.map((row) => Math.round(Number(row.seconds) / 60))
  }

  test('at the pix’s expiry the job fails it and frees its unit; again, it changes nothing', async () => {
    const slug = await makeLink({ quantityLimit: 1 })
    const pending = await paid(slug, payer())
    expect(await availabilityOf(slug)).toBe('sold_out')
    const row = await rowOf(pending.token)
    // Queued for the code's expiry (the gateway's 60 minutes), in minutes.
    expect(await queuedDelays(row.id)).toEqual([60])

    // Run early (the database's clock ahead of ours): nothing moves, the rest is waited for.
    t.clock.advance(59 * MINUTE)
    await expire(row)
    expect((await rowOf(pending.token)).status).toBe('pending')
    expect(await queuedDelays(row.id)).toEqual([60, 1])

    t.clock.advance(MINUTE)
    await expire(row)
    const receipt = v.parse(PublicPaymentSchema, (await receiptOf(pending.token)).body)
    expect(receipt).toMatchObject({
      status: 'failed',
      pix: null,
      decline_reason: 'O código pix expirou sem pagamento.',
    })
    expect(receipt.timeline.map((step) => [step.event, step.status])).toEqual([
      ['issue', 'pending'],
      ['decline', 'failed'],
    ])
    // The sandbox's books agree: the code can no longer be paid there.
    const [charge] = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, row.externalId!))
    expect(charge!.status).toBe('failed')
    expect(await availabilityOf(slug)).toBe('available')

    await expire(row)
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, row.id))
    expect(events).toHaveLength(2)
    expect((await paid(slug, payer())).status).toBe('pending')
  })

  test('a pix paid before its expiry is left as it is', async () => {
    const slug = await makeLink({ quantityLimit: 1 })
    const receipt = await paid(slug, payer())
    expect((await simulate(receipt.token)).status).toBe(200)
    t.clock.advance(2 * HOUR)
    await expire(await rowOf(receipt.token))
    const after = v.parse(PublicPaymentSchema, (await receiptOf(receipt.token)).body)
    expect(after.status).toBe('complete')
    expect(after.timeline.map((step) => step.status)).toEqual(['pending', 'complete'])
    expect(await availabilityOf(slug)).toBe('sold_out')
  })

  test(`a boleto ends ${BILLET_GRACE_DAYS} days after its due date, not before`, async () => {
    const slug = await makeLink({ quantityLimit: 1 })
    const receipt = await paid(slug, payer({ gateway_id: billet }))
    const row = await rowOf(receipt.token)
    const until = addMs(storeDayEnd(receipt.billet!.due_date), BILLET_GRACE_DAYS * DAY)
    const [delay] = await queuedDelays(row.id)
    expect(delay).toBe(Math.round((until.getTime() - t.clock.now().getTime()) / MINUTE))

    t.clock.set(addMs(until, -MINUTE))
    await expire(row)
    expect((await rowOf(receipt.token)).status).toBe('pending')
    expect(await availabilityOf(slug)).toBe('sold_out')

    t.clock.set(until)
    await expire(row)
    const after = v.parse(PublicPaymentSchema, (await receiptOf(receipt.token)).body)
    expect(after).toMatchObject({
      status: 'failed',
      billet: null,
      decline_reason: 'O boleto venceu sem pagamento.',
    })
    expect(await availabilityOf(slug)).toBe('available')
  })

  test('the hourly housekeeping ends checkout payments past their time, and only those', async () => {
    const slug = await makeLink({ quantityLimit: 1 })
    const lost = await paid(slug, payer())
    // A lost job: the sweep must find the payment by itself.
    await t.db.execute(
      sql`delete from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${expirePaymentJob.name}`,
    )
    const fresh = await paid(await makeLink(), payer())
    // The panel's own charges are the merchant's to cancel: the sweep leaves them.
    // (Signed in afresh: the clock moved past the first session.)
    const { token } = (await t.login(owner.email, owner.password)).body
    const panel = await charged(t, token, app, { gateway_id: pix })
    t.clock.advance(59 * MINUTE)
    const late = await paid(await makeLink(), payer())
    t.clock.advance(2 * MINUTE)

    await t.runJob(housekeepingJob, {})
    expect((await rowOf(lost.token)).status).toBe('failed')
    expect((await rowOf(fresh.token)).status).toBe('failed')
    expect((await rowOf(late.token)).status).toBe('pending')
    const [panelRow] = await t.db.select().from(payments).where(eq(payments.id, panel.id))
    expect(panelRow!.status).toBe('pending')
    expect(await availabilityOf(slug)).toBe('available')
    const done = t.logs.findLast((line) => line.msg === 'housekeeping.done')
    expect(done!.expiredPayments).toBeGreaterThanOrEqual(2)
  })
})

describe('the store on the payer’s pages', () => {
  test('its contact is the owner’s e-mail once confirmed, never before', async () => {
    const clara = await t.register({ name: 'Clara Nunes' })
    const store = await createStore(t, clara, { name: 'Ateliê Clara' })
    const gateway = await createGateway(t, store, 'pix')
    const slug = await makeLink({}, store, [gateway])
    const storeOnPage = async () =>
      (await t.request('GET', `/api/payments/public/links/${slug}`)).body.store
    // An address never confirmed may not even be the owner's.
    expect(await storeOnPage()).toEqual({
      name: 'Ateliê Clara',
      contact_email: null,
      // Its account page, as a path: it opens on the host the page was opened on.
      account_path: `/acc/${store.slug}`,
      brand: null,
    })

    await t.verifyEmail(clara)
    expect((await storeOnPage()).contact_email).toBe(clara.email)
    const receipt = await paid(slug, payer({ gateway_id: gateway }))
    expect(receipt.store.contact_email).toBe(clara.email)
    expect((await receiptOf(receipt.token)).body.store.contact_email).toBe(clara.email)
  })

  describe('a reseller’s brand', () => {
    const BRAND = {
      name: 'Revenda Aurora',
      logo_url: 'https://cdn.revenda.example/logo.png',
      primary_color: '#0f766e',
      primary_foreground: '#ffffff',
    }
    let resold: AppRecord
    let resoldPix: number
    beforeEach(async () => {
      resold = await createStore(t, owner, { name: 'Loja Revendida' })
      const mine = await createReseller(
        t,
        {
          name: BRAND.name,
          logoUrl: BRAND.logo_url,
          primaryColor: BRAND.primary_color,
          primaryForeground: BRAND.primary_foreground,
        },
        [resold],
      )
      const other = await createReseller(t, { name: 'Outra Revenda', primaryColor: '#111111' })
      resoldPix = await createGateway(t, resold, 'pix')
      hosts = { mine: mine.origin, other: other.origin }
    })
    let hosts: { mine: string; other: string }

    test('comes on the reseller’s domain, for its store only', async () => {
      const slug = await makeLink({}, resold, [resoldPix])
      const brandOn = async (origin: string, path = `/api/payments/public/links/${slug}`) =>
        (await t.request('GET', `${origin}${path}`)).body.store.brand

      expect(await brandOn(hosts.mine)).toEqual(BRAND)
      // A port or upper case in the Host is the same domain.
      expect(await brandOn(hosts.mine.replace('https://pagar', 'https://PAGAR') + ':8443')).toEqual(
        BRAND,
      )
      expect(await brandOn('http://localhost')).toBeNull()
      expect(await brandOn(hosts.other)).toBeNull()
      // A store the reseller does not sell, on the reseller's domain: no brand.
      const unsold = await makeLink()
      expect(await brandOn(hosts.mine, `/api/payments/public/links/${unsold}`)).toBeNull()
    })

    test('comes with the charge’s answer, the receipt and a capture request’s page', async () => {
      const slug = await makeLink({}, resold, [resoldPix])
      const charge = await t.request(
        'POST',
        `${hosts.mine}/api/payments/public/links/${slug}/charges`,
        {
          ip: nextIp(),
          headers: { 'Idempotency-Key': randomUUID() },
          json: payer({ gateway_id: resoldPix }),
        },
      )
      expect(charge.status, charge.text).toBe(201)
      expect(charge.body.store.brand).toEqual(BRAND)
      const token = charge.body.token as string
      const receipt = `/api/payments/public/payments/${token}`
      expect((await t.request('GET', `${hosts.mine}${receipt}`)).body.store.brand).toEqual(BRAND)
      expect((await t.request('GET', `${hosts.other}${receipt}`)).body.store.brand).toBeNull()
      expect((await receiptOf(token)).body.store.brand).toBeNull()

      // Signed in afresh: the tests above moved the clock past the first session.
      const { token: session } = (await t.login(owner.email, owner.password)).body
      const created = await t.request('POST', `/api/payments/apps/${resold.id}/capture-requests`, {
        token: session,
        json: {
          items: [{ description: 'Bolo', quantity: 1, unit_cents: 5000 }],
          gateway_ids: [resoldPix],
        },
      })
      expect(created.status, created.text).toBe(201)
      const hash = (created.body.url as string).split('/').at(-1)!
      const page = `/api/payments/public/captures/${hash}`
      expect((await t.request('GET', `${hosts.mine}${page}`)).body.store.brand).toEqual(BRAND)
      expect((await t.request('GET', page)).body.store.brand).toBeNull()
    })

    test('X-Forwarded-Host names the domain only behind a trusted proxy', async () => {
      const slug = await makeLink({}, resold, [resoldPix])
      const path = `/api/payments/public/links/${slug}`
      const forwarded = { 'X-Forwarded-Host': new URL(hosts.mine).host }
      const untrusted = await t.request('GET', path, { headers: forwarded })
      expect(untrusted.body.store.brand).toBeNull()
      const proxied = await createTestServer({
        database: t.database,
        config: { publicUrl: 'https://loja.example.com', trustProxy: true },
      })
      try {
        const trusted = await proxied.request('GET', path, { headers: forwarded })
        expect(trusted.body.store.brand).toEqual(BRAND)
      } finally {
        await proxied.close()
      }
    })
  })
})
