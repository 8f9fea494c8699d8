import { AuditPageSchema, CustomerSchema, type AuditEntry, type Customer } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { MINUTE } from '../clock.ts'
import { auditLog } from '../audit/schema.ts'
import { customers } from './schema.ts'
import {
  addManager,
  createStore,
  everyArea,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { cnpjWithCheckDigits, cpfWithCheckDigits } from './documents.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

let owner: TestAccount
let reader: TestAccount
let app: AppRecord
let otherApp: AppRecord
let stranger: TestAccount
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
})
// Fresh stores per test (accounts are made once: hashing their passwords is what costs).
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, everyArea('read'))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
})

const CPF = cpfWithCheckDigits('295379955')
const OTHER_CPF = cpfWithCheckDigits('280012389')
const ALPHANUMERIC_CNPJ = cnpjWithCheckDigits('12ABC34501DE')

const base = (store: AppRecord = app) => `/api/main/apps/${store.id}/customers`

const anaInput = () => ({
  name: '  Ana Beatriz Souza ',
  email: ' Ana.Souza@Exemplo.COM.br ',
  document: '295.379.955-93',
  phone: '+55 (11) 98765-4321',
  birth_date: '1990-04-12',
  addresses: [
    {
      label: 'Casa',
      postal_code: '01310-100',
      street: 'Avenida Paulista',
      number: '1578',
      complement: 'Apto 42',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'sp',
    },
  ],
  tags: ['VIP', ' newsletter ', 'vip'],
  notes: 'Prefere entrega pela manhã.',
  marketing_consent: true,
})

async function create(json: unknown, token = owner.token, store = app) {
  return t.request('POST', base(store), { token, json, lang: 'pt-BR' })
}

async function created(json: unknown = anaInput()): Promise<Customer> {
  const response = await create(json)
  expect(response.status, response.text).toBe(201)
  return v.parse(CustomerSchema, response.body)
}

async function activity(customerId: number, cursor?: string) {
  const query = cursor ? `?cursor=${cursor}` : ''
  const response = await t.request('GET', `${base()}/${customerId}/activity${query}`, {
    token: reader.token,
  })
  expect(response.status, response.text).toBe(200)
  return v.parse(AuditPageSchema, response.body)
}

describe('create and read', () => {
  test('stores the normalised values and answers them, with zero aggregates', async () => {
    const customer = await created()
    expect(customer).toEqual({
      id: expect.any(Number),
      name: 'Ana Beatriz Souza',
      email: 'ana.souza@exemplo.com.br',
      document: CPF,
      document_kind: 'cpf',
      phone: '11987654321',
      birth_date: '1990-04-12',
      addresses: [
        {
          label: 'Casa',
          postal_code: '01310100',
          street: 'Avenida Paulista',
          number: '1578',
          complement: 'Apto 42',
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
      ],
      tags: ['vip', 'newsletter'],
      notes: 'Prefere entrega pela manhã.',
      marketing_consent: true,
      purchases_count: 0,
      subscriptions_count: 0,
      total_spent: 0,
      last_purchase_at: null,
      created_at: '2026-03-02T12:00:00.000Z',
      updated_at: '2026-03-02T12:00:00.000Z',
    })
    const read = await t.request('GET', `${base()}/${customer.id}`, { token: reader.token })
    expect(read.status).toBe(200)
    expect(read.body).toEqual(customer)
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id))
    expect(row!.sortName).toBe('ana beatriz souza')
  })

  test('a company with an alphanumeric CNPJ, and a customer known by e-mail only', async () => {
    const company = await created({
      name: 'Comercial Aurora Ltda',
      document: '12.ABC.345/01de-35'.toUpperCase(),
    })
    expect(company).toMatchObject({ document: ALPHANUMERIC_CNPJ, document_kind: 'cnpj' })
    const person = await created({ name: 'Débora Nascimento', email: 'debora@exemplo.com' })
    expect(person).toMatchObject({
      document: null,
      document_kind: null,
      phone: null,
      addresses: [],
      tags: [],
      notes: '',
      marketing_consent: false,
    })
  })

  test('unknown, malformed and huge ids are a 404, never a 500', async () => {
    for (const id of [
      '999999',
      '9007199254740991',
      'abc',
      '0',
      '-1',
      '1.5',
      '99999999999999999999',
    ]) {
      const response = await t.request('GET', `${base()}/${id}`, {
        token: owner.token,
        lang: 'pt-BR',
      })
      expect(response.status, id).toBe(404)
      expect(response.body.message).toBe('Cliente não encontrado.')
    }
  })

  test("another store's customer is not found through this store", async () => {
    const theirs = await create(anaInput(), stranger.token, otherApp)
    expect(theirs.status).toBe(201)
    const response = await t.request('GET', `${base()}/${theirs.body.id}`, { token: owner.token })
    expect(response.status).toBe(404)
    const change = await t.request('PUT', `${base()}/${theirs.body.id}`, {
      token: owner.token,
      json: anaInput(),
    })
    expect(change.status).toBe(404)
    const removal = await t.request('DELETE', `${base()}/${theirs.body.id}`, {
      token: owner.token,
    })
    expect(removal.status).toBe(404)
  })
})

