import type { AddressInfo } from 'node:net'
import {
  PanelDetailSchema,
  PanelReportSchema,
  RESELLER_FLAG_NAMES,
  ResellerManagerListSchema,
  ResellerSettingsSchema,
  SmtpSettingsSchema,
  type ResellerSettingsInput,
} from '@vitrine/api'
import { createServer } from 'node:net'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resellerApps, resellerManagers, resellers } from '../access/schema.ts'
import { saveSmtp } from '../ecommerce/mails/smtp.ts'
import { deliverStoreMail } from '../ecommerce/mails/send.ts'
import { NAVBAR } from '../menus/menus.ts'
import { payments } from '../payments/schema.ts'
import { createStore, type AppRecord } from '../testing/access-fixtures.ts'
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { resellerDomains } from './schema.ts'
import { mailRouteOf } from './smtp.ts'

let t: TestServer
let resellerId: number
let manager: TestAccount
let otherManager: TestAccount
let merchant: TestAccount
let resold: AppRecord
let sleepy: AppRecord
let direct: AppRecord

const HASH = 'wh_area_aurora'
const OTHER_HASH = 'wh_area_boreal'

beforeAll(async () => {
  t = await createTestServer()
  const [row, other] = await t.db
    .insert(resellers)
    .values([
      {
        name: 'Revenda Aurora',
        hash: HASH,
        primaryColor: '#0f766e',
        primaryForeground: '#ffffff',
        flags: { has_overview: 1, has_layout: 1 },
      },
      {
        name: 'Revenda Boreal',
        hash: OTHER_HASH,
        primaryColor: '#1d4ed8',
        primaryForeground: '#ffffff',
        flags: {},
      },
    ])
    .returning()
  resellerId = row!.id
  await t.db.insert(resellerDomains).values([
    { domain: 'aurora.localhost', resellerId },
    { domain: 'boreal.localhost', resellerId: other!.id },
  ])
  manager = await t.register({ name: 'Gerente Aurora' })
  otherManager = await t.register({ name: 'Gerente Boreal' })
  await t.db.insert(resellerManagers).values([
    { resellerId, userId: manager.user.id },
    { resellerId: other!.id, userId: otherManager.user.id },
  ])
  merchant = await t.register({ name: 'Lojista' })
  resold = await createStore(t, merchant, { name: 'Loja Aurora Centro' })
  sleepy = await createStore(t, merchant, { name: 'Loja Parada', status: 0 })
  direct = await createStore(t, merchant, { name: 'Loja Direta' })
  await t.db.insert(resellerApps).values([
    { appId: resold.id, resellerId },
    { appId: sleepy.id, resellerId },
  ])
})
afterAll(() => t.close())

function call(
  method: string,
  path: string,
  options: { token?: string; hash?: string | null; json?: unknown; lang?: string } = {},
) {
  const { hash = HASH, ...rest } = options
  return t.request(method, `/api/main/whitelabel${path}`, {
    token: manager.token,
    ...rest,
    headers: hash ? { 'Whitelabel-Hash': hash } : {},
  })
}

const settingsInput = (overrides: Partial<ResellerSettingsInput> = {}): ResellerSettingsInput => ({
  name: 'Aurora Pagamentos',
  logo_url: 'https://cdn.example.com/aurora.svg',
  favicon_url: 'https://cdn.example.com/aurora.ico',
  primary_color: '#0F766E',
  primary_foreground: '#ffffff',
  support_email: 'suporte@aurora.example.com',
  support_phone: '(11) 3000-4000',
  support_whatsapp: '(11) 91234-5678',
  help_url: 'https://ajuda.aurora.example.com',
  domains: ['aurora.localhost', 'Painel.Aurora.example.com.'],
  flags: Object.fromEntries(
    RESELLER_FLAG_NAMES.map((name) => [name, name === 'has_payments' ? 0 : 1]),
  ) as ResellerSettingsInput['flags'],
  platforms: ['vitrine', 'vtex'],
  ...overrides,
})

