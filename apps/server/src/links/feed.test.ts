import { LinkFeedInfoSchema, type LinkInput, type PaymentLink } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { apps } from '../access/schema.ts'
import { card, charged, createGateway } from '../payments/testing.ts'
import { payments } from '../payments/schema.ts'
import { createStore, storeWithPeople, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { escapeXml } from '../feeds-xml/escape.ts'
import { parseFeed } from '../feeds-xml/testing.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer({ config: { publicUrl: 'https://loja.example.com/' } })
})
afterAll(() => t.close())

let owner: TestAccount
let reader: TestAccount
let app: AppRecord
let pix: number
let cardGateway: number
beforeAll(async () => {
  ;({ owner, reader } = await storeWithPeople(t))
})
beforeEach(async () => {
  app = await createStore(t, owner, { name: 'Loja <Aurora> & "Filhos"' })
  const { addManager, everyArea } = await import('../testing/access-fixtures.ts')
  await addManager(t, app, reader, everyArea('read'))
  pix = await createGateway(t, app, 'pix')
  cardGateway = await createGateway(t, app, 'creditcard')
})

const base = () => `/api/payments/apps/${app.id}/links`

async function created(overrides: Partial<LinkInput>): Promise<PaymentLink> {
  const answer = await t.request('POST', base(), {
    token: owner.token,
    json: {
      title: 'Camiseta',
      amount_mode: 'fixed',
      amount_cents: 1290,
      gateway_ids: [pix, cardGateway],
      ...overrides,
    },
  })
  expect(answer.status, answer.text).toBe(201)
  return answer.body as PaymentLink
}

/** The panel's requests come to the store's host (the feed's addresses follow the host). */
const STORE_HOST = 'https://loja.example.com'

async function feedOf(): Promise<{ url: string; xml: string }> {
  const info = await t.request('GET', `${STORE_HOST}${base()}/feed`, { token: reader.token })
  expect(info.status).toBe(200)
  const { url } = v.parse(LinkFeedInfoSchema, info.body)
  const answer = await t.request('GET', url)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8')
  return { url, xml: answer.text }
}

