import { PayerPaymentsSchema, PayerSessionSchema, PayerStoreSchema } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { apps } from '../access/schema.ts'
import { DAY, MINUTE } from '../clock.ts'
import { payments } from '../payments/schema.ts'
import { createGateway } from '../payments/testing.ts'
import { createReseller, createStore, type AppRecord } from '../testing/access-fixtures.ts'
import {
  createTestServer,
  uniqueEmail,
  type TestAccount,
  type TestServer,
} from '../testing/test-server.ts'

let t: TestServer
let owner: TestAccount
beforeAll(async () => {
  t = await createTestServer({ config: { publicUrl: 'https://loja.example.com' } })
  owner = await t.register({ name: 'Marina Costa' })
})
afterAll(() => t.close())

let ips = 0
/** A fresh client address per call unless one is given: the per-address limits stay out of the way. */
const nextIp = () => `10.1.${Math.floor(++ips / 250)}.${ips % 250}`

let stores = 0
/** A store with a name of its own (so its slug is plain) and a pix gateway. */
async function storeNamed(name = `Loja Teste ${++stores}`) {
  const store = await createStore(t, owner, { name })
  const gateway = await createGateway(t, store, 'pix')
  return { store, gateway }
}

let references = 0
/** A payment of the store made with this e-mail, as a checkout or the panel writes it. */
async function paymentOf(
  { store, gateway }: { store: AppRecord; gateway: number },
  email: string,
  fields: Partial<typeof payments.$inferInsert> = {},
) {
  const at = t.clock.now()
  const [row] = await t.db
    .insert(payments)
    .values({
      appId: store.id,
      type: 'pix',
      status: 'complete',
      amountCents: 8_990,
      capturedCents: 8_990,
      items: [{ description: 'Camiseta', quantity: 1, unit_cents: 8_990 }],
      description: 'Camiseta',
      customerName: 'Ana Souza',
      customerEmail: email,
      gatewayId: gateway,
      provider: 'sandbox',
      reference: `teste-${++references}`,
      publicToken: `recibo-de-teste-${references}-abcdefgh`,
      createdAt: at,
      updatedAt: at,
      paidAt: at,
      ...fields,
    })
    .returning()
  return row!
}

const account = (store: AppRecord) => `/api/payments/public/accounts/${store.slug}`

const askLink = (store: AppRecord, email: unknown, ip = nextIp()) =>
  t.request('POST', `${account(store)}/sign-in`, { lang: 'pt-BR', ip, json: { email } })

const exchange = (store: AppRecord, code: unknown, ip = nextIp()) =>
  t.request('POST', `${account(store)}/sessions`, { lang: 'pt-BR', ip, json: { code } })

const listOf = (store: AppRecord, token?: string) =>
  t.request('GET', `${account(store)}/payments`, {
    lang: 'pt-BR',
    headers: token === undefined ? {} : { 'Payer-Token': token },
  })

const LINK = /\/acc\/([a-z0-9-]+)\?code=([\w-]+)/

/** The code of the last sign-in link mailed to the address (after background deliveries). */
async function mailedCode(email: string, store: AppRecord): Promise<string> {
  const mails = (await t.mailLog()).filter((line) => line.to === email)
  const found = mails.map((mail) => LINK.exec(String(mail.text))).filter((match) => match !== null)
  const last = found.at(-1)
  if (!last || last[1] !== store.slug)
    throw new Error(`no sign-in link to ${email} at ${store.slug}`)
  return last[2]!
}

/** Signs the payer in as the page does: asks for a link, follows it. Answers the token. */
async function signIn(store: AppRecord, email: string): Promise<string> {
  expect((await askLink(store, email)).status).toBe(202)
  const answer = await exchange(store, await mailedCode(email, store))
  expect(answer.status, answer.text).toBe(201)
  return v.parse(PayerSessionSchema, answer.body).token
}

describe('store slugs', () => {
  test('are derived from the name at creation: lower case, accents folded, hyphens', async () => {
    const store = await createStore(t, owner, { name: 'Café & Açaí  do Zé!' })
    expect(store.slug).toBe('cafe-acai-do-ze')
  })

  test('take "-2", "-3"… when the name is taken, and "loja" when nothing is left of it', async () => {
    const first = await createStore(t, owner, { name: 'Padaria Pão Quente' })
    const second = await createStore(t, owner, { name: 'PADARIA pão quente' })
    const third = await createStore(t, owner, { name: 'Padaria — Pão Quente' })
    expect([first.slug, second.slug, third.slug]).toEqual([
      'padaria-pao-quente',
      'padaria-pao-quente-2',
      'padaria-pao-quente-3',
    ])
    const symbols = await createStore(t, owner, { name: '★★★' })
    expect(symbols.slug).toMatch(/^loja(-\d+)?$/)
  })

  test('are at most 40 characters before a suffix, and unique in the database', async () => {
    const long = await createStore(t, owner, {
      name: 'Uma loja com um nome muito longo mesmo de verdade',
    })
    expect(long.slug).toBe('uma-loja-com-um-nome-muito-longo-mesmo-d')
    await expect(
      t.db
        .update(apps)
        .set({ slug: long.slug })
        .where(eq(apps.id, (await storeNamed()).store.id)),
    ).rejects.toThrow()
  })
})

