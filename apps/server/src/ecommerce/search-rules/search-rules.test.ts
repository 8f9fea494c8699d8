import {
  FixedRuleSchema,
  StoreSearchResultSchema,
  TermRulePageSchema,
  TermRuleSchema,
  type CatalogueProductInput,
  type StoreSearchResult,
} from '@vitrine/api'
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
  await addManager(t, app, reader, everyArea('read'))
  await addManager(t, app, noEcommerce, levels({ layout: 'write' }))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
})

const api = (rest: string, store: AppRecord = app) => `/api/ecommerce/apps/${store.id}${rest}`

async function product(
  overrides: Partial<CatalogueProductInput>,
  store = app,
  token = owner.token,
) {
  const answer = await t.request('POST', `/api/indexer/apps/${store.id}/catalogue/products`, {
    token,
    json: { description: '', price: 9_990, stock_quantity: 5, ...overrides },
  })
  expect(answer.status, answer.text).toBe(201)
  return (answer.body as { id: number }).id
}

async function search(q: string, extra = '', store = app, token = owner.token) {
  const answer = await t.request('GET', api(`/search?q=${encodeURIComponent(q)}${extra}`, store), {
    token,
  })
  expect(answer.status, answer.text).toBe(200)
  return v.parse(StoreSearchResultSchema, answer.body)
}

const names = (result: StoreSearchResult) => result.items.map((item) => item.name)

async function termRule(json: Record<string, unknown>, store = app, token = owner.token) {
  const answer = await t.request('POST', api('/search-rules/terms', store), { token, json })
  expect(answer.status, answer.text).toBe(201)
  return v.parse(TermRuleSchema, answer.body)
}

