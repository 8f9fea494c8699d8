import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { ROLES } from '@vitrine/api'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { permissions } from './schema.ts'
import { users } from '../identity/schema.ts'
import {
  addManager,
  everyArea,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { accessRuleOf, APP_PARAM, isMemberRule, type AccessRule } from './registry.ts'

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The only changes open to every person of an app whatever their levels: they change nothing
 * but the caller's own read state. A new one must be added here on purpose.
 */
const MEMBER_CHANGES = [
  'POST /api/main/apps/:appId/notifications/read-all',
  'POST /api/main/apps/:appId/notifications/:id/read',
]

/**
 * POSTs that change nothing: they compute an answer from a body too large or too structured for
 * a query string (a mail's unsaved HTML, a cart, a feed's unsaved form), so they are open at read
 * like a GET. A new one must be added here on purpose.
 */
const READ_COMPUTATIONS = [
  'POST /api/ecommerce/apps/:appId/discounts/simulate',
  'POST /api/ecommerce/apps/:appId/feeds/preview',
  'POST /api/ecommerce/apps/:appId/mails/:type/preview',
  'POST /api/indexer/apps/:appId/redirects/test',
]

/**
 * Section 7's GET /apps/{layoutId}/menu is addressed by a layout, not a store: its gate
 * (layouts/layout-access.ts) finds the store through the layout and checks the layout level
 * there; cms/cms.test.ts walks its refusals with the /cms calls'.
 */
const LAYOUT_SCOPED = ['/api/main/apps/:layoutId/menu']

interface AppScopedRoute {
  method: string
  path: string
  rules: AccessRule[]
}

/**
 * Every app-scoped route as the router holds it: paths with an app id parameter, each with the
 * access rules of the middleware registered on it (hono lists every handler of a route as its
 * own entry, so the gate shows up beside the handler).
 */
function appScopedRoutes(app: Pick<Hono, 'routes'>): AppScopedRoute[] {
  const routes = new Map<string, AppScopedRoute>()
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.includes(`:${APP_PARAM}`)) continue
    const key = `${route.method} ${route.path}`
    const entry = routes.get(key) ?? { method: route.method, path: route.path, rules: [] }
    const rule = accessRuleOf(route.handler)
    if (rule) entry.rules.push(rule)
    routes.set(key, entry)
  }
  return [...routes.values()]
}

function urlOf(route: AppScopedRoute, appId: number): string {
  return route.path.replace(`:${APP_PARAM}`, String(appId)).replace(/:\w+/g, '1')
}

let t: TestServer
let app: AppRecord
let reader: TestAccount
let stranger: TestAccount
let otherAppToken: string
let routes: AppScopedRoute[]

beforeAll(async () => {
  t = await createTestServer()
  const people = await storeWithPeople(t)
  ;({ app, reader, stranger } = people)
  // A token that works, on the stranger's own store.
  const created = await t.request('POST', `/api/connect/control/${people.otherApp.id}/tokens`, {
    token: stranger.token,
    json: { name: 'Integração', scope: everyArea('write') },
  })
  expect(created.status).toBe(201)
  otherAppToken = created.body.secret
  routes = appScopedRoutes(t.app)
})
afterAll(() => t.close())

