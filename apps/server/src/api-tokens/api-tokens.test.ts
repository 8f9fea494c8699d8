import { ApiTokenListSchema, AREAS, CreatedApiTokenSchema } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { DAY, MINUTE, SECOND } from '../clock.ts'
import { hashToken } from '../identity/secrets.ts'
import { apiTokens } from '../access/schema.ts'
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
let admin: TestAccount
beforeEach(async () => {
  owner = await t.register({ name: 'Marina Costa' })
  app = await createStore(t, owner)
  admin = await t.register({ name: 'Beatriz Nunes' })
  await addManager(t, app, admin, levels({ settings: 'write', payments: 'write', layout: 'read' }))
})

const control = () => `/api/connect/control/${app.id}`

async function createToken(account: TestAccount, json: Record<string, unknown>) {
  const response = await t.request('POST', `${control()}/tokens`, { token: account.token, json })
  expect(response.status, response.text).toBe(201)
  return v.parse(CreatedApiTokenSchema, response.body)
}

describe('creating a token', () => {
  test('answers the secret once and keeps only its hash', async () => {
    const { token, secret } = await createToken(owner, {
      name: '  Integração ERP ',
      scope: { payments: 'read', ecommerce: 'read' },
      expires_on: '2026-12-31',
    })
    expect(secret).toMatch(/^vt_[A-Za-z0-9_-]{43}$/)
    expect(token).toEqual({
      id: expect.any(Number),
      name: 'Integração ERP',
      prefix: secret.slice(0, 7),
      scope: levels({ payments: 'read', ecommerce: 'read' }),
      created_by: { id: owner.user.id, name: 'Marina Costa' },
      created_at: '2026-03-02T12:00:00.000Z',
      // The end of 31 December in São Paulo.
      expires_at: '2027-01-01T02:59:59.999Z',
      last_used_at: null,
      revoked_at: null,
    })
    expect(Object.keys(token.scope)).toEqual([...AREAS])
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, token.id))
    expect(row!.tokenHash).toBe(hashToken(secret))
    expect(JSON.stringify(row)).not.toContain(secret.slice(7))

    const list = await t.request('GET', `${control()}/tokens`, { token: owner.token })
    expect(v.parse(ApiTokenListSchema, list.body)).toEqual([token])
    expect(list.text).not.toContain(secret.slice(7))
    expect(JSON.stringify(t.logs)).not.toContain(secret)
  })

  test('lists newest first, revoked ones included', async () => {
    const first = await createToken(owner, { name: 'Primeiro', scope: { layout: 'read' } })
    t.clock.advance(SECOND)
    const second = await createToken(admin, { name: 'Segundo', scope: { layout: 'read' } })
    await t.request('DELETE', `${control()}/tokens/${first.token.id}`, { token: owner.token })
    const list = await t.request('GET', `${control()}/tokens`, { token: admin.token })
    expect(list.body.map((token: { name: string }) => token.name)).toEqual(['Segundo', 'Primeiro'])
    expect(list.body[0].created_by).toEqual({ id: admin.user.id, name: 'Beatriz Nunes' })
    expect(list.body[1].revoked_at).toBe('2026-03-02T12:00:01.000Z')
    expect(second.token.expires_at).toBeNull()
  })

  test('bad input: the ApiError shape with field messages', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'x', scope: { layout: 'read' } }, 'name'],
      [{ name: 'Sem escopo', scope: {} }, 'scope'],
      [{ name: 'Escopo ruim', scope: { layout: 'root' } }, 'scope.layout'],
      [{ name: 'Data ruim', scope: { layout: 'read' }, expires_on: '31/12/2026' }, 'expires_on'],
      [{ name: 'No passado', scope: { layout: 'read' }, expires_on: '2026-03-01' }, 'expires_on'],
    ]
    for (const [json, field] of cases) {
      const response = await t.request('POST', `${control()}/tokens`, {
        token: owner.token,
        lang: 'pt-BR',
        json,
      })
      expect(response.status, JSON.stringify(json)).toBe(400)
      expect(Object.keys(response.body.data.fields), JSON.stringify(json)).toEqual([field])
    }
    const noScope = await t.request('POST', `${control()}/tokens`, {
      token: owner.token,
      lang: 'pt-BR',
      json: { name: 'Sem escopo', scope: everyArea('none') },
    })
    expect(noScope.body.data.fields.scope).toBe('Dê ao token acesso a pelo menos uma área.')
    const plain = await t.request('POST', `${control()}/tokens`, {
      token: owner.token,
      body: 'nome=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(plain.status).toBe(415)
  })

  test('a token may expire today: it works until the day ends in São Paulo', async () => {
    const { secret } = await createToken(owner, {
      name: 'Hoje',
      scope: { settings: 'read' },
      expires_on: '2026-03-02',
    })
    const call = () => t.request('GET', control(), { token: secret })
    t.clock.set(new Date('2026-03-03T02:59:59.999Z'))
    expect((await call()).status).toBe(200)
    t.clock.set(new Date('2026-03-03T03:00:00.000Z'))
    expect((await call()).status).toBe(401)
  })

  test('nobody creates a token with more than they hold', async () => {
    const response = await t.request('POST', `${control()}/tokens`, {
      token: admin.token,
      lang: 'pt-BR',
      json: { name: 'Demais', scope: { layout: 'write', payments: 'write' } },
    })
    expect(response.status).toBe(403)
    expect(response.body.data.fields.scope).toBe(
      'Você não pode dar mais acesso do que você mesmo tem (Layout).',
    )
  })
})

