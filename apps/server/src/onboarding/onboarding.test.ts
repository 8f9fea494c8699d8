import { OnboardingProgressSchema, STARTING_THEMES } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { apps } from '../access/schema.ts'
import { cmsPages } from '../cms/schema.ts'
import {
  addManager,
  createStore,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { seedOnboardingDemo } from './demo.ts'
import { onboardingProfiles } from './schema.ts'

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
let layoutOnly: TestAccount
let app: AppRecord
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
  layoutOnly = await t.register({ name: 'Caio Layout' })
})
beforeEach(async () => {
  app = await createStore(t, owner, { name: 'Loja Aurora' })
  await addManager(t, app, reader, levels({ ecommerce: 'read', payments: 'read' }))
  await addManager(t, app, layoutOnly, levels({ layout: 'write' }))
})

const progressUrl = (store: AppRecord = app) => `/api/main/apps/${store.id}/onboarding`
const stepUrl = (step: string, store: AppRecord = app) => `${progressUrl(store)}/steps/${step}`

const newApp = {
  name: '  Ateliê Flor de Lis ',
  segment: 'fashion',
  document: '529.982.247-25',
  contact_email: 'Contato@FlorDeLis.com.br',
  contact_phone: '+55 (11) 98765-4321',
}

const statuses = (body: unknown) =>
  Object.fromEntries(v.parse(OnboardingProgressSchema, body).steps.map((s) => [s.step, s.status]))

describe('POST /apps (new-app)', () => {
  test('creates a store owned by the caller, with its profile; it is listed as owned', async () => {
    const person = await t.register({ name: 'Nova Lojista' })
    const created = await t.request('POST', '/api/connect/apps', {
      token: person.token,
      json: newApp,
    })
    expect(created.status, created.text).toBe(201)
    expect(created.body).toMatchObject({ name: 'Ateliê Flor de Lis', layout_id: null })
    const [profile] = await t.db
      .select()
      .from(onboardingProfiles)
      .where(eq(onboardingProfiles.appId, created.body.id))
    expect(profile).toMatchObject({
      segment: 'fashion',
      document: '52998224725',
      documentKind: 'cpf',
      contactEmail: 'contato@flordelis.com.br',
      contactPhone: '11987654321',
    })
    const list = await t.request('GET', '/api/connect/apps', { token: person.token })
    expect(list.body).toEqual([
      expect.objectContaining({ id: created.body.id, role: 'owner', name: 'Ateliê Flor de Lis' }),
    ])
    // The owner has every area: the store's progress opens, nothing is done yet.
    const progress = await t.request('GET', `/api/main/apps/${created.body.id}/onboarding`, {
      token: person.token,
    })
    expect(progress.status, progress.text).toBe(200)
    expect(progress.body).toMatchObject({
      done: 0,
      complete: false,
      profile: { segment: 'fashion', document_kind: 'cpf' },
    })
  })

  test('a CNPJ (also with letters) is accepted and stored normalised', async () => {
    const created = await t.request('POST', '/api/connect/apps', {
      token: owner.token,
      json: { ...newApp, document: '12.ABC.345/01DE-35' },
    })
    expect(created.status, created.text).toBe(201)
    const [profile] = await t.db
      .select()
      .from(onboardingProfiles)
      .where(eq(onboardingProfiles.appId, created.body.id))
    expect(profile).toMatchObject({ document: '12ABC34501DE35', documentKind: 'cnpj' })
  })

  test('bad input: 400 with Portuguese messages per field, nothing created', async () => {
    const before = await t.db.select().from(apps).where(eq(apps.ownerUserId, stranger.user.id))
    const answer = await t.request('POST', '/api/connect/apps', {
      token: stranger.token,
      lang: 'pt-BR',
      json: {
        name: ' ',
        segment: 'casino',
        document: '529.982.247-26',
        contact_email: 'sem-arroba',
        contact_phone: '123',
      },
    })
    expect(answer.status, answer.text).toBe(400)
    const fields = answer.body.data.fields
    expect(Object.keys(fields).sort()).toEqual(
      ['contact_email', 'contact_phone', 'document', 'name', 'segment'].sort(),
    )
    expect(fields.document).toBe('Informe um CPF ou CNPJ válido: confira os dígitos.')
    expect(fields.segment).toBe('Escolha um segmento da lista.')
    expect(fields.contact_phone).toMatch(/DDD/)
    const after = await t.db.select().from(apps).where(eq(apps.ownerUserId, stranger.user.id))
    expect(after).toHaveLength(before.length)
  })

  test('signed out: 401', async () => {
    const answer = await t.request('POST', '/api/connect/apps', { json: newApp })
    expect(answer.status).toBe(401)
  })
})

