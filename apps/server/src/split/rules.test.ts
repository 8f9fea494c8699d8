import {
  EfiRuleAnswerSchema,
  SplitGatewayListSchema,
  SplitRuleCurrentSchema,
  SplitRuleHistorySchema,
  SplitRuleSavedSchema,
  type Seller,
  type SplitRuleInput,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeEach, describe, expect, test } from 'vitest'
import { auditLog } from '../audit/schema.ts'
import { createGateway } from '../payments/testing.ts'
import { splitRuleVersions } from './schema.ts'
import { registerSeller, ruleUrl, setUpSplitStore, type SplitStore } from './testing.ts'

let { t, owner, reader, app, otherApp, pix } = {} as SplitStore
setUpSplitStore((store) => ({ t, owner, reader, app, otherApp, pix } = store))

let ana: Seller
let bia: Seller
beforeEach(async () => {
  ana = await registerSeller(t, owner.token, app, pix, {
    name: 'Ana Souza',
    document: '52998224725',
    provider_account: '4402175',
  })
  bia = await registerSeller(t, owner.token, app, pix, {
    name: 'Bia Lima',
    document: '39053344705',
    provider_account: '4402176',
  })
})

const percent = (seller: Seller, basis_points: number) =>
  ({ seller_id: seller.id, kind: 'percent', basis_points }) as const

/** 70 % to the store, 20 % and 10 % to the sellers, the fee on the store. */
const seventyTwentyTen = (): SplitRuleInput => ({
  shares: [percent(ana, 2000), percent(bia, 1000)],
})

async function save(rule: unknown, { query = '', gatewayId = pix, token = owner.token } = {}) {
  return t.request('PUT', `${ruleUrl(app, gatewayId)}${query}`, {
    token,
    lang: 'pt-BR',
    json: rule,
  })
}

async function saved(rule: unknown, options: Parameters<typeof save>[1] = {}) {
  const answer = await save(rule, options)
  expect([200, 201], answer.text).toContain(answer.status)
  return v.parse(SplitRuleSavedSchema, answer.body)
}

