import {
  illegalMoveMessage,
  nextPaymentStatus,
  type PaymentEvent,
  type PaymentStatus,
  type Transaction,
} from '@vitrine/api'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { storeWithPeople, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import {
  acted,
  card,
  CARDS,
  charged,
  createGateway,
  expectLedgerAgrees,
  ledgerSum,
  postAction,
  snapshot,
  type Action,
} from './testing.ts'

/*
 * Every move of the timeline through the API: each action tried on a payment in each status
 * the API can reach. An allowed move lands where PAYMENT_TRANSITIONS says, with its timeline
 * row and a ledger that agrees; a refused one is a 409 worded by illegalMoveMessage, and the
 * payment, its timeline and its money trail stay exactly as they were.
 */

let t: TestServer
let owner: TestAccount
let app: AppRecord
const gateway: Record<string, number> = {}
beforeAll(async () => {
  t = await createTestServer()
  ;({ owner, app } = await storeWithPeople(t))
  gateway.pix = await createGateway(t, app, 'pix')
  gateway.billet = await createGateway(t, app, 'billet')
  gateway.card = await createGateway(t, app, 'creditcard')
  gateway.custom = await createGateway(t, app, 'custom')
})
afterAll(() => t.close())

const pay = (id: number) => acted(t, owner.token, app, id, 'simulate', { outcome: 'paid' })

/** A fresh payment in the status, reached through the API. */
async function paymentIn(status: PaymentStatus): Promise<Transaction> {
  const pix = () => charged(t, owner.token, app, { gateway_id: gateway.pix! })
  const cardCharge = (number: string) =>
    charged(t, owner.token, app, { gateway_id: gateway.card!, card: card(number) })
  switch (status) {
    case 'pending':
      return pix()
    case 'pre_authorized':
      return cardCharge(CARDS.preAuthorized)
    case 'authorized':
      return cardCharge(CARDS.approved)
    case 'complete':
      return pay((await pix()).id)
    case 'partial_refund':
      return acted(t, owner.token, app, (await paymentIn('complete')).id, 'refunds', {
        amount_cents: 1_000,
      })
    case 'refunded':
      return acted(t, owner.token, app, (await paymentIn('complete')).id, 'refunds', {})
    case 'failed':
      return cardCharge(CARDS.declined)
    default:
      throw new Error(`not reachable through the API: ${status}`)
  }
}

interface Probe {
  name: string
  action: Action
  body: unknown
  /** The timeline event the action asks for, from this status. */
  event: (status: PaymentStatus) => PaymentEvent
}

const PROBES: Probe[] = [
  { name: 'capture', action: 'capture', body: {}, event: () => 'capture' },
  {
    name: 'partial refund',
    action: 'refunds',
    body: { amount_cents: 100 },
    event: () => 'refund_part',
  },
  { name: 'full refund', action: 'refunds', body: {}, event: () => 'refund_rest' },
  {
    name: 'cancel',
    action: 'cancel',
    body: {},
    event: (status) => (status === 'pre_authorized' ? 'void' : 'cancel'),
  },
  { name: 'simulate paid', action: 'simulate', body: { outcome: 'paid' }, event: () => 'pay' },
  {
    name: 'simulate expired',
    action: 'simulate',
    body: { outcome: 'expired' },
    event: () => 'decline',
  },
  {
    name: 'simulate settled',
    action: 'simulate',
    body: { outcome: 'settled' },
    event: (status) => (status === 'partial_refund' ? 'settle_rest' : 'settle'),
  },
  {
    name: 'simulate chargeback',
    action: 'simulate',
    body: { outcome: 'chargeback' },
    event: () => 'refund_rest',
  },
]

const REACHABLE: PaymentStatus[] = [
  'pending',
  'pre_authorized',
  'authorized',
  'complete',
  'partial_refund',
  'refunded',
  'failed',
]

describe('every action on a payment in every reachable status', () => {
  for (const status of REACHABLE) {
    for (const probe of PROBES) {
      const event = probe.event(status)
      // The partial refund here is of a paid pix, released at once: it has no rest to settle
      // (a card's, refunded before it settled, has: payments.test.ts).
      const to = event === 'settle_rest' ? null : nextPaymentStatus(status, event)
      test(`${status} + ${probe.name} → ${to ?? '409'}`, async () => {
        const payment = await paymentIn(status)
        expect(payment.status).toBe(status)
        const before = await snapshot(t, owner.token, app, payment.id)
        const answer = await postAction(t, owner.token, app, payment.id, probe.action, probe.body)
        if (to === null) {
          expect(answer.status, answer.text).toBe(409)
          // A refused refund, partial or whole, reads "estornar".
          const refused = event === 'refund_part' ? 'refund_rest' : event
          expect(answer.body.message).toBe(illegalMoveMessage('pt-BR', status, refused))
          expect(await snapshot(t, owner.token, app, payment.id)).toEqual(before)
        } else {
          expect(answer.status, answer.text).toBe(200)
          const after = answer.body as Transaction
          expect(after.status).toBe(to)
          const last = after.timeline.at(-1)!
          expect([last.event, last.from_status, last.status, last.actor_name]).toEqual([
            event,
            status,
            to,
            'Marina Costa',
          ])
          await expectLedgerAgrees(t, app, after)
        }
        expect(await ledgerSum(t, app)).toBe(0)
      })
    }
  }
})

describe('moves made at charge time and by hand', () => {
  test('a card charge: issue by the person, the verdict by the provider', async () => {
    const authorized = await paymentIn('authorized')
    expect(
      authorized.timeline.map((event) => [event.event, event.status, event.actor_name]),
    ).toEqual([
      ['issue', 'pending', 'Marina Costa'],
      ['authorize', 'authorized', null],
    ])
    const held = await paymentIn('pre_authorized')
    expect(held.timeline.map((event) => event.event)).toEqual(['issue', 'pre_authorize'])
    const declined = await paymentIn('failed')
    expect(declined.timeline.map((event) => [event.event, event.note])).toEqual([
      ['issue', 'Cartão enviado à operadora.'],
      ['decline', 'Cartão recusado pelo banco emissor.'],
    ])
    await expectLedgerAgrees(t, app, authorized)
  })

  test('a gateway that pre-authorises holds every approved card', async () => {
    const holding = await createGateway(t, app, 'creditcard', {
      settings: {
        soft_descriptor: 'LOJA AURORA',
        max_installments: 12,
        capture: 'pre_authorize',
        brands: ['visa'],
      },
    })
    const payment = await charged(t, owner.token, app, { gateway_id: holding, card: card() })
    expect(payment.status).toBe('pre_authorized')
    expect(payment.captured_cents).toBe(0)
  })

  test('a boleto is paid and cancelled like a pix', async () => {
    const paid = await charged(t, owner.token, app, { gateway_id: gateway.billet! })
    expect((await pay(paid.id)).status).toBe('complete')
    const cancelled = await charged(t, owner.token, app, { gateway_id: gateway.billet! })
    const after = await acted(t, owner.token, app, cancelled.id, 'cancel')
    expect([after.status, after.timeline.at(-1)!.event]).toEqual(['failed', 'cancel'])
  })

  test('custom methods are confirmed by hand, and only they', async () => {
    const custom = await charged(t, owner.token, app, { gateway_id: gateway.custom! })
    expect(custom.status).toBe('pending')
    expect(custom.instructions?.method_name).toBe('Transferência bancária')
    const before = await snapshot(t, owner.token, app, custom.id)
    const simulated = await postAction(t, owner.token, app, custom.id, 'simulate', {
      outcome: 'paid',
    })
    expect(simulated.status).toBe(409)
    expect(simulated.body.message).toMatch(/confirme métodos personalizados à mão/)
    expect(await snapshot(t, owner.token, app, custom.id)).toEqual(before)

    const confirmed = await acted(t, owner.token, app, custom.id, 'confirm')
    expect([confirmed.status, confirmed.timeline.at(-1)!.event]).toEqual(['complete', 'pay'])
    await expectLedgerAgrees(t, app, confirmed)
    const again = await postAction(t, owner.token, app, custom.id, 'confirm')
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(illegalMoveMessage('pt-BR', 'complete', 'pay'))

    const pix = await paymentIn('pending')
    const notCustom = await postAction(t, owner.token, app, pix.id, 'confirm')
    expect(notCustom.status).toBe(409)
    expect(notCustom.body.message).toMatch(/Só pagamentos de métodos personalizados/)
  })

  test('a custom charge is cancelled when the transfer never comes', async () => {
    const custom = await charged(t, owner.token, app, { gateway_id: gateway.custom! })
    expect((await acted(t, owner.token, app, custom.id, 'cancel')).status).toBe('failed')
  })

  test('simulations are refused on production gateways', async () => {
    const production = await createGateway(t, app, 'pix', { environment: 'production' })
    const payment = await charged(t, owner.token, app, { gateway_id: production })
    const answer = await postAction(t, owner.token, app, payment.id, 'simulate', {
      outcome: 'paid',
    })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe('Simulações só funcionam com meios de pagamento de sandbox.')
  })

  test('a chargeback is told to the store', async () => {
    const payment = await paymentIn('complete')
    const after = await acted(t, owner.token, app, payment.id, 'simulate', {
      outcome: 'chargeback',
    })
    expect(after.status).toBe('refunded')
    const trail = await t.request(
      'GET',
      `/api/payments/apps/${app.id}/transactions/${payment.id}/trail`,
      { token: owner.token },
    )
    expect(trail.body.at(-1).kind).toBe('chargeback')
    const notifications = await t.request('GET', `/api/main/apps/${app.id}/notifications`, {
      token: owner.token,
    })
    expect(notifications.body.items[0]).toMatchObject({
      title: `Chargeback no pagamento #${payment.id}`,
      type: 'error',
      link: `/${app.id}/payments/transactions/${payment.id}`,
    })
  })
})
