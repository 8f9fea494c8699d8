import { CredentialsSchema, NO_LEVELS } from '@vitrine/api'
import { asc, count } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { systemClock } from '../clock.ts'
import { hashPassword } from '../identity/passwords.ts'
import { apiTokens, apps, resellerApps, resellerManagers, resellers } from '../access/schema.ts'
import { auditLog } from '../audit/schema.ts'
import { storeNotifications } from '../notifications/schema.ts'
import { users } from '../identity/schema.ts'
import { everyArea } from '../testing/access-fixtures.ts'
import {
  createTestServer,
  openTestDatabase,
  type TestDatabase,
  type TestServer,
} from '../testing/test-server.ts'
import {
  DEMO_ACCOUNT,
  DEMO_MANAGERS,
  DEMO_PENDING_STORE_NAME,
  DEMO_RESELLER,
  DEMO_RESELLER_MANAGER,
  DEMO_RESELLER_OWNER,
  DEMO_RESELLER_STORE_NAME,
  DEMO_STORE_NAME,
  DEMO_TOKEN,
  seedDemoData,
} from './demo.ts'

/**
 * Seeding the whole demo (every area's data, the catalogue's images drawn) is the slowest thing
 * a test does here, and it grows with each area: 40–55 s on a busy 2-core machine, past the
 * server project's 60 s. These tests seed it whole, twice in some; they get room for that.
 */
const WHOLE_DEMO_MS = 240_000

let database: TestDatabase
let t: TestServer
beforeAll(async () => {
  database = await openTestDatabase()
  t = await createTestServer({ database })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

type Counted =
  | typeof users
  | typeof apps
  | typeof apiTokens
  | typeof auditLog
  | typeof resellers
  | typeof resellerManagers
  | typeof resellerApps
  | typeof storeNotifications

async function rows(table: Counted, db = database.db) {
  const [row] = await db.select({ n: count() }).from(table)
  return row!.n
}

const ALL_ACCOUNTS = [
  'demo@vitrine.dev',
  'leitura@vitrine.dev',
  'pagamentos@vitrine.dev',
  'vendedor@vitrine.dev',
  'carteira@vitrine.dev',
  'loja.revenda@vitrine.dev',
  'revenda@vitrine.dev',
]

test(
  'an empty database gets the demo data exactly once, even when starts race',
  { timeout: WHOLE_DEMO_MS },
  async () => {
    const results = await Promise.all([
      seedDemoData(database.db, systemClock),
      seedDemoData(database.db, systemClock),
    ])
    const created = results.flat().map((account) => account.email)
    expect(created.sort()).toEqual([...ALL_ACCOUNTS].sort())
    expect(await seedDemoData(database.db, systemClock)).toEqual([])
    expect([await rows(users), await rows(apps), await rows(apiTokens)]).toEqual([7, 3, 1])
    expect([
      await rows(resellers),
      await rows(resellerManagers),
      await rows(resellerApps),
      await rows(storeNotifications),
    ]).toEqual([1, 1, 1, 3])
    // Four managers and the example token, each with its entry.
    expect(await rows(auditLog)).toBe(5)
    // The ids the README names: on a fresh database the stores are numbered in this order.
    const stores = await database.db
      .select({ id: apps.id, name: apps.name, pending: apps.hasFinancialPending })
      .from(apps)
      .orderBy(apps.id)
    expect(stores).toEqual([
      { id: 1, name: DEMO_STORE_NAME, pending: false },
      { id: 2, name: DEMO_PENDING_STORE_NAME, pending: true },
      { id: 3, name: DEMO_RESELLER_STORE_NAME, pending: false },
    ])
  },
)

test('the demo owner signs in to the demo store and sees its managers and token', async () => {
  expect(v.safeParse(CredentialsSchema, DEMO_ACCOUNT).success).toBe(true)
  const login = await t.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)
  expect(login.status).toBe(200)
  expect(login.body.user).toMatchObject({
    email: 'demo@vitrine.dev',
    name: 'Conta Demonstração',
    profession: 'owner',
  })
  const token = login.body.token
  const list = await t.request('GET', '/api/connect/apps', { token })
  expect(list.body).toHaveLength(2)
  expect(list.body).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        id: 1,
        name: DEMO_STORE_NAME,
        role: 'owner',
        status: 1,
        has_financial_pending: false,
      }),
      expect.objectContaining({
        id: 2,
        name: DEMO_PENDING_STORE_NAME,
        role: 'owner',
        has_financial_pending: true,
      }),
    ]),
  )
  const appId = 1
  const managers = await t.request('GET', `/api/connect/control/${appId}`, { token })
  expect(
    managers.body.managers.map((manager: { email: string; permissions: unknown }) => [
      manager.email,
      manager.permissions,
    ]),
  ).toEqual([
    ['leitura@vitrine.dev', everyArea('read')],
    ['pagamentos@vitrine.dev', { ...NO_LEVELS, payments: 'write' }],
    ['vendedor@vitrine.dev', NO_LEVELS],
    ['carteira@vitrine.dev', NO_LEVELS],
  ])
  const tokens = await t.request('GET', `/api/connect/control/${appId}/tokens`, { token })
  expect(tokens.body).toEqual([
    expect.objectContaining({ name: DEMO_TOKEN.name, scope: DEMO_TOKEN.scope, revoked_at: null }),
  ])
  const logs = await t.request('GET', `/api/connect/control/${appId}/logs`, { token })
  expect(
    logs.body.items.map((entry: { actor: { kind: string }; entity: string; label: string }) => [
      entry.actor.kind,
      entry.entity,
      entry.label,
    ]),
  ).toEqual([
    ['system', 'permission', 'carteira@vitrine.dev'],
    ['system', 'permission', 'vendedor@vitrine.dev'],
    ['system', 'permission', 'pagamentos@vitrine.dev'],
    ['system', 'api_token', DEMO_TOKEN.name],
    ['system', 'permission', 'leitura@vitrine.dev'],
  ])
})