describe('versions', () => {
  test('saving twice makes versions 1 and 2; the history says what changed', async () => {
    const empty = await t.request('GET', ruleUrl(app, pix), { token: reader.token })
    expect(v.parse(SplitRuleCurrentSchema, empty.body)).toEqual({
      gateway_id: pix,
      variant: 'rule',
      current: null,
    })

    const first = await saved(seventyTwentyTen())
    expect(first.created).toBe(true)
    expect(first.version).toMatchObject({
      version: 1,
      created_by: { name: owner.user.name },
      changes: [{ kind: 'first' }],
      summary: 'Primeira versão.',
      rule: {
        shares: [percent(ana, 2000), percent(bia, 1000)],
        fee_payer: { kind: 'merchant' },
        remainder_taker: { kind: 'merchant' },
        chargeback_liability: { kind: 'merchant' },
        overrides: [],
      },
    })
    t.clock.advance(60_000)
    const second = await saved({
      shares: [percent(ana, 2500), percent(bia, 1000)],
      fee_payer: { kind: 'sellers_pro_rata' },
      overrides: [{ payment_type: 'pix', shares: [percent(ana, 3000)] }],
    })
    expect(second.version.version).toBe(2)
    expect(second.version.summary).toBe(
      'Ana Souza: 20% → 25%; divisão própria para pix; tarifa: a loja → os vendedores, por parte.',
    )

    const pt = { token: reader.token, lang: 'pt-BR' } as const
    const history = await t.request('GET', `${ruleUrl(app, pix)}/versions`, pt)
    const page = v.parse(SplitRuleHistorySchema, history.body)
    expect(page.items.map((item) => [item.version, item.summary])).toEqual([
      [2, second.version.summary],
      [1, 'Primeira versão.'],
    ])
    expect(page.next_cursor).toBeNull()
    const current = await t.request('GET', ruleUrl(app, pix), pt)
    expect(v.parse(SplitRuleCurrentSchema, current.body).current).toEqual(second.version)
    const one = await t.request('GET', `${ruleUrl(app, pix)}/versions/1`, pt)
    expect(one.body).toEqual(first.version)
    const none = await t.request('GET', `${ruleUrl(app, pix)}/versions/3`, { token: reader.token })
    expect(none.status).toBe(404)

    const gateways = await t.request('GET', `/api/payments/apps/${app.id}/split/gateways`, {
      token: reader.token,
    })
    expect(v.parse(SplitGatewayListSchema, gateways.body)[0]).toMatchObject({
      id: pix,
      sellers_count: 2,
      active_sellers_count: 2,
      rule_version: 2,
    })

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'split_rule')))
    expect(entries.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['create', String(pix)],
      ['update', String(pix)],
    ])
    expect(entries[1]!.changes.version).toEqual({ before: 1, after: 2 })
  })

  test('the rule in force sent again makes no version', async () => {
    await saved(seventyTwentyTen())
    // The same shares in another order split the same way.
    const again = await save({ shares: [percent(bia, 1000), percent(ana, 2000)] })
    expect(again.status).toBe(200)
    expect(v.parse(SplitRuleSavedSchema, again.body)).toMatchObject({
      created: false,
      version: { version: 1 },
    })
  })

  test('concurrent saves get distinct versions, 1 to N', async () => {
    const rules = Array.from({ length: 8 }, (_, index) => ({
      shares: [percent(ana, 1000 + index), percent(bia, 500)],
    }))
    const answers = await Promise.all(rules.map((rule) => save(rule)))
    expect(answers.map((answer) => answer.status)).toEqual(rules.map(() => 201))
    const versions = answers.map(
      (answer) => v.parse(SplitRuleSavedSchema, answer.body).version.version,
    )
    expect([...versions].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    const rows = await t.db
      .select({ version: splitRuleVersions.version })
      .from(splitRuleVersions)
      .where(eq(splitRuleVersions.gatewayId, pix))
    expect(rows).toHaveLength(8)
  })

  test('base_version refuses a save over a version not seen (409)', async () => {
    await saved(seventyTwentyTen(), { query: '?base_version=0' })
    const stale = await save({ shares: [percent(ana, 1500)] }, { query: '?base_version=0' })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe(
      'Enquanto você editava, a versão 1 desta divisão foi salva: confira a versão atual e salve de novo.',
    )
    expect(stale.body.data).toEqual({ current_version: 1 })
    expect(
      (await save({ shares: [percent(ana, 1500)] }, { query: '?base_version=1' })).status,
    ).toBe(201)
  })

  test('the history pages by version, each compared with the one before', async () => {
    for (let index = 0; index < 52; index++) {
      await saved({ shares: [percent(ana, 100 + index)] })
    }
    const first = v.parse(
      SplitRuleHistorySchema,
      (await t.request('GET', `${ruleUrl(app, pix)}/versions`, { token: reader.token })).body,
    )
    expect(first.items.map((item) => item.version)).toEqual(
      Array.from({ length: 50 }, (_, index) => 52 - index),
    )
    const rest = v.parse(
      SplitRuleHistorySchema,
      (
        await t.request('GET', `${ruleUrl(app, pix)}/versions?cursor=${first.next_cursor}`, {
          token: reader.token,
          lang: 'pt-BR',
        })
      ).body,
    )
    expect(rest.items.map((item) => [item.version, item.summary])).toEqual([
      [2, 'Ana Souza: 1% → 1,01%.'],
      [1, 'Primeira versão.'],
    ])
    expect(rest.next_cursor).toBeNull()
  })
})

