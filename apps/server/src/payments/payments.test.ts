import { randomUUID } from 'node:crypto'
import { formatMoney, installmentOptions, TransactionSchema, type Transaction } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { MINUTE } from '../clock.ts'
import { cpfWithCheckDigits } from '../customers/documents.ts'
import { balancesOf } from '../ledger/balances.ts'
import {
  addManager,
  createStore,
  everyArea,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { webhookDeliveries, webhookEndpoints } from '../webhooks/schema.ts'
import { sandboxCharges } from './schema.ts'
import {
  acted,
  card,
  CARDS,
  charged,
  createGateway,
  expectLedgerAgrees,
  ledgerSum,
  postAction,
  postCharge,
  snapshot,
  transactionsUrl,
  trailBalances,
} from './testing.ts'

let t: TestServer
let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
let app: AppRecord
let otherApp: AppRecord
let pix: number
let cardGateway: number
beforeAll(async () => {
  t = await createTestServer()
  ;({ owner, reader, stranger } = await storeWithPeople(t))
})
afterAll(() => t.close())
// A fresh store per test: its ledger, notifications and webhooks are the test's alone.
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, everyArea('read'))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
  pix = await createGateway(t, app, 'pix')
  cardGateway = await createGateway(t, app, 'creditcard')
})

const paidPix = async (unit = 5_000, quantity = 2) => {
  const payment = await charged(t, owner.token, app, {
    gateway_id: pix,
    items: [{ description: 'Camiseta', quantity, unit_cents: unit }],
  })
  return acted(t, owner.token, app, payment.id, 'simulate', { outcome: 'paid' })
}

const refund = (id: number, amount?: number, key?: string) =>
  postAction(
    t,
    owner.token,
    app,
    id,
    'refunds',
    amount === undefined ? {} : { amount_cents: amount },
    key,
  )