describe('who may open the reseller area', () => {
  test("only the reseller's managers; others 403; another reseller's 404", async () => {
    expect((await call('GET', '/settings')).status).toBe(200)
    expect((await call('GET', '/settings', { token: merchant.token })).status).toBe(403)
    expect((await call('GET', '/settings', { token: otherManager.token })).status).toBe(404)
    expect((await call('GET', '/settings', { token: 'null' })).status).toBe(401)
    expect((await call('GET', '/settings', { hash: null })).status).toBe(404)
    expect((await call('GET', '/settings', { hash: 'wh_nobody' })).status).toBe(404)
    // Every route of the area has the gate.
    for (const [method, path] of [
      ['PUT', '/settings'],
      ['GET', '/managers'],
      ['POST', '/managers'],
      ['DELETE', `/managers/${manager.user.id}`],
      ['GET', '/smtp'],
      ['PUT', '/smtp'],
      ['DELETE', '/smtp'],
      ['POST', '/smtp/verify'],
      ['GET', '/reports/panels?from=2026-01-01&to=2026-01-31'],
      ['GET', '/reports/panels/export?from=2026-01-01&to=2026-01-31'],
      ['GET', `/panels/${resold.id}?from=2026-01-01&to=2026-01-31`],
    ] as const) {
      const answer = await call(method, path, {
        token: merchant.token,
        ...(method === 'GET' ? {} : { json: {} }),
      })
      expect(answer.status, `${method} ${path}`).toBe(403)
    }
  })
})

