import {
  AREAS,
  ManagerEntriesSchema,
  ManagerListSchema,
  MyAccessSchema,
  SaveAnswerSchema,
} from '@vitrine/api'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

let owner: TestAccount
let app: AppRecord
let reader: TestAccount
let admin: TestAccount

/** A fresh store per test: an owner, a reader of everything, and a settings-write manager. */
beforeEach(async () => {
  owner = await t.register({ name: 'Marina Costa' })
  app = await createStore(t, owner)
  reader = await t.register({ name: 'Rafael Lima' })
  await addManager(t, app, reader, everyArea('read'))
  t.clock.advance(1000)
  admin = await t.register({ name: 'Beatriz Nunes' })
  await addManager(t, app, admin, levels({ settings: 'write', payments: 'write' }), ['__wallet'])
})

const base = () => `/api/connect/control/${app.id}`

function save(account: TestAccount, json: unknown, lang?: string) {
  return t.request('PUT', `${base()}/save`, { token: account.token, json, lang })
}

describe('GET /control/{appId}', () => {
  test('lists the owner and the managers with their levels and roles', async () => {
    const response = await t.request('GET', base(), { token: owner.token })
    expect(response.status).toBe(200)
    const list = v.parse(ManagerListSchema, response.body)
    expect(list.owner).toEqual({ id: owner.user.id, name: 'Marina Costa', email: owner.email })
    expect(list.managers).toEqual([
      {
        id: reader.user.id,
        status: 'active',
        name: 'Rafael Lima',
        email: reader.email,
        permissions: everyArea('read'),
        roles: [],
        invited_at: '2026-03-02T12:00:00.000Z',
        expires_at: null,
      },
      expect.objectContaining({
        id: admin.user.id,
        status: 'active',
        permissions: levels({ settings: 'write', payments: 'write' }),
        roles: ['__wallet'],
        invited_at: '2026-03-02T12:00:01.000Z',
      }),
    ])
  })

  test('a reader of settings may list', async () => {
    const response = await t.request('GET', base(), { token: reader.token })
    expect(response.status).toBe(200)
    expect(response.body.managers).toHaveLength(2)
  })
})

describe('GET /control/{appId}/search/{id}', () => {
  test('answers one entry per area, then the roles, without the stored keys', async () => {
    const response = await t.request('GET', `${base()}/search/${admin.user.id}`, {
      token: reader.token,
    })
    expect(response.status).toBe(200)
    const entries = v.parse(ManagerEntriesSchema, response.body)
    expect(entries.map((entry) => [entry.name, entry.type])).toEqual([
      ...AREAS.map((area) => [area, area === 'settings' || area === 'payments' ? 'write' : 'none']),
      ['__wallet', 'role'],
    ])
    const user = { id: admin.user.id, name: 'Beatriz Nunes', email: admin.email }
    for (const entry of response.body) {
      expect(Object.keys(entry).sort()).toEqual(['email', 'id', 'name', 'type', 'user'])
      expect(entry).toMatchObject({ email: admin.email, user })
    }
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length)
  })

  test('entry ids stay the same across saves', async () => {
    const before = await t.request('GET', `${base()}/search/${reader.user.id}`, {
      token: owner.token,
    })
    await save(owner, { id: reader.user.id, permissions: everyArea('write'), roles: [] })
    const after = await t.request('GET', `${base()}/search/${reader.user.id}`, {
      token: owner.token,
    })
    expect(after.body.map((entry: { id: number }) => entry.id)).toEqual(
      before.body.map((entry: { id: number }) => entry.id),
    )
    expect(after.body.map((entry: { type: string }) => entry.type)).toEqual(
      AREAS.map(() => 'write'),
    )
  })

  test('404 for the owner, an unknown id and a malformed one', async () => {
    for (const id of [owner.user.id, 999_999, 'abc']) {
      const response = await t.request('GET', `${base()}/search/${id}`, {
        token: owner.token,
        lang: 'pt-BR',
      })
      expect(response.status).toBe(404)
      expect(response.body).toEqual({
        statusCode: 404,
        statusMessage: 'Not Found',
        message: 'Gerente não encontrado.',
      })
    }
  })
})

