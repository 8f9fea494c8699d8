import { createRequire } from 'node:module'
import { hasError, parsePix } from 'pix-utils'
import { describe, expect, it } from 'vitest'
import { sampleCustomersState } from '../customers/fixture.ts'
import { DEFAULT_INSTALLMENT_SETUP } from '../gateways/schema.ts'
import { isApiError } from '../http/api-error.ts'
import { parseBancario } from '../payments/boleto/bancario.ts'
import { parsePixBrCode } from '../payments/pix/brcode.ts'
import { PAYMENT_STATUSES, nextPaymentStatus } from '../payments/timeline/transitions.ts'
import {
  createTransactionsFixture,
  sampleChargeGateways,
  sampleTransactions,
  sampleTransactionsState,
  sampleTrails,
  sampleTransactionSplits,
} from './fixture.ts'
import { PAYMENT_TYPES, type Transaction } from './schema.ts'

const NOW = new Date('2026-11-21T12:00:00.000Z')

function fixture() {
  const state = sampleTransactionsState(false)
  const api = createTransactionsFixture(state, () => NOW, {
    gateways: {
      gateways: structuredClone(sampleChargeGateways),
      installments: DEFAULT_INSTALLMENT_SETUP,
    },
    customers: sampleCustomersState(),
  })
  return { api, state }
}

/** The error a call fails with (its status and message). */
async function failure(call: Promise<unknown>) {
  try {
    await call
  } catch (error) {
    if (isApiError(error)) return { status: error.statusCode, message: error.message }
    throw error
  }
  throw new Error('The call did not fail')
}

/** Independent readers (dev dependencies): what a payer's app or bank would read back. */
const boletoUtils = createRequire(import.meta.url)('@mrmgomes/boleto-utils') as {
  validarBoleto(codigo: string): { sucesso: boolean; valor: number }
}
function readWithPixUtils(code: string) {
  const pix = parsePix(code)
  if (hasError(pix) || pix.type !== 'STATIC') throw new Error(`pix-utils refused ${code}`)
  return pix
}

const byId = (id: number) => sampleTransactions.find((item) => item.id === id)!

describe('the sample payments', () => {
  it('cover every status and every type', () => {
    expect(new Set(sampleTransactions.map((item) => item.status))).toEqual(
      new Set(PAYMENT_STATUSES),
    )
    expect(new Set(sampleTransactions.map((item) => item.type))).toEqual(new Set(PAYMENT_TYPES))
    expect(sampleTransactions.length).toBeGreaterThanOrEqual(20)
  })

  it('move along the transition table, each event from the status the previous one left', () => {
    for (const payment of sampleTransactions) {
      let status: Transaction['status'] = 'empty'
      for (const event of payment.timeline) {
        expect(event.from_status, `${payment.id}`).toBe(status)
        expect(nextPaymentStatus(status, event.event)).toBe(event.status)
        status = event.status
      }
      expect(payment.status).toBe(status)
    }
  })

  it('carry BR Codes an independent reading accepts, with the amount charged', () => {
    const pix = sampleTransactions.filter((item) => item.pix)
    expect(pix.length).toBeGreaterThanOrEqual(4)
    for (const payment of pix) {
      const read = parsePixBrCode(payment.pix!.code)
      expect(read.valid, payment.pix!.code).toBe(true)
      if (read.valid) {
        expect(read.amountCents).toBe(payment.amount_cents)
        expect(read.txid).toBe(payment.pix!.txid)
        const gateway = sampleChargeGateways.find((item) => item.id === payment.gateway!.id)!
        expect(read.key).toBe(gateway.settings.pix_key)
      }
      const independent = readWithPixUtils(payment.pix!.code)
      expect(independent.pixKey).toBe(read.valid && read.key)
      expect(Math.round((independent.transactionAmount ?? 0) * 100)).toBe(payment.amount_cents)
      expect(independent.txid).toBe(payment.pix!.txid)
    }
  })

  it('carry boletos whose linha digitável and barcode read back the amount and due date', () => {
    const boletos = sampleTransactions.filter((item) => item.billet)
    expect(boletos.length).toBeGreaterThanOrEqual(3)
    for (const payment of boletos) {
      for (const number of [payment.billet!.linha_digitavel, payment.billet!.barcode]) {
        const read = parseBancario(number, { referenceDate: '2026-11-21' })
        expect('code' in read, number).toBe(false)
        if (!('code' in read)) {
          expect(read.amountCents).toBe(payment.amount_cents)
          expect(read.dueDate).toBe(payment.billet!.due_date)
          expect(read.bank).toBe(payment.id === 4802 ? '341' : '001')
        }
      }
      const independent = boletoUtils.validarBoleto(payment.billet!.linha_digitavel)
      expect(independent.sucesso).toBe(true)
      expect(Math.round(independent.valor * 100)).toBe(payment.amount_cents)
    }
  })

  it('keep a balanced money trail that adds up to the payment’s figures', () => {
    for (const payment of sampleTransactions) {
      const trail = sampleTrails[payment.id] ?? []
      const balance = new Map<string, number>()
      for (const journal of trail) {
        expect(journal.postings.reduce((sum, posting) => sum + posting.amount_cents, 0)).toBe(0)
        for (const posting of journal.postings) {
          balance.set(posting.account, (balance.get(posting.account) ?? 0) + posting.amount_cents)
        }
      }
      const of = (account: string) => balance.get(account) ?? 0
      expect(of('fees'), `${payment.id} fees`).toBe(payment.fee_cents)
      expect(of('refunds'), `${payment.id} refunds`).toBe(payment.refunded_cents)
      // The provider's clearing account of a payment returns to zero once its money is in.
      expect(of('gateway_clearing')).toBe(0)
      expect(of('customer_receivable')).toBe(0 - payment.captured_cents)
      // What the store (and the split's sellers) hold of it: the net, less what went back.
      const sellers = [...balance]
        .filter(([account]) => account.startsWith('seller_'))
        .reduce((sum, [, cents]) => sum + cents, 0)
      expect(
        of('merchant_pending') + of('merchant_available') + sellers,
        `${payment.id} store`,
      ).toBe(payment.net_cents - payment.refunded_cents)
      expect(payment.net_cents).toBe(payment.captured_cents - payment.fee_cents)
      // No journal moves nothing (a free order has no trail).
      for (const journal of trail) {
        for (const posting of journal.postings) expect(posting.amount_cents).not.toBe(0)
      }
    }
    // A paid pix released to the store: its net is available.
    const trail = sampleTrails[4822]!
    expect(trail.map((journal) => journal.kind)).toEqual(['charge', 'fee', 'net', 'release'])
    expect(byId(4822).fee_cents).toBe(257)
  })
})

