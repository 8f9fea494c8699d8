import {
  LinkPageSchema,
  LinkSchema,
  LinkTotalsSchema,
  TransactionPageSchema,
  TransactionSchema,
  type LinkInput,
  type PaymentLink,
} from '@vitrine/api'
import { and, eq, inArray } from 'drizzle-orm'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { auditLog } from '../audit/schema.ts'
import { installmentSetups } from '../gateways/schema.ts'
import { card, charged, createGateway, transactionsUrl } from '../payments/testing.ts'
import { payments } from '../payments/schema.ts'
import { paymentLinks } from './schema.ts'
import {
  addManager,
  createStore,
  everyArea,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'

let t: TestServer
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-links-'))
  t = await createTestServer({ config: { dataDir, publicUrl: 'https://loja.example.com' } })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
let app: AppRecord
let otherApp: AppRecord
let pix: number
let cardGateway: number
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
})
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, everyArea('read'))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
  pix = await createGateway(t, app, 'pix')
  cardGateway = await createGateway(t, app, 'creditcard')
})

const base = (store: AppRecord = app) => `/api/payments/apps/${store.id}/links`

const input = (overrides: Partial<LinkInput> = {}): LinkInput => ({
  title: 'Camiseta Básica Azul',
  description: 'Algodão, tamanhos P ao GG.',
  amount_mode: 'fixed',
  amount_cents: 5990,
  gateway_ids: [pix, cardGateway],
  max_installments: 3,
  ...overrides,
})

async function created(overrides: Partial<LinkInput> = {}): Promise<PaymentLink> {
  const answer = await t.request('POST', base(), {
    token: owner.token,
    lang: 'pt-BR',
    json: input(overrides),
  })
  expect(answer.status, answer.text).toBe(201)
  return v.parse(LinkSchema, answer.body)
}

/** An approved card payment (a unit sold), made through the link. */
async function soldThrough(link: PaymentLink): Promise<number> {
  const payment = await charged(t, owner.token, app, {
    gateway_id: cardGateway,
    card: card(),
    items: [{ description: link.title, quantity: 1, unit_cents: link.amount_cents ?? 1000 }],
  })
  await t.db.update(payments).set({ linkId: link.id }).where(eq(payments.id, payment.id))
  return payment.id
}