describe('charges', () => {
  test('the amount is the items’ sum; the fee is the gateway’s; the customer is copied', async () => {
    const document = cpfWithCheckDigits('295379955')
    const customer = await t.request('POST', `/api/main/apps/${app.id}/customers`, {
      token: owner.token,
      json: { name: 'João Pereira', email: 'joao@example.com', document },
    })
    expect(customer.status).toBe(201)
    const payment = await charged(t, owner.token, app, {
      gateway_id: pix,
      customer_id: customer.body.id,
      description: 'Pedido 1001',
      items: [
        { description: 'Camiseta', quantity: 3, unit_cents: 4_990 },
        { description: 'Frete', quantity: 1, unit_cents: 1_530 },
      ],
    })
    expect(payment).toMatchObject({
      type: 'pix',
      status: 'pending',
      amount_cents: 16_500,
      // 2,50 % of R$ 165,00 is R$ 4,125 → R$ 4,13, plus R$ 0,50.
      fee_cents: 463,
      net_cents: 16_037,
      description: 'Pedido 1001',
      customer: { id: customer.body.id, name: 'João Pereira', email: 'joao@example.com', document },
      gateway: { id: pix, type: 'pix', provider: 'sandbox', environment: 'sandbox' },
    })
    expect(payment.pix?.code).toMatch(/^000201/)
    expect(payment.external_id).toMatch(/^sbx_/)
  })

  test('a card is forgotten but for its brand and last four digits', async () => {
    const payment = await charged(t, owner.token, app, {
      gateway_id: cardGateway,
      card: card(CARDS.approved),
      installments: 3,
    })
    expect(payment).toMatchObject({
      status: 'authorized',
      card: { brand: 'visa', last_four: '4242' },
      installments: 3,
    })
    expect(JSON.stringify(await snapshot(t, owner.token, app, payment.id))).not.toMatch(
      /4242424242424242|"123"/,
    )
  })

  test('the gateway must be the store’s and switched on; a card gateway needs a card', async () => {
    const theirs = await createGateway(t, otherApp, 'pix')
    const foreign = await postCharge(t, owner.token, app, { gateway_id: theirs })
    expect(foreign.status).toBe(422)
    expect(foreign.body.data.fields).toEqual({
      gateway_id: 'Este meio de pagamento não existe na loja.',
    })
    const off = await createGateway(t, app, 'pix', { active: false, name: 'Pix antigo' })
    const inactive = await postCharge(t, owner.token, app, { gateway_id: off })
    expect(inactive.status).toBe(409)
    expect(inactive.body.message).toMatch(/“Pix antigo” está desativado/)
    const noCard = await postCharge(t, owner.token, app, { gateway_id: cardGateway })
    expect(noCard.status).toBe(400)
    expect(noCard.body.data.fields).toEqual({
      card: 'Informe o cartão para cobrar por um meio de pagamento de cartão.',
    })
    const cardOnPix = await postCharge(t, owner.token, app, { gateway_id: pix, card: card() })
    expect(cardOnPix.status).toBe(400)
    expect(Object.keys(cardOnPix.body.data.fields)).toEqual(['card'])
    const badNumber = await postCharge(t, owner.token, app, {
      gateway_id: cardGateway,
      card: card('4242 4242 4242 4241'),
    })
    expect(badNumber.status).toBe(400)
    expect(badNumber.body.data.fields).toEqual({
      'card.number': 'Número do cartão inválido: confira os dígitos.',
    })
    const expired = await postCharge(t, owner.token, app, {
      gateway_id: cardGateway,
      card: { ...card(), expiry_year: 2025 },
    })
    expect(expired.status).toBe(400)
    expect(expired.body.data.fields).toEqual({ 'card.expiry_month': 'Este cartão está vencido.' })
    // Nothing was charged by any of them.
    const list = await t.request('GET', transactionsUrl(app), { token: owner.token })
    expect(list.body.items).toEqual([])
  })

  test('installments: only where offered, within the limits and the minimum installment', async () => {
    const onPix = await postCharge(t, owner.token, app, { gateway_id: pix, installments: 2 })
    expect(onPix.status).toBe(400)
    expect(onPix.body.data.fields.installments).toBe(
      'Este meio de pagamento só recebe à vista (1 parcela).',
    )
    const few = await createGateway(t, app, 'creditcard', {
      settings: {
        soft_descriptor: 'LOJA',
        max_installments: 4,
        capture: 'automatic',
        brands: ['visa'],
      },
    })
    const tooMany = await postCharge(t, owner.token, app, {
      gateway_id: few,
      card: card(),
      installments: 5,
    })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.data.fields.installments).toBe('No máximo 4 parcelas aqui.')
    // The store's default setup: 12 at most, R$ 5,00 the smallest installment.
    const tooSmall = await postCharge(t, owner.token, app, {
      gateway_id: cardGateway,
      card: card(),
      items: [{ description: 'Chaveiro', quantity: 1, unit_cents: 1_000 }],
      installments: 3,
    })
    expect(tooSmall.status).toBe(422)
    expect(tooSmall.body.data.fields.installments).toBe(
      `Cada parcela deve ser de pelo menos ${formatMoney(500)}.`,
    )
  })

  test('a card in more installments than the interest-free ones pays the Price table total', async () => {
    // The default setup: 3x without interest, then 2,99 % a month; the items come to R$ 100,00.
    const free = await charged(t, owner.token, app, {
      gateway_id: cardGateway,
      card: card(),
      installments: 3,
    })
    expect(free.amount_cents).toBe(10_000)
    const withInterest = await charged(t, owner.token, app, {
      gateway_id: cardGateway,
      card: card(),
      installments: 6,
    })
    const [sixth] = installmentOptions(10_000, {
      maxInstallments: 6,
      interestFreeUpTo: 3,
      monthlyRateBasisPoints: 299,
      minInstallmentCents: 500,
    }).slice(-1)
    // 6 × R$ 18,45: what the charge dialog and the simulator show as the total.
    expect(sixth).toMatchObject({ count: 6, installmentCents: 1_845, totalCents: 11_070 })
    expect(withInterest).toMatchObject({
      amount_cents: 11_070,
      captured_cents: 11_070,
      installments: 6,
      items: [{ quantity: 2, unit_cents: 5_000 }],
    })
    await expectLedgerAgrees(t, app, withInterest)
  })

  test('a customer of another store is refused', async () => {
    const theirs = await t.request('POST', `/api/main/apps/${otherApp.id}/customers`, {
      token: stranger.token,
      json: { name: 'Cliente Alheio', email: 'alheio@example.com' },
    })
    const answer = await postCharge(t, owner.token, app, {
      gateway_id: pix,
      customer_id: theirs.body.id,
    })
    expect(answer.status).toBe(422)
    expect(answer.body.data.fields).toEqual({ customer_id: 'Este cliente não existe na loja.' })
  })
})