describe('GET /control/{appId}/me', () => {
  test('the owner is the owner, with no entries', async () => {
    const response = await t.request('GET', `${base()}/me`, { token: owner.token })
    expect(v.parse(MyAccessSchema, response.body)).toEqual({
      owner: true,
      whRole: 'none',
      permissions: [],
    })
  })

  test('a manager gets their own entries', async () => {
    const response = await t.request('GET', `${base()}/me`, { token: admin.token })
    const access = v.parse(MyAccessSchema, response.body)
    expect(access.owner).toBe(false)
    expect(access.permissions.filter((entry) => entry.type !== 'none')).toEqual([
      expect.objectContaining({ name: 'payments', type: 'write', email: admin.email }),
      expect.objectContaining({ name: 'settings', type: 'write' }),
      expect.objectContaining({ name: '__wallet', type: 'role' }),
    ])
  })
})

describe('PUT /control/{appId}/save', () => {
  test("changes an active manager's levels and roles", async () => {
    const response = await save(owner, {
      id: reader.user.id,
      permissions: { layout: 'write', payments: 'read' },
      roles: ['__seller', '__seller'],
    })
    expect(response.status).toBe(200)
    expect(v.parse(SaveAnswerSchema, response.body)).toEqual({
      manager: expect.objectContaining({
        id: reader.user.id,
        status: 'active',
        permissions: levels({ layout: 'write', payments: 'read' }),
        roles: ['__seller'],
      }),
      invited: false,
    })
    const me = await t.request('GET', `${base()}/me`, { token: reader.token })
    expect(me.body.permissions.map((entry: { name: string }) => entry.name)).toContain('__seller')
    // The reader lost settings: the list is now out of reach.
    expect((await t.request('GET', base(), { token: reader.token })).status).toBe(403)
  })

  test('invites an existing account like any address: no access until they accept', async () => {
    const known = await t.register({ name: 'Carlos Souza' })
    const response = await save(
      owner,
      { email: `  ${known.email.toUpperCase()} `, permissions: { ecommerce: 'write' } },
      'pt-BR',
    )
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      manager: expect.objectContaining({
        status: 'pending',
        email: known.email,
        permissions: levels({ ecommerce: 'write' }),
        roles: [],
      }),
      invited: true,
    })
    // Whoever registered the address first gets nothing by that alone (issue 9).
    const apps = await t.request('GET', '/api/connect/apps', { token: known.token })
    expect(apps.body).toEqual([])
    const mail = (await t.mailLog()).find(
      (line) => line.to === known.email && String(line.subject).startsWith('Convite'),
    )
    expect(mail).toMatchObject({
      subject: 'Convite para gerenciar a loja Loja Aurora na Vitrine',
      text: expect.stringContaining('abra este link e entre com a sua conta da Vitrine'),
    })
  })

  test('409 for someone who already has access', async () => {
    const response = await save(owner, { email: reader.email, permissions: {} }, 'pt-BR')
    expect(response.status).toBe(409)
    expect(response.body).toEqual({
      statusCode: 409,
      statusMessage: 'Conflict',
      message: 'Esta pessoa já tem acesso à loja.',
      data: { fields: { email: 'Esta pessoa já tem acesso à loja.' } },
    })
  })

  test("the owner's access can never be changed, by id or by e-mail", async () => {
    for (const body of [
      { id: owner.user.id, permissions: everyArea('none') },
      { email: owner.email, permissions: everyArea('none') },
    ]) {
      for (const account of [owner, admin]) {
        const response = await save(account, body, 'pt-BR')
        expect(response.status).toBe(403)
        expect(response.body).toEqual({
          statusCode: 403,
          statusMessage: 'Forbidden',
          message: 'O acesso do dono da loja não pode ser alterado nem removido.',
        })
      }
    }
  })

  test('a settings-write manager changes others, within what they hold', async () => {
    const allowed = await save(admin, {
      id: reader.user.id,
      permissions: { ...everyArea('read'), payments: 'write' },
    })
    expect(allowed.status).toBe(200)

    const beyond = await save(
      admin,
      {
        id: reader.user.id,
        permissions: { ...everyArea('read'), layout: 'write' },
        roles: ['__seller'],
      },
      'pt-BR',
    )
    expect(beyond.status).toBe(403)
    expect(beyond.body.message).toBe(
      'Você não pode dar mais acesso do que você mesmo tem (Layout, papel de vendedor).',
    )
    expect(beyond.body.data.fields.permissions).toBe(beyond.body.message)

    // Lowering what they do not hold themselves is fine.
    const lowered = await save(admin, { id: reader.user.id, permissions: everyArea('none') })
    expect(lowered.status).toBe(200)
  })

  test('nobody raises their own access', async () => {
    const response = await save(admin, {
      id: admin.user.id,
      permissions: { ...levels({ settings: 'write', payments: 'write' }), layout: 'write' },
      roles: ['__wallet'],
    })
    expect(response.status).toBe(403)
  })

  test('bad input: the ApiError shape with field messages', async () => {
    const url = `${base()}/save`
    const cases: [Parameters<TestServer['request']>[2], number, unknown][] = [
      [
        { json: { email: 'nova@example.com', permissions: { layout: 'admin' } } },
        400,
        { fields: { 'permissions.layout': expect.any(String) } },
      ],
      [
        { json: { email: 'nova@example.com', permissions: {}, roles: ['__boss'] } },
        400,
        { fields: { 'roles.0': expect.any(String) } },
      ],
      [
        { json: { email: 'não é e-mail', permissions: {} } },
        400,
        { fields: { email: 'Informe um endereço de e-mail válido.' } },
      ],
      [{ json: { permissions: {} } }, 400, { fields: { email: 'E-mail é obrigatório.' } }],
      [
        { json: { email: 'nova@example.com' } },
        400,
        { fields: { permissions: expect.any(String) } },
      ],
      [
        { body: '{"permissions":', headers: { 'Content-Type': 'application/json' } },
        400,
        undefined,
      ],
      [{ body: 'permissions=1', headers: { 'Content-Type': 'text/plain' } }, 415, undefined],
      [{ json: { id: 999_999, permissions: {} } }, 404, undefined],
    ]
    for (const [options, status, data] of cases) {
      const response = await t.request('PUT', url, {
        token: owner.token,
        lang: 'pt-BR',
        ...options,
      })
      expect(response.status, JSON.stringify(options)).toBe(status)
      expect(response.body).toMatchObject({ statusCode: status, message: expect.any(String) })
      if (data) expect(response.body.data).toEqual(data)
    }
  })

  test('413 for a body over 1 MB', async () => {
    const response = await t.request('PUT', `${base()}/save`, {
      token: owner.token,
      json: { email: 'a@b.co', permissions: {}, padding: 'x'.repeat(1024 * 1024) },
    })
    expect(response.status).toBe(413)
    expect(response.body).toMatchObject({ statusCode: 413, statusMessage: 'Payload Too Large' })
  })
})