describe('GET /public/accounts/:slug', () => {
  test('answers the store’s public name, without a login', async () => {
    const { store } = await storeNamed('Loja Aurora Pública')
    const answer = await t.request('GET', account(store))
    expect(answer.status, answer.text).toBe(200)
    expect(v.parse(PayerStoreSchema, answer.body)).toEqual({
      slug: 'loja-aurora-publica',
      name: 'Loja Aurora Pública',
      brand: null,
    })
  })

  test('on the domain of the reseller selling the store, with its brand', async () => {
    const { store } = await storeNamed()
    const reseller = await createReseller(t, { name: 'Revenda Aurora', primaryColor: '#0f766e' }, [
      store,
    ])
    const elsewhere = await createReseller(t, { name: 'Outra Revenda' })
    const brandOn = async (origin: string) =>
      v.parse(PayerStoreSchema, (await t.request('GET', `${origin}${account(store)}`)).body).brand
    expect(await brandOn(reseller.origin)).toEqual({
      name: 'Revenda Aurora',
      logo_url: null,
      primary_color: '#0f766e',
      primary_foreground: null,
    })
    expect(await brandOn(elsewhere.origin)).toBeNull()
    expect(await brandOn('https://loja.example.com')).toBeNull()
  })

  test('an unknown or malformed slug is a plain 404', async () => {
    for (const slug of ['nao-existe-esta-loja', 'com espaço', '-hifen', 'x'.repeat(61)]) {
      const answer = await t.request(
        'GET',
        `/api/payments/public/accounts/${encodeURIComponent(slug)}`,
        { lang: 'pt-BR' },
      )
      expect(answer.status, slug).toBe(404)
      expect(answer.body.message).toBe('Loja não encontrada.')
    }
  })
})