describe('every app-scoped route', () => {
  test('is found by walking the router, the known ones included', () => {
    const found = routes.map((route) => `${route.method} ${route.path}`)
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/connect/apps/:appId',
        'GET /api/connect/control/:appId',
        'GET /api/connect/control/:appId/me',
        'PUT /api/connect/control/:appId/save',
        'DELETE /api/connect/control/:appId/remove/:id',
        'GET /api/connect/control/:appId/logs',
        'POST /api/connect/control/:appId/tokens',
        'GET /api/main/apps/:appId/notifications',
        ...MEMBER_CHANGES,
      ]),
    )
  })

  test('names the app id :appId, so the walk above cannot miss it', () => {
    for (const route of t.app.routes) {
      const param = /\/(?:apps|control)\/:(\w+)/.exec(route.path)?.[1]
      if (param && !LAYOUT_SCOPED.includes(route.path)) expect(param, route.path).toBe(APP_PARAM)
    }
  })

  test('the walk finds a route registered without a declaration', () => {
    const unguarded = new Hono().route(
      '/api/connect',
      new Hono().get('/control/:appId/forgotten', (c) => c.json({})),
    )
    expect(appScopedRoutes(unguarded)).toEqual([
      { method: 'GET', path: '/api/connect/control/:appId/forgotten', rules: [] },
    ])
  })

  test('declares exactly one access rule; changes need write in an area, but the listed few', () => {
    const memberChanges: string[] = []
    for (const route of routes) {
      const name = `${route.method} ${route.path}`
      expect(route.rules, `${name} has no access declaration`).toHaveLength(1)
      const rule = route.rules[0]!
      if (READ_COMPUTATIONS.includes(name)) {
        expect(rule, name).toMatchObject({ area: expect.any(String), level: 'read' })
        continue
      }
      if (!MUTATING.has(route.method)) continue
      if (isMemberRule(rule)) memberChanges.push(name)
      else expect(rule, name).toMatchObject({ area: expect.any(String), level: 'write' })
    }
    expect(memberChanges.sort()).toEqual([...MEMBER_CHANGES].sort())
  })

  test('answers 401 without a token, or with an unknown one', async () => {
    for (const route of routes) {
      const url = urlOf(route, app.id)
      for (const token of [undefined, 'null', 'x'.repeat(43), `vt_${'x'.repeat(43)}`]) {
        const response = await t.request(route.method, url, { token })
        expect(response.status, `${route.method} ${url} with ${token}`).toBe(401)
        expect(response.body).toMatchObject({ statusCode: 401, statusMessage: 'Unauthorized' })
      }
    }
  })

  test('answers 404 to someone of another tenant, as for an app that does not exist', async () => {
    for (const route of routes) {
      const url = urlOf(route, app.id)
      const foreign = await t.request(route.method, url, { token: stranger.token, lang: 'pt-BR' })
      expect(foreign.status, `${route.method} ${url}`).toBe(404)
      expect(foreign.body).toEqual({
        statusCode: 404,
        statusMessage: 'Not Found',
        message: 'Loja não encontrada.',
      })
      const missing = await t.request(route.method, urlOf(route, 999_999), {
        token: stranger.token,
        lang: 'pt-BR',
      })
      expect(missing.body).toEqual(foreign.body)
      // An API token is a stranger outside its own app.
      const byToken = await t.request(route.method, url, { token: otherAppToken })
      expect(byToken.status, `${route.method} ${url} by another app's token`).toBe(404)
    }
  })

  test('answers 403 on every change to a manager who can only read, and lets them read', async () => {
    let reads = 0
    for (const route of routes) {
      const url = urlOf(route, app.id)
      const response = await t.request(route.method, url, { token: reader.token, lang: 'pt-BR' })
      if (isMemberRule(route.rules[0]!)) {
        // Member-level: never refused for lack of a level (404 here: there is no notification 1).
        expect(response.status, `${route.method} ${url}`).not.toBe(403)
        expect([200, 204, 404]).toContain(response.status)
      } else if (READ_COMPUTATIONS.includes(`${route.method} ${route.path}`)) {
        // Let through, and refused only for its missing body (400, or 415 without a JSON type)
        // or its made-up id (404: the walk's ids are 1).
        expect([400, 404, 415], `${route.method} ${url}`).toContain(response.status)
      } else if (MUTATING.has(route.method)) {
        expect(response.status, `${route.method} ${url}`).toBe(403)
        expect(response.body).toMatchObject({
          statusCode: 403,
          statusMessage: 'Forbidden',
          message: expect.stringMatching(/^Você precisa de acesso de escrita em /),
        })
      } else {
        reads += 1
        expect(response.status, `${route.method} ${url}`).not.toBe(403)
        expect([200, 404], `${route.method} ${url}`).toContain(response.status)
      }
    }
    expect(reads).toBeGreaterThan(0)
  })
})

describe('special roles', () => {
  test('open only the routes that name them, and nothing else of the store', async () => {
    for (const role of ROLES) {
      const holder = await t.register()
      await addManager(t, app, holder, everyArea('none'), [role])
      let opened = 0
      for (const route of routes) {
        const rule = route.rules[0]!
        if (isMemberRule(rule)) continue
        const url = urlOf(route, app.id)
        const response = await t.request(route.method, url, { token: holder.token })
        if (rule.role === role) {
          opened += 1
          expect(response.status, `${role}: ${route.method} ${url}`).not.toBe(403)
        } else {
          expect(response.status, `${role}: ${route.method} ${url}`).toBe(403)
        }
      }
      // The seller reads the split's gateways and its own data; the wallet role runs the wallet.
      expect(opened, role).toBeGreaterThan(role === '__seller' ? 2 : 10)
    }
  })
})

describe('levels', () => {
  test('a manager with no level in settings gets 403 on its reads, but may see the app', async () => {
    const payments = await t.register()
    await addManager(t, app, payments, { ...everyArea('none'), payments: 'write' })
    const list = await t.request('GET', `/api/connect/control/${app.id}`, { token: payments.token })
    expect(list.status).toBe(403)
    expect(list.body.data).toEqual({ area: 'settings', level: 'read' })
    const me = await t.request('GET', `/api/connect/control/${app.id}/me`, {
      token: payments.token,
    })
    expect(me.status).toBe(200)
    const store = await t.request('GET', `/api/connect/apps/${app.id}`, { token: payments.token })
    expect(store.status).toBe(200)
  })

  test('a master user (whRole other than none) reaches any app with write', async () => {
    const master = await t.register()
    await t.db.update(users).set({ whRole: 'admin' }).where(eq(users.id, master.user.id))
    const list = await t.request('GET', `/api/connect/control/${app.id}`, { token: master.token })
    expect(list.status).toBe(200)
    const save = await t.request('PUT', `/api/connect/control/${app.id}/save`, {
      token: master.token,
      json: { id: reader.user.id, permissions: everyArea('read'), roles: [] },
    })
    expect(save.status).toBe(200)
  })

  test('a master entry overrides every area', async () => {
    const chief = await t.register()
    await addManager(t, app, chief, everyArea('none'))
    await t.db
      .insert(permissions)
      .values({ appId: app.id, userId: chief.user.id, name: 'master', type: 'write' })
    const tokens = await t.request('POST', `/api/connect/control/${app.id}/tokens`, {
      token: chief.token,
      json: { name: 'Do chefe', scope: { layout: 'write' } },
    })
    expect(tokens.status).toBe(201)
  })

  test('a malformed app id is a 404 too, after authentication', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      const response = await t.request('GET', `/api/connect/control/${id}`, {
        token: reader.token,
      })
      expect(response.status, id).toBe(404)
    }
    expect((await t.request('GET', '/api/connect/control/abc')).status).toBe(401)
  })
})