describe('creating and reading links', () => {
  test('a link is created, read by id and by slug, with its public address', async () => {
    const link = await created({ slug: 'camiseta-azul', quantity_limit: 10, ask_address: true })
    expect(link).toMatchObject({
      slug: 'camiseta-azul',
      title: 'Camiseta Básica Azul',
      amount_mode: 'fixed',
      amount_cents: 5990,
      min_cents: null,
      gateway_ids: [pix, cardGateway],
      max_installments: 3,
      quantity_limit: 10,
      sold_count: 0,
      ask_address: true,
      active: true,
      status: 'active',
      public_url: 'https://loja.example.com/pay/camiseta-azul',
    })
    const byId = await t.request('GET', `${base()}/${link.id}`, { token: reader.token })
    expect(byId.status).toBe(200)
    expect(byId.body).toEqual(link)
    const bySlug = await t.request('GET', `${base()}/by-slug/camiseta-azul`, {
      token: reader.token,
    })
    expect(bySlug.body).toEqual(link)
    const missing = await t.request('GET', `${base()}/by-slug/nao-existe`, { token: owner.token })
    expect(missing.status).toBe(404)

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'payment_link')))
    expect(entry).toMatchObject({ action: 'create', entityId: String(link.id), area: 'payments' })
  })

  test('without a slug, one is made from the title and kept unique', async () => {
    const first = await created()
    const second = await created()
    expect(first.slug).toBe('camiseta-basica-azul')
    expect(second.slug).toBe('camiseta-basica-azul-2')
  })

  test('an open amount keeps its minimum only', async () => {
    const link = await created({ amount_mode: 'open', amount_cents: 5000, min_cents: 1000 })
    expect(link).toMatchObject({ amount_mode: 'open', amount_cents: null, min_cents: 1000 })
  })

  test('bad input is a field error in Portuguese, never a 500', async () => {
    const answer = await t.request('POST', base(), {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        ...input(),
        slug: '-Promoção-',
        title: '',
        amount_cents: 50,
        gateway_ids: [],
        max_installments: 30,
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.data.fields).toMatchObject({
      slug: expect.stringMatching(/letras minúsculas/),
      title: 'Título é obrigatório.',
      amount_cents: expect.stringMatching(/^Valor deve estar entre/),
      gateway_ids: 'Escolha pelo menos uma forma de pagamento.',
      max_installments: expect.stringMatching(/Máximo de parcelas/),
    })
  })

  test('the store’s data bounds methods, installments and expiry', async () => {
    const off = await createGateway(t, app, 'billet', { active: false })
    const foreign = await createGateway(t, otherApp, 'pix')
    for (const ids of [[off], [foreign], [999_999]]) {
      const answer = await t.request('POST', base(), {
        token: owner.token,
        lang: 'pt-BR',
        json: input({ gateway_ids: ids, max_installments: 1 }),
      })
      expect(answer.status).toBe(400)
      expect(answer.body.data.fields.gateway_ids).toMatch(/formas de pagamento ativas/)
    }
    const staticPix = await createGateway(t, app, 'static-pix')
    const refusedStatic = await t.request('POST', base(), {
      token: owner.token,
      lang: 'pt-BR',
      json: input({ gateway_ids: [staticPix], max_installments: 1 }),
    })
    expect(refusedStatic.body.data.fields.gateway_ids).toMatch(/pix estático/)

    const pixOnly = await t.request('POST', base(), {
      token: owner.token,
      lang: 'pt-BR',
      json: input({ gateway_ids: [pix], max_installments: 2 }),
    })
    expect(pixOnly.body.data.fields.max_installments).toMatch(/cartão de crédito/)

    // The store allows 4x, the card gateway 12x: 4 it is.
    await t.db.insert(installmentSetups).values({
      appId: app.id,
      setup: { max_installments: 4, interest_free: 1, monthly_rate_bps: 0, by_brand: [] },
      updatedAt: t.clock.now(),
    })
    const tooMany = await t.request('POST', base(), {
      token: owner.token,
      lang: 'pt-BR',
      json: input({ max_installments: 5, expires_at: '2000-01-01T00:00:00Z' }),
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.data.fields).toEqual({
      max_installments:
        'As formas de pagamento e a configuração de parcelamento da loja permitem até 4x.',
      expires_at: 'A data de expiração precisa estar no futuro.',
    })
    expect((await created({ max_installments: 4 })).max_installments).toBe(4)
  })

  test('a slug another link has, of this store or another, is a 409 on `slug`', async () => {
    await created({ slug: 'promo' })
    const again = await t.request('POST', base(), {
      token: owner.token,
      lang: 'pt-BR',
      json: input({ slug: 'PROMO' }),
    })
    expect(again.status).toBe(409)
    expect(again.body.data.fields.slug).toBe('Este endereço já está em uso: escolha outro.')
    const other = await createGateway(t, otherApp, 'pix')
    const elsewhere = await t.request('POST', base(otherApp), {
      token: stranger.token,
      json: input({ slug: 'promo', gateway_ids: [other], max_installments: 1 }),
    })
    // `/pay/<slug>` names no store: one slug, one link in the whole product.
    expect(elsewhere.status).toBe(409)
    expect(elsewhere.body.data.fields.slug).toBe('This address is already in use: choose another.')

    const second = await created({ slug: 'outro' })
    const renamed = await t.request('PUT', `${base()}/${second.id}`, {
      token: owner.token,
      lang: 'pt-BR',
      json: input({ slug: 'promo' }),
    })
    expect(renamed.status).toBe(409)
    expect(renamed.body.data.fields.slug).toBeDefined()
  })
})