describe('calling with a token', () => {
  test('authenticates app routes with exactly its scope', async () => {
    const { secret } = await createToken(owner, {
      name: 'Leitura',
      scope: { settings: 'read', payments: 'write' },
    })
    expect((await t.request('GET', control(), { token: secret })).status).toBe(200)
    expect((await t.request('GET', `/api/connect/apps/${app.id}`, { token: secret })).status).toBe(
      200,
    )
    const save = await t.request('PUT', `${control()}/save`, {
      token: secret,
      json: { id: admin.user.id, permissions: {} },
    })
    expect(save.status).toBe(403)
    const me = await t.request('GET', `${control()}/me`, { token: secret })
    expect(me.body.owner).toBe(false)
    expect(
      me.body.permissions
        .filter((entry: { type: string }) => entry.type !== 'none')
        .map((entry: { name: string; type: string }) => [entry.name, entry.type]),
    ).toEqual([
      ['payments', 'write'],
      ['settings', 'read'],
    ])
  })

  test('is refused outside its app and on routes that are not app-scoped', async () => {
    const { secret } = await createToken(owner, { name: 'Só esta', scope: everyArea('write') })
    const elsewhere = await createStore(t, owner, { name: 'Outra loja do mesmo dono' })
    const other = await t.request('GET', `/api/connect/control/${elsewhere.id}`, { token: secret })
    expect(other.status).toBe(404)
    expect((await t.request('GET', '/api/connect/auth', { token: secret })).status).toBe(401)
    expect((await t.request('GET', '/api/connect/apps', { token: secret })).status).toBe(401)
  })

  test('never does more than its creator can do today', async () => {
    const { secret } = await createToken(admin, {
      name: 'Da Beatriz',
      scope: { settings: 'write', payments: 'write' },
    })
    const list = () => t.request('GET', control(), { token: secret })
    expect((await list()).status).toBe(200)
    // The creator loses settings: so does the token, whatever its scope says.
    await t.request('PUT', `${control()}/save`, {
      token: owner.token,
      json: { id: admin.user.id, permissions: { payments: 'write' } },
    })
    expect((await list()).status).toBe(403)
    // The creator is removed: the token stops authenticating at all.
    await t.request('DELETE', `${control()}/remove/${admin.user.id}`, { token: owner.token })
    expect((await list()).status).toBe(401)
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.createdBy, admin.user.id))
    expect(row!.revokedAt).toEqual(t.clock.now())
  })

  test('a revoked token is a 401; revoking twice or an unknown id is a 404', async () => {
    const { token, secret } = await createToken(owner, { name: 'Curto', scope: { layout: 'read' } })
    const revoke = () =>
      t.request('DELETE', `${control()}/tokens/${token.id}`, { token: admin.token, lang: 'pt-BR' })
    expect((await revoke()).status).toBe(204)
    const refused = await t.request('GET', `/api/connect/apps/${app.id}`, {
      token: secret,
      lang: 'pt-BR',
    })
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe(
      'Este token de API não é válido: foi revogado, expirou ou quem o criou não tem mais acesso.',
    )
    const again = await revoke()
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Token não encontrado.')
    for (const id of ['999999', 'abc']) {
      const response = await t.request('DELETE', `${control()}/tokens/${id}`, {
        token: owner.token,
      })
      expect(response.status).toBe(404)
    }
  })

  test('a token of another app cannot be revoked from this one', async () => {
    const elsewhere = await createStore(t, owner, { name: 'Filial' })
    const created = await t.request('POST', `/api/connect/control/${elsewhere.id}/tokens`, {
      token: owner.token,
      json: { name: 'Da filial', scope: { layout: 'read' } },
    })
    const response = await t.request('DELETE', `${control()}/tokens/${created.body.token.id}`, {
      token: owner.token,
    })
    expect(response.status).toBe(404)
  })

  test('records the last use at most once a minute', async () => {
    const { token, secret } = await createToken(owner, { name: 'Uso', scope: { layout: 'read' } })
    const lastUsed = async () =>
      (await t.db.select().from(apiTokens).where(eq(apiTokens.id, token.id)))[0]!.lastUsedAt
    const call = () => t.request('GET', `/api/connect/apps/${app.id}`, { token: secret })

    await call()
    const first = t.clock.now()
    expect(await lastUsed()).toEqual(first)
    t.clock.advance(59 * SECOND)
    await call()
    expect(await lastUsed()).toEqual(first)
    t.clock.advance(MINUTE)
    await call()
    expect(await lastUsed()).toEqual(t.clock.now())
  })

  test('a token without expiry keeps working past the session lifetime', async () => {
    const { secret } = await createToken(owner, { name: 'Longo', scope: { layout: 'read' } })
    t.clock.advance(400 * DAY)
    expect((await t.request('GET', `/api/connect/apps/${app.id}`, { token: secret })).status).toBe(
      200,
    )
  })
})