describe('refund arithmetic', () => {
  test('many partials, the last one exact; a centavo over is refused and changes nothing', async () => {
    const payment = await paidPix()
    let current: Transaction = payment
    for (const amount of [1_000, 2_500, 1, 3_332]) {
      const answer = await refund(payment.id, amount)
      expect(answer.status, answer.text).toBe(200)
      current = v.parse(TransactionSchema, answer.body)
      expect(current.status).toBe('partial_refund')
    }
    expect(current.refunded_cents).toBe(6_833)
    const before = await snapshot(t, owner.token, app, payment.id)
    const over = await refund(payment.id, 3_168)
    expect(over.status).toBe(422)
    expect(over.body.message).toBe(`Ainda é possível estornar no máximo ${formatMoney(3_167)}.`)
    expect(over.body.data.fields).toEqual({
      amount_cents: `Ainda é possível estornar no máximo ${formatMoney(3_167)}.`,
    })
    expect(await snapshot(t, owner.token, app, payment.id)).toEqual(before)

    const last = await refund(payment.id, 3_167)
    expect(last.status).toBe(200)
    expect(last.body).toMatchObject({ status: 'refunded', refunded_cents: 10_000 })
    const more = await refund(payment.id, 1)
    expect(more.status).toBe(409)
    expect(last.body.timeline.map((event: { event: string }) => event.event)).toEqual([
      'issue',
      'pay',
      'refund_part',
      'refund_part',
      'refund_part',
      'refund_part',
      'refund_rest',
    ])
    await expectLedgerAgrees(t, app, last.body)
    // The fee stays with the provider: the store is R$ 3,00 short on this payment.
    expect(await trailBalances(t, app, payment.id)).toEqual({
      customer_receivable: -10_000,
      gateway_clearing: 0,
      fees: 300,
      merchant_pending: 0,
      merchant_available: -300,
      refunds: 10_000,
    })
  })

  test('without an amount, the rest; the reason is the timeline’s note', async () => {
    const payment = await paidPix()
    await refund(payment.id, 4_000)
    const rest = await postAction(t, owner.token, app, payment.id, 'refunds', {
      reason: 'Produto devolvido',
    })
    expect(rest.body).toMatchObject({ status: 'refunded', refunded_cents: 10_000 })
    expect(rest.body.timeline.at(-1)).toMatchObject({
      event: 'refund_rest',
      amount_cents: 6_000,
      note: 'Produto devolvido',
    })
    // The money trail says why under the refund's step.
    const trail = await t.request('GET', `${transactionsUrl(app)}/${payment.id}/trail`, {
      token: owner.token,
    })
    expect(trail.body.at(-1)).toMatchObject({ kind: 'refund', memo: 'Produto devolvido' })
  })

  test('card money not yet settled is refunded from what is pending', async () => {
    const payment = await charged(t, owner.token, app, { gateway_id: cardGateway, card: card() })
    const after = await acted(t, owner.token, app, payment.id, 'refunds', { amount_cents: 2_000 })
    await expectLedgerAgrees(t, app, after)
    expect((await trailBalances(t, app, payment.id)).merchant_pending).toBe(10_000 - 300 - 2_000)
    // The acquirer then settles what is left: released, the status stays a partial refund.
    const settled = await acted(t, owner.token, app, payment.id, 'simulate', {
      outcome: 'settled',
    })
    expect(settled.status).toBe('partial_refund')
    expect(settled.timeline.at(-1)!.event).toBe('settle_rest')
    await expectLedgerAgrees(t, app, settled)
    expect(await trailBalances(t, app, payment.id)).toMatchObject({
      merchant_pending: 0,
      merchant_available: 10_000 - 300 - 2_000,
    })
    const again = await postAction(t, owner.token, app, payment.id, 'simulate', {
      outcome: 'settled',
    })
    expect(again.status).toBe(409)
  })

  test('partial capture: the fee on what was taken, the rest released; then settled', async () => {
    const payment = await charged(t, owner.token, app, {
      gateway_id: cardGateway,
      card: card(CARDS.preAuthorized),
    })
    const over = await postAction(t, owner.token, app, payment.id, 'capture', {
      amount_cents: 10_001,
    })
    expect(over.status).toBe(422)
    expect(over.body.data.fields.amount_cents).toBe(
      `É possível capturar no máximo o valor pré-autorizado, ${formatMoney(10_000)}.`,
    )
    const captured = await acted(t, owner.token, app, payment.id, 'capture', {
      amount_cents: 6_000,
    })
    expect(captured).toMatchObject({
      status: 'authorized',
      captured_cents: 6_000,
      fee_cents: 200,
      net_cents: 5_800,
    })
    expect(captured.timeline.at(-1)!.note).toBe(
      `Capturado ${formatMoney(6_000)}; o restante da pré-autorização (${formatMoney(4_000)}) foi liberado.`,
    )
    const settled = await acted(t, owner.token, app, payment.id, 'simulate', {
      outcome: 'settled',
    })
    await expectLedgerAgrees(t, app, settled)
    expect(await trailBalances(t, app, payment.id)).toMatchObject({
      merchant_available: 5_800,
      merchant_pending: 0,
    })
    const rest = await acted(t, owner.token, app, payment.id, 'refunds', {})
    expect([rest.status, rest.refunded_cents]).toEqual(['refunded', 6_000])
  })

  test('a capture the provider refuses is told to the store', async () => {
    const payment = await charged(t, owner.token, app, {
      gateway_id: cardGateway,
      card: card(CARDS.preAuthorized),
    })
    // The provider's books moved on their own (the hold expired there).
    await t.db
      .update(sandboxCharges)
      .set({ status: 'failed' })
      .where(eq(sandboxCharges.id, payment.external_id!))
    const before = await snapshot(t, owner.token, app, payment.id)
    const answer = await postAction(t, owner.token, app, payment.id, 'capture')
    expect(answer.status).toBe(409)
    expect(answer.body.message).toMatch(/^O provedor de pagamento recusou: Só uma pré-autorização/)
    expect(await snapshot(t, owner.token, app, payment.id)).toEqual(before)
    const notifications = await t.request('GET', `/api/main/apps/${app.id}/notifications`, {
      token: owner.token,
    })
    expect(notifications.body.items[0]).toMatchObject({
      title: `A captura do pagamento #${payment.id} falhou`,
      type: 'error',
      link: `/${app.id}/payments/transactions/${payment.id}`,
    })
  })
})

