import { formatLinhaDigitavel, TransactionPageSchema, type TransactionSummary } from '@vitrine/api'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DAY, HOUR } from '../clock.ts'
import { cpfWithCheckDigits } from '../customers/documents.ts'
import { createStore, storeWithPeople, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { acted, card, CARDS, charged, createGateway, transactionsUrl } from './testing.ts'

/*
 * The list, its totals and its export over one store's payments: a few customers (one with
 * an accented name), every gateway type the filters tell apart, payments on several days.
 */

let t: TestServer
let owner: TestAccount
let app: AppRecord
let otherApp: AppRecord
let stranger: TestAccount
const gateway: Record<string, number> = {}
const customer: Record<string, number> = {}
const DOC = cpfWithCheckDigits('295379955')
const ids: Record<string, number> = {}

beforeAll(async () => {
  t = await createTestServer()
  ;({ owner, app, otherApp, stranger } = await storeWithPeople(t))
  gateway.pix = await createGateway(t, app, 'pix')
  gateway.card = await createGateway(t, app, 'creditcard')
  gateway.billet = await createGateway(t, app, 'billet')
  for (const [key, json] of Object.entries({
    joao: { name: 'João Pereira da Silva', email: 'joao.pereira@example.com', document: DOC },
    ana: { name: 'Ana Souza', email: 'ana@example.com' },
    hacker: { name: '<script>alert(1)</script> & Cia', email: 'h@example.com' },
  })) {
    const answer = await t.request('POST', `/api/main/apps/${app.id}/customers`, {
      token: owner.token,
      json,
    })
    customer[key] = answer.body.id
  }
  // Day 1 (2026-03-02, São Paulo): a pix of João paid, a card of Ana.
  const joaoPix = await charged(t, owner.token, app, {
    gateway_id: gateway.pix!,
    customer_id: customer.joao!,
  })
  ids.joaoPix = joaoPix.id
  await acted(t, owner.token, app, joaoPix.id, 'simulate', { outcome: 'paid' })
  t.clock.advance(HOUR)
  ids.anaCard = (
    await charged(t, owner.token, app, {
      gateway_id: gateway.card!,
      customer_id: customer.ana!,
      card: card(),
      items: [{ description: 'Tênis', quantity: 1, unit_cents: 30_000 }],
    })
  ).id
  // Day 2: a boleto of the customer with a hostile name, a declined card without customer.
  t.clock.advance(DAY)
  ids.hackerBillet = (
    await charged(t, owner.token, app, {
      gateway_id: gateway.billet!,
      customer_id: customer.hacker!,
      description: '=HYPERLINK("http://mal")',
      items: [{ description: 'Caneca', quantity: 1, unit_cents: 2_990 }],
    })
  ).id
  t.clock.advance(HOUR)
  ids.declined = (
    await charged(t, owner.token, app, { gateway_id: gateway.card!, card: card(CARDS.declined) })
  ).id
  // Another store's payment never shows.
  const theirs = await createGateway(t, otherApp, 'pix')
  await charged(t, stranger.token, otherApp, { gateway_id: theirs })
})
afterAll(() => t.close())

async function list(query = ''): Promise<{ items: TransactionSummary[]; next: string | null }> {
  const answer = await t.request('GET', `${transactionsUrl(app)}${query ? `?${query}` : ''}`, {
    token: owner.token,
  })
  expect(answer.status, answer.text).toBe(200)
  const page = v.parse(TransactionPageSchema, answer.body)
  return { items: page.items, next: page.next_cursor }
}
const idsOf = async (query: string) => (await list(query)).items.map((item) => item.id)

describe('the list', () => {
  test('newest first, the store’s own only', async () => {
    const { items, next } = await list()
    expect(items.map((item) => item.id)).toEqual([
      ids.declined,
      ids.hackerBillet,
      ids.anaCard,
      ids.joaoPix,
    ])
    expect(next).toBeNull()
    expect(items[2]).toMatchObject({
      type: 'creditcard',
      status: 'authorized',
      amount_cents: 30_000,
      gateway_name: 'Sandbox creditcard',
      card: { brand: 'visa', last_four: '4242' },
      customer: { name: 'Ana Souza', email: 'ana@example.com' },
    })
  })

  test('keyset pages walk every payment once', async () => {
    const seen: number[] = []
    let cursor: string | null = null
    do {
      const page: { items: TransactionSummary[]; next: string | null } = await list(
        `limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      )
      seen.push(...page.items.map((item) => item.id))
      cursor = page.next
    } while (cursor)
    expect(seen).toEqual(await idsOf(''))
  })

  test('filters', async () => {
    expect(await idsOf('status=complete')).toEqual([ids.joaoPix])
    expect(await idsOf('type=billet')).toEqual([ids.hackerBillet])
    expect(await idsOf(`gateway_id=${gateway.card}`)).toEqual([ids.declined, ids.anaCard])
    expect(await idsOf(`customer_id=${customer.ana}`)).toEqual([ids.anaCard])
    expect(await idsOf('from=2026-03-03')).toEqual([ids.declined, ids.hackerBillet])
    expect(await idsOf('to=2026-03-02')).toEqual([ids.anaCard, ids.joaoPix])
    expect(await idsOf('from=2026-03-02&to=2026-03-02&type=pix')).toEqual([ids.joaoPix])
    expect(await idsOf('min_cents=10000&max_cents=10000')).toEqual([ids.declined, ids.joaoPix])
    expect(await idsOf('min_cents=20000')).toEqual([ids.anaCard])
  })

  test('search: id, document, e-mail, words of the name without accents', async () => {
    // Digits are a payment id, or the start of a document: "2" finds both here.
    expect(await idsOf(`q=${ids.declined}`)).toEqual([ids.declined])
    expect(await idsOf('q=2')).toEqual([ids.anaCard, ids.joaoPix])
    expect(await idsOf(`q=${DOC.slice(0, 5)}`)).toEqual([ids.joaoPix])
    expect(await idsOf(`q=${encodeURIComponent(`${DOC.slice(0, 3)}.${DOC.slice(3, 6)}`)}`)).toEqual(
      [ids.joaoPix],
    )
    expect(await idsOf('q=joao.per')).toEqual([ids.joaoPix])
    expect(await idsOf('q=ANA%40EX')).toEqual([ids.anaCard])
    expect(await idsOf('q=joao')).toEqual([ids.joaoPix])
    expect(await idsOf(`q=${encodeURIComponent('jo sil')}`)).toEqual([ids.joaoPix])
    expect(await idsOf(`q=${encodeURIComponent('João')}`)).toEqual([ids.joaoPix])
    expect(await idsOf('q=souz')).toEqual([ids.anaCard])
    expect(await idsOf('q=cia')).toEqual([ids.hackerBillet])
    expect(await idsOf(`q=${encodeURIComponent("'&|!")}`)).toEqual([])
    expect(await idsOf('q=maria')).toEqual([])
  })
})

describe('name searches past the newest rows', () => {
  test('common words fill the page from the newest rows; rare ones are found anywhere', async () => {
    // 6,000 payments in a store of their own, one a minute: every 1,000th of "Rara Pessoa",
    // every other of "Cliente Silva", the rest of "Outra Pessoa".
    const store = await createStore(t, owner, { name: 'Loja Grande' })
    const gatewayId = await createGateway(t, store, 'pix')
    await t.db.execute(sql`
      insert into payments (app_id, type, status, amount_cents, items, customer_name,
        customer_email, gateway_id, provider, reference, created_at, updated_at)
      select ${store.id}, 'pix', 'pending', 1000, '[]'::jsonb,
        case when g.i % 1000 = 0 then 'Rara Pessoa' when g.i % 2 = 0 then 'Cliente Silva'
             else 'Outra Pessoa' end,
        'cliente' || g.i || '@example.com', ${gatewayId}, 'sandbox', 'grande-' || g.i,
        timestamptz '2025-01-01 00:00:00+00' + g.i * interval '1 minute',
        timestamptz '2025-01-01 00:00:00+00' + g.i * interval '1 minute'
      from generate_series(1, 6000) as g(i)`)
    /** Every page of a search, followed by its cursor: when each payment was made. */
    const walk = async (q: string, limit: number) => {
      const seen: { name: string; at: string }[] = []
      let cursor: string | null = null
      do {
        const query = new URLSearchParams({
          q,
          limit: String(limit),
          ...(cursor ? { cursor } : {}),
        })
        const answer = await t.request('GET', `${transactionsUrl(store)}?${query}`, {
          token: owner.token,
        })
        expect(answer.status, answer.text).toBe(200)
        const page = v.parse(TransactionPageSchema, answer.body)
        seen.push(...page.items.map((item) => ({ name: item.customer!.name, at: item.created_at })))
        cursor = page.next_cursor
      } while (cursor)
      return seen
    }
    const minute = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString()
    // Rare: the five oldest are past the newest 5,000 rows, and still found, in order.
    expect(await walk('rara', 2)).toEqual(
      [6000, 5000, 4000, 3000, 2000, 1000].map((i) => ({ name: 'Rara Pessoa', at: minute(i) })),
    )
    // Common: the newest matches.
    const common = await t.request('GET', `${transactionsUrl(store)}?q=silva&limit=3`, {
      token: owner.token,
    })
    expect(common.body.items.map((item: TransactionSummary) => item.created_at)).toEqual([
      minute(5998),
      minute(5996),
      minute(5994),
    ])
    // One word is also the start of an e-mail; a word nobody has finds nothing.
    expect((await walk('cliente5999', 10)).map((item) => item.at)).toEqual([minute(5999)])
    expect(await walk('nenhum', 10)).toEqual([])
  })
})

describe('totals', () => {
  test('count and sums for the filter, and per status', async () => {
    const answer = await t.request('GET', `${transactionsUrl(app)}/totals`, { token: owner.token })
    expect(answer.body).toEqual({
      count: 4,
      amount_cents: 10_000 + 30_000 + 2_990 + 10_000,
      captured_cents: 40_000,
      refunded_cents: 0,
      by_status: [
        { status: 'pending', count: 1, amount_cents: 2_990 },
        { status: 'authorized', count: 1, amount_cents: 30_000 },
        { status: 'complete', count: 1, amount_cents: 10_000 },
        { status: 'failed', count: 1, amount_cents: 10_000 },
      ],
    })
    const cards = await t.request('GET', `${transactionsUrl(app)}/totals?type=creditcard`, {
      token: owner.token,
    })
    expect(cards.body).toMatchObject({ count: 2, amount_cents: 40_000 })
  })
})

describe('the CSV export', () => {
  test('BOM, semicolons, Portuguese headers, every matching payment, formulas defused', async () => {
    const answer = await t.request('GET', `${transactionsUrl(app)}/export`, {
      token: owner.token,
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toMatch(/transacoes-\d{4}-\d{2}-\d{2}\.csv/)
    expect(answer.text.startsWith('ID;Data;Status;Tipo;Valor;')).toBe(true)
    const lines = answer.text.trim().split('\r\n')
    expect(lines).toHaveLength(5)
    const joao = lines.find((line) => line.startsWith(`${ids.joaoPix};`))!
    expect(joao.split(';').slice(1, 11)).toEqual([
      '02/03/2026 09:00',
      'Pago',
      'Pix',
      '100,00',
      '100,00',
      '0,00',
      '3,00',
      '97,00',
      '1',
      'João Pereira da Silva',
    ])
    const billet = lines.find((line) => line.startsWith(`${ids.hackerBillet};`))!
    expect(billet).toContain(`"'=HYPERLINK(""http://mal"")"`)
    // The text above was decoded (which drops a BOM); the bytes start with it.
    const raw = await t.app.request(`${transactionsUrl(app)}/export`, {
      headers: { Token: owner.token },
    })
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const filtered = await t.request('GET', `${transactionsUrl(app)}/export?status=failed`, {
      token: owner.token,
    })
    expect(filtered.text.trim().split('\r\n')).toHaveLength(2)
  })
})

describe('the printable boleto', () => {
  test('a public page with the line, the barcode, every value escaped, no script', async () => {
    const payment = await t.request('GET', `${transactionsUrl(app)}/${ids.hackerBillet}`, {
      token: owner.token,
    })
    const { url, linha_digitavel: linha, barcode } = payment.body.billet
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/payments\/public\/billets\/[\w-]+$/)
    const page = await t.request('GET', new URL(url).pathname)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const policy = page.headers.get('content-security-policy')!
    expect(policy).toMatch(/script-src 'self'(;|$)/)
    expect(page.text).not.toMatch(/<script|\son\w+=/i)
    expect(page.text).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; Cia')
    expect(page.text).toContain(formatLinhaDigitavel(linha))
    expect(page.text).toContain('341 — Itaú Unibanco')
    expect(page.text).toContain('<svg')
    expect(page.text).toContain(`Código de barras ${formatLinhaDigitavel(barcode)}`)
    expect(page.text).toContain('@media print')
    expect(page.text).not.toContain('já foi pago')
  })

  test('says when it must not be paid; unknown addresses are 404', async () => {
    const boleto = await charged(t, owner.token, app, { gateway_id: gateway.billet! })
    await acted(t, owner.token, app, boleto.id, 'simulate', { outcome: 'paid' })
    const paid = await t.request('GET', new URL(boleto.billet!.url).pathname)
    expect(paid.text).toContain('Este boleto já foi pago. Não pague de novo.')
    for (const token of ['x'.repeat(32), 'nada', '']) {
      const answer = await t.request('GET', `/api/payments/public/billets/${token}`)
      expect(answer.status, token).toBe(404)
    }
  })
})

describe('resending the instructions', () => {
  const resend = (id: number, json: unknown = {}) =>
    t.request('POST', `${transactionsUrl(app)}/${id}/resend`, {
      token: owner.token,
      lang: 'pt-BR',
      json,
    })

  test('the boleto to the customer, the pix to another address', async () => {
    expect((await resend(ids.hackerBillet!)).status).toBe(204)
    const pix = await charged(t, owner.token, app, { gateway_id: gateway.pix! })
    expect((await resend(pix.id, { email: 'financeiro@cliente.com.br' })).status).toBe(204)
    const mails = await t.mailLog()
    const boletoMail = mails.find((mail) => mail.to === 'h@example.com')!
    expect(boletoMail.subject).toBe(`Boleto de R$\u00a029,90 para Loja Aurora`)
    expect(String(boletoMail.text)).toContain('/api/payments/public/billets/')
    const pixMail = mails.find((mail) => mail.to === 'financeiro@cliente.com.br')!
    expect(String(pixMail.text)).toContain(pix.pix!.code)
  })

  test('nothing to resend, or nobody to send it to, is a 409', async () => {
    const paid = await resend(ids.joaoPix!)
    expect(paid.status).toBe(409)
    expect(paid.body.message).toMatch(/^Não há instruções para reenviar/)
    const pix = await charged(t, owner.token, app, { gateway_id: gateway.pix! })
    const nobody = await resend(pix.id)
    expect(nobody.status).toBe(409)
    expect(nobody.body.message).toBe(
      'Este pagamento não tem e-mail do cliente. Informe um endereço para enviar.',
    )
    const bad = await resend(pix.id, { email: 'não é e-mail' })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields).toHaveProperty('email')
  })
})