describe('settings', () => {
  test('are read with every flag, and saved whole; POST /whitelabel answers them at once', async () => {
    const before = v.parse(ResellerSettingsSchema, (await call('GET', '/settings')).body)
    expect(before).toMatchObject({ name: 'Revenda Aurora', domains: ['aurora.localhost'] })
    expect(Object.keys(before.flags).sort()).toEqual([...RESELLER_FLAG_NAMES].sort())
    expect(before.flags.has_layout).toBe(1)
    expect(before.flags.has_payments).toBe(0)

    const saved = await call('PUT', '/settings', { json: settingsInput() })
    expect(saved.status).toBe(200)
    expect(v.parse(ResellerSettingsSchema, saved.body)).toMatchObject({
      name: 'Aurora Pagamentos',
      primary_color: '#0f766e',
      domains: ['aurora.localhost', 'painel.aurora.example.com'],
      platforms: ['vitrine', 'vtex'],
      support_whatsapp: '(11) 91234-5678',
    })

    const lookup = await t.request('POST', '/api/main/whitelabel', {
      token: manager.token,
      json: { domain: 'painel.aurora.example.com' },
    })
    expect(lookup.body).toMatchObject({
      hash: HASH,
      name: 'Aurora Pagamentos',
      type: 'manager',
      branding: { logo_url: 'https://cdn.example.com/aurora.svg', primary_color: '#0f766e' },
    })
    expect(lookup.body.flags.has_payments).toBe(0)
    expect(lookup.body.flags.has_layout).toBe(1)

    // A flag switched off is off in the lookup too.
    await call('PUT', '/settings', {
      json: settingsInput({ flags: { ...settingsInput().flags, has_layout: 0 } }),
    })
    const after = await t.request('POST', '/api/main/whitelabel', {
      json: { domain: 'aurora.localhost' },
    })
    expect(after.body.flags.has_layout).toBe(0)
    // A domain removed from the list no longer answers.
    await call('PUT', '/settings', { json: settingsInput({ domains: ['aurora.localhost'] }) })
    const gone = await t.request('POST', '/api/main/whitelabel', {
      json: { domain: 'painel.aurora.example.com' },
    })
    expect(gone.status).toBe(404)
  })

  test('bad input is a 400 with Portuguese field messages', async () => {
    const answer = await call('PUT', '/settings', {
      lang: 'pt-BR',
      json: settingsInput({
        name: '',
        primary_foreground: '#1a8a80',
        support_email: 'sem-arroba',
        domains: ['https://painel.example.com/x'],
      }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.data.fields).toMatchObject({
      name: 'Nome da marca é obrigatório.',
      primary_foreground: expect.stringContaining('Pouco contraste com a cor principal'),
      support_email: expect.any(String),
      'domains.0': expect.stringContaining('Informe um domínio'),
    })
    const unknown = await call('PUT', '/settings', {
      lang: 'pt-BR',
      json: settingsInput({ platforms: ['vitrine', 'orkut'] }),
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.data.fields.platforms).toBe('Plataforma desconhecida: orkut.')
  })

  test('a domain of another reseller is a 409 on domains, and nothing is saved', async () => {
    const answer = await call('PUT', '/settings', {
      lang: 'pt-BR',
      json: settingsInput({ name: 'Não salvo', domains: ['aurora.localhost', 'boreal.localhost'] }),
    })
    expect(answer.status).toBe(409)
    expect(answer.body.data.fields.domains).toBe(
      'O domínio boreal.localhost já é de outra revenda.',
    )
    const now = v.parse(ResellerSettingsSchema, (await call('GET', '/settings')).body)
    expect(now.name).not.toBe('Não salvo')
  })

  test('the switches are one per navbar key of the menus', () => {
    expect(RESELLER_FLAG_NAMES).toEqual(NAVBAR.map((item) => `has_${item.key}`))
  })
})

describe('managers', () => {
  test('an address with an account joins at once; another is invited by e-mail', async () => {
    const colleague = await t.register({ name: 'Colega' })
    const added = await call('POST', '/managers', { json: { email: colleague.email } })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ status: 'active', name: 'Colega', me: false })
    expect((await call('GET', '/settings', { token: colleague.token })).status).toBe(200)

    const again = await call('POST', '/managers', { json: { email: colleague.email } })
    expect(again.status).toBe(409)
    expect(again.body.data.fields).toHaveProperty('email')

    const invited = await call('POST', '/managers', {
      lang: 'pt-BR',
      json: { email: 'Nova.Pessoa@Aurora.example.com' },
    })
    expect(invited.status).toBe(201)
    expect(invited.body).toMatchObject({
      status: 'invited',
      email: 'nova.pessoa@aurora.example.com',
    })
    const mail = (await t.mailLog()).find((line) => line.to === 'nova.pessoa@aurora.example.com')
    expect(mail?.subject).toBe('Convite para a equipe da revenda Aurora Pagamentos')

    const team = v.parse(ResellerManagerListSchema, (await call('GET', '/managers')).body)
    // People by the day they joined (the seed's and the clock's differ here), then invitations.
    expect(team.map((person) => [person.email, person.status, person.me])).toEqual(
      expect.arrayContaining([
        [manager.email, 'active', true],
        [colleague.email, 'active', false],
      ]),
    )
    expect(team.at(-1)).toMatchObject({
      email: 'nova.pessoa@aurora.example.com',
      status: 'invited',
    })
  })

  test('the invited address joins once it signs up and confirms it', async () => {
    const newcomer = await t.register({ email: 'chegou@aurora.example.com' })
    await call('POST', '/managers', { json: { email: 'convidada@aurora.example.com' } })
    const invitee = await t.register({ email: 'convidada@aurora.example.com' })
    // Unconfirmed: anyone could have registered the address.
    expect((await call('GET', '/settings', { token: invitee.token })).status).toBe(403)
    await t.verifyEmail(invitee)
    expect((await call('GET', '/settings', { token: invitee.token })).status).toBe(200)
    expect((await call('GET', '/settings', { token: newcomer.token })).status).toBe(403)
  })

  test('removal after the list: people and invitations, never yourself', async () => {
    const self = await call('DELETE', `/managers/${manager.user.id}`, { lang: 'pt-BR' })
    expect(self.status).toBe(409)
    expect(self.body.message).toBe('Você não pode remover a si mesmo da equipe.')

    const team = v.parse(ResellerManagerListSchema, (await call('GET', '/managers')).body)
    for (const person of team.filter((candidate) => !candidate.me)) {
      expect((await call('DELETE', `/managers/${person.id}`)).status).toBe(204)
    }
    const left = v.parse(ResellerManagerListSchema, (await call('GET', '/managers')).body)
    expect(left).toHaveLength(1)
    expect((await call('DELETE', '/managers/999999')).status).toBe(404)
  })
})

describe('SMTP', () => {
  let sink: SmtpSink
  let ownSink: SmtpSink
  beforeAll(async () => {
    sink = await startSmtpSink()
    ownSink = await startSmtpSink()
  })
  afterAll(async () => {
    await sink.close()
    await ownSink.close()
  })
  const portOf = (url: string) => Number(new URL(url).port)
  const smtpInput = (port: number) => ({
    host: '127.0.0.1',
    port,
    security: 'none' as const,
    user: 'aurora',
    password: 'segredo',
    sender_name: 'Aurora Pagamentos',
    sender_email: 'nao-responda@aurora.example.com',
  })

  test('is saved with a write-only password, tested, and removed', async () => {
    expect(v.parse(SmtpSettingsSchema, (await call('GET', '/smtp')).body).configured).toBe(false)
    const saved = await call('PUT', '/smtp', { json: smtpInput(portOf(sink.url)) })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ configured: true, has_password: true, user: 'aurora' })
    expect(JSON.stringify(saved.body)).not.toContain('segredo')

    const ok = await call('POST', '/smtp/verify', { json: smtpInput(portOf(sink.url)) })
    expect(ok.body).toMatchObject({ ok: true })
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        server.close(() => resolve(port))
      })
    })
    const refused = await call('POST', '/smtp/verify', { json: smtpInput(closed) })
    expect(refused.body).toMatchObject({ ok: false, failure: 'refused' })

    const bad = await call('PUT', '/smtp', { json: { ...smtpInput(0), host: '' } })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.data.fields)).toEqual(expect.arrayContaining(['host', 'port']))
  })

  test("a store's mail goes through its SMTP, else its reseller's, else the platform's", async () => {
    await call('PUT', '/smtp', { json: smtpInput(portOf(sink.url)) })
    expect((await mailRouteOf(t.db, t.config, resold.id)).via).toBe('reseller')
    expect((await mailRouteOf(t.db, t.config, direct.id)).via).toBe('platform')

    const mail = { subject: 'Pedido recebido', preheader: '', html: '<p>Oi</p>', text: 'Oi' }
    const meta = { type: 'process_order', source: 'test', to: 'cliente@example.com' } as const
    await deliverStoreMail(t.deps, { ...meta, appId: resold.id }, mail)
    expect(sink.received.at(-1)).toMatchObject({
      from: 'nao-responda@aurora.example.com',
      to: ['cliente@example.com'],
    })

    await saveSmtp(
      t.db,
      t.config,
      resold.id,
      {
        ...smtpInput(portOf(ownSink.url)),
        sender_email: 'loja@centro.example.com',
      },
      t.clock.now(),
    )
    expect((await mailRouteOf(t.db, t.config, resold.id)).via).toBe('store')
    const before = sink.received.length
    await deliverStoreMail(t.deps, { ...meta, appId: resold.id }, mail)
    expect(ownSink.received.at(-1)?.from).toBe('loja@centro.example.com')
    expect(sink.received).toHaveLength(before)

    await call('DELETE', '/smtp')
    expect((await mailRouteOf(t.db, t.config, sleepy.id)).via).toBe('platform')
  })
})