describe('term rules', () => {
  test('a synonym finds what the synonym finds, marked, both ways by default', async () => {
    await product({ name: 'Tênis Corrida Leve', sku: 'TEN-1' })
    await product({ name: 'Sapatilha Balé', sku: 'SAP-1' })
    expect(names(await search('tenis'))).toEqual(['Tênis Corrida Leve'])

    await termRule({ term: 'Tênis', action: 'synonyms', synonyms: ['sapatilha'] })
    const found = await search('  TENIS ')
    expect(names(found).sort()).toEqual(['Sapatilha Balé', 'Tênis Corrida Leve'])
    const viaSynonym = found.items.find((item) => item.name === 'Sapatilha Balé')
    expect(viaSynonym?.marks).toEqual([{ kind: 'synonym', via: 'sapatilha' }])
    expect(found.items.find((item) => item.name === 'Tênis Corrida Leve')?.marks).toEqual([])
    expect(found.explanation.term_rule).toMatchObject({ term: 'Tênis', expanded_to: ['sapatilha'] })

    // Both ways: the synonym typed finds the term's products too.
    const back = await search('Sapatilha')
    expect(back.items.find((item) => item.name === 'Tênis Corrida Leve')?.marks).toEqual([
      { kind: 'synonym', via: 'Tênis' },
    ])
    // The whole query must be the term: more words, no rule.
    expect((await search('tenis leve')).explanation.term_rule).toBeNull()
  })

  test('one way: only the term expands', async () => {
    await product({ name: 'Tênis Corrida Leve', sku: 'TEN-1' })
    await product({ name: 'Sapatilha Balé', sku: 'SAP-1' })
    await termRule({ term: 'tenis', action: 'synonyms', synonyms: ['sapatilha'], both_ways: false })
    expect(names(await search('tenis'))).toHaveLength(2)
    expect(names(await search('sapatilha'))).toEqual(['Sapatilha Balé'])
  })

  test('a loop of synonyms is allowed and expands one step', async () => {
    await product({ name: 'Bolsa Palha', sku: 'B-1' })
    await product({ name: 'Sacola Lona', sku: 'S-1' })
    await termRule({ term: 'bolsa', action: 'synonyms', synonyms: ['sacola'] })
    await termRule({ term: 'sacola', action: 'synonyms', synonyms: ['bolsa'] })
    expect(names(await search('bolsa')).sort()).toEqual(['Bolsa Palha', 'Sacola Lona'])
    expect(names(await search('sacola')).sort()).toEqual(['Bolsa Palha', 'Sacola Lona'])
  })

  test('a redirect answers the address or the category instead of results', async () => {
    await product({ name: 'Camiseta Oferta', sku: 'C-1' })
    await termRule({ term: 'ofertas', action: 'redirect', redirect_url: '/promocoes' })
    const redirected = await search('Ofertas')
    expect(redirected.redirect).toMatchObject({ url: '/promocoes', category_id: null })
    expect(redirected.items).toEqual([])

    const parent = await t.request('POST', `/api/indexer/apps/${app.id}/catalogue/categories`, {
      token: owner.token,
      json: { name: 'Calçados', parent_id: null },
    })
    const parentId = (parent.body as { id: number }).id
    const child = await t.request('POST', `/api/indexer/apps/${app.id}/catalogue/categories`, {
      token: owner.token,
      json: { name: 'Botas', parent_id: parentId },
    })
    const childId = (child.body as { id: number }).id
    await termRule({ term: 'bota', action: 'redirect', redirect_category_id: childId })
    expect((await search('bota')).redirect).toEqual({
      url: '/categoria/calcados/botas',
      category_id: childId,
      category_name: 'Botas',
    })
  })

  test('the same term twice is refused, normalised', async () => {
    await termRule({ term: 'tenis', action: 'synonyms', synonyms: ['sapatilha'] })
    const answer = await t.request('POST', api('/search-rules/terms'), {
      token: owner.token,
      json: { term: ' TÊNIS ', action: 'redirect', redirect_url: '/x' },
    })
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ data: { fields: { term: expect.any(String) } } })
  })

  test('bad input: field errors, nothing saved', async () => {
    const bad = [
      [{ term: '', action: 'synonyms', synonyms: ['a'] }, 'term'],
      [{ term: 'tenis', action: 'synonyms', synonyms: [] }, 'synonyms'],
      [{ term: 'tenis', action: 'synonyms', synonyms: ['Tênis'] }, 'synonyms'],
      [{ term: 'tenis', action: 'redirect' }, 'redirect_url'],
      [{ term: 'tenis', action: 'redirect', redirect_url: 'javascript:alert(1)' }, 'redirect_url'],
      [{ term: 'tenis', action: 'jump' }, 'action'],
    ] as const
    for (const [json, field] of bad) {
      const answer = await t.request('POST', api('/search-rules/terms'), {
        token: owner.token,
        json,
      })
      expect(answer.status, JSON.stringify(json)).toBe(400)
      expect(Object.keys((answer.body as { data: { fields: object } }).data.fields)).toContain(
        field,
      )
    }
    const unknownCategory = await t.request('POST', api('/search-rules/terms'), {
      token: owner.token,
      json: { term: 'tenis', action: 'redirect', redirect_category_id: 999_999 },
    })
    expect(unknownCategory.status).toBe(422)
    const list = await t.request('GET', api('/search-rules/terms'), { token: owner.token })
    expect(v.parse(TermRulePageSchema, list.body).items).toEqual([])
  })

  test('lists in keyset pages by term, searched by term; update and delete', async () => {
    for (const term of ['calça', 'bermuda', 'camiseta', 'camisa'])
      await termRule({ term, action: 'redirect', redirect_url: `/${term}` })
    const first = v.parse(
      TermRulePageSchema,
      (await t.request('GET', api('/search-rules/terms?limit=3'), { token: reader.token })).body,
    )
    expect(first.items.map((rule) => rule.term)).toEqual(['bermuda', 'calça', 'camisa'])
    const second = v.parse(
      TermRulePageSchema,
      (
        await t.request(
          'GET',
          api(`/search-rules/terms?limit=3&cursor=${first.next_cursor ?? ''}`),
          { token: reader.token },
        )
      ).body,
    )
    expect(second.items.map((rule) => rule.term)).toEqual(['camiseta'])
    expect(second.next_cursor).toBeNull()
    const found = v.parse(
      TermRulePageSchema,
      (await t.request('GET', api('/search-rules/terms?q=CAMI'), { token: reader.token })).body,
    )
    expect(found.items.map((rule) => rule.term)).toEqual(['camisa', 'camiseta'])

    const rule = first.items[0]!
    const updated = await t.request('PUT', api(`/search-rules/terms/${rule.id}`), {
      token: owner.token,
      json: { term: 'bermudas', action: 'synonyms', synonyms: ['shorts'] },
    })
    expect(updated.status, updated.text).toBe(200)
    expect(v.parse(TermRuleSchema, updated.body)).toMatchObject({
      term: 'bermudas',
      synonyms: ['shorts'],
      redirect_url: '',
    })
    const removed = await t.request('DELETE', api(`/search-rules/terms/${rule.id}`), {
      token: owner.token,
    })
    expect(removed.status).toBe(204)
    const again = await t.request('DELETE', api(`/search-rules/terms/${rule.id}`), {
      token: owner.token,
    })
    expect(again.status).toBe(404)
  })
})