describe('validation', () => {
  test.each([
    [
      'an invalid CPF',
      { name: 'Ana', document: '295.379.955-94' },
      { document: 'Informe um CPF ou CNPJ válido: confira os dígitos.' },
    ],
    [
      'an invalid e-mail',
      { name: 'Ana', email: 'ana@' },
      { email: 'Informe um endereço de e-mail válido.' },
    ],
    ['neither e-mail nor document', { name: 'Ana Souza' }, { email: expect.any(String) }],
    ['no name', { email: 'ana@exemplo.com' }, { name: expect.any(String) }],
    [
      'a short phone',
      { name: 'Ana', email: 'ana@exemplo.com', phone: '98765-4321' },
      { phone: 'Informe um telefone com DDD, por exemplo (11) 98765-4321.' },
    ],
    [
      'an address without a postal code',
      {
        name: 'Ana',
        email: 'ana@exemplo.com',
        addresses: [{ ...anaInput().addresses[0], postal_code: '0131' }],
      },
      { 'addresses.0.postal_code': 'Informe um CEP com 8 dígitos.' },
    ],
    [
      'wrong types',
      { name: 123, email: 'ana@exemplo.com', tags: 'vip', marketing_consent: 'sim' },
      { name: expect.any(String), tags: expect.any(String), marketing_consent: expect.any(String) },
    ],
  ])('%s is a 400 naming the field', async (_case, json, fields) => {
    const response = await create(json)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      statusCode: 400,
      message: 'Alguns campos não são válidos.',
      data: { fields },
    })
  })

  test('a body that is not JSON, or not an object', async () => {
    const garbage = await t.request('POST', base(), {
      token: owner.token,
      body: '{nome',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(garbage.status).toBe(400)
    const list = await create([1, 2])
    expect(list.status).toBe(400)
    const text = await t.request('POST', base(), {
      token: owner.token,
      body: 'name=Ana',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(text.status).toBe(415)
    expect(await t.db.select().from(customers).where(eq(customers.appId, app.id))).toEqual([])
  })
})

describe('uniqueness in the store', () => {
  test('the same e-mail or document is a 409 on the field, in any case or punctuation', async () => {
    await created()
    const email = await create({ name: 'Outra Ana', email: 'ANA.SOUZA@exemplo.com.br' })
    expect(email.status).toBe(409)
    expect(email.body).toMatchObject({
      statusCode: 409,
      message: 'Já existe um cliente com este e-mail.',
      data: { fields: { email: 'Já existe um cliente com este e-mail.' } },
    })
    const document = await create({ name: 'Outra Ana', document: CPF })
    expect(document.status).toBe(409)
    expect(document.body.data.fields).toEqual({
      document: 'Já existe um cliente com este documento.',
    })
    const both = await create({ ...anaInput(), name: 'Cópia' })
    expect(Object.keys(both.body.data.fields).sort()).toEqual(['document', 'email'])
  })

  test('an update may keep its own values but not take another customer’s', async () => {
    const ana = await created()
    const bruno = await created({
      name: 'Bruno Lima',
      email: 'bruno@exemplo.com',
      document: OTHER_CPF,
    })
    const same = await t.request('PUT', `${base()}/${ana.id}`, {
      token: owner.token,
      json: { ...anaInput(), notes: 'Nova observação' },
    })
    expect(same.status).toBe(200)
    const taken = await t.request('PUT', `${base()}/${bruno.id}`, {
      token: owner.token,
      lang: 'en',
      json: { name: 'Bruno Lima', email: 'ana.souza@exemplo.com.br' },
    })
    expect(taken.status).toBe(409)
    expect(taken.body.data.fields).toEqual({
      email: 'There is already a customer with this e-mail.',
    })
  })

  test('other stores may have a customer with the same e-mail and document', async () => {
    await created()
    expect((await create(anaInput(), stranger.token, otherApp)).status).toBe(201)
  })
})

describe('update', () => {
  test('replaces the editable fields and logs only those that changed', async () => {
    const ana = await created()
    t.clock.advance(5 * MINUTE)
    const response = await t.request('PUT', `${base()}/${ana.id}`, {
      token: owner.token,
      json: {
        ...anaInput(),
        name: 'Ana Beatriz Souza Lima',
        phone: null,
        tags: ['vip'],
        addresses: [],
      },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      name: 'Ana Beatriz Souza Lima',
      phone: null,
      tags: ['vip'],
      addresses: [],
      created_at: ana.created_at,
      updated_at: t.clock.now().toISOString(),
    })
    const [entry] = (await activity(ana.id)).items
    expect(entry).toMatchObject({
      action: 'update',
      area: 'customers',
      entity: 'customer',
      entity_id: String(ana.id),
      label: 'Ana Beatriz Souza Lima',
      actor: { kind: 'user', id: owner.user.id, name: 'Marina Costa' },
      changes: {
        name: { before: 'Ana Beatriz Souza', after: 'Ana Beatriz Souza Lima' },
        phone: { before: '11987654321', after: null },
        tags: { before: ['vip', 'newsletter'], after: ['vip'] },
        addresses: { before: ana.addresses, after: [] },
      },
    })
    expect(Object.keys(entry!.changes).sort()).toEqual(['addresses', 'name', 'phone', 'tags'])
    const [row] = await t.db.select().from(customers).where(eq(customers.id, ana.id))
    expect(row!.sortName).toBe('ana beatriz souza lima')
  })

  test('a save that changes nothing keeps the time of the last change and logs nothing', async () => {
    const ana = await created()
    t.clock.advance(MINUTE)
    const response = await t.request('PUT', `${base()}/${ana.id}`, {
      token: owner.token,
      json: anaInput(),
    })
    expect(response.status).toBe(200)
    expect(response.body.updated_at).toBe(ana.updated_at)
    expect((await activity(ana.id)).items.map((entry) => entry.action)).toEqual(['create'])
  })

  test('aggregates are the server’s: a body cannot set them', async () => {
    const ana = await created()
    const response = await t.request('PUT', `${base()}/${ana.id}`, {
      token: owner.token,
      json: { ...anaInput(), purchases_count: 9, total_spent: 100 },
    })
    expect(response.body).toMatchObject({ purchases_count: 0, total_spent: 0 })
  })
})

describe('delete', () => {
  test('removes a customer without history; the log keeps the entries, not the personal data', async () => {
    const ana = await created()
    const changed = await t.request('PUT', `${base()}/${ana.id}`, {
      token: owner.token,
      json: { ...anaInput(), email: 'ana@novo.com.br', tags: ['VIP'], marketing_consent: false },
    })
    expect(changed.status, changed.text).toBe(200)
    const response = await t.request('DELETE', `${base()}/${ana.id}`, { token: owner.token })
    expect(response.status).toBe(204)
    expect((await t.request('GET', `${base()}/${ana.id}`, { token: owner.token })).status).toBe(404)
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entityId, String(ana.id))))
      .orderBy(auditLog.id)
    // That she existed, what happened, when and by whom stays.
    expect(entries.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ['create', owner.user.id],
      ['update', owner.user.id],
      ['delete', owner.user.id],
    ])
    expect(entries[1]).toMatchObject({
      label: '[removido]',
      changes: {
        email: { before: '[removido]', after: '[removido]' },
        tags: { before: ['vip', 'newsletter'], after: ['vip'] },
        marketing_consent: { before: true, after: false },
      },
    })
    expect(entries[2]).toMatchObject({
      area: 'customers',
      entity: 'customer',
      label: '[removido]',
      changes: {
        name: { before: '[removido]', after: null },
        email: { before: '[removido]', after: null },
        document: { before: '[removido]', after: null },
        phone: { before: '[removido]', after: null },
        birth_date: { before: '[removido]', after: null },
        addresses: { before: '[removido]', after: null },
        notes: { before: '[removido]', after: null },
        tags: { before: ['vip'], after: null },
      },
    })
    const everything = JSON.stringify(entries)
    for (const personal of [
      'Ana',
      'souza',
      'novo.com.br',
      CPF,
      '98765',
      '1990-04-12',
      'Paulista',
    ]) {
      expect(everything).not.toContain(personal)
    }
    const again = await t.request('DELETE', `${base()}/${ana.id}`, { token: owner.token })
    expect(again.status).toBe(404)
  })

  test.each([
    ['purchases', { purchasesCount: 3 }],
    ['subscriptions', { subscriptionsCount: 1 }],
  ])('is refused while the customer has %s, with a clear message', async (_case, counts) => {
    const ana = await created()
    await t.db.update(customers).set(counts).where(eq(customers.id, ana.id))
    const response = await t.request('DELETE', `${base()}/${ana.id}`, {
      token: owner.token,
      lang: 'pt-BR',
    })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({
      statusCode: 409,
      statusMessage: 'Conflict',
      message:
        'Este cliente tem compras ou assinaturas e não pode ser excluído; elas fazem parte do histórico da loja.',
    })
    const english = await t.request('DELETE', `${base()}/${ana.id}`, { token: owner.token })
    expect(english.body.message).toMatch(/has purchases or subscriptions and cannot be deleted/)
    expect((await t.request('GET', `${base()}/${ana.id}`, { token: owner.token })).status).toBe(200)
    expect((await activity(ana.id)).items.map((entry) => entry.action)).toEqual(['create'])
  })
})