describe('listing', () => {
  it('filters by status, type, gateway, customer, days in São Paulo and amount', async () => {
    const { api } = fixture()
    const ids = async (query: Parameters<typeof api.list>[1]) =>
      (await api.list(101, query)).items.map((item) => item.id)
    expect(await ids({ status: 'pending' })).toEqual([4819, 4820, 4812])
    expect(await ids({ type: 'billet' })).toEqual([4820, 4805, 4802])
    expect(await ids({ gateway_id: 11 })).toEqual([4812, 4811])
    expect(await ids({ customer_id: 4 })).toEqual([4819, 4814, 4805])
    // 21 Nov 02:00 UTC would still be the 20th in São Paulo; these are all the 21st there.
    expect(await ids({ from: '2026-11-21', to: '2026-11-21' })).toEqual([
      4810, 4819, 4822, 4821, 4820,
    ])
    expect(await ids({ min_cents: 100_000, max_cents: 150_000 })).toEqual([4821, 4806, 4802])
  })

  it('searches by id, name word, e-mail and document', async () => {
    const { api } = fixture()
    const ids = async (q: string) => (await api.list(101, { q })).items.map((item) => item.id)
    expect(await ids('4816')).toEqual([4816])
    expect(await ids('debo')).toEqual([4819, 4814, 4805])
    expect(await ids('compras@aurora')).toEqual([4821, 4812, 4806, 4802])
    expect(await ids('295.379')).toEqual([4822, 4818, 4808, 4804])
  })

  it('answers in pages whose cursor leads to the next one', async () => {
    const { api } = fixture()
    const first = await api.list(101, { limit: 10 })
    expect(first.items).toHaveLength(10)
    expect(first.next_cursor).toBe('10')
    const second = await api.list(101, { limit: 10, cursor: first.next_cursor! })
    const third = await api.list(101, { limit: 10, cursor: second.next_cursor! })
    expect(third.next_cursor).toBeNull()
    const all = [...first.items, ...second.items, ...third.items].map((item) => item.id)
    expect(all).toEqual(sampleTransactions.map((item) => item.id))
  })

  it('totals the filtered payments, by status', async () => {
    const { api } = fixture()
    const totals = await api.totals(101, { type: 'pix' })
    expect(totals.count).toBe(3)
    expect(totals.amount_cents).toBe(25_990 + 8_990 + 15_000)
    expect(totals.captured_cents).toBe(25_990 + 15_000)
    expect(totals.refunded_cents).toBe(15_000)
    expect(totals.by_status).toEqual(
      expect.arrayContaining([
        { status: 'pending', count: 1, amount_cents: 8_990 },
        { status: 'complete', count: 1, amount_cents: 25_990 },
        { status: 'refunded', count: 1, amount_cents: 15_000 },
      ]),
    )
  })
})