describe('signing in by a mailed link', () => {
  let shop: Awaited<ReturnType<typeof storeNamed>>
  beforeEach(async () => {
    shop = await storeNamed()
  })

  test('answers 202 with the same body whether or not the address paid there', async () => {
    const payer = uniqueEmail('pagador')
    await paymentOf(shop, payer)
    const stranger = uniqueEmail('nunca-pagou')
    const paid = await askLink(shop.store, payer)
    const unpaid = await askLink(shop.store, stranger)
    expect(paid.status).toBe(202)
    expect(unpaid.status).toBe(202)
    expect(paid.text).toBe(unpaid.text)
    expect(paid.body.message).toMatch(/^Se este e-mail tiver pagamentos nesta loja/)

    const mails = await t.mailLog()
    expect(mails.filter((mail) => mail.to === stranger)).toEqual([])
    const [mail] = mails.filter((mail) => mail.to === payer)
    expect(mail?.subject).toBe(`Seu link de acesso: ${shop.store.name}`)
    expect(String(mail?.text)).toContain(`https://loja.example.com/acc/${shop.store.slug}?code=`)
  })

  test('the mailed link is on the reseller’s domain it was asked on, never on another Host', async () => {
    const shop = await storeNamed()
    const payer = uniqueEmail('revenda')
    await paymentOf(shop, payer)
    const reseller = await createReseller(t, { name: 'Revenda Aurora' }, [shop.store])
    let sent = 0
    const mailedOn = async (origin: string) => {
      const asked = await t.request('POST', `${origin}${account(shop.store)}/sign-in`, {
        ip: nextIp(),
        json: { email: payer },
      })
      expect(asked.status).toBe(202)
      let text = ''
      await expect
        .poll(async () => {
          const mails = (await t.mailLog()).filter((mail) => mail.to === payer)
          text = String(mails.at(-1)?.text ?? '')
          return mails.length
        })
        .toBeGreaterThan(sent)
      sent += 1
      return text
    }
    expect(await mailedOn(reseller.origin)).toContain(
      `${reseller.origin}/acc/${shop.store.slug}?code=`,
    )
    // A forged Host (a site that is no domain of the store's reseller) gets PUBLIC_URL.
    expect(await mailedOn('https://golpe.example')).toContain(
      `https://loja.example.com/acc/${shop.store.slug}?code=`,
    )
  })

  test('the address is matched whatever its case and spaces', async () => {
    const payer = uniqueEmail('caixa')
    await paymentOf(shop, payer)
    expect((await askLink(shop.store, `  ${payer.toUpperCase()} `)).status).toBe(202)
    await expect(mailedCode(payer, shop.store)).resolves.toMatch(/^[\w-]{43}$/)
  })

  test('bad input is a 400 with the field’s message', async () => {
    for (const body of [{}, { email: '' }, { email: 'nao-e-email' }, { email: 42 }]) {
      const answer = await t.request('POST', `${account(shop.store)}/sign-in`, {
        lang: 'pt-BR',
        ip: nextIp(),
        json: body,
      })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.data.fields.email).toBeTruthy()
    }
    const noCode = await t.request('POST', `${account(shop.store)}/sessions`, {
      ip: nextIp(),
      json: {},
    })
    expect(noCode.status).toBe(400)
  })

  test('an unknown store is a 404, and mails nothing', async () => {
    const payer = uniqueEmail('sem-loja')
    const answer = await t.request(
      'POST',
      '/api/payments/public/accounts/loja-que-nao-existe/sign-in',
      {
        ip: nextIp(),
        json: { email: payer },
      },
    )
    expect(answer.status).toBe(404)
    expect((await t.mailLog()).filter((mail) => mail.to === payer)).toEqual([])
  })

  test('a code works once', async () => {
    const payer = uniqueEmail('uma-vez')
    await paymentOf(shop, payer)
    await askLink(shop.store, payer)
    const code = await mailedCode(payer, shop.store)
    const first = await exchange(shop.store, code)
    expect(first.status, first.text).toBe(201)
    const session = v.parse(PayerSessionSchema, first.body)
    expect(session.email).toBe(payer)
    expect(session.expires_at).toBe(new Date(t.clock.now().getTime() + 30 * DAY).toISOString())

    const again = await exchange(shop.store, code)
    expect(again.status).toBe(401)
    expect(again.body.message).toMatch(/^Este link de acesso não vale mais/)
  })

  test('a code expires after 15 minutes', async () => {
    const payer = uniqueEmail('expira')
    await paymentOf(shop, payer)
    await askLink(shop.store, payer)
    const code = await mailedCode(payer, shop.store)
    t.clock.advance(15 * MINUTE)
    expect((await exchange(shop.store, code)).status).toBe(401)
  })

  test('a code of another store, or one never made, is refused', async () => {
    const payer = uniqueEmail('outra-loja')
    await paymentOf(shop, payer)
    const other = await storeNamed()
    await askLink(shop.store, payer)
    const code = await mailedCode(payer, shop.store)
    expect((await exchange(other.store, code)).status).toBe(401)
    expect((await exchange(shop.store, 'A'.repeat(43))).status).toBe(401)
    expect((await exchange(shop.store, 'curto')).status).toBe(401)
    // Refused at the other store, it still works where it was sent.
    expect((await exchange(shop.store, code)).status).toBe(201)
  })
})