test('each demo manager signs in and gets exactly their levels', async () => {
  const [reader, payments] = DEMO_MANAGERS
  // The demo store is the first made (an update, such as its layout's, moves a row in the heap).
  const appId = (await database.db.select({ id: apps.id }).from(apps).orderBy(asc(apps.id)))[0]!.id
  const as = async (email: string) => (await t.login(email, reader!.password)).body.token as string
  const readerToken = await as(reader!.email)
  expect(
    (await t.request('GET', `/api/connect/control/${appId}`, { token: readerToken })).status,
  ).toBe(200)
  const readerSave = await t.request('PUT', `/api/connect/control/${appId}/save`, {
    token: readerToken,
    json: { email: 'alguem@example.com', permissions: {} },
  })
  expect(readerSave.status).toBe(403)

  const paymentsToken = await as(payments!.email)
  expect(
    (await t.request('GET', `/api/connect/apps/${appId}`, { token: paymentsToken })).status,
  ).toBe(200)
  expect(
    (await t.request('GET', `/api/connect/control/${appId}`, { token: paymentsToken })).status,
  ).toBe(403)
})

test('the demo seller sees only its own split records; neither role sees the payments', async () => {
  const [, , seller, wallet] = DEMO_MANAGERS
  // The demo store is the first made (an update, such as its layout's, moves a row in the heap).
  const appId = (await database.db.select({ id: apps.id }).from(apps).orderBy(asc(apps.id)))[0]!.id
  const sellerToken = (await t.login(seller!.email, seller!.password)).body.token as string
  const gateways = await t.request('GET', `/api/payments/apps/${appId}/split/gateways`, {
    token: sellerToken,
  })
  expect(gateways.status).toBe(200)
  expect(gateways.body).toHaveLength(1)
  expect(gateways.body[0]).toMatchObject({ type: 'pix', sellers_count: 1 })
  const sellers = await t.request(
    'GET',
    `/api/payments/apps/${appId}/split/gateways/${gateways.body[0].id}/sellers`,
    { token: sellerToken },
  )
  expect(sellers.body.items.map((item: { name: string }) => item.name)).toEqual([
    'Ateliê Maré Alta',
  ])
  const walletToken = (await t.login(wallet!.email, wallet!.password)).body.token as string
  for (const token of [sellerToken, walletToken]) {
    const payments = await t.request('GET', `/api/payments/apps/${appId}/transactions`, { token })
    expect(payments.status).toBe(403)
  }
})

