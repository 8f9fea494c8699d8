import { PlatformSettingsSchema } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
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
import { ecommerceLogs } from '../logs/schema.ts'

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
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
  noEcommerce = await t.register({ name: 'Caio Layout' })
})
beforeEach(async () => {
  app = await createStore(t, owner, { name: 'Loja Aurora' })
  await addManager(t, app, reader, levels({ ecommerce: 'read' }))
  await addManager(t, app, noEcommerce, levels({ layout: 'write' }))
})

const url = (store: AppRecord = app) => `/api/ecommerce/apps/${store.id}/platform`

const filled = {
  store_name: 'Aurora Acessórios',
  domain: 'Loja.Aurora.com.br',
  time_zone: 'America/Manaus',
  contact_email: 'Contato@Aurora.com.br',
  contact_phone: '(11) 98765-4321',
  legal_name: 'Aurora Acessórios Ltda.',
  cnpj: '12.ABC.345/01DE-35',
  social: { instagram: 'https://www.instagram.com/aurora', x: 'https://x.com/aurora' },
  maintenance: { enabled: true, message: 'Voltamos às 14h.' },
}

const logsOf = (store: AppRecord) =>
  t.db.select().from(ecommerceLogs).where(eq(ecommerceLogs.appId, store.id))

describe('platform settings', () => {
  test('defaults until saved: the store name, BRL, São Paulo', async () => {
    const answer = await t.request('GET', url(), { token: reader.token })
    expect(answer.status, answer.text).toBe(200)
    expect(v.parse(PlatformSettingsSchema, answer.body)).toMatchObject({
      store_name: 'Loja Aurora',
      currency: 'BRL',
      time_zone: 'America/Sao_Paulo',
      maintenance: { enabled: false, message: '' },
      updated_at: null,
    })
  })

  test('saves normalised values, audits and logs the changed fields; a same save writes nothing', async () => {
    const saved = await t.request('PUT', url(), { token: owner.token, json: filled })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body).toMatchObject({
      store_name: 'Aurora Acessórios',
      domain: 'loja.aurora.com.br',
      contact_email: 'contato@aurora.com.br',
      contact_phone: '11987654321',
      cnpj: '12ABC34501DE35',
      currency: 'BRL',
      social: {
        instagram: 'https://www.instagram.com/aurora',
        facebook: '',
        x: 'https://x.com/aurora',
      },
      updated_by: 'Marina Costa',
    })
    const read = await t.request('GET', url(), { token: reader.token })
    expect(read.body).toEqual(saved.body)

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'ecommerce_platform_settings')))
    expect(audits).toHaveLength(1)
    expect(audits[0]!.changes.store_name).toEqual({
      before: 'Loja Aurora',
      after: 'Aurora Acessórios',
    })
    const logs = await logsOf(app)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatchObject({ kind: 'settings_changed', actorName: 'Marina Costa' })
    expect(logs[0]!.detail.fields).toContain('Nome da loja')

    t.clock.advance(1_000)
    const again = await t.request('PUT', url(), { token: owner.token, json: filled })
    expect(again.status).toBe(200)
    expect(again.body.updated_at).toBe(saved.body.updated_at)
    expect(await logsOf(app)).toHaveLength(1)
  })

  test('bad values: field errors in Portuguese, nothing saved', async () => {
    const answer = await t.request('PUT', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        store_name: '  ',
        domain: 'https://loja.com.br/',
        time_zone: 'Europe/Lisbon',
        contact_email: 'não é e-mail',
        contact_phone: '1234',
        cnpj: '54550752000154',
        social: { instagram: 'https://facebook.com/aurora', youtube: 'javascript:alert(1)' },
        maintenance: { enabled: true, message: '' },
      },
    })
    expect(answer.status, answer.text).toBe(400)
    const fields = answer.body.data.fields
    expect(Object.keys(fields).sort()).toEqual(
      [
        'cnpj',
        'contact_email',
        'contact_phone',
        'domain',
        'social.instagram',
        'social.youtube',
        'store_name',
        'time_zone',
      ].sort(),
    )
    expect(fields.cnpj).toBe('CNPJ inválido: confira os dígitos.')
    expect(fields['social.instagram']).toMatch(/Instagram/)
    expect(fields.domain).toMatch(/domínio/)
    // Maintenance needs the message the closed store shows.
    const closed = await t.request('PUT', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: { ...filled, maintenance: { enabled: true, message: ' ' } },
    })
    expect(closed.status).toBe(400)
    expect(closed.body.data.fields['maintenance.message']).toMatch(/mensagem/)
    expect(await logsOf(app)).toHaveLength(0)
    const read = await t.request('GET', url(), { token: owner.token })
    expect(read.body.updated_at).toBeNull()
  })

  test('the CNPJ vectors: valid ones saved, invalid refused', async () => {
    for (const cnpj of [
      '54.550.752/0001-55',
      '11.222.333/0001-81',
      'AA345678000A29',
      '12abc34501de35',
    ]) {
      const answer = await t.request('PUT', url(), {
        token: owner.token,
        json: { ...filled, cnpj },
      })
      expect(answer.status, `${cnpj}: ${answer.text}`).toBe(200)
    }
    for (const cnpj of ['00000000000000', 'ABCDEFGHIJKL81', 'AA345678/0003-29', '12ABC34501DE3A']) {
      const answer = await t.request('PUT', url(), {
        token: owner.token,
        json: { ...filled, cnpj },
      })
      expect(answer.status, cnpj).toBe(400)
    }
  })

  test('levels and tenants: read may not save, no ecommerce level is 403, a stranger 404', async () => {
    expect((await t.request('PUT', url(), { token: reader.token, json: filled })).status).toBe(403)
    expect((await t.request('GET', url(), { token: noEcommerce.token })).status).toBe(403)
    expect((await t.request('GET', url(), { token: stranger.token })).status).toBe(404)
    expect((await t.request('PUT', url(), { token: stranger.token, json: filled })).status).toBe(
      404,
    )
    expect(await logsOf(app)).toHaveLength(0)
  })
})
