import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { loadGatewayAccount } from '../../gateways/account.ts'
import {
  createSandboxProvider,
  ProviderError,
  type GatewayAccount,
  type SandboxProvider,
} from '../../payments/providers/index.ts'
import { card } from '../../payments/testing.ts'
import { createTestServer, type TestServer } from '../../testing/test-server.ts'
import { storeToday } from '../../time/store-time.ts'
import { billingStore, type BillingStore } from './testing.ts'

/*
 * The sandbox's card vault (recurring billing's stored cards): a card kept once and charged by
 * its token, the retry test card failing only its token's first charge, and the due date a
 * recurring pix or boleto is issued with.
 */

let t: TestServer
let store: BillingStore
let sandbox: SandboxProvider
let cards: GatewayAccount
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())
beforeEach(async () => {
  store = await billingStore(t, await t.register())
  sandbox = createSandboxProvider(t.db, t.clock)
  cards = (await loadGatewayAccount(t.db, t.config, store.app.id, store.gateways.creditcard))!
})

const request = (reference: string, cardToken: string) => ({
  reference,
  type: 'creditcard' as const,
  amountCents: 5_990,
  installments: 1,
  description: 'Clube do Café — ciclo 1',
  customer: null,
  merchant: { name: 'Loja Aurora', city: 'São Paulo' },
  cardToken,
  now: t.clock.now(),
})

describe('the sandbox’s stored cards', () => {
  test('a card is kept once and charged by its token; only brand and last four come back', async () => {
    const stored = await sandbox.storeCard(cards, card('4242 4242 4242 4242'), t.clock.now())
    expect(stored).toEqual({
      token: expect.stringMatching(/^card_[0-9a-f]{32}$/),
      brand: 'visa',
      lastFour: '4242',
    })
    const answer = await sandbox.charge(cards, request('pay_a', stored.token))
    expect(answer).toMatchObject({
      status: 'authorized',
      card: { brand: 'visa', lastFour: '4242' },
    })
    // The same reference answers the first answer again (and charges nothing more).
    expect(await sandbox.charge(cards, request('pay_a', stored.token))).toEqual(answer)
  })

  test('the retry card fails its token’s first charge and passes the later ones', async () => {
    const stored = await sandbox.storeCard(cards, card('4000 0000 0000 0119'), t.clock.now())
    expect((await sandbox.charge(cards, request('pay_b', stored.token))).status).toBe('failed')
    expect((await sandbox.charge(cards, request('pay_b-r2', stored.token))).status).toBe(
      'authorized',
    )
    expect((await sandbox.charge(cards, request('pay_b-r3', stored.token))).status).toBe(
      'authorized',
    )
  })

  test('a declined card always fails; bad cards are not kept; unknown tokens are refused', async () => {
    const declined = await sandbox.storeCard(cards, card('4000 0000 0000 0002'), t.clock.now())
    expect((await sandbox.charge(cards, request('pay_c', declined.token))).status).toBe('failed')
    expect((await sandbox.charge(cards, request('pay_c-r2', declined.token))).status).toBe('failed')
    await expect(
      sandbox.storeCard(cards, card('4242 4242 4242 4241'), t.clock.now()),
    ).rejects.toThrow(ProviderError)
    await expect(
      sandbox.storeCard(cards, { ...card(), expiry_year: 2020 }, t.clock.now()),
    ).rejects.toThrow('Cartão vencido.')
    await expect(sandbox.charge(cards, request('pay_d', 'card_unknown'))).rejects.toThrow(
      ProviderError,
    )
  })

  test('a recurring pix is payable until its due day ends; a boleto falls due that day', async () => {
    const dueDate = '2026-04-10'
    const pix = (await loadGatewayAccount(t.db, t.config, store.app.id, store.gateways.pix))!
    const billet = (await loadGatewayAccount(t.db, t.config, store.app.id, store.gateways.billet))!
    const base = { ...request('pay_e', ''), cardToken: undefined, dueDate }
    const code = await sandbox.charge(pix, { ...base, type: 'pix' })
    expect(code.pix!.expiresAt).toBe('2026-04-11T03:00:00.000Z')
    const slip = await sandbox.charge(billet, { ...base, reference: 'pay_f', type: 'billet' })
    expect(slip.billet!.dueDate).toBe(dueDate)
    expect(storeToday(new Date(code.pix!.expiresAt!))).toBe('2026-04-11')
  })
})