describe('checks', () => {
  test('shares over 100 % are refused with the engine’s message', async () => {
    const answer = await save({ shares: [percent(ana, 8000), percent(bia, 3000)] })
    expect(answer.status).toBe(400)
    expect(answer.body.data.fields).toEqual({
      shares: 'As porcentagens somam 110%: juntas, não podem passar de 100%.',
    })
  })

  test('a suspended or pending seller, or one not of this gateway, is refused at its share', async () => {
    await t.request('POST', `${ruleUrl(app, pix).replace('/rule', '/sellers')}/${bia.id}/suspend`, {
      token: owner.token,
    })
    const card = await createGateway(t, app, 'creditcard')
    const elsewhere = await registerSeller(t, owner.token, app, card, {
      document: '60574669000119',
    })
    const answer = await save({
      shares: [percent(ana, 2000), percent(bia, 1000), percent(elsewhere, 500)],
      overrides: [{ payment_type: 'pix', shares: [percent(bia, 100)] }],
    })
    expect(answer.status).toBe(400)
    expect(answer.body.data.fields).toEqual({
      'shares.1.seller_id': 'O vendedor Bia Lima não está ativo: ative-o ou tire-o da divisão.',
      'shares.2.seller_id':
        'Este vendedor não está cadastrado neste meio de pagamento: cadastre-o antes.',
      'overrides.0.shares.0.seller_id':
        'O vendedor Bia Lima não está ativo: ative-o ou tire-o da divisão.',
    })
    expect(
      await t.db.select().from(splitRuleVersions).where(eq(splitRuleVersions.gatewayId, pix)),
    ).toEqual([])
  })

  test('a static pix takes fixed shares only', async () => {
    const staticPix = await createGateway(t, app, 'static-pix')
    const seller = await registerSeller(t, owner.token, app, staticPix)
    const refused = await save({ shares: [percent(seller, 1000)] }, { gatewayId: staticPix })
    expect(refused.status).toBe(400)
    expect(refused.body.data.fields['shares.0.kind']).toMatch(/valor fixo por pagamento/)
    const current = await t.request('GET', ruleUrl(app, staticPix), { token: owner.token })
    expect(current.body.variant).toBe('static-pix')
    const ok = await save(
      { shares: [{ seller_id: seller.id, kind: 'fixed', cents: 500 }] },
      { gatewayId: staticPix },
    )
    expect(ok.status, ok.text).toBe(201)
  })

  test('read level cannot save (403); another store’s gateway is a 404', async () => {
    expect((await save(seventyTwentyTen(), { token: reader.token })).status).toBe(403)
    const foreign = await createGateway(t, otherApp, 'pix')
    expect((await save(seventyTwentyTen(), { gatewayId: foreign })).status).toBe(404)
    const read = await t.request('GET', `${ruleUrl(otherApp, foreign)}/versions`, {
      token: owner.token,
    })
    expect(read.status).toBe(404)
  })
})

describe('the eficustom format', () => {
  test('a rule written in the format is saved, and the rule in force reads back in it', async () => {
    const config = {
      divisaoTarifa: 'assumir_total',
      divisaoEstorno: 'assumir_total',
      minhaParte: { tipo: 'porcentagem', valor: '70.00' },
      repasses: [
        { tipo: 'porcentagem', valor: '20.00', favorecido: { conta: '4402175' } },
        { tipo: 'porcentagem', valor: '10.00', favorecido: { conta: '4402176' } },
      ],
    }
    const answer = await t.request('PUT', `${ruleUrl(app, pix)}/eficustom`, {
      token: owner.token,
      json: config,
    })
    expect(answer.status, answer.text).toBe(201)
    expect(v.parse(SplitRuleSavedSchema, answer.body).version.rule.shares).toEqual(
      seventyTwentyTen().shares,
    )
    const read = await t.request('GET', `${ruleUrl(app, pix)}/eficustom`, { token: reader.token })
    expect(v.parse(EfiRuleAnswerSchema, read.body)).toEqual({
      gateway_id: pix,
      version: 1,
      config,
      message: null,
    })
    const unknown = await t.request('PUT', `${ruleUrl(app, pix)}/eficustom`, {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        ...config,
        repasses: [{ ...config.repasses[0], favorecido: { conta: '999' } }],
        minhaParte: { tipo: 'porcentagem', valor: '80.00' },
      },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.data.fields['repasses.0.favorecido.conta']).toBe(
      'Nenhum vendedor deste gateway recebe na conta 999: cadastre-o antes.',
    )
  })
})
