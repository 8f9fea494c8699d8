import { CUSTOMER_SORTS, CustomerPageSchema, type Customer, type CustomerSort } from '@vitrine/api'
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { customers } from './schema.ts'
import { createStore, storeWithPeople, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { cnpjWithCheckDigits, cpfWithCheckDigits } from './documents.ts'
import { foldName } from './names.ts'

let t: TestServer
let owner: TestAccount
let stranger: TestAccount
beforeAll(async () => {
  t = await createTestServer()
  ;({ owner, stranger } = await storeWithPeople(t))
})
afterAll(() => t.close())

type NewCustomer = Partial<typeof customers.$inferInsert> & { name: string }

/** Written directly, to control times and aggregates; `createdAt` may be SQL (microseconds). */
async function insert(store: AppRecord, fields: NewCustomer): Promise<number> {
  const createdAt = fields.createdAt ?? t.clock.now()
  const [row] = await t.db
    .insert(customers)
    .values({
      appId: store.id,
      sortName: foldName(fields.name),
      updatedAt: t.clock.now(),
      ...fields,
      createdAt,
    })
    .returning({ id: customers.id })
  return row!.id
}

const at = (iso: string) => sql`${iso}::timestamptz` as unknown as Date

async function page(store: AppRecord, query: string, token = owner.token) {
  const response = await t.request('GET', `/api/main/apps/${store.id}/customers${query}`, {
    token,
    lang: 'pt-BR',
  })
  expect(response.status, `${query}: ${response.text}`).toBe(200)
  return v.parse(CustomerPageSchema, response.body)
}

/** Every page of a query, following the cursors; fails on a repeated row. */
async function allPages(store: AppRecord, query: string): Promise<Customer[]> {
  const seen: Customer[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const next: string = cursor ? `&cursor=${cursor}` : ''
    const current = await page(store, `?${query}${next}`)
    seen.push(...current.items)
    cursor = current.next_cursor
    pages += 1
    expect(pages).toBeLessThan(100)
  } while (cursor)
  expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length)
  return seen
}

const names = (items: Customer[]) => items.map((item) => item.name)