test(
  'a database seeded before the managers existed gets them on the next start',
  { timeout: WHOLE_DEMO_MS },
  async () => {
    const older = await openTestDatabase()
    try {
      const [owner] = await older.db
        .insert(users)
        .values({
          email: DEMO_ACCOUNT.email,
          name: DEMO_ACCOUNT.name,
          passwordHash: await hashPassword(DEMO_ACCOUNT.password),
        })
        .returning()
      await older.db.insert(apps).values({ ownerUserId: owner!.id, name: DEMO_STORE_NAME })
      const created = await seedDemoData(older.db, systemClock)
      expect(created.map((account) => account.email)).toEqual(ALL_ACCOUNTS.slice(1))
      expect(await seedDemoData(older.db, systemClock)).toEqual([])
      expect(await rows(apps, older.db)).toBe(3)
      expect(await rows(storeNotifications, older.db)).toBe(3)
    } finally {
      await older.close()
    }
  },
)

test('no demo store, no demo managers: other data is left alone', async () => {
  const other = await openTestDatabase()
  try {
    await other.db
      .insert(users)
      .values({ email: 'alguem@example.com', name: 'Alguém', passwordHash: 'x' })
    expect(await seedDemoData(other.db, systemClock)).toEqual([])
    const [row] = await other.db.select({ n: count() }).from(users)
    expect(row!.n).toBe(1)
  } finally {
    await other.close()
  }
})

test('the demo store has one notification of each kind, newest first', async () => {
  const login = await t.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)
  const page = await t.request('GET', '/api/main/apps/1/notifications', {
    token: login.body.token,
  })
  expect(page.status).toBe(200)
  expect(page.body.unread).toBe(3)
  expect(page.body.items.map((item: { type: string }) => item.type)).toEqual([
    'success',
    'error',
    'warning',
  ])
})

test('the demo reseller answers on revenda.localhost; its manager runs its store', async () => {
  expect(v.safeParse(CredentialsSchema, DEMO_RESELLER_MANAGER).success).toBe(true)
  const anonymous = await t.request('POST', '/api/main/whitelabel', {
    json: { domain: DEMO_RESELLER.domain },
  })
  expect(anonymous.status).toBe(200)
  expect(anonymous.body).toEqual({
    hash: 'wh_revenda_demo',
    name: 'Revenda Demonstração',
    type: 'reseller',
    flags: {
      has_overview: 1,
      has_checklist: 1,
      has_layout: 1,
      has_ecommerce: 1,
      has_checkout: 1,
      has_payments: 0,
      has_apps: 1,
      has_recurrence: 1,
      has_customers: 1,
      has_settings: 1,
      has_push: 0,
    },
    branding: { logo_url: null, primary_color: '#0f766e', primary_foreground: '#ffffff' },
  })

  const login = await t.login(DEMO_RESELLER_MANAGER.email, DEMO_RESELLER_MANAGER.password)
  expect(login.status).toBe(200)
  expect(login.body.user).toMatchObject({ name: 'Gerente da Revenda', whRole: 'none' })
  const token = login.body.token
  const asManager = await t.request('POST', '/api/main/whitelabel', {
    token,
    json: { domain: DEMO_RESELLER.domain },
  })
  expect(asManager.body.type).toBe('manager')
  const stores = await t.request('GET', '/api/connect/apps', { token })
  expect(stores.body).toEqual([
    expect.objectContaining({ id: 3, name: DEMO_RESELLER_STORE_NAME, role: 'manager' }),
  ])
  const managers = await t.request('GET', '/api/connect/control/3', { token })
  expect(managers.status).toBe(200)
  expect(managers.body.owner).toMatchObject({ email: DEMO_RESELLER_OWNER.email })

  const owner = await t.login(DEMO_RESELLER_OWNER.email, DEMO_RESELLER_OWNER.password)
  const owned = await t.request('GET', '/api/connect/apps', { token: owner.body.token })
  expect(owned.body).toEqual([expect.objectContaining({ id: 3, role: 'owner' })])
})
