import {
  AREAS,
  AppListSchema,
  grantsOf,
  levelsByArea,
  MyAccessSchema,
  PlatformListSchema,
  WhitelabelSchema,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resellerApps, resellerManagers, resellers } from '../access/schema.ts'
import { resellerDomains } from './schema.ts'
import { createStore, everyArea, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'

let t: TestServer
let resellerId: number
let manager: TestAccount
let merchant: TestAccount
let resold: AppRecord
let elsewhere: AppRecord

const FLAGS = { has_overview: 1, has_payments: 0, has_settings: 1 } as const

beforeAll(async () => {
  t = await createTestServer()
  const [row] = await t.db
    .insert(resellers)
    .values({
      name: 'Revenda Aurora',
      hash: 'wh_aurora',
      logoUrl: 'https://cdn.example.com/aurora.svg',
      primaryColor: '#0f766e',
      primaryForeground: '#ffffff',
      flags: FLAGS,
    })
    .returning()
  resellerId = row!.id
  await t.db.insert(resellerDomains).values([
    { domain: 'painel.aurora.example.com', resellerId },
    { domain: 'aurora.localhost', resellerId },
  ])
  manager = await t.register({ name: 'Gerente Aurora' })
  await t.db.insert(resellerManagers).values({ resellerId, userId: manager.user.id })
  merchant = await t.register({ name: 'Lojista Aurora' })
  resold = await createStore(t, merchant, { name: 'Loja Revendida' })
  await t.db.insert(resellerApps).values({ appId: resold.id, resellerId })
  elsewhere = await createStore(t, merchant, { name: 'Loja Direta' })
})
afterAll(() => t.close())

function lookup(domain: unknown, options: { token?: string; lang?: string } = {}) {
  return t.request('POST', '/api/main/whitelabel', { ...options, json: { domain } })
}

describe('POST /api/main/whitelabel', () => {
  test('answers the reseller on its host, without a token, as type reseller', async () => {
    const response = await lookup('painel.aurora.example.com')
    expect(response.status).toBe(200)
    expect(v.parse(WhitelabelSchema, response.body)).toEqual({
      hash: 'wh_aurora',
      name: 'Revenda Aurora',
      type: 'reseller',
      flags: FLAGS,
      branding: {
        logo_url: 'https://cdn.example.com/aurora.svg',
        primary_color: '#0f766e',
        primary_foreground: '#ffffff',
      },
    })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  test('finds the host whatever its case, port or final dot', async () => {
    for (const domain of [' Aurora.LOCALHOST ', 'aurora.localhost:5173', 'aurora.localhost.']) {
      const response = await lookup(domain)
      expect(response.status, domain).toBe(200)
      expect(response.body.hash).toBe('wh_aurora')
    }
  })

  test("is type manager for a session of one of the reseller's managers only", async () => {
    expect((await lookup('aurora.localhost', { token: manager.token })).body.type).toBe('manager')
    expect((await lookup('aurora.localhost', { token: merchant.token })).body.type).toBe('reseller')
    // A stale or unknown token still gets the brand: the panel asks before anyone signs in.
    for (const token of ['null', 'x'.repeat(43), `vt_${'x'.repeat(43)}`]) {
      const response = await lookup('aurora.localhost', { token })
      expect(response.status).toBe(200)
      expect(response.body.type).toBe('reseller')
    }
  })

  test('a host no reseller answers on is a 404 in the caller language', async () => {
    const response = await lookup('outra.example.com', { lang: 'pt-BR' })
    expect(response.status).toBe(404)
    expect(response.body).toEqual({
      statusCode: 404,
      statusMessage: 'Not Found',
      message: 'Revenda não encontrada.',
    })
    expect((await lookup('outra.example.com')).body.message).toBe(
      'No reseller answers on this address.',
    )
  })

  test('the domain is validated with the contract schema', async () => {
    for (const domain of ['', '   ', 'x'.repeat(254), 42, undefined]) {
      const response = await lookup(domain)
      expect(response.status, String(domain)).toBe(400)
      expect(response.body.data.fields).toHaveProperty('domain')
    }
  })
})

test('GET /api/main/whitelabel/config/platforms lists the platforms, public and cacheable', async () => {
  const response = await t.request('GET', '/api/main/whitelabel/config/platforms')
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=300')
  const platforms = v.parse(PlatformListSchema, response.body)
  expect(platforms.map((platform) => platform.key)).toEqual(
    expect.arrayContaining(['vitrine', 'vtex', 'shopify', 'woocommerce', 'nuvemshop']),
  )
  expect(new Set(platforms.map((platform) => platform.key)).size).toBe(platforms.length)
})

describe("a reseller manager in the reseller's stores", () => {
  test("lists the reseller's stores as a manager, and no other", async () => {
    const response = await t.request('GET', '/api/connect/apps', { token: manager.token })
    expect(response.status).toBe(200)
    expect(v.parse(AppListSchema, response.body)).toEqual([
      expect.objectContaining({ id: resold.id, name: 'Loja Revendida', role: 'manager' }),
    ])
  })

  test('holds write in every area, shown as a computed master entry', async () => {
    const me = await t.request('GET', `/api/connect/control/${resold.id}/me`, {
      token: manager.token,
    })
    expect(me.status).toBe(200)
    const access = v.parse(MyAccessSchema, me.body)
    expect(access).toMatchObject({ owner: false, whRole: 'none' })
    expect(access.permissions).toEqual([
      expect.objectContaining({ id: 0, name: 'master', type: 'write', email: manager.email }),
    ])
    expect(levelsByArea(grantsOf(access))).toEqual(everyArea('write'))
    expect(Object.keys(levelsByArea(grantsOf(access)))).toEqual([...AREAS])
  })

  test('may change the store like its owner', async () => {
    const helper = await t.register()
    const saved = await t.request('PUT', `/api/connect/control/${resold.id}/save`, {
      token: manager.token,
      json: { email: helper.email, permissions: everyArea('write'), roles: ['__wallet'] },
    })
    expect(saved.status).toBe(200)
    const token = await t.request('POST', `/api/connect/control/${resold.id}/tokens`, {
      token: manager.token,
      json: { name: 'Da revenda', scope: everyArea('write') },
    })
    expect(token.status).toBe(201)
    const logs = await t.request('GET', `/api/connect/control/${resold.id}/logs`, {
      token: manager.token,
    })
    expect(logs.body.items[0].actor).toMatchObject({ kind: 'user', name: 'Gerente Aurora' })
  })

  test("is a stranger to stores outside the reseller, and to the reseller's once removed", async () => {
    const foreign = await t.request('GET', `/api/connect/apps/${elsewhere.id}`, {
      token: manager.token,
    })
    expect(foreign.status).toBe(404)

    const gone = await t.register()
    await t.db.insert(resellerManagers).values({ resellerId, userId: gone.user.id })
    const url = `/api/connect/apps/${resold.id}`
    expect((await t.request('GET', url, { token: gone.token })).status).toBe(200)
    await t.db
      .delete(resellerManagers)
      .where(
        and(eq(resellerManagers.resellerId, resellerId), eq(resellerManagers.userId, gone.user.id)),
      )
    expect((await t.request('GET', url, { token: gone.token })).status).toBe(404)
    expect((await t.request('GET', '/api/connect/apps', { token: gone.token })).body).toEqual([])
  })

  test('the store owner stays its owner', async () => {
    const response = await t.request('GET', '/api/connect/apps', { token: merchant.token })
    expect(
      response.body.map((app: { name: string; role: string }) => [app.name, app.role]),
    ).toEqual([
      ['Loja Direta', 'owner'],
      ['Loja Revendida', 'owner'],
    ])
  })
})

describe('the Whitelabel-Hash header', () => {
  function lastRequestLine() {
    return t.logs.filter((line) => line.msg === 'request').at(-1)!
  }

  test('is logged with the request, and enforces nothing', async () => {
    const response = await t.request('GET', '/api/connect/apps', {
      token: merchant.token,
      headers: { 'Whitelabel-Hash': 'wh_aurora' },
    })
    expect(response.status).toBe(200)
    expect(lastRequestLine()).toMatchObject({
      path: '/api/connect/apps',
      whitelabel_hash: 'wh_aurora',
    })

    // Another reseller's hash, or none at all, changes nothing about access.
    const other = await t.request('GET', '/api/connect/apps', {
      token: merchant.token,
      headers: { 'Whitelabel-Hash': 'wh_someone_else' },
    })
    expect(other.body).toEqual(response.body)
    await t.request('GET', '/api/connect/apps', { token: merchant.token })
    expect(lastRequestLine()).not.toHaveProperty('whitelabel_hash')
  })

  test('a value that is not a hash is not echoed into the log', async () => {
    await t.request('GET', '/api/navbar', { headers: { 'Whitelabel-Hash': 'x"} <script>' } })
    expect(lastRequestLine().whitelabel_hash).toBe('(invalid)')
  })
})
