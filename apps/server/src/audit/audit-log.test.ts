import { AuditPageSchema, type AuditEntry } from '@vitrine/api'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import {
  createTestServer,
  uniqueEmail,
  type TestAccount,
  type TestServer,
} from '../testing/test-server.ts'
import { SYSTEM_ACTOR, writeAudit } from './write.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

let owner: TestAccount
let app: AppRecord
let reader: TestAccount
beforeEach(async () => {
  owner = await t.register({ name: 'Marina Costa' })
  app = await createStore(t, owner)
  reader = await t.register({ name: 'Rafael Lima' })
  await addManager(t, app, reader, everyArea('read'))
})

const control = () => `/api/connect/control/${app.id}`

async function logs(query = '', token = owner.token): Promise<AuditEntry[]> {
  const response = await t.request('GET', `${control()}/logs${query}`, { token })
  expect(response.status).toBe(200)
  return v.parse(AuditPageSchema, response.body).items
}

function save(json: unknown, token = owner.token) {
  return t.request('PUT', `${control()}/save`, { token, json })
}

const byOwner = () => ({
  kind: 'user',
  id: owner.user.id,
  name: 'Marina Costa',
  email: owner.email,
})

describe('every change through the API is logged with before and after', () => {
  test('changing levels logs only the areas and roles that changed', async () => {
    await save({
      id: reader.user.id,
      permissions: { ...everyArea('read'), payments: 'write', customers: 'none' },
      roles: ['__wallet'],
    })
    const [entry] = await logs()
    expect(entry).toEqual({
      id: expect.any(Number),
      at: '2026-03-02T12:00:00.000Z',
      app_id: app.id,
      actor: byOwner(),
      area: 'settings',
      action: 'update',
      entity: 'permission',
      entity_id: String(reader.user.id),
      label: reader.email,
      changes: {
        permissions: {
          before: { payments: 'read', customers: 'read' },
          after: { payments: 'write', customers: 'none' },
        },
        roles: { before: [], after: ['__wallet'] },
      },
    })
  })

  test('a save that changes nothing, or fails, logs nothing', async () => {
    await save({ id: reader.user.id, permissions: everyArea('read'), roles: [] })
    expect(await save({ email: reader.email, permissions: {} })).toMatchObject({ status: 409 })
    expect(await save({ id: owner.user.id, permissions: {} })).toMatchObject({ status: 403 })
    expect(await logs()).toEqual([])
  })

  test('adding, inviting, renewing, cancelling, accepting and removing', async () => {
    // An existing account is invited too, and accepts with its confirmed address (issue 9).
    const known = await t.register({ name: 'Carlos Souza' })
    await save({ email: known.email, permissions: { layout: 'write' } })
    await t.verifyEmail(known)
    const accepted = await t.request(
      'POST',
      `/api/connect/auth/invitations/${await t.invitationToken(known.email)}/accept`,
      { token: known.token },
    )
    expect(accepted.status, accepted.text).toBe(200)
    const invitedEmail = uniqueEmail()
    const invited = (await save({ email: invitedEmail, permissions: { checkout: 'read' } })).body
    await save({ id: invited.manager.id, permissions: { checkout: 'write' } })
    const cancelledEmail = uniqueEmail()
    const cancelled = (await save({ email: cancelledEmail, permissions: {} })).body
    await t.request('DELETE', `${control()}/invitations/${cancelled.manager.id}`, {
      token: owner.token,
    })
    const joined = await t.register({
      email: invitedEmail,
      name: 'Joana Dias',
      invitation: await t.invitationToken(invitedEmail),
    })
    await t.request('DELETE', `${control()}/remove/${known.user.id}`, { token: owner.token })

    const entries = (await logs()).reverse()
    const summary = entries.map((entry) => [
      entry.actor.name,
      entry.action,
      entry.entity,
      entry.label,
      entry.changes,
    ])
    expect(summary).toEqual([
      ['Marina Costa', 'create', 'invitation', known.email, expect.any(Object)],
      [
        'Carlos Souza',
        'update',
        'invitation',
        known.email,
        { status: { before: 'pending', after: 'accepted' } },
      ],
      [
        'Carlos Souza',
        'create',
        'permission',
        known.email,
        {
          permissions: { before: null, after: levels({ layout: 'write' }) },
          roles: { before: null, after: [] },
        },
      ],
      [
        'Marina Costa',
        'create',
        'invitation',
        invitedEmail,
        {
          permissions: { before: null, after: levels({ checkout: 'read' }) },
          roles: { before: null, after: [] },
          expires_at: { before: null, after: '2026-03-16T12:00:00.000Z' },
        },
      ],
      [
        'Marina Costa',
        'update',
        'invitation',
        invitedEmail,
        { permissions: { before: { checkout: 'read' }, after: { checkout: 'write' } } },
      ],
      ['Marina Costa', 'create', 'invitation', cancelledEmail, expect.any(Object)],
      [
        'Marina Costa',
        'delete',
        'invitation',
        cancelledEmail,
        {
          permissions: { before: levels({}), after: null },
          roles: { before: [], after: null },
        },
      ],
      [
        'Joana Dias',
        'update',
        'invitation',
        invitedEmail,
        { status: { before: 'pending', after: 'accepted' } },
      ],
      [
        'Joana Dias',
        'create',
        'permission',
        invitedEmail,
        {
          permissions: { before: null, after: levels({ checkout: 'write' }) },
          roles: { before: null, after: [] },
        },
      ],
      [
        'Marina Costa',
        'delete',
        'permission',
        known.email,
        {
          permissions: { before: levels({ layout: 'write' }), after: null },
          roles: { before: [], after: null },
        },
      ],
    ])
    expect(entries[7]!.actor).toEqual({
      kind: 'user',
      id: joined.user.id,
      name: 'Joana Dias',
      email: invitedEmail,
    })
    expect(entries.every((entry) => entry.area === 'settings')).toBe(true)
  })

  test('tokens: creation, revocation, and changes made with a token name it and its creator', async () => {
    const created = await t.request('POST', `${control()}/tokens`, {
      token: owner.token,
      json: { name: 'Integração ERP', scope: { settings: 'write' }, expires_on: '2026-12-31' },
    })
    const { token, secret } = created.body
    await save({ id: reader.user.id, permissions: everyArea('none') }, secret)
    await t.request('DELETE', `${control()}/tokens/${token.id}`, { token: owner.token })

    const [revoked, changedByToken, creation] = await logs()
    expect(creation).toMatchObject({
      actor: byOwner(),
      action: 'create',
      entity: 'api_token',
      entity_id: String(token.id),
      label: 'Integração ERP',
      changes: {
        name: { before: null, after: 'Integração ERP' },
        scope: { before: null, after: levels({ settings: 'write' }) },
        expires_at: { before: null, after: '2027-01-01T02:59:59.999Z' },
      },
    })
    expect(changedByToken).toMatchObject({
      actor: { kind: 'token', id: owner.user.id, name: 'Integração ERP', email: owner.email },
      entity: 'permission',
    })
    expect(revoked).toMatchObject({
      actor: byOwner(),
      action: 'update',
      entity: 'api_token',
      changes: { revoked_at: { before: null, after: '2026-03-02T12:00:00.000Z' } },
    })
    expect(JSON.stringify(await logs())).not.toContain(secret)
  })
})

