import { CheckoutAppearanceStateSchema, DEFAULT_CHECKOUT_APPEARANCE } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { auditLog } from '../../audit/schema.ts'
import {
  addManager,
  createStore,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { publicCheckoutSetup } from '../public.ts'

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
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
  noCheckout = await t.register({ name: 'Caio Pagamentos' })
})
beforeEach(async () => {
  app = await createStore(t, owner, { name: 'Loja Aurora' })
  await addManager(t, app, reader, levels({ checkout: 'read' }))
  await addManager(t, app, noCheckout, levels({ payments: 'write' }))
})

const url = (store: AppRecord = app, tail = '') =>
  `/api/checkout/apps/${store.id}/checkout/appearance${tail}`

const look = {
  ...DEFAULT_CHECKOUT_APPEARANCE,
  primary_color: '#0F766E',
  accent_color: '#b45309',
  font: 'serif',
  corner_style: 'pill',
  header_text: '  Compra segura na Aurora  ',
  footer_text: 'Aurora Acessórios Ltda.',
  trust_badges: ['secure', 'guarantee', 'secure'],
  steps: ['payment', 'identification', 'address', 'shipping'],
  methods_first: ['pix'],
}

const state = (body: unknown) => v.parse(CheckoutAppearanceStateSchema, body)

