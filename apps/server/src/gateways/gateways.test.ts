import {
  DEFAULT_INSTALLMENT_SETUP,
  GatewayListSchema,
  GatewaySchema,
  InstallmentSetupSchema,
  type GatewayInput,
  type GatewayType,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { auditLog } from '../audit/schema.ts'
import { payments } from '../payments/schema.ts'
import { setUpFreshStores, type FreshStores } from '../payments/testing.ts'
import { addManager, everyArea, levels, type AppRecord } from '../testing/access-fixtures.ts'
import { loadGatewayAccount } from './account.ts'
import { gateways } from './schema.ts'

let { t, owner, reader, stranger, app, otherApp } = {} as FreshStores
setUpFreshStores(
  everyArea('read'),
  (stores) => ({ t, owner, reader, stranger, app, otherApp } = stores),
)

const base = (store: AppRecord = app) => `/api/payments/apps/${store.id}/gateways`
const installmentsPath = (store: AppRecord = app) => `/api/payments/apps/${store.id}/installments`

const SECRET = 'sk_test_51HxQ9cA7pQeL0ngS3cr3tV4lue'

const SETTINGS: Record<GatewayType, Record<string, unknown>> = {
  pix: { pix_key: '  Pagamentos@Aurora.com.BR ', expires_in_minutes: 30 },
  'pix-installment': {
    pix_key: '+55 (11) 98765-4321',
    expires_in_minutes: 60,
    max_installments: 6,
  },
  'static-pix': { pix_key: '529.982.247-25', amount_cents: null, description: 'Pedido na loja' },
  billet: {
    bank: '341',
    wallet: '109',
    agreement: '12345',
    days_to_due: 3,
    fine_bps: 200,
    interest_monthly_bps: 100,
    discount_bps: 500,
    discount_days: 2,
  },
  creditcard: {
    soft_descriptor: 'AURORA LOJA',
    max_installments: 12,
    capture: 'pre_authorize',
    brands: ['visa', 'mastercard', 'elo'],
  },
  voucher: { brands: ['alelo', 'ticket'] },
  custom: { method_name: 'Transferência bancária', instructions: 'Banco 341, agência 1234.' },
}

/** What the settings read once stored: the contract's normalised output. */
const STORED_SETTINGS: Partial<Record<GatewayType, Record<string, unknown>>> = {
  pix: { pix_key: 'pagamentos@aurora.com.br', expires_in_minutes: 30 },
  'pix-installment': { pix_key: '+5511987654321', expires_in_minutes: 60, max_installments: 6 },
  'static-pix': { pix_key: '52998224725', amount_cents: null, description: 'Pedido na loja' },
}

function input(type: GatewayType, extra: Record<string, unknown> = {}): GatewayInput {
  return {
    type,
    name: `Sandbox ${type}`,
    provider: 'sandbox',
    environment: 'sandbox',
    active: true,
    fees: { percent_bps: 99, fixed_cents: 39 },
    settings: SETTINGS[type],
    ...extra,
  } as GatewayInput
}

const create = (json: unknown, token = owner.token, store = app) =>
  t.request('POST', base(store), { token, json, lang: 'pt-BR' })

const update = (id: number, json: unknown, token = owner.token, store = app) =>
  t.request('PUT', `${base(store)}/${id}`, { token, json, lang: 'pt-BR' })

async function created(json: unknown) {
  const response = await create(json)
  expect(response.status, response.text).toBe(201)
  return v.parse(GatewaySchema, response.body)
}

async function insertPayment(gatewayId: number, at: Date, store = app) {
  await t.db.insert(payments).values({
    appId: store.id,
    type: 'pix',
    status: 'complete',
    amountCents: 1000,
    items: [{ description: 'Camiseta', quantity: 1, unit_cents: 1000 }],
    gatewayId,
    provider: 'sandbox',
    reference: `pay_${gatewayId}_${at.getTime()}_${Math.random()}`,
    createdAt: at,
    updatedAt: at,
  })
}

async function auditEntries(store = app) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.appId, store.id), eq(auditLog.area, 'payments')))
    .orderBy(auditLog.id)
}