describe('50 partial refunds of one payment at once', () => {
  test('never refund more than was captured, and the ledger stays balanced', async () => {
    const payment = await paidPix()
    // 50 × R$ 2,50 asks for R$ 125,00 of R$ 100,00: exactly 40 can pass.
    const answers = await Promise.all(Array.from({ length: 50 }, () => refund(payment.id, 250)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(40)
    expect(statuses.every((status) => [200, 409, 422].includes(status))).toBe(true)
    const after = await t.request('GET', `${transactionsUrl(app)}/${payment.id}`, {
      token: owner.token,
    })
    expect(after.body).toMatchObject({ status: 'refunded', refunded_cents: 10_000 })
    const refunds = after.body.timeline.filter((event: { event: string }) =>
      event.event.startsWith('refund'),
    )
    expect(refunds).toHaveLength(40)
    expect(refunds.at(-1).event).toBe('refund_rest')
    await expectLedgerAgrees(t, app, after.body)
    expect(await ledgerSum(t, app)).toBe(0)
    expect((await balancesOf(t.db, app.id)).get('refunds')).toBe(10_000)
    // The provider's books agree.
    const [books] = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, payment.external_id!))
    expect([books!.status, books!.refundedCents]).toEqual(['refunded', 10_000])
  })
})

describe('idempotency', () => {
  test('the same key and body answer the first answer; another body is refused', async () => {
    const payment = await paidPix()
    const key = randomUUID()
    const first = await refund(payment.id, 1_500, key)
    const again = await refund(payment.id, 1_500, key)
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(again.body).toEqual(first.body)
    const other = await refund(payment.id, 1_600, key)
    expect(other.status).toBe(422)
    const now = await t.request('GET', `${transactionsUrl(app)}/${payment.id}`, {
      token: owner.token,
    })
    expect(now.body.refunded_cents).toBe(1_500)
  })

  test('a charge replayed is one payment; every money-moving write needs a key', async () => {
    const key = randomUUID()
    const first = await postCharge(t, owner.token, app, { gateway_id: pix }, key)
    const again = await postCharge(t, owner.token, app, { gateway_id: pix }, key)
    expect(again.body).toEqual(first.body)
    const list = await t.request('GET', transactionsUrl(app), { token: owner.token })
    expect(list.body.items).toHaveLength(1)
    const id = first.body.id as number
    for (const action of ['', '/capture', '/refunds', '/cancel', '/confirm', '/simulate']) {
      const url = action ? `${transactionsUrl(app)}/${id}${action}` : transactionsUrl(app)
      const answer = await t.request('POST', url, {
        token: owner.token,
        lang: 'pt-BR',
        json: action === '/simulate' ? { outcome: 'paid' } : action ? {} : { gateway_id: pix },
      })
      expect(answer.status, action).toBe(400)
      expect(answer.body.message).toBe('Esta operação precisa do cabeçalho Idempotency-Key.')
    }
  })
})

