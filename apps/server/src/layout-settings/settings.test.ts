import {
  DEFAULT_LAYOUT_CATALOG,
  DEFAULT_LAYOUT_PROJECT,
  LayoutSettingsSchema,
  type LayoutProject,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { auditLog } from '../audit/schema.ts'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'

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
let noLayout: TestAccount
let app: AppRecord
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
  noLayout = await t.register({ name: 'Caio Pagamentos' })
})
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, everyArea('read'))
  await addManager(t, app, noLayout, levels({ payments: 'write' }))
})

const url = (tail = '', store: AppRecord = app) =>
  `/api/main/apps/${store.id}/layout/settings${tail}`
const settings = (body: unknown) => v.parse(LayoutSettingsSchema, body)

const project: LayoutProject = {
  ...DEFAULT_LAYOUT_PROJECT,
  theme_name: '  Tropical 2026 ',
  domain: 'WWW.LojaExemplo.com.br.',
  colors: { ...DEFAULT_LAYOUT_PROJECT.colors, primary: '#0F766E' },
  fonts: { heading: 'didone', body: 'humanist' },
  head_scripts: '<script>window.dataLayer = []</script>',
  maintenance: {
    enabled: true,
    title: 'Voltamos já',
    message: '',
    allowed_ips: ['203.0.113.10', '2001:db8::1', '203.0.113.10'],
  },
}

describe('layout settings', () => {
  test('defaults until saved; each document saved apart, normalised and audited', async () => {
    const first = await t.request('GET', url(), { token: reader.token })
    expect(first.status, first.text).toBe(200)
    expect(settings(first.body)).toMatchObject({
      project: DEFAULT_LAYOUT_PROJECT,
      catalog: DEFAULT_LAYOUT_CATALOG,
      project_updated_at: null,
    })
    const saved = await t.request('PUT', url('/project'), { token: owner.token, json: project })
    expect(saved.status, saved.text).toBe(200)
    const after = settings(saved.body)
    expect(after.project).toMatchObject({
      theme_name: 'Tropical 2026',
      domain: 'www.lojaexemplo.com.br',
      colors: { primary: '#0f766e' },
      maintenance: { enabled: true, allowed_ips: ['203.0.113.10', '2001:db8::1'] },
    })
    expect(after.project_updated_by).toBe('Marina Costa')
    expect(after.catalog).toEqual(DEFAULT_LAYOUT_CATALOG)

    const catalog = await t.request('PUT', url('/catalog'), {
      token: owner.token,
      json: {
        ...DEFAULT_LAYOUT_CATALOG,
        per_page: 48,
        price_display: { mode: 'installments', installments: 12, interest_free: false },
      },
    })
    expect(catalog.status, catalog.text).toBe(200)
    expect(settings(catalog.body).catalog.per_page).toBe(48)
    expect(settings(catalog.body).project.theme_name).toBe('Tropical 2026')

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.area, 'layout')))
    expect(audit.map((entry) => entry.entity).sort()).toEqual([
      'layout_settings_catalog',
      'layout_settings_project',
    ])
  })

  test('bad input is a 400 with pt-BR field messages', async () => {
    const bad = await t.request('PUT', url('/project'), {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        ...project,
        domain: 'https://loja.com.br/inicio',
        colors: { ...project.colors, accent: 'verde' },
        fonts: { heading: 'comic', body: 'system' },
        favicon_url: 'https://outro.site/favicon.ico',
        head_scripts: 'x'.repeat(20_001),
        maintenance: { enabled: true, title: '', message: '', allowed_ips: ['999.1.1.1'] },
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields).toMatchObject({
      domain:
        'Informe só o endereço, como loja.com.br ou www.minhaloja.com (sem https:// nem barras).',
      'colors.accent': 'Informe uma cor no formato #RRGGBB, por exemplo #1d4ed8.',
      'fonts.heading': 'Escolha uma das fontes da lista.',
      favicon_url: expect.stringContaining('Envie a imagem'),
      head_scripts: 'O código pode ter até 20.000 caracteres.',
      'maintenance.allowed_ips.0': expect.stringContaining('endereços IP'),
    })
    const noTitle = await t.request('PUT', url('/project'), {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        ...project,
        maintenance: { enabled: true, title: ' ', message: '', allowed_ips: [] },
      },
    })
    expect(noTitle.body.data.fields['maintenance.title']).toMatch(/título da página de manutenção/)
    const catalog = await t.request('PUT', url('/catalog'), {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        ...DEFAULT_LAYOUT_CATALOG,
        per_page: 200,
        default_sort: 'random',
        price_display: { mode: 'installments', installments: 1, interest_free: true },
      },
    })
    expect(catalog.status).toBe(400)
    expect(catalog.body.data.fields).toMatchObject({
      per_page: 'Use um número inteiro de 12 a 96.',
      default_sort: 'Escolha uma ordem da lista.',
      'price_display.installments': 'Use de 2 a 24 parcelas.',
    })
  })

  test('tenant and levels', async () => {
    expect((await t.request('GET', url(), { token: stranger.token })).status).toBe(404)
    expect((await t.request('GET', url(), { token: noLayout.token })).status).toBe(403)
    expect(
      (
        await t.request('PUT', url('/catalog'), {
          token: reader.token,
          json: DEFAULT_LAYOUT_CATALOG,
        })
      ).status,
    ).toBe(403)
  })
})