describe('actions', () => {
  it('refunds in parts up to what was captured, and refuses more with a 409', async () => {
    const { api, state } = fixture()
    const first = await api.refund(101, 4822, { amount_cents: 10_000, reason: 'Troca' }, 'k1')
    expect(first.status).toBe('partial_refund')
    expect(first.refunded_cents).toBe(10_000)
    expect(await failure(api.refund(101, 4822, { amount_cents: 15_991 }, 'k2'))).toEqual({
      status: 409,
      message: 'Ainda é possível estornar no máximo R$\u00a0159,90.',
    })
    const rest = await api.refund(101, 4822, {}, 'k3')
    expect(rest.status).toBe('refunded')
    expect(rest.refunded_cents).toBe(25_990)
    expect(rest.timeline.map((event) => event.event).slice(-2)).toEqual([
      'refund_part',
      'refund_rest',
    ])
    const trail = await api.trail(101, 4822)
    expect(trail.filter((journal) => journal.kind === 'refund')).toHaveLength(2)
    expect(state.transactions.find((item) => item.id === 4822)!.refunded_cents).toBe(25_990)
  })

  it('refuses an illegal move with the table’s message and changes nothing', async () => {
    const { api } = fixture()
    const before = await api.get(101, 4820)
    expect(await failure(api.refund(101, 4820, {}, 'k1'))).toEqual({
      status: 409,
      message: 'Não é possível estornar um pagamento com status “Aguardando pagamento”.',
    })
    expect(await failure(api.capture(101, 4822, {}, 'k2'))).toEqual({
      status: 409,
      message: 'Não é possível capturar um pagamento com status “Pago”.',
    })
    expect(await api.get(101, 4820)).toEqual(before)
  })

  it('captures part of a pre-authorisation, never more than it', async () => {
    const { api } = fixture()
    expect((await failure(api.capture(101, 4821, { amount_cents: 120_001 }, 'k1'))).status).toBe(
      409,
    )
    const captured = await api.capture(101, 4821, { amount_cents: 100_000 }, 'k2')
    expect(captured.status).toBe('authorized')
    expect(captured.captured_cents).toBe(100_000)
    // The pre-authorising gateway keeps 4,29 % + R$ 0,30.
    expect(captured.fee_cents).toBe(4_290 + 30)
    // A card's money waits to be settled before it is released.
    expect((await api.trail(101, 4821)).map((journal) => journal.kind)).toEqual([
      'charge',
      'fee',
      'net',
    ])
  })

  it('answers a repeated key with the first answer, and refuses it for another request', async () => {
    const { api } = fixture()
    const first = await api.refund(101, 4822, { amount_cents: 1_000 }, 'same')
    const again = await api.refund(101, 4822, { amount_cents: 1_000 }, 'same')
    expect(again).toEqual(first)
    expect((await api.get(101, 4822)).refunded_cents).toBe(1_000)
    expect((await failure(api.refund(101, 4822, { amount_cents: 2_000 }, 'same'))).status).toBe(422)
  })

  it('cancels a pending charge, confirms a custom one, and simulates in the sandbox only', async () => {
    const { api, state } = fixture()
    expect((await api.cancel(101, 4819, 'k1')).status).toBe('failed')
    expect((await api.cancel(101, 4821, 'k2')).timeline.at(-1)!.event).toBe('void')
    const confirmed = await api.confirm(101, 4812, 'k3')
    expect(confirmed.status).toBe('complete')
    expect(confirmed.paid_at).toBe(NOW.toISOString())
    expect((await failure(api.confirm(101, 4820, 'k4'))).status).toBe(409)
    expect((await api.simulate(101, 4820, 'paid', 'k5')).status).toBe('complete')
    expect((await api.simulate(101, 4818, 'settled', 'k6')).status).toBe('complete')
    const chargeback = await api.simulate(101, 4809, 'chargeback', 'k7')
    expect(chargeback.status).toBe('refunded')
    expect((await api.trail(101, 4809)).at(-1)!.kind).toBe('chargeback')
    // A production gateway's payment cannot be simulated (none exists yet: only the sandbox
    // provider does; a payment is moved to one here).
    const stored = state.transactions.find((item) => item.id === 4801)!
    stored.gateway = { ...stored.gateway!, environment: 'production' }
    expect(await failure(api.simulate(101, 4801, 'chargeback', 'k8'))).toEqual({
      status: 409,
      message: 'Simulações só funcionam com meios de pagamento de sandbox.',
    })
  })

  it('creates a charge through a gateway: pix code, boleto, or the test card’s outcome', async () => {
    const { api } = fixture()
    const items = [{ description: 'Caneca', quantity: 2, unit_cents: 4_500 }]
    const pix = await api.create(101, { gateway_id: 1, customer_id: 1, items }, 'p')
    expect(pix.status).toBe('pending')
    expect(pix.amount_cents).toBe(9_000)
    expect(pix.customer?.name).toBe('Ana Beatriz Souza')
    const read = parsePixBrCode(pix.pix!.code)
    expect(read.valid && [read.key, read.amountCents, read.txid]).toEqual([
      '12345678000195',
      9_000,
      pix.pix!.txid,
    ])
    const billet = await api.create(101, { gateway_id: 3, customer_id: null, items }, 'b')
    expect(billet.billet!.due_date).toBe('2026-11-24')
    const card = (number: string, key: string) =>
      api.create(
        101,
        {
          gateway_id: 5,
          customer_id: null,
          items,
          installments: 3,
          card: { number, holder: 'ANA SOUZA', expiry_month: 12, expiry_year: 2030, cvv: '123' },
        },
        key,
      )
    const approved = await card('4242 4242 4242 4242', 'c1')
    expect(approved.status).toBe('authorized')
    expect(approved.card).toEqual({ brand: 'visa', last_four: '4242' })
    expect((await card('4000000000000002', 'c2')).status).toBe('failed')
    expect((await card('4000002500003155', 'c3')).status).toBe('pre_authorized')
    expect(await failure(card('4242424242424241', 'c4'))).toEqual({
      status: 400,
      message: 'Número do cartão inválido: confira os dígitos.',
    })
    // A meal voucher is a card too; a diners card is not among the gateway's brands.
    expect(
      await failure(api.create(101, { gateway_id: 7, customer_id: null, items }, 'v')),
    ).toMatchObject({ status: 400 })
    expect(await failure(card('30569309025904', 'c5'))).toEqual({
      status: 422,
      message: 'Este meio de pagamento não aceita cartões diners.',
    })
    const list = await api.list(101)
    expect(list.items[0]!.id).toBe(approved.id + 2)
  })

  it('refuses a charge without items with the pt-BR field message', async () => {
    const { api } = fixture()
    try {
      await api.create(101, { gateway_id: 1, customer_id: null, items: [] }, 'x')
      throw new Error('created')
    } catch (error) {
      expect(isApiError(error) && error.statusCode).toBe(400)
      expect(isApiError(error) && error.data).toEqual({
        fields: { items: expect.stringContaining('Item') },
      })
    }
  })
})