describe('who may do what', () => {
  test('another store’s payment is not found, for every call', async () => {
    const theirGateway = await createGateway(t, otherApp, 'pix')
    const theirs = await charged(t, stranger.token, otherApp, { gateway_id: theirGateway })
    const mine = transactionsUrl(app)
    for (const path of [`${mine}/${theirs.id}`, `${mine}/${theirs.id}/trail`]) {
      const answer = await t.request('GET', path, { token: owner.token })
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('Payment not found.')
    }
    for (const action of ['capture', 'refunds', 'cancel', 'confirm', 'simulate'] as const) {
      const body = action === 'simulate' ? { outcome: 'paid' } : {}
      const answer = await postAction(t, owner.token, app, theirs.id, action, body)
      expect(answer.status, action).toBe(404)
    }
    const resend = await t.request('POST', `${mine}/${theirs.id}/resend`, {
      token: owner.token,
      json: {},
    })
    expect(resend.status).toBe(404)
    // And a stranger cannot see this store at all.
    const foreign = await t.request('GET', mine, { token: stranger.token })
    expect(foreign.status).toBe(404)
  })

  test('read level sees everything and writes nothing', async () => {
    const payment = await paidPix()
    expect((await t.request('GET', transactionsUrl(app), { token: reader.token })).status).toBe(200)
    const before = await snapshot(t, reader.token, app, payment.id)
    const writes = [
      postCharge(t, reader.token, app, { gateway_id: pix }),
      postAction(t, reader.token, app, payment.id, 'capture'),
      postAction(t, reader.token, app, payment.id, 'refunds', { amount_cents: 100 }),
      postAction(t, reader.token, app, payment.id, 'cancel'),
      postAction(t, reader.token, app, payment.id, 'confirm'),
      postAction(t, reader.token, app, payment.id, 'simulate', { outcome: 'chargeback' }),
      t.request('POST', `${transactionsUrl(app)}/${payment.id}/resend`, {
        token: reader.token,
        lang: 'pt-BR',
        json: {},
      }),
    ]
    for (const answer of await Promise.all(writes)) {
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe(
        'Você precisa de acesso de escrita em Pagamentos para fazer isso.',
      )
    }
    expect(await snapshot(t, reader.token, app, payment.id)).toEqual(before)
  })
})