describe('sorts and keyset pages', () => {
  let store: AppRecord
  beforeAll(async () => {
    store = await createStore(t, owner, { name: 'Loja Ordenada' })
    // Ties on every key, instants one microsecond apart, and customers without a purchase.
    const rows: NewCustomer[] = [
      { name: 'Bruno', createdAt: at('2026-01-10T10:00:00.000100Z'), totalSpent: 500 },
      { name: 'Ana', createdAt: at('2026-01-10T10:00:00.000200Z'), totalSpent: 500 },
      { name: 'Érica', createdAt: at('2026-01-10T10:00:00.000200Z'), totalSpent: 0 },
      {
        name: 'ana',
        createdAt: at('2026-01-10T10:00:00.000201Z'),
        totalSpent: 9000,
        purchasesCount: 3,
        lastPurchaseAt: at('2026-02-01T08:00:00.000001Z'),
      },
      {
        name: 'Zé',
        createdAt: at('2026-01-09T00:00:00Z'),
        totalSpent: 120,
        purchasesCount: 1,
        lastPurchaseAt: at('2026-02-01T08:00:00.000001Z'),
      },
      {
        name: 'Álvaro',
        createdAt: at('2026-01-11T00:00:00Z'),
        totalSpent: 120,
        purchasesCount: 1,
        lastPurchaseAt: at('2026-02-05T00:00:00Z'),
      },
      { name: 'bruno', createdAt: at('2026-01-10T10:00:00.000100Z'), totalSpent: 0 },
      {
        name: 'Carla',
        createdAt: at('2026-01-12T00:00:00Z'),
        totalSpent: 7,
        purchasesCount: 1,
        lastPurchaseAt: at('2026-01-20T00:00:00Z'),
      },
      { name: 'Diego', createdAt: at('2026-01-12T00:00:00Z'), totalSpent: 0 },
    ]
    for (const row of rows) await insert(store, row)
  })

  /** Each sort's order, written out: key then id, in the same direction; no purchase last. */
  async function expectedOrder(sort: CustomerSort): Promise<number[]> {
    const rows = await t.db
      .select({
        id: customers.id,
        name: customers.sortName,
        created: sql<string>`(extract(epoch from ${customers.createdAt}) * 1000000)::bigint::text`,
        spent: customers.totalSpent,
        last: sql<
          string | null
        >`(extract(epoch from ${customers.lastPurchaseAt}) * 1000000)::bigint::text`,
      })
      .from(customers)
      .where(eq(customers.appId, store.id))
    const field = sort.replace('-', '')
    const sign = sort.startsWith('-') ? -1 : 1
    const key = (row: (typeof rows)[number]) =>
      field === 'name'
        ? row.name
        : field === 'total_spent'
          ? row.spent
          : field === 'created_at'
            ? BigInt(row.created)
            : row.last === null
              ? null
              : BigInt(row.last)
    return rows
      .sort((a, b) => {
        const [left, right] = [key(a), key(b)]
        if (left === null || right === null) {
          if (left !== right) return left === null ? 1 : -1
          return sign * (a.id - b.id)
        }
        if (left !== right) return sign * (left < right ? -1 : 1)
        return sign * (a.id - b.id)
      })
      .map((row) => row.id)
  }

  test.each(CUSTOMER_SORTS.map((sort) => [sort]))(
    '%s: pages of 1, 2 and 4 give the same total order, without repeats or gaps',
    async (sort) => {
      const expected = await expectedOrder(sort)
      expect(expected).toHaveLength(9)
      for (const limit of [1, 2, 4]) {
        const ids = (await allPages(store, `sort=${sort}&limit=${limit}`)).map((item) => item.id)
        expect(ids, `limit ${limit}`).toEqual(expected)
      }
    },
  )

  test('the default is newest first; names sort without case or accents', async () => {
    // Carla and Diego were created at the same instant: the later id first.
    expect(names((await page(store, '?limit=3')).items)).toEqual(['Diego', 'Carla', 'Álvaro'])
    expect(names(await allPages(store, 'sort=name'))).toEqual([
      'Álvaro',
      'Ana',
      'ana',
      'Bruno',
      'bruno',
      'Carla',
      'Diego',
      'Érica',
      'Zé',
    ])
  })

  test('no purchase yet comes last whichever way the last purchase is sorted', async () => {
    for (const sort of ['-last_purchase_at', 'last_purchase_at']) {
      const items = await allPages(store, `sort=${sort}&limit=2`)
      const dates = items.map((item) => item.last_purchase_at)
      expect(dates.slice(0, 4).every((date) => date !== null)).toBe(true)
      expect(dates.slice(4)).toEqual([null, null, null, null, null])
    }
    const newest = await allPages(store, 'sort=-last_purchase_at&limit=3')
    expect(names(newest).slice(0, 4)).toEqual(['Álvaro', 'Zé', 'ana', 'Carla'])
    expect(newest[0]!.last_purchase_at).toBe('2026-02-05T00:00:00.000Z')
    const oldest = await allPages(store, 'sort=last_purchase_at&limit=3')
    expect(names(oldest).slice(0, 4)).toEqual(['Carla', 'ana', 'Zé', 'Álvaro'])
  })

  test('with or without purchases, sorted by the last one: each run of its own', async () => {
    const buyers = await allPages(store, 'sort=-last_purchase_at&has_purchases=true&limit=2')
    expect(names(buyers)).toEqual(['Álvaro', 'Zé', 'ana', 'Carla'])
    const others = await allPages(store, 'sort=last_purchase_at&has_purchases=false&limit=2')
    expect(others.every((item) => item.purchases_count === 0)).toBe(true)
    expect(others.map((item) => item.id)).toEqual(
      [...others.map((item) => item.id)].sort((a, b) => a - b),
    )
    expect(others).toHaveLength(5)
  })

  test('a cursor keeps its place while customers are added before it', async () => {
    const first = await page(store, '?sort=name&limit=3')
    const added = await insert(store, { name: 'Aaron' })
    try {
      const second = await page(store, `?sort=name&limit=3&cursor=${first.next_cursor}`)
      expect(names(second.items)).toEqual(['Bruno', 'bruno', 'Carla'])
    } finally {
      await t.db.delete(customers).where(eq(customers.id, added))
    }
  })
})

describe('a name too long for the cursor', () => {
  test('the cursor leaves the key out and the page looks it up; a deleted row ends it', async () => {
    const store = await createStore(t, owner, { name: 'Loja Longa' })
    const long = (char: string) => char.repeat(120)
    for (const char of ['山', '川', '田']) await insert(store, { name: long(char) })
    const first = await page(store, '?sort=name&limit=1')
    expect(first.next_cursor!.length).toBeLessThanOrEqual(300)
    const all = await allPages(store, 'sort=name&limit=1')
    expect(all).toHaveLength(3)
    await t.db.delete(customers).where(eq(customers.id, first.items[0]!.id))
    const stale = await t.request(
      'GET',
      `/api/main/apps/${store.id}/customers?sort=name&limit=1&cursor=${first.next_cursor}`,
      { token: owner.token },
    )
    expect(stale.status).toBe(400)
  })
})