describe('each type', () => {
  test.each(Object.keys(SETTINGS) as GatewayType[])(
    '%s: created, read, listed, replaced and deleted',
    async (type) => {
      const gateway = await created(input(type))
      expect(gateway).toMatchObject({
        type,
        name: `Sandbox ${type}`,
        provider: 'sandbox',
        environment: 'sandbox',
        active: true,
        fees: { percent_bps: 99, fixed_cents: 39 },
        credentials: { api_key: false },
        settings: STORED_SETTINGS[type] ?? SETTINGS[type],
        payments_count: 0,
        last_payment_at: null,
        created_at: t.clock.now().toISOString(),
      })

      const read = await t.request('GET', `${base()}/${gateway.id}`, { token: reader.token })
      expect(read.status).toBe(200)
      expect(read.body).toEqual(gateway)

      const list = await t.request('GET', `${base()}?type=${type}`, { token: reader.token })
      expect(v.parse(GatewayListSchema, list.body)).toEqual([gateway])

      t.clock.advance(60_000)
      const replaced = await update(gateway.id, input(type, { name: 'Outro nome', active: false }))
      expect(replaced.status, replaced.text).toBe(200)
      expect(replaced.body).toMatchObject({
        name: 'Outro nome',
        active: false,
        created_at: gateway.created_at,
        updated_at: t.clock.now().toISOString(),
      })

      const removed = await t.request('DELETE', `${base()}/${gateway.id}`, { token: owner.token })
      expect(removed.status).toBe(204)
      const gone = await t.request('GET', `${base()}/${gateway.id}`, {
        token: owner.token,
        lang: 'pt-BR',
      })
      expect(gone.status).toBe(404)
      expect(gone.body.message).toBe('Meio de pagamento não encontrado.')
    },
  )

  test('the list holds every type, oldest first, and filters by type', async () => {
    const pix = await created(input('pix'))
    const billet = await created(input('billet'))
    const secondPix = await created(input('pix', { name: 'Pix 2' }))
    const all = await t.request('GET', base(), { token: owner.token })
    expect(all.body.map((item: { id: number }) => item.id)).toEqual([
      pix.id,
      billet.id,
      secondPix.id,
    ])
    const onlyPix = await t.request('GET', `${base()}?type=pix`, { token: owner.token })
    expect(onlyPix.body.map((item: { id: number }) => item.id)).toEqual([pix.id, secondPix.id])
    const wrongType = await t.request('GET', `${base()}?type=boleto`, {
      token: owner.token,
      lang: 'pt-BR',
    })
    expect(wrongType.status).toBe(400)
    expect(Object.keys(wrongType.body.data.fields)).toEqual(['type'])
  })
})

