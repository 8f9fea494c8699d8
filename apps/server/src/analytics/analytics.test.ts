import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { Ga4SettingsSchema, Ga4TestResultSchema, OverviewSchema, type Overview } from '@vitrine/api'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rowsOf } from '../db/rows.ts'
import { storeToday } from '../time/store-time.ts'
import { acted, card, charged, createGateway } from '../payments/testing.ts'
import { storeWithPeople, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { ga4StandIn, type Ga4Received } from './ga4/stand-in.ts'
import { rebuildApp, refreshAllDirty } from './rollup.ts'

let t: TestServer
let app: AppRecord
let otherApp: AppRecord
let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
let standIn: ServerType
const received: Ga4Received[] = []

beforeAll(async () => {
  t = await createTestServer()
  ;({ app, otherApp, owner, reader, stranger } = await storeWithPeople(t))
  const { routes } = ga4StandIn(received)
  standIn = serve({ fetch: routes.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => standIn.once('listening', resolve))
  process.env.GA4_MP_URL = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`
})
afterAll(async () => {
  delete process.env.GA4_MP_URL
  await t.close()
  await new Promise((resolve) => standIn.close(resolve))
})

const overviewUrl = (store: AppRecord, query: string) =>
  `/api/analytics/apps/${store.id}/overview?${query}`
const ga4Url = (store: AppRecord, rest = '') => `/api/analytics/apps/${store.id}/ga4${rest}`

/** Payments written straight into the table: days, methods and statuses known in advance. */
async function seedPayments(store: AppRecord) {
  const rows: [string, string, string, number, number, number, number][] = [
    // created_at (UTC), type, status, amount, captured, refunded, fee
    ['2026-11-02T15:00:00Z', 'pix', 'complete', 10_000, 10_000, 0, 100],
    ['2026-11-02T16:00:00Z', 'pix', 'failed', 5_000, 0, 0, 0],
    ['2026-11-03T02:30:00Z', 'creditcard', 'authorized', 20_000, 20_000, 0, 560], // Nov 2 in SP
    ['2026-11-05T12:00:00Z', 'creditcard', 'partial_refund', 30_000, 30_000, 7_500, 800],
    ['2026-11-05T13:00:00Z', 'billet', 'pending', 12_345, 0, 0, 0],
    ['2026-11-06T12:00:00Z', 'pix', 'refunded', 4_000, 4_000, 4_000, 40],
    ['2026-11-06T12:30:00Z', 'pix', 'empty', 9_999, 0, 0, 0],
    ['2026-10-28T12:00:00Z', 'pix', 'complete', 8_000, 8_000, 0, 80], // the previous period
  ]
  let n = 0
  for (const [at, type, status, amount, captured, refunded, fee] of rows) {
    n += 1
    await t.db.execute(sql`
      insert into payments (app_id, type, status, amount_cents, captured_cents, refunded_cents,
        fee_cents, items, reference, created_at, updated_at)
      values (${store.id}, ${type}, ${status}, ${amount}, ${captured}, ${refunded}, ${fee},
        ${JSON.stringify([{ description: n % 2 ? 'Camiseta' : 'Caneca', quantity: n, unit_cents: 1000 }])}::jsonb,
        ${`seed-${store.id}-${n}`}, ${at}::timestamptz, ${at}::timestamptz)`)
  }
}

/** The same figures summed over the raw table, as a person would check them. */
async function rawSums(store: AppRecord, from: string, to: string) {
  const [row] = rowsOf<Record<string, string>>(
    await t.db.execute(sql`
      select count(*) filter (where status <> 'empty') as payments,
        count(*) filter (where status in ('authorized','complete','partial_refund','refunded','retry-success')) as approved,
        coalesce(sum(captured_cents) filter (where status in ('authorized','complete','partial_refund','refunded','retry-success')), 0) as approved_cents,
        coalesce(sum(refunded_cents) filter (where status <> 'empty'), 0) as refunded_cents
      from payments
      where app_id = ${store.id}
        and (created_at at time zone 'America/Sao_Paulo')::date between ${from}::date and ${to}::date`),
  )
  return {
    payments_count: Number(row!.payments),
    approved_count: Number(row!.approved),
    approved_cents: Number(row!.approved_cents),
    refunded_cents: Number(row!.refunded_cents),
  }
}

async function overview(query: string, token = owner.token): Promise<Overview> {
  const answer = await t.request('GET', overviewUrl(app, query), { token })
  expect(answer.status, answer.text).toBe(200)
  return v.parse(OverviewSchema, answer.body)
}

describe('the overview', () => {
  beforeAll(async () => {
    await seedPayments(app)
  })

  test('equals the sums over the raw payments, the previous period beside it', async () => {
    const answer = await overview('from=2026-11-01&to=2026-11-07')
    const raw = await rawSums(app, '2026-11-01', '2026-11-07')
    expect(answer.totals).toMatchObject(raw)
    expect(answer.totals).toMatchObject({
      payments_count: 6,
      approved_count: 4,
      approved_cents: 64_000,
      refunded_cents: 11_500,
      fee_cents: 1_500,
      average_ticket_cents: 16_000,
    })
    expect(answer.previous_from).toBe('2026-10-25')
    expect(answer.previous_to).toBe('2026-10-31')
    expect(answer.previous_totals).toMatchObject(await rawSums(app, '2026-10-25', '2026-10-31'))
    expect(answer.series.map((point) => point.start)).toHaveLength(7)
    // 23:30 in São Paulo on the 2nd is the 2nd's sale, not the 3rd's.
    expect(answer.series[1]).toMatchObject({ start: '2026-11-02', approved_cents: 30_000 })
    expect(answer.series[3]!.previous_approved_cents).toBe(8_000)
    expect(answer.methods.map((method) => method.type)).toEqual(['creditcard', 'pix', 'billet'])
    expect(answer.methods[1]).toMatchObject({ payments_count: 3, approved_count: 2 })
    expect(answer.has_sales).toBe(true)
    const weeks = await overview('from=2026-11-01&to=2026-11-07&granularity=week')
    expect(weeks.series).toHaveLength(1)
    expect(weeks.series[0]!.approved_cents).toBe(64_000)
  })

  test('follows a change at once (the request recomputes the marked day), and the job agrees', async () => {
    await t.db.execute(sql`update payments set status = 'complete', captured_cents = amount_cents
      where app_id = ${app.id} and type = 'billet'`)
    const answer = await overview('from=2026-11-01&to=2026-11-07')
    expect(answer.totals).toMatchObject(await rawSums(app, '2026-11-01', '2026-11-07'))
    expect(answer.totals.approved_cents).toBe(76_345)
    await rebuildApp(t.db, app.id, t.clock.now())
    expect((await overview('from=2026-11-01&to=2026-11-07')).totals).toEqual(answer.totals)
    await refreshAllDirty(t.db, t.clock.now())
    const [left] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from analytics_dirty_days`),
    )
    expect(left!.n).toBe(0)
  })

  test('top products and a new store', async () => {
    const answer = await overview('from=2026-11-01&to=2026-11-07')
    expect(answer.top_products[0]!.name).toBeTypeOf('string')
    const sold = answer.top_products.reduce((sum, product) => sum + product.amount_cents, 0)
    expect(sold).toBeGreaterThan(0)
    const empty = await t.request('GET', overviewUrl(otherApp, 'from=2026-11-01&to=2026-11-07'), {
      token: stranger.token,
    })
    expect(empty.status).toBe(200)
    expect(empty.body.has_sales).toBe(false)
    expect(empty.body.totals.payments_count).toBe(0)
  })

  test('tenant, level and bad input', async () => {
    const foreign = await t.request('GET', overviewUrl(otherApp, 'from=2026-11-01&to=2026-11-07'), {
      token: owner.token,
    })
    expect(foreign.status).toBe(404)
    expect((await t.request('GET', overviewUrl(app, 'from=2026-11-01&to=2026-11-07'))).status).toBe(
      401,
    )
    expect(
      (
        await t.request('POST', `/api/analytics/apps/${app.id}/overview/rebuild`, {
          token: reader.token,
        })
      ).status,
    ).toBe(403)
    const backwards = await t.request('GET', overviewUrl(app, 'from=2026-11-07&to=2026-11-01'), {
      token: owner.token,
      lang: 'pt-BR',
    })
    expect(backwards.status).toBe(400)
    expect(backwards.body.data.fields.to).toBe('O fim não pode ser antes do início.')
    const long = await t.request('GET', overviewUrl(app, 'from=2024-01-01&to=2026-11-01'), {
      token: owner.token,
    })
    expect(long.status).toBe(400)
    const plain = await t.request('GET', `/api/analytics/apps/${app.id}/overview`, {
      token: owner.token,
    })
    expect(plain.status).toBe(200)
    expect(plain.body.to).toBe(storeToday(t.clock.now()))
    const garbage = await t.request('GET', overviewUrl(app, 'from=ontem&to=2026-02-30'), {
      token: owner.token,
    })
    expect(garbage.status).toBe(400)
    expect(Object.keys(garbage.body.data.fields).sort()).toEqual(['from', 'to'])
  })
})

