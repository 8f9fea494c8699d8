import { ECOMMERCE_LOG_KINDS as CONTRACT_KINDS, EcommerceLogPageSchema } from '@vitrine/api'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  addManager,
  createStore,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { ECOMMERCE_LOG_KINDS } from './schema.ts'
import { writeEcommerceLog } from './write.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(async () => {
  await t.close()
})

let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
let noEcommerce: TestAccount
let app: AppRecord
let otherApp: AppRecord
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
  noEcommerce = await t.register({ name: 'Caio Layout' })
})
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, levels({ ecommerce: 'read' }))
  await addManager(t, app, noEcommerce, levels({ layout: 'write' }))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
})

const url = (rest = '', store: AppRecord = app) => `/api/ecommerce/apps/${store.id}/logs${rest}`

async function list(query: string, token = reader.token) {
  const answer = await t.request('GET', url(`?${query}`), { token })
  expect(answer.status, answer.text).toBe(200)
  return v.parse(EcommerceLogPageSchema, answer.body)
}

describe('e-commerce logs', () => {
  test('the server and the contract know the same kinds', () => {
    expect([...ECOMMERCE_LOG_KINDS]).toEqual([...CONTRACT_KINDS])
  })

  test('writeEcommerceLog inside a transaction that rolls back leaves nothing', async () => {
    await t.db
      .transaction(async (tx) => {
        await writeEcommerceLog(tx, {
          appId: app.id,
          kind: 'mail_sent',
          subject: 'perdido@example.com',
          at: t.clock.now(),
        })
        throw new Error('rolled back')
      })
      .catch(() => undefined)
    expect((await list('')).items).toHaveLength(0)
  })

  test('filters by kind, São Paulo days and text; keyset pages; detail by id', async () => {
    const day = (iso: string) => new Date(iso)
    // 02:30 UTC on the 10th is still the 9th in São Paulo.
    await writeEcommerceLog(t.db, {
      appId: app.id,
      kind: 'mail_sent',
      subject: 'joana@example.com',
      detail: { mail: 'Pedido confirmado' },
      at: day('2026-11-10T02:30:00Z'),
    })
    await writeEcommerceLog(t.db, {
      appId: app.id,
      kind: 'coupon_used',
      subject: 'BEM_VINDO10',
      detail: { order: 'P-1' },
      at: day('2026-11-10T15:00:00Z'),
    })
    await writeEcommerceLog(t.db, {
      appId: app.id,
      kind: 'settings_changed',
      subject: 'Configurações da plataforma',
      actor: { id: owner.user.id, name: 'Marina Costa' },
      at: day('2026-11-11T15:00:00Z'),
    })
    await writeEcommerceLog(t.db, {
      appId: otherApp.id,
      kind: 'mail_sent',
      subject: 'alheio@example.com',
      at: day('2026-11-10T15:00:00Z'),
    })

    const all = await list('')
    expect(all.items.map((item) => item.kind)).toEqual([
      'settings_changed',
      'coupon_used',
      'mail_sent',
    ])
    expect((await list('kind=mail_sent')).items.map((item) => item.subject)).toEqual([
      'joana@example.com',
    ])
    expect((await list('from=2026-11-10&to=2026-11-10')).items.map((item) => item.kind)).toEqual([
      'coupon_used',
    ])
    expect((await list('to=2026-11-09')).items.map((item) => item.kind)).toEqual(['mail_sent'])
    expect((await list('q=marina')).items.map((item) => item.actor)).toEqual(['Marina Costa'])
    // An underscore is a letter, not a wildcard.
    expect((await list('q=BE_')).items).toHaveLength(0)
    expect((await list('q=M%25V')).items).toHaveLength(0)
    expect((await list('q=m_v')).items).toHaveLength(1)

    const first = await list('limit=2')
    expect(first.items).toHaveLength(2)
    const second = await list(`limit=2&cursor=${first.next_cursor}`)
    expect(second.items.map((item) => item.kind)).toEqual(['mail_sent'])
    expect(second.next_cursor).toBeNull()

    const one = await t.request('GET', url(`/${second.items[0]!.id}`), { token: reader.token })
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({
      subject: 'joana@example.com',
      detail: { mail: 'Pedido confirmado' },
    })
  })

  test('bad filters are 400; levels and tenants', async () => {
    await writeEcommerceLog(t.db, {
      appId: otherApp.id,
      kind: 'mail_sent',
      subject: 'alheio@example.com',
      at: t.clock.now(),
    })
    for (const query of [
      'kind=nada',
      'from=2026-13-01',
      'from=2026-11-10&to=2026-11-01',
      'cursor=x',
      'limit=0',
    ]) {
      const answer = await t.request('GET', url(`?${query}`), { token: reader.token })
      expect(answer.status, query).toBe(400)
    }
    expect((await t.request('GET', url(), { token: noEcommerce.token })).status).toBe(403)
    expect((await t.request('GET', url(), { token: stranger.token })).status).toBe(404)
    const theirs = await t.request('GET', url('', otherApp), { token: stranger.token })
    const theirId = theirs.body.items[0].id as number
    // Another store's entry by id is not found here.
    expect((await t.request('GET', url(`/${theirId}`), { token: reader.token })).status).toBe(404)
    expect((await t.request('GET', url('/abc'), { token: reader.token })).status).toBe(404)
  })
})