describe('checkout appearance', () => {
  test('defaults until published: no draft, the public pages get the defaults', async () => {
    const answer = await t.request('GET', url(), { token: reader.token })
    expect(answer.status, answer.text).toBe(200)
    expect(state(answer.body)).toEqual({
      published: DEFAULT_CHECKOUT_APPEARANCE,
      draft: DEFAULT_CHECKOUT_APPEARANCE,
      has_draft: false,
      published_at: null,
      published_by: null,
      draft_updated_at: null,
      draft_updated_by: null,
    })
    expect((await publicCheckoutSetup(t.db, app.id)).appearance).toEqual(
      DEFAULT_CHECKOUT_APPEARANCE,
    )
  })

  test('a draft is normalised and kept apart; publishing makes it public, audited', async () => {
    const saved = await t.request('PUT', url(app, '/draft'), { token: owner.token, json: look })
    expect(saved.status, saved.text).toBe(200)
    const draft = state(saved.body)
    expect(draft.has_draft).toBe(true)
    expect(draft.draft).toMatchObject({
      primary_color: '#0f766e',
      header_text: 'Compra segura na Aurora',
      trust_badges: ['secure', 'guarantee'],
    })
    expect(draft.published).toEqual(DEFAULT_CHECKOUT_APPEARANCE)
    expect(draft.draft_updated_by).toBeTruthy()
    // Not public before publishing.
    expect((await publicCheckoutSetup(t.db, app.id)).appearance).toEqual(
      DEFAULT_CHECKOUT_APPEARANCE,
    )

    const published = await t.request('POST', url(app, '/publish'), { token: owner.token })
    expect(published.status, published.text).toBe(200)
    const after = state(published.body)
    expect(after.has_draft).toBe(false)
    expect(after.published).toEqual(draft.draft)
    expect(after.draft).toEqual(draft.draft)
    expect(after.published_at).toBe(t.clock.now().toISOString())
    expect((await publicCheckoutSetup(t.db, app.id)).appearance).toEqual(draft.draft)

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'checkout_appearance')))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ area: 'checkout', action: 'create' })
    expect(Object.keys(audit[0]!.changes as object)).toEqual(
      expect.arrayContaining(['primary_color', 'font', 'trust_badges']),
    )
  })

  test('publishing without a draft is 409; discarding drops the draft and keeps the published', async () => {
    const nothing = await t.request('POST', url(app, '/publish'), {
      token: owner.token,
      lang: 'pt-BR',
    })
    expect(nothing.status).toBe(409)
    expect(nothing.body.message).toBe(
      'Não há rascunho para publicar: a aparência publicada já é a atual.',
    )
    await t.request('PUT', url(app, '/draft'), { token: owner.token, json: look })
    await t.request('POST', url(app, '/publish'), { token: owner.token })
    await t.request('PUT', url(app, '/draft'), {
      token: owner.token,
      json: { ...look, primary_color: '#7c2d12' },
    })
    const discarded = await t.request('DELETE', url(app, '/draft'), { token: owner.token })
    expect(discarded.status, discarded.text).toBe(200)
    const after = state(discarded.body)
    expect(after.has_draft).toBe(false)
    expect(after.draft.primary_color).toBe('#0f766e')
    expect(after.published.primary_color).toBe('#0f766e')
  })

  test('bad input: field errors in Portuguese, nothing saved', async () => {
    const answer = await t.request('PUT', url(app, '/draft'), {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        ...look,
        primary_color: 'azul',
        logo_url: 'https://rastreador.example/logo.png',
        header_text: 'x'.repeat(81),
        steps: ['payment'],
        font: 'comic',
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.data.fields).toEqual({
      primary_color: 'Informe uma cor no formato #RRGGBB, por exemplo #1d4ed8.',
      logo_url: expect.stringMatching(/^Envie a imagem pelo botão de envio/),
      header_text: 'Texto do topo deve ter no máximo 80 caracteres.',
      steps: 'Informe as quatro etapas do checkout, cada uma uma vez.',
      font: 'Escolha uma das fontes da lista.',
    })
    for (const body of ['', 'null', '[]', '{"primary_color": 5}']) {
      const bad = await t.app.request(url(app, '/draft'), {
        method: 'PUT',
        headers: { Token: owner.token, 'Content-Type': 'application/json' },
        body,
      })
      expect(bad.status, body).toBe(400)
    }
    const after = state((await t.request('GET', url(), { token: owner.token })).body)
    expect(after.has_draft).toBe(false)
  })

  test('levels: read sees, cannot write; no checkout level is 403; another store is 404', async () => {
    expect((await t.request('GET', url(), { token: noCheckout.token })).status).toBe(403)
    for (const [method, tail] of [
      ['PUT', '/draft'],
      ['DELETE', '/draft'],
      ['POST', '/publish'],
    ] as const) {
      const answer = await t.request(method, url(app, tail), { token: reader.token, json: look })
      expect(answer.status, `${method} ${tail}`).toBe(403)
    }
    expect((await t.request('GET', url(), { token: stranger.token })).status).toBe(404)
    expect(
      (await t.request('PUT', url(app, '/draft'), { token: stranger.token, json: look })).status,
    ).toBe(404)
  })

  test('tenant isolation: one store’s draft and publication never reach another', async () => {
    const other = await createStore(t, owner, { name: 'Loja Boreal' })
    await t.request('PUT', url(app, '/draft'), { token: owner.token, json: look })
    await t.request('POST', url(app, '/publish'), { token: owner.token })
    const answer = await t.request('GET', url(other), { token: owner.token })
    expect(state(answer.body).published).toEqual(DEFAULT_CHECKOUT_APPEARANCE)
    expect((await publicCheckoutSetup(t.db, other.id)).appearance).toEqual(
      DEFAULT_CHECKOUT_APPEARANCE,
    )
  })

  test('a logo is uploaded through the files service and its path is taken by the draft', async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer()
    const upload = (bytes: Uint8Array, token = owner.token) => {
      const form = new FormData()
      form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'logo.png')
      return t.app.request(url(app, '/images'), {
        method: 'POST',
        headers: { Token: token, Language: 'pt-BR' },
        body: form,
      })
    }
    const answer = await upload(new Uint8Array(png))
    expect(answer.status).toBe(200)
    const { url: logo } = (await answer.json()) as { url: string }
    expect(logo).toMatch(/^\/api\/payments\/public\/files\/[a-f0-9]{64}\.png$/)
    const saved = await t.request('PUT', url(app, '/draft'), {
      token: owner.token,
      json: { ...look, logo_url: logo, favicon_url: logo },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(state(saved.body).draft.logo_url).toBe(logo)

    const notImage = await upload(new TextEncoder().encode('não sou uma imagem'))
    expect(notImage.status).toBe(422)
    expect((await upload(new Uint8Array(png), reader.token)).status).toBe(403)
  })
})