describe('the payer’s payments', () => {
  test('only theirs at that store, newest first, with the receipt’s token', async () => {
    const shop = await storeNamed()
    const other = await storeNamed()
    const payer = uniqueEmail('lista')
    const older = await paymentOf(shop, payer, {
      description: 'Boné',
      amountCents: 4_500,
      capturedCents: 4_500,
    })
    t.clock.advance(MINUTE)
    const newer = await paymentOf(shop, payer, {
      status: 'pending',
      paidAt: null,
      capturedCents: 0,
      type: 'billet',
    })
    t.clock.advance(MINUTE)
    // Made in the panel by card: no receipt page.
    const panel = await paymentOf(shop, payer, { publicToken: null, type: 'creditcard' })
    await paymentOf(shop, uniqueEmail('outra-pessoa'))
    await paymentOf(other, payer)

    const token = await signIn(shop.store, payer)
    const answer = await listOf(shop.store, token)
    expect(answer.status, answer.text).toBe(200)
    const list = v.parse(PayerPaymentsSchema, answer.body)
    expect(list.email).toBe(payer)
    expect(list.more).toBe(false)
    expect(list.items.map((item) => item.receipt_token)).toEqual([
      null,
      newer.publicToken,
      older.publicToken,
    ])
    expect(list.items[2]).toEqual({
      receipt_token: older.publicToken,
      description: 'Boné',
      type: 'pix',
      method_name: 'Sandbox pix',
      status: 'complete',
      amount_cents: 4_500,
      refunded_cents: 0,
      installments: 1,
      created_at: older.createdAt.toISOString(),
      paid_at: older.paidAt!.toISOString(),
    })
    expect(panel.id).toBeGreaterThan(newer.id)
  })

  test('a session sees nothing of another store or payer; none, or an ended one, is a 401', async () => {
    const shop = await storeNamed()
    const other = await storeNamed()
    const ana = uniqueEmail('ana')
    const bruno = uniqueEmail('bruno')
    await paymentOf(shop, ana)
    await paymentOf(shop, bruno, { amountCents: 12_345, capturedCents: 12_345 })
    await paymentOf(other, ana)
    const anaToken = await signIn(shop.store, ana)

    expect((await listOf(other.store, anaToken)).status).toBe(401)
    expect((await listOf(shop.store)).status).toBe(401)
    expect((await listOf(shop.store, 'B'.repeat(43))).status).toBe(401)
    const mine = v.parse(PayerPaymentsSchema, (await listOf(shop.store, anaToken)).body)
    expect(mine.items.map((item) => item.amount_cents)).toEqual([8_990])

    const brunoToken = await signIn(shop.store, bruno)
    const his = v.parse(PayerPaymentsSchema, (await listOf(shop.store, brunoToken)).body)
    expect(his.items.map((item) => item.amount_cents)).toEqual([12_345])

    const signOut = await t.request('DELETE', `${account(shop.store)}/session`, {
      headers: { 'Payer-Token': anaToken },
    })
    expect(signOut.status).toBe(204)
    const ended = await listOf(shop.store, anaToken)
    expect(ended.status).toBe(401)
    expect(ended.body.message).toBe('Sua sessão terminou. Peça um novo link de acesso.')
    expect((await listOf(shop.store, brunoToken)).status).toBe(200)
  })

  test('a session ends after 30 days', async () => {
    const shop = await storeNamed()
    const payer = uniqueEmail('trinta-dias')
    await paymentOf(shop, payer)
    const token = await signIn(shop.store, payer)
    t.clock.advance(30 * DAY - 1)
    expect((await listOf(shop.store, token)).status).toBe(200)
    t.clock.advance(1)
    expect((await listOf(shop.store, token)).status).toBe(401)
  })

  test('lists the newest 100 and says there are more', async () => {
    const shop = await storeNamed()
    const payer = uniqueEmail('muitos')
    const at = t.clock.now().getTime()
    await t.db.insert(payments).values(
      Array.from({ length: 101 }, (_, index) => ({
        appId: shop.store.id,
        type: 'pix',
        status: 'complete',
        amountCents: 100 + index,
        items: [],
        customerEmail: payer,
        reference: `muitos-${index}`,
        createdAt: new Date(at + index * 1000),
        updatedAt: new Date(at + index * 1000),
      })),
    )
    const token = await signIn(shop.store, payer)
    const list = v.parse(PayerPaymentsSchema, (await listOf(shop.store, token)).body)
    expect(list.items).toHaveLength(100)
    expect(list.more).toBe(true)
    expect(list.items[0]!.amount_cents).toBe(200)
    expect(list.items.at(-1)!.amount_cents).toBe(101)
  })
})

describe('rate limits', () => {
  test('5 links a quarter of an hour per address and store, whether or not it paid there', async () => {
    const shop = await storeNamed()
    for (const email of [uniqueEmail('limite-pagou'), uniqueEmail('limite-nunca')]) {
      if (email.startsWith('limite-pagou')) await paymentOf(shop, email)
      for (let i = 0; i < 5; i++) expect((await askLink(shop.store, email)).status).toBe(202)
      const refused = await askLink(shop.store, email)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('Retry-After')).toBe('900')
      expect(refused.body.message).toBe('Muitas tentativas. Tente novamente em 15 minutos.')
    }
    expect(
      (await t.mailLog()).filter((mail) => String(mail.to).startsWith('limite-pagou')),
    ).toHaveLength(5)
  })

  test('20 links a quarter of an hour per client address, whatever the e-mail or store', async () => {
    const shop = await storeNamed()
    const ip = '10.9.9.9'
    for (let i = 0; i < 20; i++) {
      expect((await askLink(shop.store, uniqueEmail('ip'), ip)).status).toBe(202)
    }
    expect((await askLink(shop.store, uniqueEmail('ip'), ip)).status).toBe(429)
    // Unknown slugs count too: guessing stores costs attempts.
    const guess = await t.request('POST', '/api/payments/public/accounts/chute/sign-in', {
      ip,
      json: { email: uniqueEmail('ip') },
    })
    expect(guess.status).toBe(429)
    t.clock.advance(15 * MINUTE)
    expect((await askLink(shop.store, uniqueEmail('ip'), ip)).status).toBe(202)
  })

  test('20 codes a quarter of an hour per client address', async () => {
    const shop = await storeNamed()
    const ip = '10.9.9.10'
    for (let i = 0; i < 20; i++)
      expect((await exchange(shop.store, 'C'.repeat(43), ip)).status).toBe(401)
    expect((await exchange(shop.store, 'C'.repeat(43), ip)).status).toBe(429)
  })
})
