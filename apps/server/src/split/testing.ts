import { SellerSchema, type Seller, type SellerInput } from '@vitrine/api'
import * as v from 'valibot'
import { beforeEach } from 'vitest'
import { createGateway, setUpFreshStores, type FreshStores } from '../payments/testing.ts'
import { levels, type AppRecord } from '../testing/access-fixtures.ts'
import type { TestServer } from '../testing/test-server.ts'

/** The split's tests' set-up: fresh stores, `reader` reading payments, a pix gateway that splits. */
export interface SplitStore extends FreshStores {
  pix: number
}

/**
 * Registers the hooks of a split test file and hands each test's fresh store to `take`. The
 * file keeps plain names for what its tests read, filled before each test (its own later
 * `beforeEach` hooks see them), so the tests read `app` and `pix`, not `store.app`:
 *
 *   let { t, owner, app, pix } = {} as SplitStore
 *   setUpSplitStore((store) => ({ t, owner, app, pix } = store))
 */
export function setUpSplitStore(take: (store: SplitStore) => void): void {
  let stores: FreshStores
  setUpFreshStores(levels({ payments: 'read' }), (fresh) => (stores = fresh))
  beforeEach(async () => {
    take({ ...stores, pix: await createGateway(stores.t, stores.app, 'pix') })
  })
}

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