describe('access', () => {
  test('a manager who reads customers sees them but cannot change them', async () => {
    const ana = await created()
    expect((await t.request('GET', base(), { token: reader.token })).status).toBe(200)
    for (const [method, path] of [
      ['POST', base()],
      ['PUT', `${base()}/${ana.id}`],
      ['DELETE', `${base()}/${ana.id}`],
    ] as const) {
      const response = await t.request(method, path, { token: reader.token, json: anaInput() })
      expect(response.status, method).toBe(403)
      expect(response.body.data).toEqual({ area: 'customers', level: 'write' })
    }
  })

  test('a manager without the customers area cannot even read', async () => {
    const other = await t.register()
    await addManager(t, app, other, { ...everyArea('write'), customers: 'none' })
    const response = await t.request('GET', base(), { token: other.token })
    expect(response.status).toBe(403)
    expect(response.body.data).toEqual({ area: 'customers', level: 'read' })
  })

  test('an API token with customers write creates as itself, for its creator', async () => {
    const token = await t.request('POST', `/api/connect/control/${app.id}/tokens`, {
      token: owner.token,
      json: { name: 'ERP', scope: { customers: 'write' } },
    })
    const response = await create(anaInput(), token.body.secret)
    expect(response.status).toBe(201)
    const [entry] = (await activity(response.body.id)).items
    expect(entry!.actor).toEqual({
      kind: 'token',
      id: owner.user.id,
      name: 'ERP',
      email: owner.email,
    })
  })
})