describe('changing links', () => {
  test('an update replaces the link, keeps the slug when left out, and audits the change', async () => {
    const link = await created({ slug: 'caneca' })
    t.clock.advance(60_000)
    const answer = await t.request('PUT', `${base()}/${link.id}`, {
      token: owner.token,
      json: input({ title: 'Caneca', amount_cents: 3990 }),
    })
    expect(answer.status).toBe(200)
    const updated = v.parse(LinkSchema, answer.body)
    expect(updated).toMatchObject({ slug: 'caneca', title: 'Caneca', amount_cents: 3990 })
    expect(updated.updated_at > link.updated_at).toBe(true)
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.action, 'update')))
    expect(entries).toHaveLength(1)
    expect(entries[0]!.changes).toEqual({
      title: { before: 'Camiseta Básica Azul', after: 'Caneca' },
      amount_cents: { before: 5990, after: 3990 },
    })
    // The same again changes nothing and writes nothing.
    await t.request('PUT', `${base()}/${link.id}`, {
      token: owner.token,
      json: input({ title: 'Caneca', amount_cents: 3990 }),
    })
    const after = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.action, 'update')))
    expect(after).toHaveLength(1)
  })

  test('a past expiry already stored may stay when other fields change', async () => {
    const link = await created({ expires_at: '2030-01-01T00:00:00.000Z' })
    const past = new Date(t.clock.now().getTime() - 86_400_000)
    await t.db.update(paymentLinks).set({ expiresAt: past }).where(eq(paymentLinks.id, link.id))
    const answer = await t.request('PUT', `${base()}/${link.id}`, {
      token: owner.token,
      json: input({ title: 'Outro título', expires_at: past.toISOString() }),
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toMatchObject({ title: 'Outro título', status: 'expired' })
  })

  test('duplicates take <slug>-copia, -copia-2, … and start switched off', async () => {
    const link = await created({ slug: 'kit' })
    const copies: PaymentLink[] = []
    for (let n = 0; n < 3; n++) {
      const answer = await t.request('POST', `${base()}/${link.id}/duplicate`, {
        token: owner.token,
      })
      expect(answer.status).toBe(201)
      copies.push(v.parse(LinkSchema, answer.body))
    }
    expect(copies.map((copy) => copy.slug)).toEqual(['kit-copia', 'kit-copia-2', 'kit-copia-3'])
    expect(copies[0]).toMatchObject({
      title: 'Camiseta Básica Azul (cópia)',
      active: false,
      status: 'inactive',
      amount_cents: link.amount_cents,
      gateway_ids: link.gateway_ids,
    })
    const long = await created({ slug: 'a'.repeat(60) })
    const copy = await t.request('POST', `${base()}/${long.id}/duplicate`, { token: owner.token })
    expect(copy.body.slug).toMatch(/^a+-copia$/)
    expect(copy.body.slug.length).toBeLessThanOrEqual(60)
  })

  test('switching off and on', async () => {
    const link = await created()
    const off = await t.request('PUT', `${base()}/${link.id}/active`, {
      token: owner.token,
      json: { active: false },
    })
    expect(off.body).toMatchObject({ active: false, status: 'inactive' })
    const on = await t.request('PUT', `${base()}/${link.id}/active`, {
      token: owner.token,
      json: { active: true },
    })
    expect(on.body).toMatchObject({ active: true, status: 'active' })
  })

  test('a link without payments is removed; with payments it is refused (409)', async () => {
    const unused = await created()
    const removed = await t.request('DELETE', `${base()}/${unused.id}`, { token: owner.token })
    expect(removed.status).toBe(204)
    expect((await t.request('GET', `${base()}/${unused.id}`, { token: owner.token })).status).toBe(
      404,
    )

    const used = await created()
    await soldThrough(used)
    const refused = await t.request('DELETE', `${base()}/${used.id}`, {
      token: owner.token,
      lang: 'pt-BR',
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/Desative-o/)
    expect(refused.body.data).toEqual({ payments_count: 1 })
  })
})

describe('status', () => {
  test('expired, sold out and inactive are derived, inactive first, and filter the list', async () => {
    const active = await created({ slug: 'ativo' })
    const soldOut = await created({ slug: 'esgotado', quantity_limit: 1 })
    await soldThrough(soldOut)
    const expiring = await created({ slug: 'expira', expires_at: '2040-01-01T00:00:00Z' })
    const inactive = await created({ slug: 'desligado', active: false, quantity_limit: 1 })
    await soldThrough(inactive)
    // Expired a second ago (the clock stays put: sessions would expire with it).
    await t.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(inArray(paymentLinks.id, [expiring.id, inactive.id]))

    {
      const statusOf = async (id: number) =>
        (await t.request('GET', `${base()}/${id}`, { token: owner.token })).body.status
      expect(await statusOf(active.id)).toBe('active')
      expect(await statusOf(soldOut.id)).toBe('sold_out')
      expect(await statusOf(expiring.id)).toBe('expired')
      expect(await statusOf(inactive.id)).toBe('inactive')
      expect(
        (await t.request('GET', `${base()}/${soldOut.id}`, { token: owner.token })).body.sold_count,
      ).toBe(1)

      const slugsWith = async (status: string) => {
        const answer = await t.request('GET', `${base()}?status=${status}`, {
          token: owner.token,
        })
        return v.parse(LinkPageSchema, answer.body).items.map((link) => link.slug)
      }
      expect(await slugsWith('active')).toEqual(['ativo'])
      expect(await slugsWith('sold_out')).toEqual(['esgotado'])
      expect(await slugsWith('expired')).toEqual(['expira'])
      expect(await slugsWith('inactive')).toEqual(['desligado'])
    }
  })

  test('the list searches title words and slugs, in keyset pages', async () => {
    // Slugs are unique across stores: this test's own, apart from the other tests'.
    await created({ title: 'Camiseta Azul', slug: 'lista-camiseta' })
    await created({ title: 'Caneca Térmica', slug: 'lista-caneca' })
    await created({ title: 'Boné azul-marinho', slug: 'lista-bone' })
    const search = async (q: string) => {
      const answer = await t.request('GET', `${base()}?q=${encodeURIComponent(q)}`, {
        token: owner.token,
      })
      expect(answer.status).toBe(200)
      return v.parse(LinkPageSchema, answer.body).items.map((link) => link.slug)
    }
    expect(await search('azul')).toEqual(['lista-bone', 'lista-camiseta'])
    expect(await search('TERMICA')).toEqual(['lista-caneca'])
    expect(await search('can')).toEqual(['lista-caneca'])
    expect(await search('100%')).toEqual([])

    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2'
      const answer = await t.request('GET', `${base()}${query}`, { token: owner.token })
      const page = v.parse(LinkPageSchema, answer.body)
      seen.push(...page.items.map((link) => link.slug))
      cursor = page.next_cursor
    } while (cursor)
    expect(seen).toEqual(['lista-bone', 'lista-caneca', 'lista-camiseta'])
    const bad = await t.request('GET', `${base()}?cursor=nada`, { token: owner.token })
    expect(bad.status).toBe(400)
  })
})