describe('the Google Merchant Center feed', () => {
  test('lists the links on offer with every required field, escaped', async () => {
    const hostile = await created({
      slug: 'hostil',
      title: 'Kit <b>"Tom & Jerry"</b> \'especial\'',
      description: 'Linha 1\nLinha 2',
      image_url: 'https://cdn.example.com/a.png?x=1&y=<2>',
    })
    const open = await created({ slug: 'doacao', amount_mode: 'open', min_cents: 500 })
    const soldOut = await created({ slug: 'esgotado', quantity_limit: 1 })
    const payment = await charged(t, owner.token, app, { gateway_id: cardGateway, card: card() })
    await t.db.update(payments).set({ linkId: soldOut.id }).where(eq(payments.id, payment.id))
    await created({ slug: 'desligado', active: false })
    const expired = await created({ slug: 'vencido', expires_at: '2030-01-01T00:00:00Z' })
    const { paymentLinks } = await import('./schema.ts')
    // The API refuses control characters; the feed must survive them anyway (older data).
    await t.db
      .update(paymentLinks)
      .set({ description: 'Linha 1\nLinha 2 \u0001\u0008 com controle \uFFFF]]>' })
      .where(eq(paymentLinks.id, hostile.id))
    await t.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(paymentLinks.id, expired.id))

    const { xml } = await feedOf()
    expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">')
    const { channel, items } = parseFeed(xml)
    expect(channel).toEqual({
      title: 'Loja <Aurora> & "Filhos" — links de pagamento',
      link: 'https://loja.example.com',
      description: 'Links de pagamento de Loja <Aurora> & "Filhos"',
    })
    expect(items.map((item) => item['g:id'])).toEqual([
      String(soldOut.id),
      String(open.id),
      String(hostile.id),
    ])
    for (const item of items) {
      for (const field of ['g:id', 'g:title', 'g:description', 'g:link', 'g:price']) {
        expect(item[field], field).toBeTruthy()
      }
      expect(item['g:condition']).toBe('new')
      expect(item['g:price']).toMatch(/^\d+\.\d{2} BRL$/)
    }
    const [first, second, third] = items
    expect(first).toMatchObject({ 'g:availability': 'out_of_stock', 'g:price': '12.90 BRL' })
    expect(first!['g:image_link']).toBeUndefined()
    expect(second).toMatchObject({
      'g:price': '5.00 BRL',
      'g:availability': 'in_stock',
      'g:link': 'https://loja.example.com/pay/doacao',
      // Without a description, the title stands in.
      'g:description': 'Camiseta',
    })
    expect(third).toEqual({
      'g:id': String(hostile.id),
      'g:title': 'Kit <b>"Tom & Jerry"</b> \'especial\'',
      'g:description': 'Linha 1\nLinha 2  com controle ]]>',
      'g:link': 'https://loja.example.com/pay/hostil',
      'g:image_link': 'https://cdn.example.com/a.png?x=1&y=<2>',
      'g:price': '12.90 BRL',
      'g:availability': 'in_stock',
      'g:condition': 'new',
    })
  })

  test('the feed info tells the address, last generation, count and preview', async () => {
    for (let n = 1; n <= 7; n++) await created({ slug: `item-${n}` })
    const first = v.parse(
      LinkFeedInfoSchema,
      (await t.request('GET', `${STORE_HOST}${base()}/feed`, { token: reader.token })).body,
    )
    expect(first.url).toMatch(
      /^https:\/\/loja\.example\.com\/api\/payments\/public\/feeds\/[\w-]{32}\/links\.xml$/,
    )
    expect(first.last_generated_at).toBeNull()
    expect(first.items_count).toBe(7)
    expect(first.preview.map((item) => item.link)).toEqual(
      [7, 6, 5, 4, 3].map((n) => `https://loja.example.com/pay/item-${n}`),
    )

    t.clock.advance(1000)
    const { url } = await feedOf()
    expect(url).toBe(first.url)
    const after = v.parse(
      LinkFeedInfoSchema,
      (await t.request('GET', `${STORE_HOST}${base()}/feed`, { token: reader.token })).body,
    )
    expect(after.url).toBe(first.url)
    expect(after.last_generated_at).toBe(t.clock.now().toISOString())
  })

  test('addresses are absolute on the host the feed is fetched from (a reseller’s too)', async () => {
    const image = `/api/payments/public/files/${'b'.repeat(64)}.png`
    await created({ slug: 'com-imagem', image_url: image })
    const reseller = 'https://pagamentos.revenda.example'
    const info = v.parse(
      LinkFeedInfoSchema,
      (await t.request('GET', `${reseller}${base()}/feed`, { token: reader.token })).body,
    )
    expect(info.url.startsWith(`${reseller}/api/payments/public/feeds/`)).toBe(true)
    expect(info.preview[0]).toMatchObject({
      link: `${reseller}/pay/com-imagem`,
      image_link: `${reseller}${image}`,
    })
    const { channel, items } = parseFeed((await t.request('GET', info.url)).text)
    expect(channel.link).toBe(reseller)
    expect(items[0]).toMatchObject({
      'g:link': `${reseller}/pay/com-imagem`,
      'g:image_link': `${reseller}${image}`,
    })

    // Over plain HTTP, unless a trusted proxy says the browser came over HTTPS.
    const plain = (await t.request('GET', info.url.replace('https:', 'http:'))).text
    expect(parseFeed(plain).items[0]!['g:link']).toBe(
      'http://pagamentos.revenda.example/pay/com-imagem',
    )
  })

  test('an unknown token is a plain 404', async () => {
    for (const token of ['x'.repeat(32), 'curto', '..%2F..%2Fetc']) {
      const answer = await t.request('GET', `/api/payments/public/feeds/${token}/links.xml`)
      expect(answer.status).toBe(404)
      expect(answer.headers.get('Content-Type')).toMatch(/^text\/plain/)
    }
  })

  test('a store without links has a valid, empty feed', async () => {
    const empty = await createStore(t, owner)
    await t.db.update(apps).set({ name: 'Vazia' }).where(eq(apps.id, empty.id))
    const info = await t.request('GET', `/api/payments/apps/${empty.id}/links/feed`, {
      token: owner.token,
    })
    expect(info.body.items_count).toBe(0)
    const answer = await t.request('GET', info.body.url as string)
    expect(parseFeed(answer.text).items).toEqual([])
  })
})

describe('escapeXml', () => {
  test('escapes the five special characters and drops what XML cannot hold', () => {
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;')
    expect(escapeXml('a\u0000b\u001Fc\td\ne\rf')).toBe('abc\td\ne\rf')
    expect(escapeXml('x\uD800y\uDC00z 😀')).toBe('xyz 😀')
  })
})
