import { SellerPageSchema, SplitGatewayListSchema, type SellerInput } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { auditLog } from '../audit/schema.ts'
import { createGateway } from '../payments/testing.ts'
import type { AppRecord } from '../testing/access-fixtures.ts'
import { splitSellers } from './schema.ts'
import {
  registerSeller,
  sellerInput,
  sellersUrl as sellersUrlOf,
  setUpSplitStore,
  type SplitStore,
} from './testing.ts'

let { t, owner, reader, stranger, app, otherApp, pix } = {} as SplitStore
setUpSplitStore((store) => ({ t, owner, reader, stranger, app, otherApp, pix } = store))

const sellersUrl = (gatewayId = pix, store: AppRecord = app) => sellersUrlOf(store, gatewayId)

const created = (overrides: Partial<SellerInput> = {}, gatewayId = pix) =>
  registerSeller(t, owner.token, app, gatewayId, overrides)

describe('sellers', () => {
  test('a seller is registered normalised, active on a sandbox gateway, and audited', async () => {
    const seller = await created({
      payout: {
        kind: 'bank_account',
        bank_code: '341',
        agency: '1234',
        account: '56.789',
        account_digit: 'x',
      },
      provider_account: '44 02175',
    })
    expect(seller).toMatchObject({
      gateway_id: pix,
      name: 'Ateliê Maré Alta',
      document: '11222333000181',
      document_kind: 'cnpj',
      email: 'financeiro@atelie-mare.com.br',
      payout: {
        kind: 'bank_account',
        bank_code: '341',
        agency: '1234',
        agency_digit: null,
        account: '56789',
        account_digit: 'X',
        account_type: 'checking',
      },
      provider_account: '4402175',
      status: 'active',
    })
    expect(seller.verified_at).not.toBeNull()
    const read = await t.request('GET', `${sellersUrl()}/${seller.id}`, { token: reader.token })
    expect(read.body).toEqual(seller)
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'split_seller')))
    expect(entry).toMatchObject({ action: 'create', entityId: String(seller.id), area: 'payments' })
  })

  test('bad input is a field error in Portuguese', async () => {
    const answer = await t.request('POST', sellersUrl(), {
      token: owner.token,
      lang: 'pt-BR',
      json: {
        name: '',
        document: '111.444.777-00',
        email: 'sem-arroba',
        payout: {
          kind: 'bank_account',
          bank_code: '800',
          agency: '12345',
          account: '',
          account_digit: '55',
        },
        provider_account: 'abc',
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.data.fields).toEqual({
      name: 'Nome é obrigatório.',
      document: 'Informe um CPF ou CNPJ válido: confira os dígitos.',
      email: expect.stringMatching(/e-mail/i),
      'payout.bank_code': 'Banco inválido: informe o código de 3 dígitos do banco (ex.: 001, 341).',
      'payout.agency': 'Informe a agência só com números, até 4, sem o dígito (ex.: 0001).',
      'payout.account': 'Conta é obrigatória.',
      'payout.account_digit': 'Informe o dígito da conta: um número ou X.',
      provider_account: 'A conta no provedor deve ter só números, até 20.',
    })
    const pixKey = await t.request('POST', sellersUrl(), {
      token: owner.token,
      lang: 'pt-BR',
      json: sellerInput({
        document: '',
        email: '',
        payout: { kind: 'pix', pix_key: '+55 11 1234' },
      }),
    })
    expect(pixKey.body.data.fields).toEqual({
      document: 'CPF ou CNPJ é obrigatório.',
      email: 'E-mail é obrigatório.',
      'payout.pix_key': expect.stringMatching(/celular|telefone/i),
    })
  })

  test('a document, or a provider account, is once per gateway (409), not per store', async () => {
    await created({ provider_account: '4402175' })
    const again = await t.request('POST', sellersUrl(), {
      token: owner.token,
      lang: 'pt-BR',
      json: sellerInput({ document: '11222333000181' }),
    })
    expect(again.status).toBe(409)
    expect(again.body.data.fields.document).toBe(
      'Já há um vendedor com este CPF ou CNPJ neste meio de pagamento.',
    )
    const account = await t.request('POST', sellersUrl(), {
      token: owner.token,
      lang: 'pt-BR',
      json: sellerInput({ document: '52998224725', provider_account: '4402175' }),
    })
    expect(account.status).toBe(409)
    expect(account.body.data.fields.provider_account).toMatch(/já recebe nesta conta/)
    // Another gateway registers the same person again: its provider pays it there.
    const card = await createGateway(t, app, 'creditcard')
    expect((await created({ provider_account: '4402175' }, card)).gateway_id).toBe(card)
  })

  test('an update replaces the fields and keeps the status; a no-op writes nothing', async () => {
    const seller = await created()
    t.clock.advance(60_000)
    const url = `${sellersUrl()}/${seller.id}`
    const input = sellerInput({ name: 'Ateliê Maré Alta Ltda', document: '11222333000181' })
    const answer = await t.request('PUT', url, { token: owner.token, json: input })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toMatchObject({ name: 'Ateliê Maré Alta Ltda', status: 'active' })
    const again = await t.request('PUT', url, { token: owner.token, json: input })
    expect(again.body).toEqual(answer.body)
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'split_seller')))
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update'])
    expect(entries[1]!.changes).toEqual({
      name: { before: 'Ateliê Maré Alta', after: 'Ateliê Maré Alta Ltda' },
    })
  })

  test('suspend and reactivate: back to active when verified, to pending when never verified', async () => {
    const seller = await created()
    const url = `${sellersUrl()}/${seller.id}`
    const suspended = await t.request('POST', `${url}/suspend`, { token: owner.token })
    expect(suspended.body).toMatchObject({ status: 'suspended' })
    expect((await t.request('POST', `${url}/suspend`, { token: owner.token })).status).toBe(200)
    const back = await t.request('POST', `${url}/reactivate`, { token: owner.token })
    expect(back.body).toMatchObject({ status: 'active' })

    await t.db
      .update(splitSellers)
      .set({ status: 'suspended', verifiedAt: null })
      .where(eq(splitSellers.id, seller.id))
    const pending = await t.request('POST', `${url}/reactivate`, { token: owner.token })
    expect(pending.body).toMatchObject({ status: 'pending_verification' })
  })

  test('the list is newest first, in pages, searched by name words or document, filtered by status', async () => {
    const ana = await created({ name: 'Ana Souza Cerâmica', document: '52998224725' })
    const joao = await created({ name: 'João da Silva', document: '39053344705' })
    const trama = await created({ name: 'Estúdio Trama', document: '60574669000119' })
    await t.request('POST', `${sellersUrl()}/${joao.id}/suspend`, { token: owner.token })
    const page = async (query: string) => {
      const answer = await t.request('GET', `${sellersUrl()}?${query}`, { token: reader.token })
      expect(answer.status, answer.text).toBe(200)
      return v.parse(SellerPageSchema, answer.body)
    }
    const first = await page('limit=2')
    expect(first.items.map((item) => item.id)).toEqual([trama.id, joao.id])
    const second = await page(`limit=2&cursor=${first.next_cursor}`)
    expect(second.items.map((item) => item.id)).toEqual([ana.id])
    expect(second.next_cursor).toBeNull()
    expect((await page('q=ceram')).items.map((item) => item.id)).toEqual([ana.id])
    expect((await page('q=joao silva')).items.map((item) => item.id)).toEqual([joao.id])
    expect((await page('q=oao')).items).toEqual([])
    expect((await page('q=529.982')).items.map((item) => item.id)).toEqual([ana.id])
    expect((await page('status=suspended')).items.map((item) => item.id)).toEqual([joao.id])
  })
})

