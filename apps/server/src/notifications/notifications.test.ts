import { NOTIFICATIONS_PAGE_SIZE, StoreNotificationPageSchema, type Area } from '@vitrine/api'
import { count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MINUTE } from '../clock.ts'
import { notificationReads, storeNotifications } from './schema.ts'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { notifyStore } from './notify.ts'
import { UNREAD_COUNT_CAP } from './query.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

const base = (app: AppRecord) => `/api/main/apps/${app.id}/notifications`

async function list(app: AppRecord, token: string, query = '') {
  const response = await t.request('GET', `${base(app)}${query}`, { token })
  expect(response.status).toBe(200)
  return v.parse(StoreNotificationPageSchema, response.body)
}

/** `count` notifications, one minute apart, titled "Aviso 1" (oldest) to "Aviso {count}". */
async function announce(app: AppRecord, count: number, area: Area = 'settings') {
  for (let n = 1; n <= count; n += 1) {
    t.clock.advance(MINUTE)
    await notifyStore(t.db, app.id, t.clock.now(), {
      area,
      title: `Aviso ${n}`,
      message: `Mensagem ${n}`,
      type: 'info',
    })
  }
}

describe('listing', () => {
  let app: AppRecord
  let owner: TestAccount
  beforeAll(async () => {
    ;({ app, owner } = await storeWithPeople(t))
    await announce(app, NOTIFICATIONS_PAGE_SIZE + 5)
  })

  test('newest first, in keyset pages, with the unread count', async () => {
    const first = await list(app, owner.token)
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE)
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      title: `Aviso ${NOTIFICATIONS_PAGE_SIZE + 5}`,
      message: `Mensagem ${NOTIFICATIONS_PAGE_SIZE + 5}`,
      type: 'info',
      created_at: t.clock.now().toISOString(),
      read_at: null,
      link: null,
    })
    expect(first.unread).toBe(NOTIFICATIONS_PAGE_SIZE + 5)
    expect(first.next_cursor).toEqual(expect.any(String))
    const second = await list(app, owner.token, `?cursor=${first.next_cursor}`)
    expect(second.items.map((item) => item.title)).toEqual([
      'Aviso 5',
      'Aviso 4',
      'Aviso 3',
      'Aviso 2',
      'Aviso 1',
    ])
    expect(second.next_cursor).toBeNull()
    const ids = [...first.items, ...second.items].map((item) => item.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  test("another store's notifications never show", async () => {
    const { app: other, owner: otherOwner } = await storeWithPeople(t)
    await notifyStore(t.db, other.id, t.clock.now(), {
      area: 'settings',
      title: 'Só da outra loja',
      message: '…',
      type: 'error',
    })
    const page = await list(app, owner.token)
    expect(page.items.map((item) => item.title)).not.toContain('Só da outra loja')
    expect((await list(other, otherOwner.token)).items.map((item) => item.title)).toEqual([
      'Só da outra loja',
    ])
  })

  test('a bad status or cursor is a 400 naming the field', async () => {
    const status = await t.request('GET', `${base(app)}?status=lidas`, { token: owner.token })
    expect(status.status).toBe(400)
    expect(status.body.data.fields).toHaveProperty('status')
    const cursor = await t.request('GET', `${base(app)}?cursor=abc`, {
      token: owner.token,
      lang: 'pt-BR',
    })
    expect(cursor.status).toBe(400)
    expect(cursor.body.data.fields.cursor).toBe(
      'Este link de página não é mais válido. Recomece da primeira página.',
    )
  })

  test(`the unread count stops at ${UNREAD_COUNT_CAP}`, async () => {
    const { app: busy, owner: busyOwner } = await storeWithPeople(t)
    await t.db.insert(storeNotifications).values(
      Array.from({ length: UNREAD_COUNT_CAP + 5 }, (_, n) => ({
        appId: busy.id,
        title: `Aviso ${n}`,
        message: '…',
        type: 'info' as const,
        area: 'settings' as const,
        createdAt: t.clock.now(),
      })),
    )
    expect((await list(busy, busyOwner.token)).unread).toBe(UNREAD_COUNT_CAP)
  })
})