describe('the split of a sample payment (its money trail shows each seller’s part)', () => {
  it('answers the marketplace’s split of 4816, the parts adding up to the amount', async () => {
    const split = await fixture().api.split(101, 4816)
    expect(split).toMatchObject({ status: 'posted', rule_version: 2, refusal: null })
    expect(split!.parties.map((party) => party.name)).toEqual([
      'Loja Aurora',
      'Ateliê Maré Alta',
      'Joana Ribeiro Cerâmica',
    ])
    expect(split!.parties.reduce((sum, party) => sum + party.gross_cents, 0)).toBe(
      byId(4816).captured_cents,
    )
    // The store is liable for refunds in that rule: the whole refund is its own.
    expect(split!.parties.map((party) => party.reversed_cents)).toEqual([15_000, 0, 0])
  })

  it('posts the sellers’ nets to their pending balances, in a journal that balances', () => {
    const journal = sampleTrails[4816]!.find((entry) => entry.kind === 'split')!
    const [store, atelie, joana] = sampleTransactionSplits[4816]!.parties
    expect(journal.postings).toEqual([
      { account: 'seller_pending:1', amount_cents: atelie!.net_cents },
      { account: 'seller_pending:2', amount_cents: joana!.net_cents },
      { account: 'merchant_available', amount_cents: -(atelie!.net_cents + joana!.net_cents) },
    ])
    expect(store!.net_cents).toBe(store!.gross_cents - byId(4816).fee_cents)
  })

  it('answers null for a payment that was not split, and 404 for none', async () => {
    const { api } = fixture()
    expect(await api.split(101, 4822)).toBeNull()
    expect(await failure(api.split(101, 1))).toMatchObject({ status: 404 })
  })
})