describe('settings are validated, in the request language', () => {
  const fieldsOf = async (json: unknown, lang = 'pt-BR') => {
    const response = await t.request('POST', base(), { token: owner.token, json, lang })
    expect(response.status, response.text).toBe(400)
    return response.body.data.fields as Record<string, string>
  }

  test.each([
    ['a CPF with wrong check digits', '123.456.789-00', /^CPF inválido/],
    [
      'a phone without +55',
      '(11) 98765-4321',
      /^Chave pix inválida: use CPF, CNPJ, e-mail, celular com \+55 ou chave aleatória\.$/,
    ],
    [
      'an e-mail without a domain',
      'pagamentos@',
      /^Informe um e-mail válido de até 77 caracteres\.$/,
    ],
    ['a random key that is no UUID', '123e4567-e89b-12d3-a456', /^Chave pix inválida/],
  ])('pix key: %s', async (_, key, message) => {
    const fields = await fieldsOf(input('pix', { settings: { ...SETTINGS.pix, pix_key: key } }))
    expect(fields['settings.pix_key']).toMatch(message)
  })

  test.each([
    ['CPF', '529.982.247-25', '52998224725'],
    ['CNPJ', '11.222.333/0001-81', '11222333000181'],
    ['phone', '+55 11 98765-4321', '+5511987654321'],
    ['random key', '123E4567-E89B-42D3-A456-556642440000', '123e4567-e89b-42d3-a456-556642440000'],
  ])('pix key: a %s is stored normalised', async (_, key, stored) => {
    const gateway = await created(input('pix', { settings: { ...SETTINGS.pix, pix_key: key } }))
    expect(gateway.settings.pix_key).toBe(stored)
  })

  test('an empty pix key, an expiry out of range', async () => {
    const fields = await fieldsOf(
      input('pix', { settings: { pix_key: '', expires_in_minutes: 2 } }),
    )
    expect(fields['settings.pix_key']).toBe('Chave pix é obrigatória.')
    expect(fields['settings.expires_in_minutes']).toMatch(/^Validade do código \(minutos\)/)
  })

  test('the same in English', async () => {
    const fields = await fieldsOf(
      input('pix', { settings: { pix_key: '', expires_in_minutes: 30 } }),
      'en',
    )
    expect(fields['settings.pix_key']).toMatch(/^Pix key is required/)
  })

  test.each([
    [
      'a bank of two digits',
      { bank: '34' },
      'settings.bank',
      /^Banco não está em um formato válido\.$/,
    ],
    [
      'a convênio prefix',
      { bank: '856' },
      'settings.bank',
      /^Banco inválido: informe o código de 3 dígitos/,
    ],
    ['no bank', { bank: '000' }, 'settings.bank', /^Banco inválido/],
    ['a wallet with letters', { wallet: 'A1' }, 'settings.wallet', /^Carteira/],
    ['a short agreement', { agreement: '123' }, 'settings.agreement', /^Convênio/],
    ['a fine above 2 %', { fine_bps: 201 }, 'settings.fine_bps', /^Multa/],
    ['no days to due', { days_to_due: 0 }, 'settings.days_to_due', /deve estar entre 1 e 60\.$/],
  ])('boleto: %s', async (_, change, field, message) => {
    const fields = await fieldsOf(input('billet', { settings: { ...SETTINGS.billet, ...change } }))
    expect(fields[field]).toMatch(message)
  })

  test.each([
    ['too long', 'AURORA MODA LTDA', /^Nome na fatura deve ter no máximo 13 caracteres\.$/],
    ['with accents', 'AURÓRA', /^Nome na fatura/],
    ['empty', '  ', /^Nome na fatura é obrigatório\.$/],
  ])('card soft descriptor %s', async (_, descriptor, message) => {
    const fields = await fieldsOf(
      input('creditcard', { settings: { ...SETTINGS.creditcard, soft_descriptor: descriptor } }),
    )
    expect(fields['settings.soft_descriptor']).toMatch(message)
  })

  test('card: no brand, an unknown brand, an unknown capture mode', async () => {
    const none = await fieldsOf(
      input('creditcard', { settings: { ...SETTINGS.creditcard, brands: [] } }),
    )
    expect(none['settings.brands']).toBeDefined()
    const unknown = await fieldsOf(
      input('creditcard', {
        settings: { ...SETTINGS.creditcard, brands: ['visa', 'cabal'], capture: 'later' },
      }),
    )
    expect(Object.keys(unknown).sort()).toEqual(['settings.brands.1', 'settings.capture'])
  })

  test('static pix: the description must fit the code beside the key', async () => {
    // 70 characters of key leave 3 for the description in field 26; 74 leave none.
    const longKey = `${'a'.repeat(56)}@aurora.com.br`
    const longestKey = `${'a'.repeat(60)}@aurora.com.br`
    const fields = await fieldsOf(
      input('static-pix', {
        settings: { pix_key: longKey, amount_cents: 1000, description: 'Pedido na loja' },
      }),
    )
    expect(fields['settings.description']).toBe(
      'Com esta chave pix, a descrição cabe no código com até 3 caracteres.',
    )
    const fits = await created(
      input('static-pix', {
        settings: { pix_key: longKey, amount_cents: 1000, description: 'Ok' },
      }),
    )
    expect(fits.settings).toMatchObject({ description: 'Ok' })
    const none = await fieldsOf(
      input('static-pix', {
        settings: { pix_key: longestKey, amount_cents: null, description: 'Ok' },
      }),
    )
    expect(none['settings.description']).toBe(
      'Com esta chave pix não sobra espaço para descrição no código: deixe-a em branco.',
    )
  })

  test('custom: a method name and instructions', async () => {
    const fields = await fieldsOf(
      input('custom', { settings: { method_name: '', instructions: '' } }),
    )
    expect(Object.keys(fields).sort()).toEqual(['settings.instructions', 'settings.method_name'])
  })

  test('fees, name and the settings of another type', async () => {
    const fields = await fieldsOf(
      input('pix', {
        name: '',
        fees: { percent_bps: 2001, fixed_cents: -1 },
        settings: SETTINGS.billet,
      }),
    )
    expect(fields.name).toBe('Nome é obrigatório.')
    expect(fields['fees.percent_bps']).toMatch(/^Taxa percentual/)
    expect(fields['fees.fixed_cents']).toMatch(/^Taxa fixa/)
    expect(fields['settings.pix_key']).toBeDefined()
  })

  test('the sandbox provider runs only in the sandbox environment', async () => {
    const fields = await fieldsOf(input('pix', { environment: 'production' }))
    expect(fields).toEqual({
      environment:
        'O provedor sandbox só funciona no ambiente sandbox: ele não movimenta dinheiro de verdade.',
    })
    const english = await fieldsOf(input('pix', { environment: 'production' }), 'en')
    expect(english.environment).toBe(
      'The sandbox provider only runs in the sandbox environment: it moves no real money.',
    )
  })

  test('nothing is written when a body is refused', async () => {
    await fieldsOf(input('pix', { settings: { pix_key: 'x', expires_in_minutes: 30 } }))
    expect(await t.db.select().from(gateways).where(eq(gateways.appId, app.id))).toEqual([])
    expect(await auditEntries()).toEqual([])
  })
})