describe('bad input', () => {
  test('field messages in Portuguese, nothing written', async () => {
    const empty = await postCharge(t, owner.token, app, { gateway_id: pix, items: [] })
    expect(empty.status).toBe(400)
    expect(empty.body.data.fields).toHaveProperty('items')
    const zero = await postCharge(t, owner.token, app, {
      gateway_id: pix,
      items: [{ description: '', quantity: 0, unit_cents: 0 }],
    })
    expect(zero.status).toBe(400)
    expect(zero.body.message).toBe('Alguns campos não são válidos.')
    expect(Object.keys(zero.body.data.fields).sort()).toEqual([
      'items.0.description',
      'items.0.quantity',
      'items.0.unit_cents',
    ])
    expect(zero.body.data.fields['items.0.description']).toBe('Item é obrigatório.')
    const payment = await paidPix()
    const badRefund = await refund(payment.id, 0)
    expect(badRefund.status).toBe(400)
    expect(badRefund.body.data.fields).toHaveProperty('amount_cents')
    const badOutcome = await postAction(t, owner.token, app, payment.id, 'simulate', {
      outcome: 'lost',
    })
    expect(badOutcome.status).toBe(400)
    for (const query of ['status=pago', 'min_cents=-1', 'from=2026-02-30', 'cursor=lixo']) {
      const answer = await t.request('GET', `${transactionsUrl(app)}?${query}`, {
        token: owner.token,
        lang: 'pt-BR',
      })
      expect(answer.status, query).toBe(400)
    }
    for (const id of ['abc', '0', '99999999999999999999']) {
      const answer = await t.request('GET', `${transactionsUrl(app)}/${id}`, { token: owner.token })
      expect(answer.status, id).toBe(404)
    }
    const list = await t.request('GET', transactionsUrl(app), { token: owner.token })
    expect(list.body.items).toHaveLength(1)
  })
})

describe('the customer’s purchases follow the payments', () => {
  test('count, total spent and last purchase', async () => {
    const created = await t.request('POST', `/api/main/apps/${app.id}/customers`, {
      token: owner.token,
      json: { name: 'Ana Souza', email: 'ana@example.com' },
    })
    const customerId = created.body.id as number
    const customer = async () =>
      (
        await t.request('GET', `/api/main/apps/${app.id}/customers/${customerId}`, {
          token: owner.token,
        })
      ).body
    const first = await charged(t, owner.token, app, { gateway_id: pix, customer_id: customerId })
    expect(await customer()).toMatchObject({ purchases_count: 0, total_spent: 0 })
    t.clock.advance(MINUTE)
    await acted(t, owner.token, app, first.id, 'simulate', { outcome: 'paid' })
    const paidAt = t.clock.now().toISOString()
    expect(await customer()).toMatchObject({
      purchases_count: 1,
      total_spent: 10_000,
      last_purchase_at: paidAt,
    })
    t.clock.advance(MINUTE)
    const second = await charged(t, owner.token, app, {
      gateway_id: cardGateway,
      customer_id: customerId,
      card: card(),
      items: [{ description: 'Boné', quantity: 1, unit_cents: 5_000 }],
    })
    expect(await customer()).toMatchObject({
      purchases_count: 2,
      total_spent: 15_000,
      last_purchase_at: t.clock.now().toISOString(),
    })
    await acted(t, owner.token, app, first.id, 'refunds', { amount_cents: 2_000 })
    expect(await customer()).toMatchObject({ purchases_count: 2, total_spent: 13_000 })
    await acted(t, owner.token, app, second.id, 'refunds', {})
    expect(await customer()).toMatchObject({
      purchases_count: 1,
      total_spent: 8_000,
      last_purchase_at: paidAt,
    })
    // A customer with purchases cannot be deleted now.
    const remove = await t.request('DELETE', `/api/main/apps/${app.id}/customers/${customerId}`, {
      token: owner.token,
    })
    expect(remove.status).toBe(409)
  })
})