describe('payments of a link', () => {
  test('the transactions list filters by link_id, the payment names its link, totals add up', async () => {
    const link = await created({ slug: 'camiseta' })
    const other = await created({ slug: 'outra' })
    const paymentId = await soldThrough(link)
    await soldThrough(other)
    await charged(t, owner.token, app, { gateway_id: pix })

    const listed = await t.request('GET', `${transactionsUrl(app)}?link_id=${link.id}`, {
      token: reader.token,
    })
    expect(listed.status).toBe(200)
    expect(v.parse(TransactionPageSchema, listed.body).items.map((item) => item.id)).toEqual([
      paymentId,
    ])
    const detail = await t.request('GET', `${transactionsUrl(app)}/${paymentId}`, {
      token: reader.token,
    })
    expect(v.parse(TransactionSchema, detail.body).link).toEqual({
      id: link.id,
      slug: 'camiseta',
      title: link.title,
    })

    const totals = await t.request('GET', `${base()}/${link.id}/totals`, { token: reader.token })
    expect(v.parse(LinkTotalsSchema, totals.body)).toEqual({
      payments_count: 1,
      paid_count: 1,
      received_cents: 5990,
      refunded_cents: 0,
    })
  })
})

describe('access', () => {
  test('another store’s link is not found; a reader cannot write', async () => {
    const link = await created()
    for (const [method, suffix] of [
      ['GET', ''],
      ['GET', '/totals'],
      ['PUT', '/active'],
      ['POST', '/duplicate'],
      ['DELETE', ''],
    ] as const) {
      const answer = await t.request(method, `${base()}/${link.id}${suffix}`, {
        token: stranger.token,
        json: method === 'PUT' ? { active: false } : undefined,
      })
      expect(answer.status, `${method} ${suffix}`).toBe(404)
    }
    // Through the stranger's own store, the id is no link of theirs either.
    const viaOwn = await t.request('GET', `${base(otherApp)}/${link.id}`, {
      token: stranger.token,
    })
    expect(viaOwn.status).toBe(404)

    const writes = [
      t.request('POST', base(), { token: reader.token, json: input() }),
      t.request('PUT', `${base()}/${link.id}`, { token: reader.token, json: input() }),
      t.request('PUT', `${base()}/${link.id}/active`, {
        token: reader.token,
        json: { active: false },
      }),
      t.request('POST', `${base()}/${link.id}/duplicate`, { token: reader.token }),
      t.request('DELETE', `${base()}/${link.id}`, { token: reader.token }),
    ]
    for (const answer of await Promise.all(writes)) expect(answer.status).toBe(403)
    expect((await t.request('GET', base(), { token: reader.token })).status).toBe(200)
  })
})