describe('activity', () => {
  test("the customer's own entries, newest first, in keyset pages", async () => {
    const ana = await created()
    const bruno = await created({ name: 'Bruno Lima', email: 'bruno@exemplo.com' })
    for (let n = 1; n <= 51; n += 1) {
      t.clock.advance(MINUTE)
      const response = await t.request('PUT', `${base()}/${ana.id}`, {
        token: owner.token,
        json: { ...anaInput(), notes: `Observação ${n}` },
      })
      expect(response.status).toBe(200)
    }
    const first = await activity(ana.id)
    expect(first.items).toHaveLength(50)
    expect(first.items[0]!.changes.notes).toEqual({
      before: 'Observação 50',
      after: 'Observação 51',
    })
    expect(first.next_cursor).toEqual(expect.any(String))
    const second = await activity(ana.id, first.next_cursor!)
    expect(second.items.map((entry: AuditEntry) => entry.action)).toEqual(['update', 'create'])
    expect(second.next_cursor).toBeNull()
    const ids = [...first.items, ...second.items].map((entry) => entry.id)
    expect(new Set(ids).size).toBe(52)
    expect([...ids].sort((a, b) => b - a)).toEqual(ids)
    expect((await activity(bruno.id)).items.map((entry) => entry.label)).toEqual(['Bruno Lima'])
  })

  test('a bad cursor is a 400; an unknown customer a 404', async () => {
    const ana = await created()
    const bad = await t.request('GET', `${base()}/${ana.id}/activity?cursor=xyz`, {
      token: owner.token,
    })
    expect(bad.status).toBe(400)
    const missing = await t.request('GET', `${base()}/999999/activity`, { token: owner.token })
    expect(missing.status).toBe(404)
  })
})

describe('tags', () => {
  test('each tag with how many customers carry it, most used first, this store only', async () => {
    await created({ name: 'Ana', email: 'a@exemplo.com', tags: ['vip', 'newsletter'] })
    await created({ name: 'Bia', email: 'b@exemplo.com', tags: ['newsletter'] })
    await created({ name: 'Caio', email: 'c@exemplo.com', tags: ['atacado', 'newsletter', 'vip'] })
    await created({ name: 'Duda', email: 'd@exemplo.com' })
    await create({ name: 'Eva', email: 'e@exemplo.com', tags: ['outra'] }, stranger.token, otherApp)
    const response = await t.request('GET', `${base()}/tags`, { token: reader.token })
    expect(response.status).toBe(200)
    expect(response.body).toEqual([
      { tag: 'newsletter', count: 3 },
      { tag: 'vip', count: 2 },
      { tag: 'atacado', count: 1 },
    ])
  })

  test('a store without customers has no tags', async () => {
    const empty = await createStore(t, owner, { name: 'Loja Vazia' })
    const response = await t.request('GET', `${base(empty)}/tags`, { token: owner.token })
    expect(response.body).toEqual([])
  })
})
