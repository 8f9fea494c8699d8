import { CustomFieldSchema, type CustomField, type CustomFieldInput } from '@vitrine/api'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { publicFields } from './public.ts'

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
let noCheckout: TestAccount
let app: AppRecord
let otherApp: AppRecord
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
  noCheckout = await t.register({ name: 'Caio Pagamentos' })
})
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, everyArea('read'))
  await addManager(t, app, noCheckout, levels({ payments: 'write' }))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
})

const api = (rest = '', store: AppRecord = app) =>
  `/api/checkout/apps/${store.id}/checkout/fields${rest}`

const input = (over: Partial<CustomFieldInput> = {}): CustomFieldInput => ({
  key: 'inscricao_estadual',
  group: 'identification',
  label: 'Inscrição estadual',
  type: 'text',
  ...over,
})

async function create(over: Partial<CustomFieldInput> = {}, store = app, token = owner.token) {
  const answer = await t.request('POST', api('', store), { token, json: input(over) })
  expect(answer.status, answer.text).toBe(201)
  return v.parse(CustomFieldSchema, answer.body)
}

async function list(query = '', store = app, token = owner.token): Promise<CustomField[]> {
  const answer = await t.request('GET', api(query, store), { token })
  expect(answer.status, answer.text).toBe(200)
  return v.parse(v.array(CustomFieldSchema), answer.body)
}

describe('custom fields', () => {
  test('created last in their group, listed by group then position, public in the same order', async () => {
    await create({
      key: 'como_conheceu',
      group: 'cart',
      type: 'select',
      label: 'Como conheceu?',
      options: [{ value: 'insta', label: 'Instagram' }],
    })
    const first = await create()
    const second = await create({ key: 'apelido', label: 'Apelido' })
    expect([first.position, second.position]).toEqual([0, 1])
    expect((await list()).map((field) => field.key)).toEqual([
      'inscricao_estadual',
      'apelido',
      'como_conheceu',
    ])
    expect((await list('?group=cart')).map((field) => field.key)).toEqual(['como_conheceu'])
    const publicOnes = await publicFields(t.db, app.id)
    expect(publicOnes.map((field) => field.key)).toEqual([
      'inscricao_estadual',
      'apelido',
      'como_conheceu',
    ])
    expect(publicOnes[2]).not.toHaveProperty('id')
  })

  test('bad input is a 400 with Portuguese field errors; a duplicate key a 409 on key', async () => {
    const bad = await t.request('POST', api(), {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        ...input(),
        key: 'Inscrição',
        label: '',
        type: 'select',
        min_length: 5,
        max_length: 2,
      },
    })
    expect(bad.status).toBe(400)
    const fields = (bad.body as { data: { fields: Record<string, string> } }).data.fields
    expect(fields.key).toMatch(/letras minúsculas/)
    expect(fields.label).toBe('Rótulo é obrigatório.')
    expect(fields.options).toBe('Uma lista de seleção precisa de pelo menos uma opção.')
    expect(fields.max_length).toBe('O tamanho máximo não pode ser menor que o mínimo.')

    await create()
    const duplicate = await t.request('POST', api(), {
      token: owner.token,
      lang: 'pt-BR',
      json: input({ group: 'cart', label: 'Outro' }),
    })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body).toMatchObject({
      data: { fields: { key: 'Já existe um campo com esta chave na loja.' } },
    })
    // Another store may use the same key.
    await create({}, otherApp, stranger.token)

    const badGroup = await t.request('GET', api('?group=rodape'), { token: owner.token })
    expect(badGroup.status).toBe(400)
  })

  test('update keeps the place, moving to another group goes last there and closes the gap', async () => {
    const a = await create({ key: 'a', label: 'A' })
    const b = await create({ key: 'b', label: 'B' })
    const c = await create({ key: 'c', label: 'C' })
    await create({ key: 'd', label: 'D', group: 'cart' })
    const renamed = await t.request('PUT', api(`/${b.id}`), {
      token: owner.token,
      json: input({ key: 'b', label: 'Bê' }),
    })
    expect(renamed.status, renamed.text).toBe(200)
    expect(renamed.body).toMatchObject({ label: 'Bê', position: 1 })

    const moved = await t.request('PUT', api(`/${a.id}`), {
      token: owner.token,
      json: input({ key: 'a', label: 'A', group: 'cart' }),
    })
    expect(moved.body).toMatchObject({ group: 'cart', position: 1 })
    expect((await list('?group=identification')).map((f) => [f.key, f.position])).toEqual([
      ['b', 0],
      ['c', 1],
    ])
    expect(c.id).toBeGreaterThan(0)
  })

  test('reorder takes every field of the group once, in one go', async () => {
    const a = await create({ key: 'a', label: 'A' })
    const b = await create({ key: 'b', label: 'B' })
    const c = await create({ key: 'c', label: 'C' })
    const answer = await t.request('PUT', api('/order'), {
      token: owner.token,
      json: { group: 'identification', ids: [c.id, a.id, b.id] },
    })
    expect(answer.status, answer.text).toBe(200)
    expect((answer.body as CustomField[]).map((f) => f.key)).toEqual(['c', 'a', 'b'])

    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, a.id],
      [c.id, a.id, b.id, 999_999],
    ]) {
      const stale = await t.request('PUT', api('/order'), {
        token: owner.token,
        lang: 'pt-BR',
        json: { group: 'identification', ids },
      })
      expect(stale.status).toBe(422)
      expect(stale.body).toMatchObject({
        data: { fields: { ids: expect.stringMatching(/cada campo/) } },
      })
    }
    expect((await list()).map((f) => f.key)).toEqual(['c', 'a', 'b'])
  })

  test('delete closes the gap; an unknown id is a 404', async () => {
    const a = await create({ key: 'a', label: 'A' })
    await create({ key: 'b', label: 'B' })
    expect((await t.request('DELETE', api(`/${a.id}`), { token: owner.token })).status).toBe(204)
    expect((await list()).map((f) => [f.key, f.position])).toEqual([['b', 0]])
    expect((await t.request('DELETE', api(`/${a.id}`), { token: owner.token })).status).toBe(404)
    expect((await t.request('DELETE', api('/abc'), { token: owner.token })).status).toBe(404)
  })

  test('tenant isolation: another store’s field is not found, its list not readable', async () => {
    const theirs = await create({}, otherApp, stranger.token)
    for (const [method, path] of [
      ['PUT', api(`/${theirs.id}`)],
      ['DELETE', api(`/${theirs.id}`)],
    ] as const) {
      const answer = await t.request(method, path, { token: owner.token, json: input() })
      expect(answer.status).toBe(404)
    }
    expect((await t.request('GET', api('', otherApp), { token: owner.token })).status).toBe(404)
    const reorder = await t.request('PUT', api('/order'), {
      token: owner.token,
      json: { group: 'identification', ids: [theirs.id] },
    })
    expect(reorder.status).toBe(422)
    expect(await list('', otherApp, stranger.token)).toHaveLength(1)
  })

  test('levels: checkout read lists, write changes; no checkout level, nothing', async () => {
    const field = await create()
    expect((await list('', app, reader.token)).map((f) => f.key)).toEqual(['inscricao_estadual'])
    const write = await t.request('POST', api(), { token: reader.token, json: input({ key: 'x' }) })
    expect(write.status).toBe(403)
    const remove = await t.request('DELETE', api(`/${field.id}`), { token: reader.token })
    expect(remove.status).toBe(403)
    expect((await t.request('GET', api(), { token: noCheckout.token })).status).toBe(403)
  })
})