describe('progress', () => {
  test('another store: 404; any person of the store may read it', async () => {
    expect((await t.request('GET', progressUrl(), { token: stranger.token })).status).toBe(404)
    const read = await t.request('GET', progressUrl(), { token: layoutOnly.token })
    expect(read.status, read.text).toBe(200)
    expect(statuses(read.body)).toEqual({
      layout: 'pending',
      platform: 'pending',
      payment: 'pending',
      checkout: 'pending',
    })
    expect(read.body.profile).toBeNull()
  })

  test('steps are marked done, skipped, and pending again; leaving and coming back resumes', async () => {
    const skipped = await t.request('PUT', stepUrl('payment'), {
      token: owner.token,
      json: { status: 'skipped' },
    })
    expect(skipped.status, skipped.text).toBe(200)
    expect(statuses(skipped.body).payment).toBe('skipped')
    const done = await t.request('PUT', stepUrl('checkout'), {
      token: owner.token,
      json: { status: 'done' },
    })
    expect(done.body).toMatchObject({ done: 1, complete: false })
    const again = await t.request('GET', progressUrl(), { token: owner.token })
    expect(statuses(again.body)).toMatchObject({ payment: 'skipped', checkout: 'done' })
    const reopened = await t.request('PUT', stepUrl('payment'), {
      token: owner.token,
      json: { status: 'pending' },
    })
    expect(statuses(reopened.body).payment).toBe('pending')
  })

  test("marking a step needs write in the step's area", async () => {
    const readOnly = await t.request('PUT', stepUrl('platform'), {
      token: reader.token,
      json: { status: 'done' },
    })
    expect(readOnly.status).toBe(403)
    const otherArea = await t.request('PUT', stepUrl('payment'), {
      token: layoutOnly.token,
      json: { status: 'skipped' },
    })
    expect(otherArea.status).toBe(403)
    const ownArea = await t.request('PUT', stepUrl('layout'), {
      token: layoutOnly.token,
      json: { status: 'skipped' },
    })
    expect(ownArea.status, ownArea.text).toBe(200)
    const stranger404 = await t.request('PUT', stepUrl('layout'), {
      token: stranger.token,
      json: { status: 'skipped' },
    })
    expect(stranger404.status).toBe(404)
  })

  test('bad status: 400 with the field; unknown step: 404', async () => {
    const bad = await t.request('PUT', stepUrl('layout'), {
      token: owner.token,
      lang: 'pt-BR',
      json: { status: 'feito' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields.status).toBe('Escolha: concluída, pulada ou pendente.')
    const unknown = await t.request('PUT', stepUrl('shipping'), {
      token: owner.token,
      json: { status: 'done' },
    })
    expect(unknown.status).toBe(404)
  })

  test("the store's data makes steps done: platform saved, an active gateway", async () => {
    await t.request('PUT', stepUrl('payment'), { token: owner.token, json: { status: 'skipped' } })
    const platform = await t.request('PUT', `/api/ecommerce/apps/${app.id}/platform`, {
      token: owner.token,
      json: { store_name: 'Loja Aurora' },
    })
    expect(platform.status, platform.text).toBe(200)
    const gateway = await t.request('POST', `/api/payments/apps/${app.id}/gateways`, {
      token: owner.token,
      json: {
        type: 'pix',
        name: 'Pix sandbox',
        provider: 'sandbox',
        environment: 'sandbox',
        active: true,
        fees: { percent_bps: 0, fixed_cents: 0 },
        settings: { pix_key: 'pagamentos@aurora.com.br', expires_in_minutes: 30 },
      },
    })
    expect(gateway.status, gateway.text).toBe(201)
    const progress = await t.request('GET', progressUrl(), { token: owner.token })
    expect(statuses(progress.body)).toMatchObject({ platform: 'done', payment: 'done' })
    expect(progress.body.steps[2]).toMatchObject({ step: 'payment', derived: true })
  })
})

describe('the layout step', () => {
  test("makes the first layout with the theme's palette, marks the step; a second is 409", async () => {
    const made = await t.request('POST', `${progressUrl()}/layout`, {
      token: layoutOnly.token,
      json: { theme: 'floresta' },
    })
    expect(made.status, made.text).toBe(201)
    expect(statuses(made.body).layout).toBe('done')
    const [store] = await t.db.select().from(apps).where(eq(apps.id, app.id))
    expect(store!.layoutId).not.toBeNull()
    const [colors] = await t.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.layoutId, store!.layoutId!), eq(cmsPages.slug, 'colors')))
    expect(colors!.resource).toEqual(STARTING_THEMES.floresta.colors)
    const [manifest] = await t.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.layoutId, store!.layoutId!), eq(cmsPages.slug, 'manifest')))
    expect(manifest!.resource).toMatchObject({ name: 'Loja Aurora', theme_color: '#166534' })
    const again = await t.request('POST', `${progressUrl()}/layout`, {
      token: owner.token,
      lang: 'pt-BR',
      json: { theme: 'aurora' },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Esta loja já tem um layout.')
  })

  test('needs layout write; an unknown theme is a 400 on its field', async () => {
    const denied = await t.request('POST', `${progressUrl()}/layout`, {
      token: reader.token,
      json: { theme: 'aurora' },
    })
    expect(denied.status).toBe(403)
    const bad = await t.request('POST', `${progressUrl()}/layout`, {
      token: owner.token,
      lang: 'pt-BR',
      json: { theme: 'neon' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields.theme).toBe('Escolha um dos temas da lista.')
  })
})

describe('the demo', () => {
  test('half-way: platform done, payment skipped, once however often it runs', async () => {
    await seedOnboardingDemo(t.db, app.id, new Date())
    await seedOnboardingDemo(t.db, app.id, new Date())
    const progress = await t.request('GET', progressUrl(), { token: owner.token })
    expect(statuses(progress.body)).toEqual({
      layout: 'pending',
      platform: 'done',
      payment: 'skipped',
      checkout: 'pending',
    })
    expect(progress.body).toMatchObject({ done: 1, profile: { segment: 'home' } })
  })
})