describe('updates', () => {
  test('the type never changes', async () => {
    const gateway = await created(input('pix'))
    const response = await update(gateway.id, input('static-pix'))
    expect(response.status).toBe(400)
    expect(response.body.data.fields).toEqual({
      type: 'O tipo de um meio de pagamento não muda: cadastre outro.',
    })
    const english = await t.request('PUT', `${base()}/${gateway.id}`, {
      token: owner.token,
      json: input('billet'),
      lang: 'en',
    })
    expect(english.body.data.fields.type).toBe(
      'A gateway’s type never changes: create another one.',
    )
    const stored = await t.request('GET', `${base()}/${gateway.id}`, { token: owner.token })
    expect(stored.body).toEqual(gateway)
  })

  test('a save that changes nothing writes nothing', async () => {
    const gateway = await created(input('billet'))
    t.clock.advance(60_000)
    const same = await update(gateway.id, input('billet'))
    expect(same.body).toEqual(gateway)
    expect(await auditEntries()).toHaveLength(1)
  })

  test('an unknown id, a malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const response = await t.request('PUT', `${base()}/${id}`, {
        token: owner.token,
        json: input('pix'),
        lang: 'pt-BR',
      })
      expect(response.status).toBe(404)
      expect(response.body.message).toBe('Meio de pagamento não encontrado.')
    }
  })
})

