import { SellerSchema, type Seller, type SellerInput } from '@vitrine/api'
import * as v from 'valibot'
import type { AppRecord } from '../testing/access-fixtures.ts'
import type { TestServer } from '../testing/test-server.ts'

/** Where a gateway's sellers are. */
export const sellersUrl = (app: AppRecord, gatewayId: number) =>
  `/api/payments/apps/${app.id}/split/gateways/${gatewayId}/sellers`

/** Where a gateway's rule is. */
export const ruleUrl = (app: AppRecord, gatewayId: number) =>
  `/api/payments/apps/${app.id}/split/gateways/${gatewayId}/rule`

/** A valid seller as typed (punctuation and capitals included, as people type them). */
export const sellerInput = (overrides: Partial<SellerInput> = {}): SellerInput => ({
  name: 'Ateliê Maré Alta',
  document: '11.222.333/0001-81',
  email: 'Financeiro@Atelie-Mare.com.br',
  payout: { kind: 'pix', pix_key: 'financeiro@atelie-mare.com.br' },
  ...overrides,
})

/** Registers a seller through the API, as `token`. */
export async function registerSeller(
  t: TestServer,
  token: string,
  app: AppRecord,
  gatewayId: number,
  overrides: Partial<SellerInput> = {},
): Promise<Seller> {
  const answer = await t.request('POST', sellersUrl(app, gatewayId), {
    token,
    lang: 'pt-BR',
    json: sellerInput(overrides),
  })
  if (answer.status !== 201) throw new Error(`seller not registered: ${answer.text}`)
  return v.parse(SellerSchema, answer.body)
}