describe('the audit log', () => {
  test('a charge is created and a refund changes it, by whom', async () => {
    const payment = await paidPix()
    await acted(t, owner.token, app, payment.id, 'refunds', { amount_cents: 1_000 })
    const logs = await t.request('GET', `/api/connect/control/${app.id}/logs`, {
      token: owner.token,
    })
    const entries = logs.body.items.filter(
      (entry: { entity: string }) => entry.entity === 'payment',
    )
    expect(
      entries.map(
        (entry: { action: string; label: string; changes: object; actor: { name: string } }) => [
          entry.action,
          entry.label,
          entry.actor.name,
          entry.changes,
        ],
      ),
    ).toEqual([
      [
        'update',
        `#${payment.id}`,
        'Marina Costa',
        {
          status: { before: 'complete', after: 'partial_refund' },
          refunded_cents: { before: 0, after: 1_000 },
        },
      ],
      [
        'update',
        `#${payment.id}`,
        'Marina Costa',
        {
          status: { before: 'pending', after: 'complete' },
          captured_cents: { before: 0, after: 10_000 },
        },
      ],
      [
        'create',
        `#${payment.id}`,
        'Marina Costa',
        {
          status: { before: null, after: 'pending' },
          captured_cents: { before: null, after: 0 },
          refunded_cents: { before: null, after: 0 },
          fee_cents: { before: null, after: 300 },
          type: { before: null, after: 'pix' },
          amount_cents: { before: null, after: 10_000 },
        },
      ],
    ])
  })
})

describe('webhook events', () => {
  test('created, every status change, captures and refunds', async () => {
    const now = t.clock.now()
    await t.db.insert(webhookEndpoints).values({
      appId: app.id,
      url: 'https://example.com/hooks',
      eventTypes: [
        'payment.created',
        'payment.status_changed',
        'payment.captured',
        'payment.refunded',
      ],
      secret: 'whsec_test',
      createdAt: now,
      updatedAt: now,
    })
    const payment = await charged(t, owner.token, app, {
      gateway_id: cardGateway,
      card: card(CARDS.preAuthorized),
    })
    await acted(t, owner.token, app, payment.id, 'capture', { amount_cents: 8_000 })
    await acted(t, owner.token, app, payment.id, 'refunds', { amount_cents: 1_000 })
    const deliveries = await t.db
      .select({ type: webhookDeliveries.eventType, body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.appId, app.id)))
      .orderBy(webhookDeliveries.id)
    const events = deliveries.map((delivery) => {
      const { data } = JSON.parse(delivery.body) as {
        data: { payment: { status: string }; previous_status?: string; amount_cents?: number }
      }
      return [
        delivery.type,
        data.previous_status ?? null,
        data.payment.status,
        data.amount_cents ?? null,
      ]
    })
    expect(events).toEqual([
      ['payment.created', null, 'pre_authorized', null],
      ['payment.status_changed', 'empty', 'pending', null],
      ['payment.status_changed', 'pending', 'pre_authorized', null],
      ['payment.status_changed', 'pre_authorized', 'authorized', null],
      ['payment.captured', null, 'authorized', 8_000],
      ['payment.status_changed', 'authorized', 'partial_refund', null],
      ['payment.refunded', null, 'partial_refund', 1_000],
    ])
  })
})