describe('credentials are write-only', () => {
  test('set, kept, replaced and cleared; answered only as set / not set', async () => {
    const gateway = await created(input('pix', { credentials: { api_key: SECRET } }))
    expect(gateway.credentials).toEqual({ api_key: true })
    const account = async () => (await loadGatewayAccount(t.db, t.config, app.id, gateway.id))!

    expect((await account()).credentials).toEqual({ api_key: SECRET })

    // Left out: kept.
    const kept = await update(gateway.id, input('pix', { name: 'Pix principal' }))
    expect(kept.body.credentials).toEqual({ api_key: true })
    expect((await account()).credentials).toEqual({ api_key: SECRET })

    const replaced = await update(gateway.id, input('pix', { credentials: { api_key: 'sk_2' } }))
    expect(replaced.body.credentials).toEqual({ api_key: true })
    expect((await account()).credentials).toEqual({ api_key: 'sk_2' })

    const cleared = await update(gateway.id, input('pix', { credentials: { api_key: null } }))
    expect(cleared.body.credentials).toEqual({ api_key: false })
    expect((await account()).credentials).toEqual({})
    const [row] = await t.db.select().from(gateways).where(eq(gateways.id, gateway.id))
    expect(row).toMatchObject({ credentials: null, credentialsSet: [] })

    const empty = await update(gateway.id, input('pix', { credentials: { api_key: 'sk_3' } }))
    expect(empty.body.credentials).toEqual({ api_key: true })
    const blank = await update(gateway.id, input('pix', { credentials: { api_key: '' } }))
    expect(blank.body.credentials).toEqual({ api_key: false })
  })

  test('the stored text is encrypted, bound to its gateway', async () => {
    const gateway = await created(input('pix', { credentials: { api_key: SECRET } }))
    const [row] = await t.db.select().from(gateways).where(eq(gateways.id, gateway.id))
    expect(row!.credentials).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(JSON.stringify(row)).not.toContain(SECRET)
    expect(row!.credentialsSet).toEqual(['api_key'])

    // The same ciphertext copied onto another gateway does not decrypt there.
    const other = await created(input('pix'))
    await t.db
      .update(gateways)
      .set({ credentials: row!.credentials })
      .where(eq(gateways.id, other.id))
    await expect(loadGatewayAccount(t.db, t.config, app.id, other.id)).rejects.toThrow()
  })

  test('a value never appears in an answer, the audit log or the logs', async () => {
    const gateway = await created(input('creditcard', { credentials: { api_key: SECRET } }))
    const answers = [
      await update(gateway.id, input('creditcard', { credentials: { api_key: `${SECRET}2` } })),
      await t.request('GET', `${base()}/${gateway.id}`, { token: owner.token }),
      await t.request('GET', base(), { token: reader.token }),
      await update(gateway.id, input('creditcard', { name: '', credentials: { api_key: SECRET } })),
    ]
    for (const answer of answers) expect(answer.text).not.toContain(SECRET.slice(0, 20))
    const entries = await auditEntries()
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update'])
    expect(JSON.stringify(entries)).not.toContain(SECRET.slice(0, 20))
    expect(entries[0]!.changes['credentials.api_key']).toEqual({ before: null, after: '••••••' })
    expect(entries[1]!.changes).toEqual({
      'credentials.api_key': { before: '••••••', after: '••••••' },
    })
    expect(JSON.stringify(t.logs)).not.toContain(SECRET.slice(0, 20))
  })

  test('fields the provider does not use are refused, each named', async () => {
    const response = await create(
      input('pix', { credentials: { api_key: 'x', client_secret: 'y' } }),
    )
    expect(response.status).toBe(400)
    expect(response.body.data.fields).toEqual({
      'credentials.client_secret': 'Este provedor não usa esta credencial.',
    })
    expect(response.text).not.toContain('"y"')
  })
})