describe('fixed rules', () => {
  test('pins products to positions, the rest by relevance; hidden or sold out skipped', async () => {
    const a = await product({ name: 'Camiseta Azul', sku: 'A' })
    const b = await product({ name: 'Camiseta Branca', sku: 'B' })
    const c = await product({ name: 'Camiseta Cinza', sku: 'C' })
    const mug = await product({ name: 'Caneca Listrada', sku: 'M' })
    const soldOut = await product({ name: 'Camiseta Esgotada', sku: 'E', stock_quantity: 0 })
    const hidden = await product({ name: 'Camiseta Oculta', sku: 'H', visible: false })
    const before = await search('camiseta')
    expect(names(before)).not.toContain('Caneca Listrada')
    expect(names(before)).not.toContain('Camiseta Oculta')

    const answer = await t.request('POST', api('/search-rules/fixed'), {
      token: owner.token,
      json: {
        term: 'Camiseta',
        pins: [
          { product_id: mug, position: 1 },
          { product_id: c, position: 2 },
          { product_id: soldOut, position: 3 },
          { product_id: hidden, position: 4 },
        ],
      },
    })
    expect(answer.status, answer.text).toBe(201)
    expect(v.parse(FixedRuleSchema, answer.body).pins[0]).toMatchObject({
      product_id: mug,
      name: 'Caneca Listrada',
    })

    const after = await search('camiseta')
    expect(after.items[0]).toMatchObject({ id: mug, marks: [{ kind: 'pinned', position: 1 }] })
    expect(after.items[1]).toMatchObject({ id: c, marks: [{ kind: 'pinned', position: 2 }] })
    const rest = after.items.slice(2).map((item) => item.id)
    expect(rest).toEqual(expect.arrayContaining([a, b]))
    expect(rest).not.toContain(hidden)
    expect(after.explanation.fixed_rule?.skipped).toEqual([
      { product_id: soldOut, position: 3, reason: 'out_of_stock' },
      { product_id: hidden, position: 4, reason: 'hidden' },
    ])
    // The sold-out product still shows where relevance puts it (only its pin is skipped).
    expect(after.items.find((item) => item.id === soldOut)?.marks).toEqual([])
  })

  test("refuses another store's products, repeated positions and the same term twice", async () => {
    const mine = await product({ name: 'Camiseta Azul', sku: 'A' })
    const theirs = await product({ name: 'Camiseta Alheia', sku: 'X' }, otherApp, stranger.token)
    const refused = await t.request('POST', api('/search-rules/fixed'), {
      token: owner.token,
      json: { term: 'camiseta', pins: [{ product_id: theirs, position: 1 }] },
    })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ data: { fields: { pins: expect.any(String) } } })
    const repeated = await t.request('POST', api('/search-rules/fixed'), {
      token: owner.token,
      json: {
        term: 'camiseta',
        pins: [
          { product_id: mine, position: 1 },
          { product_id: mine, position: 1 },
        ],
      },
    })
    expect(repeated.status).toBe(400)
    const badPosition = await t.request('POST', api('/search-rules/fixed'), {
      token: owner.token,
      json: { term: 'camiseta', pins: [{ product_id: mine, position: 0 }] },
    })
    expect(badPosition.status).toBe(400)
    const ok = { term: 'camiseta', pins: [{ product_id: mine, position: 1 }] }
    expect(
      (await t.request('POST', api('/search-rules/fixed'), { token: owner.token, json: ok }))
        .status,
    ).toBe(201)
    expect(
      (
        await t.request('POST', api('/search-rules/fixed'), {
          token: owner.token,
          json: { ...ok, term: 'CAMISETA' },
        })
      ).status,
    ).toBe(409)
  })
})