describe('DELETE /control/{appId}/remove/{id}', () => {
  test("removes a manager's access: they no longer see the app", async () => {
    const response = await t.request('DELETE', `${base()}/remove/${reader.user.id}`, {
      token: admin.token,
    })
    expect(response.status).toBe(204)
    expect(response.text).toBe('')
    const list = await t.request('GET', base(), { token: owner.token })
    expect(list.body.managers.map((manager: { id: number }) => manager.id)).toEqual([admin.user.id])
    const gone = await t.request('GET', `/api/connect/apps/${app.id}`, { token: reader.token })
    expect(gone.status).toBe(404)
    const again = await t.request('DELETE', `${base()}/remove/${reader.user.id}`, {
      token: owner.token,
    })
    expect(again.status).toBe(404)
  })

  test('the owner cannot be removed; unknown ids are 404', async () => {
    const ownerRemoval = await t.request('DELETE', `${base()}/remove/${owner.user.id}`, {
      token: admin.token,
      lang: 'pt-BR',
    })
    expect(ownerRemoval.status).toBe(403)
    expect(ownerRemoval.body.message).toBe(
      'O acesso do dono da loja não pode ser alterado nem removido.',
    )
    for (const id of ['999999', 'abc']) {
      const response = await t.request('DELETE', `${base()}/remove/${id}`, { token: owner.token })
      expect(response.status).toBe(404)
    }
  })

  test('a manager of another store cannot be removed from this one', async () => {
    const elsewhere = await t.register()
    const otherOwner = await t.register()
    const other = await createStore(t, otherOwner)
    await addManager(t, other, elsewhere, everyArea('read'))
    const response = await t.request('DELETE', `${base()}/remove/${elsewhere.user.id}`, {
      token: owner.token,
    })
    expect(response.status).toBe(404)
    const stillThere = await t.request('GET', `/api/connect/apps/${other.id}`, {
      token: elsewhere.token,
    })
    expect(stillThere.status).toBe(200)
  })
})