describe('payments through a gateway', () => {
  test('count and last payment in the answers; delete refused once used', async () => {
    const gateway = await created(input('pix'))
    const unused = await created(input('pix', { name: 'Sem uso' }))
    await insertPayment(gateway.id, new Date('2026-02-01T10:00:00.000Z'))
    await insertPayment(gateway.id, new Date('2026-02-03T15:30:00.000Z'))

    const read = await t.request('GET', `${base()}/${gateway.id}`, { token: owner.token })
    expect(read.body).toMatchObject({
      payments_count: 2,
      last_payment_at: '2026-02-03T15:30:00.000Z',
    })
    const list = await t.request('GET', base(), { token: owner.token })
    expect(list.body.map((item: { payments_count: number }) => item.payments_count)).toEqual([2, 0])

    const refused = await t.request('DELETE', `${base()}/${gateway.id}`, {
      token: owner.token,
      lang: 'pt-BR',
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'Este meio de pagamento já recebeu pagamentos e não pode ser excluído: eles fazem parte do histórico da loja. Desative-o para deixar de oferecê-lo.',
    )
    expect(refused.body.data).toEqual({ payments_count: 2 })
    expect((await t.request('GET', `${base()}/${gateway.id}`, { token: owner.token })).status).toBe(
      200,
    )

    // Deactivating is what the message offers, and it works.
    const deactivated = await update(gateway.id, input('pix', { active: false }))
    expect(deactivated.body).toMatchObject({ active: false, payments_count: 2 })

    expect(
      (await t.request('DELETE', `${base()}/${unused.id}`, { token: owner.token })).status,
    ).toBe(204)
  })
})

describe('access', () => {
  test("another store's gateway is not found, and stays untouched", async () => {
    const theirs = await created(input('pix'))
    const path = `${base()}/${theirs.id}`
    // The stranger owns otherApp: the gateway's id under their own store is unknown there.
    const foreign = `${base(otherApp)}/${theirs.id}`
    for (const [method, json] of [
      ['GET', undefined],
      ['PUT', input('pix', { name: 'Tomado' })],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.request(method, foreign, {
        token: stranger.token,
        json,
        lang: 'pt-BR',
      })
      expect(response.status).toBe(404)
      expect(response.body.message).toBe('Meio de pagamento não encontrado.')
      const direct = await t.request(method, path, { token: stranger.token, json })
      expect(direct.status).toBe(404)
    }
    const list = await t.request('GET', base(otherApp), { token: stranger.token })
    expect(list.body).toEqual([])
    expect((await t.request('GET', path, { token: owner.token })).body).toEqual(theirs)
  })

  test('read level reads and cannot write; no payments access reads nothing', async () => {
    const gateway = await created(input('pix'))
    for (const [method, path, json] of [
      ['POST', base(), input('pix')],
      ['PUT', `${base()}/${gateway.id}`, input('pix')],
      ['DELETE', `${base()}/${gateway.id}`, undefined],
      ['PUT', installmentsPath(), DEFAULT_INSTALLMENT_SETUP],
    ] as const) {
      const response = await t.request(method, path, { token: reader.token, json, lang: 'pt-BR' })
      expect(response.status).toBe(403)
    }
    expect((await t.request('GET', installmentsPath(), { token: reader.token })).status).toBe(200)

    const outsider = await t.register({ name: 'Caixa da Loja' })
    await addManager(t, app, outsider, levels({ customers: 'write' }))
    const refused = await t.request('GET', base(), { token: outsider.token })
    expect(refused.status).toBe(403)
    expect(await t.db.select().from(gateways).where(eq(gateways.appId, app.id))).toHaveLength(1)
  })
})

describe('audit', () => {
  test('create, update and delete are logged with the fields that changed', async () => {
    const gateway = await created(input('billet'))
    await update(gateway.id, input('billet', { settings: { ...SETTINGS.billet, days_to_due: 5 } }))
    await t.request('DELETE', `${base()}/${gateway.id}`, { token: owner.token })
    const entries = await auditEntries()
    expect(
      entries.map((entry) => [entry.action, entry.entity, entry.entityId, entry.label]),
    ).toEqual([
      ['create', 'gateway', String(gateway.id), 'Sandbox billet'],
      ['update', 'gateway', String(gateway.id), 'Sandbox billet'],
      ['delete', 'gateway', String(gateway.id), 'Sandbox billet'],
    ])
    expect(entries[0]!.changes).toMatchObject({
      type: { before: null, after: 'billet' },
      environment: { before: null, after: 'sandbox' },
    })
    expect(entries[1]!.changes).toEqual({
      settings: {
        before: SETTINGS.billet,
        after: { ...SETTINGS.billet, days_to_due: 5 },
      },
    })
    expect(entries[2]!.changes).toMatchObject({ name: { before: 'Sandbox billet', after: null } })
    expect(entries[0]!.actorUserId).toBe(owner.user.id)
  })
})

describe('installments setup', () => {
  const save = (json: unknown, lang = 'pt-BR') =>
    t.request('PUT', installmentsPath(), { token: owner.token, json, lang })

  test('a store that never saved one has the default', async () => {
    const response = await t.request('GET', installmentsPath(), { token: reader.token })
    expect(response.status).toBe(200)
    expect(response.body).toEqual(DEFAULT_INSTALLMENT_SETUP)
  })

  test('saved, read back, logged; saving it again logs nothing', async () => {
    const setup = {
      max_installments: 10,
      interest_free: 4,
      monthly_rate_bps: 199,
      min_installment_cents: 1000,
      by_brand: [{ brand: 'amex', max_installments: 6, interest_free: 2, monthly_rate_bps: 249 }],
    }
    const saved = await save(setup)
    expect(saved.status, saved.text).toBe(200)
    expect(v.parse(InstallmentSetupSchema, saved.body)).toEqual(setup)
    expect((await t.request('GET', installmentsPath(), { token: owner.token })).body).toEqual(setup)
    expect(
      (await t.request('GET', installmentsPath(otherApp), { token: stranger.token })).body,
    ).toEqual(DEFAULT_INSTALLMENT_SETUP)
    await save(setup)
    const entries = await auditEntries()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ action: 'update', entity: 'installment_setup' })
    expect(entries[0]!.changes).toMatchObject({
      max_installments: { before: 12, after: 10 },
      interest_free: { before: 3, after: 4 },
    })
  })

  test('interest-free up to the maximum, for the store and each brand', async () => {
    const response = await save({
      ...DEFAULT_INSTALLMENT_SETUP,
      max_installments: 6,
      interest_free: 7,
      by_brand: [
        { brand: 'visa', max_installments: 12, interest_free: 12, monthly_rate_bps: 199 },
        { brand: 'elo', max_installments: 3, interest_free: 4, monthly_rate_bps: 199 },
      ],
    })
    expect(response.status).toBe(400)
    expect(response.body.data.fields).toEqual({
      interest_free: 'O limite sem juros não pode passar do máximo de parcelas (6).',
      'by_brand.1.interest_free': 'O limite sem juros não pode passar do máximo de parcelas (3).',
    })
    expect((await t.request('GET', installmentsPath(), { token: owner.token })).body).toEqual(
      DEFAULT_INSTALLMENT_SETUP,
    )
  })

  test('ranges, a brand twice, in the request language', async () => {
    const response = await save(
      {
        max_installments: 25,
        interest_free: 1,
        monthly_rate_bps: 1001,
        min_installment_cents: 50,
        by_brand: [
          { brand: 'visa', max_installments: 2, interest_free: 1, monthly_rate_bps: 0 },
          { brand: 'visa', max_installments: 2, interest_free: 1, monthly_rate_bps: 0 },
        ],
      },
      'en',
    )
    expect(response.status).toBe(400)
    expect(Object.keys(response.body.data.fields).sort()).toEqual([
      'by_brand',
      'max_installments',
      'min_installment_cents',
      'monthly_rate_bps',
    ])
    expect(response.body.data.fields.max_installments).toMatch(/^Maximum installments/)
  })
})
