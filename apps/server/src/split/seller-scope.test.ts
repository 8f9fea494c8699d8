import { SellerPageSchema, SplitGatewayListSchema } from '@vitrine/api'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createGateway } from '../payments/testing.ts'
import { addManager, createStore, everyArea, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { registerSeller, ruleUrl, sellersUrl } from './testing.ts'

/*
 * A seller signed in (`__seller`, no payments level) sees the split's gateways it sells
 * through and its own seller records, by its e-mail; nothing of other sellers, the rules or
 * the rest of the store's payments.
 */

let t: TestServer
let owner: TestAccount
let sellerPerson: TestAccount
let app: AppRecord
let pix: number
let billet: number
let card: number
let own: { id: number }
let other: { id: number }

beforeAll(async () => {
  t = await createTestServer()
  owner = await t.register({ name: 'Marina Costa' })
  sellerPerson = await t.register({ name: 'Joana Ribeiro', email: 'joana.ribeiro@exemplo.com.br' })
  app = await createStore(t, owner)
  await addManager(t, app, sellerPerson, everyArea('none'), ['__seller'])
  pix = await createGateway(t, app, 'pix')
  billet = await createGateway(t, app, 'billet')
  card = await createGateway(t, app, 'creditcard')
  // Registered by the store with the address typed differently: e-mails match case-blind.
  own = await registerSeller(t, owner.token, app, pix, {
    name: 'Joana Ribeiro Cerâmica',
    document: '529.982.247-25',
    email: 'joana.ribeiro@exemplo.com.br',
  })
  other = await registerSeller(t, owner.token, app, pix)
  await registerSeller(t, owner.token, app, billet, {
    document: '529.982.247-25',
    email: 'JOANA.RIBEIRO@EXEMPLO.COM.BR',
  })
  await registerSeller(t, owner.token, app, card)
})
afterAll(() => t.close())

const get = (url: string, token = sellerPerson.token) => t.request('GET', url, { token })

describe('a seller signed in', () => {
  test('lists only the gateways it sells through, counting only itself', async () => {
    const answer = await get(`/api/payments/apps/${app.id}/split/gateways`)
    expect(answer.status).toBe(200)
    const list = v.parse(SplitGatewayListSchema, answer.body)
    expect(list.map((gateway) => gateway.id)).toEqual([pix, billet])
    expect(list.map((gateway) => gateway.sellers_count)).toEqual([1, 1])
    // The owner sees every gateway that splits, with every seller.
    const all = v.parse(
      SplitGatewayListSchema,
      (await get(`/api/payments/apps/${app.id}/split/gateways`, owner.token)).body,
    )
    expect(all.map((gateway) => gateway.id)).toEqual([pix, billet, card])
    expect(all[0]!.sellers_count).toBe(2)
  })

  test('sees its own seller record, and another seller is not found', async () => {
    const page = v.parse(SellerPageSchema, (await get(sellersUrl(app, pix))).body)
    expect(page.items.map((seller) => seller.id)).toEqual([own.id])
    expect((await get(`${sellersUrl(app, pix)}/${own.id}`)).status).toBe(200)
    expect((await get(`${sellersUrl(app, pix)}/${own.id}/parts`)).status).toBe(200)
    const foreign = await get(`${sellersUrl(app, pix)}/${other.id}`)
    expect(foreign.status).toBe(404)
    expect((await get(`${sellersUrl(app, pix)}/${other.id}/parts`)).status).toBe(404)
  })

  test('cannot read the rules, change sellers or see the store’s payments', async () => {
    expect((await get(ruleUrl(app, pix))).status).toBe(403)
    expect((await get(`${ruleUrl(app, pix)}/versions`)).status).toBe(403)
    const edit = await t.request('POST', `${sellersUrl(app, pix)}/${own.id}/suspend`, {
      token: sellerPerson.token,
    })
    expect(edit.status).toBe(403)
    expect((await get(`/api/payments/apps/${app.id}/transactions`)).status).toBe(403)
  })
})