describe('filters', () => {
  let store: AppRecord
  beforeAll(async () => {
    store = await createStore(t, owner, { name: 'Loja Filtrada' })
    // 23:30 on 1 March in São Paulo is 02:30 on 2 March in UTC.
    await insert(store, {
      name: 'Noite de Domingo',
      createdAt: new Date('2026-03-02T02:30:00Z'),
      tags: ['vip'],
    })
    await insert(store, {
      name: 'Manhã de Segunda',
      createdAt: new Date('2026-03-02T03:00:00Z'),
      tags: ['vip', 'atacado'],
      purchasesCount: 2,
    })
    await insert(store, {
      name: 'Fim de Segunda',
      createdAt: new Date('2026-03-03T02:59:59Z'),
      tags: ['atacado'],
      purchasesCount: 1,
    })
    await insert(store, { name: 'Terça', createdAt: new Date('2026-03-03T03:00:00Z') })
    // Someone else's store, matching every filter.
    const theirs = await createStore(t, stranger, { name: 'Loja Alheia' })
    await insert(theirs, {
      name: 'Manhã Alheia',
      createdAt: new Date('2026-03-02T12:00:00Z'),
      tags: ['vip'],
      purchasesCount: 1,
    })
  })

  const filtered = async (query: string) =>
    names((await page(store, `?sort=created_at&${query}`)).items)

  test('by tag (in any case)', async () => {
    expect(await filtered('tag=vip')).toEqual(['Noite de Domingo', 'Manhã de Segunda'])
    expect(await filtered('tag=ATACADO')).toEqual(['Manhã de Segunda', 'Fim de Segunda'])
    expect(await filtered('tag=ninguem')).toEqual([])
  })

  test('by creation day, whole days in São Paulo', async () => {
    expect(await filtered('created_from=2026-03-01&created_to=2026-03-01')).toEqual([
      'Noite de Domingo',
    ])
    expect(await filtered('created_from=2026-03-02&created_to=2026-03-02')).toEqual([
      'Manhã de Segunda',
      'Fim de Segunda',
    ])
    expect(await filtered('created_from=2026-03-03')).toEqual(['Terça'])
    expect(await filtered('created_to=2026-03-02')).toHaveLength(3)
    expect(await filtered('created_from=2026-03-04')).toEqual([])
  })

  test('by having purchases', async () => {
    expect(await filtered('has_purchases=true')).toEqual(['Manhã de Segunda', 'Fim de Segunda'])
    expect(await filtered('has_purchases=false')).toEqual(['Noite de Domingo', 'Terça'])
  })

  test('together', async () => {
    expect(await filtered('tag=vip&has_purchases=true&created_from=2026-03-02')).toEqual([
      'Manhã de Segunda',
    ])
    expect(await filtered('q=segunda&has_purchases=false')).toEqual([])
  })
})

describe('search', () => {
  let store: AppRecord
  const cpf = cpfWithCheckDigits('295379955')
  const cnpj = cnpjWithCheckDigits('12ABC34501DE')
  beforeAll(async () => {
    store = await createStore(t, owner, { name: 'Loja Buscada' })
    await insert(store, {
      name: 'João Pedro Oliveira',
      email: 'jp.oliveira@exemplo.com',
      phone: '21998761234',
    })
    await insert(store, { name: 'Maria João Silva', email: 'maria_silva@exemplo.com' })
    await insert(store, {
      name: 'Ana Beatriz Souza',
      email: 'ana.souza@exemplo.com.br',
      document: cpf,
      documentKind: 'cpf',
      phone: '11987654321',
    })
    await insert(store, {
      name: 'Comercial Aurora Ltda',
      email: 'compras@aurora.com.br',
      document: cnpj,
      documentKind: 'cnpj',
    })
    await insert(store, { name: 'Anax Lima', email: 'anax@exemplo.com' })
    await insert(store, { name: 'Ana-Clara Dias', email: '100%cliente@exemplo.com' })
  })

  const found = async (q: string) =>
    names((await page(store, `?sort=name&q=${encodeURIComponent(q)}`)).items)

  test('the start of any word of the name, without accents or case', async () => {
    expect(await found('joao')).toEqual(['João Pedro Oliveira', 'Maria João Silva'])
    expect(await found('JOÃO')).toEqual(['João Pedro Oliveira', 'Maria João Silva'])
    expect(await found('pedro oli')).toEqual(['João Pedro Oliveira'])
    expect(await found('oli pedro')).toEqual(['João Pedro Oliveira'])
    expect(await found('clara')).toEqual(['Ana-Clara Dias'])
    expect(await found('liveira')).toEqual([])
    expect(await found('pedro silva')).toEqual([])
  })

  test('the start of the e-mail, taken literally', async () => {
    expect(await found('ANA.S')).toEqual(['Ana Beatriz Souza'])
    expect(await found('compras@aur')).toEqual(['Comercial Aurora Ltda'])
    expect(await found('jp.oli')).toEqual(['João Pedro Oliveira'])
    // `_` and `%` are no wildcards: "jp_" is not "jp.", "%" is not everything.
    expect(await found('jp_')).toEqual([])
    expect(await found('%')).toEqual([])
    expect(await found('100%c')).toEqual(['Ana-Clara Dias'])
    expect(await found('souza@exemplo')).toEqual([])
  })

  test('the start of the document, typed with or without punctuation', async () => {
    expect(await found('295.379.9')).toEqual(['Ana Beatriz Souza'])
    expect(await found(cpf)).toEqual(['Ana Beatriz Souza'])
    expect(await found('12.abc.345')).toEqual(['Comercial Aurora Ltda'])
    expect(await found('379955')).toEqual([])
  })

  test('the start of the phone, with three digits or more', async () => {
    expect(await found('(21) 9987')).toEqual(['João Pedro Oliveira'])
    expect(await found('11 98765')).toEqual(['Ana Beatriz Souza'])
    expect(await found('21')).toEqual([])
  })

  test('any of them: a prefix of a name and of an e-mail together', async () => {
    expect(await found('ana')).toEqual(['Ana Beatriz Souza', 'Ana-Clara Dias', 'Anax Lima'])
  })

  test('tsquery syntax and odd characters are plain text', async () => {
    for (const q of ["a & b | !(c):* '", "o'neil", '\\', ':*', '(', '<->', '  ', '!!!']) {
      await page(store, `?q=${encodeURIComponent(q)}`)
    }
  })

  test('a search pages like the whole list', async () => {
    const all = await allPages(store, 'q=a&sort=-created_at&limit=1')
    expect(names(all).sort()).toEqual(
      ['Ana Beatriz Souza', 'Ana-Clara Dias', 'Anax Lima', 'Comercial Aurora Ltda'].sort(),
    )
  })
})