describe('reading the log', () => {
  /** Entries written directly, to control their area, actor and time. */
  async function seedEntries(count: number, fields: { area?: string; at?: Date } = {}) {
    for (let index = 0; index < count; index += 1) {
      await writeAudit(t.db, app.id, SYSTEM_ACTOR, fields.at ?? t.clock.now(), {
        area: (fields.area ?? 'payments') as 'payments',
        action: 'update',
        entity: 'gateway',
        entityId: index,
        label: `#${index}`,
        changes: {},
      })
    }
  }

  test('newest first, page by page with an opaque cursor, stable while entries arrive', async () => {
    await seedEntries(7)
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`
      const response = await t.request('GET', `${control()}/logs${query}`, { token: reader.token })
      expect(response.status).toBe(200)
      seen.push(...response.body.items.map((entry: AuditEntry) => entry.label))
      cursor = response.body.next_cursor
      pages += 1
      // A new entry after the first page must not shift the next pages.
      if (pages === 1) await seedEntries(1)
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toEqual(['#6', '#5', '#4', '#3', '#2', '#1', '#0'])
    expect((await logs('?limit=1'))[0]!.label).toBe('#0')
  })

  test('50 per page unless asked; at most 100', async () => {
    await seedEntries(51)
    const response = await t.request('GET', `${control()}/logs`, { token: owner.token })
    expect(response.body.items).toHaveLength(50)
    expect(response.body.next_cursor).toEqual(expect.any(String))
    const last = await t.request(
      'GET',
      `${control()}/logs?cursor=${response.body.next_cursor}&limit=100`,
      { token: owner.token },
    )
    expect(last.body.items).toHaveLength(1)
    expect(last.body.next_cursor).toBeNull()
  })

  test('filters by area and by user', async () => {
    await seedEntries(2, { area: 'payments' })
    await save({ id: reader.user.id, permissions: everyArea('write') })
    expect((await logs('?area=payments')).map((entry) => entry.entity)).toEqual([
      'gateway',
      'gateway',
    ])
    expect((await logs('?area=settings')).map((entry) => entry.entity)).toEqual(['permission'])
    expect(await logs('?area=layout')).toEqual([])
    expect((await logs(`?user_id=${owner.user.id}`)).map((entry) => entry.entity)).toEqual([
      'permission',
    ])
    expect(await logs(`?user_id=${reader.user.id}`)).toEqual([])
  })

  test('from and to are whole days in São Paulo', async () => {
    // 23:30 on 1 March in São Paulo is 02:30 on 2 March in UTC.
    await seedEntries(1, { at: new Date('2026-03-02T02:30:00.000Z') })
    await seedEntries(1, { at: new Date('2026-03-02T03:00:00.000Z'), area: 'layout' })
    await seedEntries(1, { at: new Date('2026-03-03T02:59:59.000Z'), area: 'checkout' })
    const areas = async (query: string) => (await logs(query)).map((entry) => entry.area)
    expect(await areas('?from=2026-03-01&to=2026-03-01')).toEqual(['payments'])
    expect(await areas('?from=2026-03-02&to=2026-03-02')).toEqual(['checkout', 'layout'])
    expect(await areas('?from=2026-03-02')).toEqual(['checkout', 'layout'])
    expect(await areas('?to=2026-03-01')).toEqual(['payments'])
    expect(await areas('?from=2026-03-03')).toEqual([])
  })

  test("another app's entries never show", async () => {
    const other = await createStore(t, owner, { name: 'Outra Loja' })
    await writeAudit(t.db, other.id, SYSTEM_ACTOR, t.clock.now(), {
      area: 'settings',
      action: 'create',
      entity: 'permission',
      entityId: 1,
      label: 'outra',
      changes: {},
    })
    expect(await logs()).toEqual([])
  })

  test('each entry shows only to who reads its area; pages stay full', async () => {
    // A customer created through the API, then payments entries on top of it.
    const customer = await t.request('POST', `/api/main/apps/${app.id}/customers`, {
      token: owner.token,
      json: { name: 'Joana Dias', email: 'joana@example.com' },
    })
    expect(customer.status).toBe(201)
    await seedEntries(2, { area: 'payments' })
    await seedEntries(2, { area: 'settings' })

    const clerk = await t.register()
    await addManager(t, app, clerk, levels({ settings: 'read', payments: 'read' }))
    const seen = await logs('?limit=4', clerk.token)
    expect(seen.map((entry) => entry.area)).toEqual([
      'settings',
      'settings',
      'payments',
      'payments',
    ])
    // The customers entry is left out of the query, not of the page: the next page is empty.
    const page = await t.request('GET', `${control()}/logs?limit=4`, { token: clerk.token })
    expect(page.body.next_cursor).toBeNull()
    expect(JSON.stringify(page.body)).not.toContain('joana@example.com')
    expect(await logs('?area=customers', clerk.token)).toEqual([])

    // An API token sees what its scope reads, within its creator's access.
    const created = await t.request('POST', `${control()}/tokens`, {
      token: owner.token,
      json: { name: 'Relatórios', scope: levels({ settings: 'read' }) },
    })
    const scoped = await logs('', created.body.secret)
    expect(new Set(scoped.map((entry) => entry.area))).toEqual(new Set(['settings']))

    // The owner, and whoever reads customers, see the customer's entry.
    expect((await logs()).map((entry) => entry.area)).toContain('customers')
    expect((await logs('', reader.token)).map((entry) => entry.area)).toContain('customers')
  })

  test('bad filters are a 400 with the failing fields', async () => {
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?limit=abc',
      '?area=marketing',
      '?user_id=x',
      '?from=2026-13-01',
      '?to=ontem',
    ]) {
      const response = await t.request('GET', `${control()}/logs${query}`, {
        token: owner.token,
        lang: 'pt-BR',
      })
      expect(response.status, query).toBe(400)
      expect(response.body).toMatchObject({
        statusCode: 400,
        message: 'Alguns campos não são válidos.',
        data: { fields: expect.any(Object) },
      })
    }
    for (const cursor of ['abc', Buffer.from('{"before":-1}').toString('base64url')]) {
      const response = await t.request('GET', `${control()}/logs?cursor=${cursor}`, {
        token: owner.token,
        lang: 'pt-BR',
      })
      expect(response.status).toBe(400)
      expect(response.body.message).toBe(
        'Este link de página não é mais válido. Recomece da primeira página.',
      )
    }
  })
})