describe('agreement', () => {
  test('the share of words a product must match, rounded up; the default is all', async () => {
    await product({ name: 'Camiseta Azul Algodão', sku: 'A' })
    await product({ name: 'Camiseta Vermelha', sku: 'B' })
    await product({ name: 'Boné Azul', sku: 'C' })
    const settings = await t.request('GET', api('/search-rules/settings'), { token: reader.token })
    expect(settings.body).toEqual({ agreement_percent: 100, customised: false })
    expect(names(await search('camiseta azul'))).toEqual(['Camiseta Azul Algodão'])

    const saved = await t.request('PUT', api('/search-rules/settings'), {
      token: owner.token,
      json: { agreement_percent: 50 },
    })
    expect(saved.status, saved.text).toBe(200)
    // Two words at 50 %: one word is enough; the full match ranks first.
    const half = await search('camiseta azul')
    expect(half.explanation).toMatchObject({ agreement_percent: 50, required_words: 1 })
    expect(names(half)[0]).toBe('Camiseta Azul Algodão')
    expect(names(half).sort()).toEqual(['Boné Azul', 'Camiseta Azul Algodão', 'Camiseta Vermelha'])
    expect(half.items.find((item) => item.name === 'Boné Azul')?.marks).toEqual([
      { kind: 'partial', matched: 1, of: 2 },
    ])
    // Three words at 50 %: two needed (1.5 rounded up).
    const three = await search('camiseta azul algodao')
    expect(three.explanation.required_words).toBe(2)
    expect(names(three)).toEqual(['Camiseta Azul Algodão'])
    // Seven words at 50 %: four needed, too many groups of four for one query (35): counted by row.
    await product({ name: 'Vaso Cerâmica Azul Grande Artesanal', sku: 'V' })
    const seven = await search('vaso ceramica azul grande rustico antigo pintado')
    expect(seven.explanation.required_words).toBe(4)
    expect(names(seven)).toEqual(['Vaso Cerâmica Azul Grande Artesanal'])
    // The tester may try another percentage without saving it.
    expect(names(await search('camiseta azul', '&agreement_percent=100'))).toEqual([
      'Camiseta Azul Algodão',
    ])
    // Nothing found as typed: names within a typo (the catalogue's trigram search).
    expect(names(await search('camizeta vermelha'))).toContain('Camiseta Vermelha')
    const bad = await t.request('PUT', api('/search-rules/settings'), {
      token: owner.token,
      json: { agreement_percent: 0 },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ data: { fields: { agreement_percent: expect.any(String) } } })
  })
})

describe('access', () => {
  test("another store's rules never apply", async () => {
    await product({ name: 'Tênis Corrida', sku: 'T' })
    await product({ name: 'Sapatilha Balé', sku: 'S' })
    await termRule(
      { term: 'tenis', action: 'synonyms', synonyms: ['sapatilha'] },
      otherApp,
      stranger.token,
    )
    await t.request('PUT', api('/search-rules/settings', otherApp), {
      token: stranger.token,
      json: { agreement_percent: 10 },
    })
    const result = await search('tenis')
    expect(names(result)).toEqual(['Tênis Corrida'])
    expect(result.explanation).toMatchObject({ term_rule: null, agreement_percent: 100 })
    // Nor are its rules listed or reachable.
    const list = await t.request('GET', api('/search-rules/terms'), { token: owner.token })
    expect(v.parse(TermRulePageSchema, list.body).items).toEqual([])
    const theirs = await t.request('GET', api('/search-rules/terms', otherApp), {
      token: owner.token,
    })
    expect(theirs.status).toBe(404)
  })

  test('read for the search and lists, write for changes; nothing without the ecommerce level', async () => {
    const rule = { term: 'tenis', action: 'synonyms', synonyms: ['sapatilha'] }
    expect((await t.request('GET', api('/search?q=x'), { token: reader.token })).status).toBe(200)
    expect(
      (await t.request('GET', api('/search-rules/fixed'), { token: reader.token })).status,
    ).toBe(200)
    expect(
      (await t.request('POST', api('/search-rules/terms'), { token: reader.token, json: rule }))
        .status,
    ).toBe(403)
    expect(
      (
        await t.request('PUT', api('/search-rules/settings'), {
          token: reader.token,
          json: { agreement_percent: 50 },
        })
      ).status,
    ).toBe(403)
    expect((await t.request('GET', api('/search?q=x'), { token: noEcommerce.token })).status).toBe(
      403,
    )
    expect(
      (await t.request('GET', api('/search-rules/terms'), { token: noEcommerce.token })).status,
    ).toBe(403)
    expect((await t.request('GET', api('/search-rules/terms'))).status).toBe(401)
  })
})