describe('bad queries are a 400, never a 500', () => {
  let store: AppRecord
  let cursorOf: (sort: string) => Promise<string>
  beforeAll(async () => {
    store = await createStore(t, owner, { name: 'Loja de Erros' })
    for (const name of ['Ana', 'Bia', 'Caio']) await insert(store, { name })
    cursorOf = async (sort) => (await page(store, `?sort=${sort}&limit=1`)).next_cursor!
  })

  test.each([
    ['sort=nome', 'sort'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['created_from=2026-13-01', 'created_from'],
    ['created_to=ontem', 'created_to'],
    ['has_purchases=talvez', 'has_purchases'],
    [`q=${'a'.repeat(101)}`, 'q'],
    [`tag=${'a'.repeat(41)}`, 'tag'],
  ])('%s', async (query, field) => {
    const response = await t.request('GET', `/api/main/apps/${store.id}/customers?${query}`, {
      token: owner.token,
      lang: 'pt-BR',
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      message: 'Alguns campos não são válidos.',
      data: { fields: { [field]: expect.any(String) } },
    })
  })

  test('a cursor that is garbage, tampered with, or from another sort', async () => {
    const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url')
    const byName = await cursorOf('name')
    const cursors: [label: string, sort: string, cursor: string][] = [
      ['garbage', 'name', 'abc'],
      ['not JSON', 'name', Buffer.from('{"s":').toString('base64url')],
      ['not an object', 'name', encode(42)],
      ['another sort', '-created_at', byName],
      ['a text key for an instant', '-created_at', encode({ s: '-created_at', k: 'ontem', i: 1 })],
      ['an instant out of range', '-created_at', encode({ s: '-created_at', k: 9e18, i: 1 })],
      ['a fractional key', '-total_spent', encode({ s: '-total_spent', k: 1.5, i: 1 })],
      ['a null key where there is none', 'name', encode({ s: 'name', k: null, i: 1 })],
      ['no id', 'name', encode({ s: 'name', k: 'ana' })],
      ['a negative id', 'name', encode({ s: 'name', k: 'ana', i: -1 })],
    ]
    for (const [label, sort, cursor] of cursors) {
      const response = await t.request(
        'GET',
        `/api/main/apps/${store.id}/customers?sort=${sort}&cursor=${cursor}`,
        { token: owner.token, lang: 'pt-BR' },
      )
      expect(response.status, label).toBe(400)
      expect(response.body.message, label).toBe(
        'Este link de página não é mais válido. Recomece da primeira página.',
      )
    }
  })

  test('a well-formed cursor past the end is simply an empty page', async () => {
    const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url')
    const last = await page(store, `?sort=name&cursor=${encode({ s: 'name', k: 'zzz', i: 1 })}`)
    expect(last).toEqual({ items: [], next_cursor: null })
  })
})
