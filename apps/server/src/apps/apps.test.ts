import { AppListSchema, AppSchema } from '@vitrine/api'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { daysUntilLockdown } from './lockdown.ts'
import { HOUR } from '../clock.ts'
import { appManagers, apps } from '../access/schema.ts'
import { createTestServer, type TestServer } from '../testing/test-server.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

async function createApp(
  ownerUserId: number,
  name: string,
  fields: Partial<typeof apps.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(apps)
    .values({ ownerUserId, name, ...fields })
    .returning()
  return row!
}

test('lists owned apps, then managed ones, with their role and the legacy 1/0 flags', async () => {
  const owner = await t.register()
  const other = await t.register()
  const stranger = await t.register()
  const zeta = await createApp(owner.user.id, 'Zeta Modas', { layoutId: 7, isMigrated: 1 })
  const alfa = await createApp(owner.user.id, 'Alfa Calçados', {
    status: 0,
    hasFinancialPending: true,
  })
  const managed = await createApp(other.user.id, 'Loja da Outra')
  await createApp(stranger.user.id, 'Loja Alheia')
  await t.db.insert(appManagers).values({ appId: managed.id, userId: owner.user.id })

  const response = await t.request('GET', '/api/connect/apps', { token: owner.token })
  expect(response.status).toBe(200)
  expect(response.body).toEqual([
    {
      id: alfa.id,
      name: 'Alfa Calçados',
      layout_id: null,
      is_migrated: 0,
      status: 0,
      has_financial_pending: true,
      days_until_lockdown: 0,
      role: 'owner',
    },
    {
      id: zeta.id,
      name: 'Zeta Modas',
      layout_id: 7,
      is_migrated: 1,
      status: 1,
      has_financial_pending: false,
      days_until_lockdown: 0,
      role: 'owner',
    },
    expect.objectContaining({ id: managed.id, name: 'Loja da Outra', role: 'manager' }),
  ])

  // The panel's own schema reads 1 as true.
  const parsed = v.parse(AppListSchema, response.body)
  expect(parsed.map((app) => [app.name, app.is_migrated, app.status])).toEqual([
    ['Alfa Calçados', false, false],
    ['Zeta Modas', true, true],
    ['Loja da Outra', false, true],
  ])
  for (const app of response.body) {
    expect(app).not.toHaveProperty('created_at')
    expect(app).not.toHaveProperty('updated_at')
    expect(app).not.toHaveProperty('owner_user_id')
  }
})

test('a user with no apps gets an empty list', async () => {
  const account = await t.register()
  const response = await t.request('GET', '/api/connect/apps', { token: account.token })
  expect(response.status).toBe(200)
  expect(response.body).toEqual([])
})

test('an owner listed as manager of their own app still sees it once, as owner', async () => {
  const account = await t.register()
  const app = await createApp(account.user.id, 'Minha Loja')
  await t.db.insert(appManagers).values({ appId: app.id, userId: account.user.id })
  const response = await t.request('GET', '/api/connect/apps', { token: account.token })
  expect(response.body.map((row: { id: number; role: string }) => [row.id, row.role])).toEqual([
    [app.id, 'owner'],
  ])
})

test('needs a session', async () => {
  const response = await t.request('GET', '/api/connect/apps')
  expect(response.status).toBe(401)
})

describe('GET /apps/{id}', () => {
  test('answers the app to its owner and managers, in the legacy wire format', async () => {
    const owner = await t.register()
    const manager = await t.register()
    const app = await createApp(owner.user.id, 'Loja Aurora', {
      layoutId: 12,
      isMigrated: 1,
      status: 0,
      hasFinancialPending: true,
    })
    await t.db.insert(appManagers).values({ appId: app.id, userId: manager.user.id })
    for (const account of [owner, manager]) {
      const response = await t.request('GET', `/api/connect/apps/${app.id}`, {
        token: account.token,
      })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({
        id: app.id,
        name: 'Loja Aurora',
        layout_id: 12,
        is_migrated: 1,
        status: 0,
        has_financial_pending: true,
        days_until_lockdown: 0,
      })
      expect(v.parse(AppSchema, response.body)).toMatchObject({ is_migrated: true, status: false })
    }
  })

  test('404 for a stranger and for an app that does not exist; 401 without a session', async () => {
    const owner = await t.register()
    const stranger = await t.register()
    const app = await createApp(owner.user.id, 'Loja Fechada')
    for (const path of [`/api/connect/apps/${app.id}`, '/api/connect/apps/987654']) {
      const response = await t.request('GET', path, { token: stranger.token, lang: 'pt-BR' })
      expect(response.status).toBe(404)
      expect(response.body.message).toBe('Loja não encontrada.')
    }
    expect((await t.request('GET', `/api/connect/apps/${app.id}`)).status).toBe(401)
  })
})

describe('days_until_lockdown', () => {
  test('counts the 4-hour periods left before the deadline, a started one counting whole', () => {
    const deadline = new Date('2024-02-29T03:00:00.000Z')
    const before = (ms: number) => daysUntilLockdown(deadline, new Date(deadline.getTime() - ms))
    expect(before(0)).toBe(0)
    expect(before(-HOUR)).toBe(0)
    expect(before(1)).toBe(1)
    expect(before(4 * HOUR)).toBe(1)
    expect(before(4 * HOUR + 1)).toBe(2)
    expect(before(24 * HOUR)).toBe(6)
  })

  test('is computed per request from FINANCIAL_LOCKDOWN_DEADLINE, in the list too', async () => {
    const server = await createTestServer({
      env: { FINANCIAL_LOCKDOWN_DEADLINE: '2026-03-03T12:00:00Z' },
    })
    try {
      const owner = await server.register()
      const [app] = await server.db
        .insert(apps)
        .values({ ownerUserId: owner.user.id, name: 'Loja Pendente' })
        .returning()
      const days = async () => {
        const one = await server.request('GET', `/api/connect/apps/${app!.id}`, {
          token: owner.token,
        })
        const list = await server.request('GET', '/api/connect/apps', { token: owner.token })
        expect(list.body[0].days_until_lockdown).toBe(one.body.days_until_lockdown)
        return one.body.days_until_lockdown
      }
      // The fake clock starts at 2026-03-02T12:00Z: 24 hours before the deadline.
      expect(await days()).toBe(6)
      server.clock.advance(21 * HOUR)
      expect(await days()).toBe(1)
      server.clock.advance(3 * HOUR)
      expect(await days()).toBe(0)
    } finally {
      await server.close()
    }
  })

  test('is 0 with the default deadline, in February 2024', async () => {
    const owner = await t.register()
    const app = await createApp(owner.user.id, 'Loja Atual')
    const response = await t.request('GET', `/api/connect/apps/${app.id}`, { token: owner.token })
    expect(t.config.financialLockdownDeadline.toISOString()).toBe('2024-02-29T03:00:00.000Z')
    expect(response.body.days_until_lockdown).toBe(0)
  })
})