describe('read state, per person', () => {
  let app: AppRecord
  let owner: TestAccount
  let reader: TestAccount
  beforeAll(async () => {
    ;({ app, owner, reader } = await storeWithPeople(t))
    await announce(app, 3)
  })

  test('marking one read sets its read_at for the caller only, once', async () => {
    const [newest, middle] = (await list(app, reader.token)).items
    const readAt = t.clock.now().toISOString()
    const marked = await t.request('POST', `${base(app)}/${middle!.id}/read`, {
      token: reader.token,
    })
    expect(marked.status).toBe(204)

    const mine = await list(app, reader.token)
    expect(mine.unread).toBe(2)
    expect(mine.items.map((item) => [item.id, item.read_at])).toEqual([
      [newest!.id, null],
      [middle!.id, readAt],
      [expect.any(Number), null],
    ])
    // Someone else's read state is their own.
    expect((await list(app, owner.token)).unread).toBe(3)

    // Marking again keeps the first time.
    t.clock.advance(MINUTE)
    await t.request('POST', `${base(app)}/${middle!.id}/read`, { token: reader.token })
    const again = await list(app, reader.token)
    expect(again.items[1]!.read_at).toBe(readAt)
    expect(again.unread).toBe(2)

    const unread = await list(app, reader.token, '?status=unread')
    expect(unread.items.map((item) => item.id)).not.toContain(middle!.id)
    expect(unread.items).toHaveLength(2)
  })

  test('read-all marks everything read for the caller; later ones are unread again', async () => {
    const done = await t.request('POST', `${base(app)}/read-all`, { token: owner.token })
    expect(done.status).toBe(204)
    const page = await list(app, owner.token)
    expect(page.unread).toBe(0)
    expect(page.items.every((item) => item.read_at === t.clock.now().toISOString())).toBe(true)
    expect((await list(app, owner.token, '?status=unread')).items).toEqual([])
    // Twice is fine.
    expect((await t.request('POST', `${base(app)}/read-all`, { token: owner.token })).status).toBe(
      204,
    )

    await announce(app, 1)
    const after = await list(app, owner.token, '?status=unread')
    expect(after.items.map((item) => item.title)).toEqual(['Aviso 1'])
    expect(after.unread).toBe(1)
  })

  test('a notification of another store, or none at all, is a 404', async () => {
    const { app: other } = await storeWithPeople(t)
    await notifyStore(t.db, other.id, t.clock.now(), {
      area: 'settings',
      title: 'Alheia',
      message: '…',
      type: 'info',
    })
    const foreign = (await t.db.select().from(storeNotifications)).find(
      (row) => row.appId === other.id,
    )!
    for (const id of [String(foreign.id), '999999', 'abc']) {
      const response = await t.request('POST', `${base(app)}/${id}/read`, {
        token: owner.token,
        lang: 'pt-BR',
      })
      expect(response.status, id).toBe(404)
      expect(response.body.message).toBe('Notificação não encontrada.')
    }
  })
})