describe('panel reports', () => {
  let sequence = 0
  async function paid(appId: number, paidAt: string, cents: number, fee: number) {
    sequence += 1
    const at = new Date(paidAt)
    await t.db.insert(payments).values({
      appId,
      type: 'pix',
      status: 'complete',
      amountCents: cents,
      capturedCents: cents,
      feeCents: fee,
      items: [{ description: 'Item', quantity: 1, unit_cents: cents }],
      customerName: 'Cliente',
      customerEmail: `c${sequence}@example.com`,
      reference: `wh-${sequence}-${appId}`,
      publicToken: `wh-tok-${sequence}-${appId}`,
      createdAt: at,
      updatedAt: at,
      paidAt: at,
    })
  }

  beforeAll(async () => {
    // São Paulo is UTC−3: 02:30Z on the 1st is still 31 October there, 23:00Z on the 30th
    // still the 30th.
    await paid(resold.id, '2026-11-01T02:30:00Z', 9_999, 100)
    await paid(resold.id, '2026-11-01T15:00:00Z', 10_000, 299)
    await paid(resold.id, '2026-11-30T23:00:00Z', 5_000, 150)
    await paid(sleepy.id, '2026-11-10T12:00:00Z', 1_000, 30)
    await paid(direct.id, '2026-11-10T12:00:00Z', 77_700, 777)
  })

  test('lists the stores with their figures in the period, filtered', async () => {
    const answer = await call('GET', '/reports/panels?from=2026-11-01&to=2026-11-30')
    expect(answer.status).toBe(200)
    const report = v.parse(PanelReportSchema, answer.body)
    expect(
      report.items.map((row) => [
        row.name,
        row.active,
        row.approved_count,
        row.approved_cents,
        row.fees_cents,
      ]),
    ).toEqual([
      ['Loja Aurora Centro', true, 2, 15_000, 449],
      ['Loja Parada', false, 1, 1_000, 30],
    ])
    expect(report.totals).toEqual({
      stores: 2,
      active: 1,
      approved_count: 3,
      approved_cents: 16_000,
      fees_cents: 479,
    })
    const inactive = await call(
      'GET',
      '/reports/panels?from=2026-10-01&to=2026-12-31&status=inactive',
    )
    expect(inactive.body.items.map((row: { name: string }) => row.name)).toEqual(['Loja Parada'])
    const search = await call('GET', '/reports/panels?from=2026-10-01&to=2026-12-31&q=CENTRO')
    expect(search.body.items).toHaveLength(1)
    expect(search.body.items[0].approved_count).toBe(3)
    const bad = await call('GET', '/reports/panels?from=2026-11-30&to=2026-11-01', {
      lang: 'pt-BR',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields.to).toBe('A data final é anterior à inicial.')
  })

  test('exports the CSV, streamed', async () => {
    const answer = await call('GET', '/reports/panels/export?from=2026-11-01&to=2026-11-30')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toContain('text/csv')
    const lines = answer.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('id;loja;criada_em;status;dono;pagamentos_aprovados;valor_aprovado;taxas')
    expect(lines[1]).toContain(';Loja Aurora Centro;')
    expect(lines[1]).toMatch(/;ativa;.*;2;150,00;4,49$/)
    expect(lines).toHaveLength(3)
  })

  test("one store, day by day; another reseller's or none's is a 404", async () => {
    const answer = await call('GET', `/panels/${resold.id}?from=2026-10-31&to=2026-11-02`)
    expect(answer.status).toBe(200)
    const detail = v.parse(PanelDetailSchema, answer.body)
    expect(detail.owner.email).toBe(merchant.email)
    expect(detail.days).toEqual([
      { date: '2026-10-31', approved_count: 1, approved_cents: 9_999, fees_cents: 100 },
      { date: '2026-11-01', approved_count: 1, approved_cents: 10_000, fees_cents: 299 },
      { date: '2026-11-02', approved_count: 0, approved_cents: 0, fees_cents: 0 },
    ])
    expect(detail.totals.approved_cents).toBe(19_999)
    expect((await call('GET', `/panels/${direct.id}?from=2026-11-01&to=2026-11-30`)).status).toBe(
      404,
    )
    expect((await call('GET', '/panels/abc?from=2026-11-01&to=2026-11-30')).status).toBe(404)
    const long = await call('GET', `/panels/${resold.id}?from=2024-01-01&to=2026-11-30`)
    expect(long.status).toBe(400)
  })
})