describe('gateways and access', () => {
  test('only the gateways that split are listed, with their counts', async () => {
    await createGateway(t, app, 'voucher')
    await createGateway(t, app, 'custom')
    const staticPix = await createGateway(t, app, 'static-pix')
    await created()
    const answer = await t.request('GET', `/api/payments/apps/${app.id}/split/gateways`, {
      token: reader.token,
    })
    const list = v.parse(SplitGatewayListSchema, answer.body)
    expect(
      list.map((gateway) => [gateway.id, gateway.sellers_count, gateway.rule_version]),
    ).toEqual([
      [pix, 1, null],
      [staticPix, 0, null],
    ])
  })

  test('a gateway that does not split, or another store’s, is a 404', async () => {
    const voucher = await createGateway(t, app, 'voucher')
    const refused = await t.request('GET', sellersUrl(voucher), {
      token: owner.token,
      lang: 'pt-BR',
    })
    expect(refused.status).toBe(404)
    expect(refused.body.message).toMatch(/não divide pagamentos/)
    const foreign = await createGateway(t, otherApp, 'pix')
    for (const url of [sellersUrl(foreign), `${sellersUrl(foreign)}/1`]) {
      expect((await t.request('GET', url, { token: owner.token })).status).toBe(404)
    }
    // The stranger's own store cannot reach this store's sellers through its gateway either.
    const seller = await created()
    const sneaky = await t.request('GET', `${sellersUrl(pix, otherApp)}/${seller.id}`, {
      token: stranger.token,
    })
    expect(sneaky.status).toBe(404)
    const otherGateway = await t.request('GET', `${sellersUrl(foreign, otherApp)}/${seller.id}`, {
      token: stranger.token,
    })
    expect(otherGateway.status).toBe(404)
  })

  test('read level reads and cannot write (403); strangers get 404', async () => {
    await created()
    expect((await t.request('GET', sellersUrl(), { token: reader.token })).status).toBe(200)
    const write = await t.request('POST', sellersUrl(), {
      token: reader.token,
      json: sellerInput(),
    })
    expect(write.status).toBe(403)
    const stranger404 = await t.request('GET', sellersUrl(), { token: stranger.token })
    expect(stranger404.status).toBe(404)
  })
})