describe('who may use them', () => {
  test('every member, whatever their levels; an API token as its creator', async () => {
    const { app, owner } = await storeWithPeople(t)
    await announce(app, 2, 'payments')
    const cashier = await t.register()
    await addManager(t, app, cashier, levels({ payments: 'read' }))
    const page = await list(app, cashier.token)
    expect(page.unread).toBe(2)
    const marked = await t.request('POST', `${base(app)}/read-all`, { token: cashier.token })
    expect(marked.status).toBe(204)
    expect((await list(app, cashier.token)).unread).toBe(0)

    const created = await t.request('POST', `/api/connect/control/${app.id}/tokens`, {
      token: owner.token,
      json: { name: 'Leitor', scope: levels({ payments: 'read' }) },
    })
    const secret = created.body.secret as string
    // The token creation itself is one more notification, about settings: outside its scope.
    expect((await list(app, owner.token)).unread).toBe(3)
    expect((await list(app, secret)).unread).toBe(2)
    await t.request('POST', `${base(app)}/read-all`, { token: secret })
    // Marked as its creator, but only what the token sees.
    expect((await list(app, owner.token)).items.map((item) => item.read_at === null)).toEqual([
      true,
      false,
      false,
    ])
  })

  test('each notification shows only to who reads its area; the owner sees them all', async () => {
    const { app, owner } = await storeWithPeople(t)
    await announce(app, 1, 'payments')
    const created = await t.request('POST', `/api/connect/control/${app.id}/tokens`, {
      token: owner.token,
      json: { name: 'Integração ERP', scope: levels({ settings: 'read' }) },
    })
    expect(created.status).toBe(201)

    const cashier = await t.register()
    await addManager(t, app, cashier, levels({ payments: 'read' }))
    const seen = await list(app, cashier.token)
    expect(seen.items.map((item) => item.title)).toEqual(['Aviso 1'])
    expect(seen.unread).toBe(1)
    const nobody = await t.register()
    await addManager(t, app, nobody, everyArea('none'))
    expect(await list(app, nobody.token)).toEqual({ items: [], next_cursor: null, unread: 0 })
    const all = (await list(app, owner.token)).items
    expect(all.map((item) => item.title)).toEqual(['Token de API criado', 'Aviso 1'])

    // What one cannot see, one cannot mark either; read-all leaves it unread for later.
    const hidden = all[0]!
    const refused = await t.request('POST', `${base(app)}/${hidden.id}/read`, {
      token: cashier.token,
    })
    expect(refused.status).toBe(404)
    await t.request('POST', `${base(app)}/read-all`, { token: cashier.token })
    const [marks] = await t.db
      .select({ n: count() })
      .from(notificationReads)
      .where(eq(notificationReads.notificationId, hidden.id))
    expect(marks!.n).toBe(0)
  })

  test('strangers get a 404, and nobody without a token gets anything', async () => {
    const { app, stranger } = await storeWithPeople(t)
    expect((await t.request('GET', base(app), { token: stranger.token })).status).toBe(404)
    expect((await t.request('GET', base(app))).status).toBe(401)
    expect((await t.request('POST', `${base(app)}/read-all`)).status).toBe(401)
  })
})

describe('what the server tells the store', () => {
  test('API tokens created and revoked, and managers removed (with their tokens)', async () => {
    const owner = await t.register({ name: 'Marina Costa' })
    const app = await createStore(t, owner)
    const helper = await t.register({ name: 'Rafael Lima' })
    await addManager(t, app, helper, levels({ settings: 'write' }))

    const created = await t.request('POST', `/api/connect/control/${app.id}/tokens`, {
      token: helper.token,
      json: { name: 'Integração ERP', scope: levels({ settings: 'write' }) },
    })
    expect(created.status).toBe(201)
    const other = await t.request('POST', `/api/connect/control/${app.id}/tokens`, {
      token: owner.token,
      json: { name: 'Painel BI', scope: levels({ payments: 'read' }) },
    })
    const revoked = await t.request(
      'DELETE',
      `/api/connect/control/${app.id}/tokens/${other.body.token.id}`,
      { token: created.body.secret },
    )
    expect(revoked.status).toBe(204)
    const removed = await t.request(
      'DELETE',
      `/api/connect/control/${app.id}/remove/${helper.user.id}`,
      {
        token: owner.token,
      },
    )
    expect(removed.status).toBe(204)

    const page = await list(app, owner.token)
    expect(page.items.map((item) => [item.title, item.message, item.type, item.link])).toEqual([
      [
        'Gerente removido',
        'O acesso de Rafael Lima à loja foi removido por Marina Costa. O token de API criado ' +
          'por essa pessoa foi revogado.',
        'warning',
        `/${app.id}/settings/users`,
      ],
      [
        'Token de API revogado',
        'O token «Painel BI» foi revogado pelo token de API «Integração ERP».',
        'warning',
        `/${app.id}/settings/tokens`,
      ],
      [
        'Token de API criado',
        'O token «Painel BI» foi criado por Marina Costa.',
        'info',
        `/${app.id}/settings/tokens`,
      ],
      [
        'Token de API criado',
        'O token «Integração ERP» foi criado por Rafael Lima.',
        'info',
        `/${app.id}/settings/tokens`,
      ],
    ])
  })

  test('a change that fails tells nobody', async () => {
    const { app, owner, reader } = await storeWithPeople(t)
    const refused = await t.request('POST', `/api/connect/control/${app.id}/tokens`, {
      token: reader.token,
      json: { name: 'Sem permissão', scope: levels({}) },
    })
    expect(refused.status).toBe(403)
    const missing = await t.request('DELETE', `/api/connect/control/${app.id}/tokens/999999`, {
      token: owner.token,
    })
    expect(missing.status).toBe(404)
    expect((await list(app, owner.token)).items).toEqual([])
  })
})