describe('image upload', () => {
  const PNG = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ])

  function upload(bytes: Uint8Array, name = 'foto.png', token = owner.token) {
    const form = new FormData()
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
    return t.app.request(`${base()}/images`, {
      method: 'POST',
      headers: { Token: token, Language: 'pt-BR' },
      body: form,
    })
  }

  test('a PNG is kept and served publicly, with its type and long caching', async () => {
    const answer = await upload(PNG)
    expect(answer.status).toBe(201)
    const { url } = (await answer.json()) as { url: string }
    // A path, with no host: it shows on every host the pages are opened on.
    expect(url).toMatch(/^\/api\/payments\/public\/files\/[a-f0-9]{64}\.png$/)
    const served = await t.app.request(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox")
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)

    // A link takes the address as its image, and its public page answers it as it is.
    const link = await created({ image_url: url })
    expect(link.image_url).toBe(url)
    const page = await t.request('GET', `/api/payments/public/links/${link.slug}`)
    expect(page.body.image_url).toBe(url)

    const unknown = await t.request('GET', `/api/payments/public/files/${'0'.repeat(64)}.png`)
    expect(unknown.status).toBe(404)
    const traversal = await t.request('GET', '/api/payments/public/files/..%2Fsecret')
    expect(traversal.status).toBe(404)
  })

  test('an image stored with PUBLIC_URL in front (older links) is answered as its path', async () => {
    const imagePath = `/api/payments/public/files/${'a'.repeat(64)}.webp`
    const old = await created()
    await t.db
      .update(paymentLinks)
      .set({ imageUrl: `https://loja.example.com${imagePath}` })
      .where(eq(paymentLinks.id, old.id))
    const answer = await t.request('GET', `${base()}/${old.id}`, { token: owner.token })
    expect(answer.body.image_url).toBe(imagePath)
    const page = await t.request('GET', `/api/payments/public/links/${old.slug}`)
    expect(page.body.image_url).toBe(imagePath)

    // An image elsewhere keeps its address; only paths of uploads are taken without a host.
    const elsewhere = 'https://cdn.example.com/camiseta.png'
    expect((await created({ image_url: elsewhere })).image_url).toBe(elsewhere)
    const refused = await t.request('POST', base(), {
      token: owner.token,
      lang: 'pt-BR',
      json: input({ image_url: '/etc/passwd' }),
    })
    expect(refused.status).toBe(400)
    expect(refused.body.data.fields.image_url).toBe('Informe uma URL válida.')
  })

  test('another type, whatever its name, is a field error; too big a 413', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    const wrong = await upload(svg, 'foto.png')
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { data: { fields: { file: string } } }).data.fields.file).toBe(
      'A imagem deve ser PNG, JPEG ou WebP.',
    )
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(PNG)
    const tooBig = await upload(big)
    expect(tooBig.status).toBe(413)
    expect(((await tooBig.json()) as { data: { fields: { file: string } } }).data.fields.file).toBe(
      'A imagem deve ter no máximo 2 MB.',
    )
    const empty = await t.request('POST', `${base()}/images`, {
      token: owner.token,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '',
    })
    expect(empty.status).toBe(400)
    const notMultipart = await t.request('POST', `${base()}/images`, {
      token: owner.token,
      headers: { 'Content-Type': 'image/png' },
      body: 'x',
    })
    expect(notMultipart.status).toBe(415)
    expect((await upload(PNG, 'foto.png', reader.token)).status).toBe(403)
  })
})