describe('GA4', () => {
  const input = {
    measurement_id: 'g-abc1234567',
    api_secret: 'segredo_123',
    events: { purchase: true, refund: true, subscription: true },
  }

  test('the secret is write-only and a first save needs it', async () => {
    const first = await t.request('PUT', ga4Url(app), {
      token: owner.token,
      json: { ...input, api_secret: undefined },
      lang: 'pt-BR',
    })
    expect(first.status).toBe(400)
    expect(first.body.data.fields.api_secret).toBe('Informe a chave secreta da API.')
    const saved = await t.request('PUT', ga4Url(app), { token: owner.token, json: input })
    expect(saved.status, saved.text).toBe(200)
    const settings = v.parse(Ga4SettingsSchema, saved.body)
    expect(settings).toMatchObject({
      configured: true,
      measurement_id: 'G-ABC1234567',
      has_api_secret: true,
    })
    expect(saved.text).not.toContain('segredo_123')
    const read = await t.request('GET', ga4Url(app), { token: reader.token })
    expect(read.text).not.toContain('segredo')
    const [row] = rowsOf<{ secret: string }>(
      await t.db.execute(
        sql`select api_secret_encrypted as secret from analytics_ga4 where app_id = ${app.id}`,
      ),
    )
    expect(row!.secret).not.toContain('segredo')
    const kept = await t.request('PUT', ga4Url(app), {
      token: owner.token,
      json: { ...input, api_secret: undefined, events: { ...input.events, subscription: false } },
    })
    expect(kept.body.has_api_secret).toBe(true)
  })

  test('bad input, level and tenant', async () => {
    const bad = await t.request('PUT', ga4Url(app), {
      token: owner.token,
      lang: 'pt-BR',
      json: { ...input, measurement_id: 'UA-12345-1' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields.measurement_id).toBe(
      'Informe o ID de métricas no formato G-XXXXXXXXXX.',
    )
    expect((await t.request('PUT', ga4Url(app), { token: reader.token, json: input })).status).toBe(
      403,
    )
    expect((await t.request('GET', ga4Url(otherApp), { token: owner.token })).status).toBe(404)
  })

  test('the test event goes to the validation endpoint; its messages come back in Portuguese', async () => {
    const ok = await t.request('POST', ga4Url(app, '/test'), {
      token: owner.token,
      json: { ...input, api_secret: undefined },
    })
    expect(ok.status, ok.text).toBe(200)
    expect(v.parse(Ga4TestResultSchema, ok.body)).toEqual({ ok: true, messages: [], failure: null })
    const before = received.length
    expect(received.length).toBe(before) // validation records nothing
  })

  test('an approved payment and a refund are sent as jobs', async () => {
    await t.startJobs({ retryDelayScale: 0.0001 })
    const gatewayId = await createGateway(t, app, 'creditcard')
    const payment = await charged(t, owner.token, app, { gateway_id: gatewayId, card: card() })
    await acted(t, owner.token, app, payment.id, 'refunds', { amount_cents: 1_000 })
    await expect
      .poll(() => received.map((hit) => hit.body.events[0]!.name), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['purchase', 'refund']))
    const purchase = received.find((hit) => hit.body.events[0]!.name === 'purchase')!
    expect(purchase.measurementId).toBe('G-ABC1234567')
    expect(purchase.apiSecret).toBe('segredo_123')
    expect(purchase.body.events[0]!.params).toMatchObject({
      transaction_id: String(payment.id),
      currency: 'BRL',
    })
    const refund = received.find((hit) => hit.body.events[0]!.name === 'refund')!
    expect(refund.body.events[0]!.params.value).toBe(10)
  })
})
