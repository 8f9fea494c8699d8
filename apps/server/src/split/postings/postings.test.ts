import type { Seller, SplitRuleInput } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { DAY } from '../../clock.ts'
import { balancesOf } from '../../ledger/balances.ts'
import {
  acted,
  charged,
  createGateway,
  ledgerSum,
  postAction,
  trailBalances,
  transactionsUrl,
} from '../../payments/testing.ts'
import { createStore, type AppRecord } from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { registerSeller, ruleUrl } from '../testing.ts'
import { splitPaymentsJob } from './job.ts'
import { postQueuedSplits } from './post.ts'
import { releaseDueParts } from './release.ts'
import { paymentSplits, splitParts, splitQueue } from './schema.ts'

let t: TestServer
let owner: TestAccount
beforeAll(async () => {
  t = await createTestServer()
  owner = await t.register()
})
afterAll(() => t.close())

let app: AppRecord
let pix: number
let ana: Seller
let bia: Seller
beforeEach(async () => {
  app = await createStore(t, owner)
  // No fee unless a test sets one: the arithmetic of the shares shows alone.
  pix = await createGateway(t, app, 'pix', { feePercentBps: 0, feeFixedCents: 0 })
  ana = await registerSeller(t, owner.token, app, pix, {
    name: 'Ana Souza',
    document: '52998224725',
  })
  bia = await registerSeller(t, owner.token, app, pix, {
    name: 'Bia Lima',
    document: '39053344705',
  })
})

// The books balance after every test, whatever it did.
afterEach(async () => {
  expect(await ledgerSum(t, app)).toBe(0)
})

const percent = (seller: Seller, basis_points: number) =>
  ({ seller_id: seller.id, kind: 'percent', basis_points }) as const

async function saveRule(rule: SplitRuleInput, gatewayId = pix) {
  const answer = await t.request('PUT', ruleUrl(app, gatewayId), {
    token: owner.token,
    lang: 'pt-BR',
    json: rule,
  })
  expect([200, 201], answer.text).toContain(answer.status)
}

async function paidPix(cents: number, gatewayId = pix) {
  const payment = await charged(t, owner.token, app, {
    gateway_id: gatewayId,
    items: [{ description: 'Vaso', quantity: 1, unit_cents: cents }],
  })
  return acted(t, owner.token, app, payment.id, 'simulate', { outcome: 'paid' })
}

const runSplitJob = () => t.runJob(splitPaymentsJob, { app_id: app.id })

async function splitOf(paymentId: number) {
  const [row] = await t.db
    .select()
    .from(paymentSplits)
    .where(eq(paymentSplits.paymentId, paymentId))
  return row
}

async function partsOf(paymentId: number) {
  return t.db.select().from(splitParts).where(eq(splitParts.paymentId, paymentId))
}

async function refund(paymentId: number, amount: number) {
  const answer = await postAction(t, owner.token, app, paymentId, 'refunds', {
    amount_cents: amount,
  })
  expect(answer.status, answer.text).toBe(200)
}

/** The payment's trail: what is left of its money, merchant and sellers together. */
async function heldOnTrail(paymentId: number) {
  const balances = await trailBalances(t, app, paymentId)
  return Object.entries(balances)
    .filter(([account]) => /^(merchant_|seller_)/.test(account))
    .reduce((sum, [, cents]) => sum + cents, 0)
}

describe('splitting received payments', () => {
  test('R$ 10,01 three ways: 333 and 333 to the sellers, 335 to the store (the rounding)', async () => {
    await saveRule({ shares: [percent(ana, 3333), percent(bia, 3333)] })
    const payment = await paidPix(1001)
    await runSplitJob()
    const split = await splitOf(payment.id)
    expect(split?.status).toBe('posted')
    expect(split?.takenFrom).toBe('merchant_available')
    expect(split?.split?.parts.map((part) => part.grossCents)).toEqual([335, 333, 333])
    expect(split?.split?.rounding).toEqual({ party: { kind: 'merchant' }, cents: 2 })
    const trail = await trailBalances(t, app, payment.id)
    expect(trail[`seller_pending:${ana.id}`]).toBe(333)
    expect(trail[`seller_pending:${bia.id}`]).toBe(333)
    expect(trail.merchant_available).toBe(335)
    expect(await heldOnTrail(payment.id)).toBe(1001)
  })

  test('R$ 0,01 splits exactly: the centavo is the store’s, nothing is posted to sellers', async () => {
    await saveRule({ shares: [percent(ana, 3333), percent(bia, 3333)] })
    const payment = await paidPix(1)
    await runSplitJob()
    expect((await splitOf(payment.id))?.split?.parts.map((part) => part.grossCents)).toEqual([
      1, 0, 0,
    ])
    expect((await partsOf(payment.id)).map((part) => part.netCents)).toEqual([0, 0])
    expect((await trailBalances(t, app, payment.id)).merchant_available).toBe(1)
  })

  test('the fee goes to its payer, and a fee the payer cannot cover leaves it unsplit, said why', async () => {
    const feed = await createGateway(t, app, 'pix', { feePercentBps: 0, feeFixedCents: 100 })
    const cid = await registerSeller(t, owner.token, app, feed, {
      name: 'Cid',
      document: '11144477735',
    })
    await saveRule(
      {
        shares: [{ seller_id: cid.id, kind: 'fixed', cents: 50 }],
        fee_payer: { kind: 'seller', seller_id: cid.id },
      },
      feed,
    )
    const payment = await paidPix(1000, feed)
    await runSplitJob()
    const split = await splitOf(payment.id)
    expect(split?.status).toBe('refused')
    expect(split?.refusal).toMatchObject({
      reason: 'fee_over_share',
      feeCents: 100,
      shareCents: 50,
    })
    expect(await partsOf(payment.id)).toEqual([])
    // The job ran through: nothing is left queued to fail again.
    await runSplitJob()
    expect(await heldOnTrail(payment.id)).toBe(900)
  })

  test('a payment keeps the version in force when its money came in', async () => {
    await saveRule({ shares: [percent(ana, 2000)] })
    const before = await paidPix(10_000)
    t.clock.advance(60_000)
    await saveRule({ shares: [percent(ana, 5000)] })
    const after = await paidPix(10_000)
    await runSplitJob()
    const [first, second] = [await splitOf(before.id), await splitOf(after.id)]
    expect(first!.ruleVersionId).not.toBe(second!.ruleVersionId)
    expect((await trailBalances(t, app, before.id))[`seller_pending:${ana.id}`]).toBe(2000)
    expect((await trailBalances(t, app, after.id))[`seller_pending:${ana.id}`]).toBe(5000)
  })

  test('in batches, two transactions at a time: every queued payment split once', async () => {
    await saveRule({ shares: [percent(ana, 2000), percent(bia, 1000)] })
    const paid = []
    for (let i = 1; i <= 7; i++) paid.push(await paidPix(1000 * i))
    const result = await postQueuedSplits(t.db, app.id, t.clock.now(), 2)
    expect(result).toEqual({ posted: 7, refused: 0, unruled: 0 })
    expect(await t.db.select().from(splitQueue).where(eq(splitQueue.appId, app.id))).toEqual([])
    for (const payment of paid) {
      expect((await splitOf(payment.id))?.status).toBe('posted')
      expect(await heldOnTrail(payment.id)).toBe(payment.captured_cents - payment.fee_cents)
    }
    expect(await postQueuedSplits(t.db, app.id, t.clock.now(), 2)).toEqual({
      posted: 0,
      refused: 0,
      unruled: 0,
    })
  })

  test('without a rule nothing is split; a gateway without one queues nothing', async () => {
    const payment = await paidPix(5000)
    await runSplitJob()
    expect(await splitOf(payment.id)).toBeUndefined()
    expect(
      Object.keys(await trailBalances(t, app, payment.id)).some((code) =>
        code.startsWith('seller'),
      ),
    ).toBe(false)
    await saveRule({ shares: [percent(ana, 2000)] })
    const billet = await createGateway(t, app, 'billet')
    const other = await charged(t, owner.token, app, { gateway_id: billet })
    await acted(t, owner.token, app, other.id, 'simulate', { outcome: 'paid' })
    await runSplitJob()
    expect(await splitOf(other.id)).toBeUndefined()
  })
})

describe('refunds reverse the split by liability', () => {
  const rule = (liability: SplitRuleInput['chargeback_liability']): SplitRuleInput => ({
    shares: [percent(ana, 2000), percent(bia, 1000)],
    chargeback_liability: liability,
  })

  test('the store liable: the sellers keep their parts', async () => {
    await saveRule(rule({ kind: 'merchant' }))
    const payment = await paidPix(10_000)
    await runSplitJob()
    await refund(payment.id, 4000)
    await refund(payment.id, 6000)
    const trail = await trailBalances(t, app, payment.id)
    expect(trail[`seller_pending:${ana.id}`]).toBe(2000)
    expect(trail[`seller_pending:${bia.id}`]).toBe(1000)
    expect(trail.merchant_available).toBe(-3000)
  })

  test('a named seller liable gives back every refund, past its share into debt', async () => {
    await saveRule(rule({ kind: 'seller', seller_id: ana.id }))
    const payment = await paidPix(10_000)
    await runSplitJob()
    await refund(payment.id, 1500)
    await refund(payment.id, 1500)
    const trail = await trailBalances(t, app, payment.id)
    expect(trail[`seller_pending:${ana.id}`]).toBe(0)
    // 3.000 given back of a 2.000 part: 1.000 owed out of the available balance.
    expect(trail[`seller_available:${ana.id}`]).toBe(-1000)
    expect(trail[`seller_pending:${bia.id}`]).toBe(1000)
    expect(trail.merchant_available).toBe(7000)
  })

  test('pro rata, in two pieces: each gives back exactly its share', async () => {
    await saveRule(rule({ kind: 'pro_rata' }))
    const payment = await paidPix(10_001)
    await runSplitJob()
    await refund(payment.id, 3333)
    await refund(payment.id, 6668)
    const trail = await trailBalances(t, app, payment.id)
    expect(trail[`seller_pending:${ana.id}`] ?? 0).toBe(0)
    expect(trail[`seller_pending:${bia.id}`] ?? 0).toBe(0)
    expect(trail.merchant_available).toBe(0)
    const parts = await partsOf(payment.id)
    expect(parts.map((part) => part.reversedCents).sort()).toEqual(
      parts.map((part) => part.grossCents).sort(),
    )
  })

  test('a refund before the job ran is reversed when the split is posted, once', async () => {
    await saveRule(rule({ kind: 'sellers_pro_rata' }))
    const payment = await paidPix(10_000)
    await refund(payment.id, 3000)
    await runSplitJob()
    await runSplitJob()
    const trail = await trailBalances(t, app, payment.id)
    expect(trail[`seller_pending:${ana.id}`]).toBe(0)
    expect(trail[`seller_pending:${bia.id}`]).toBe(0)
    expect(trail.merchant_available).toBe(7000)
    await refund(payment.id, 7000)
    expect(await heldOnTrail(payment.id)).toBe(0)
  })
})

describe('release of the sellers’ parts', () => {
  test('by due date, through the hourly sweep', async () => {
    await saveRule({ shares: [percent(ana, 2000)] })
    const payment = await paidPix(10_000)
    await runSplitJob()
    // The sweep is every store's: this payment's trail says what it did here.
    await releaseDueParts(t.db, t.clock.now())
    expect((await trailBalances(t, app, payment.id))[`seller_pending:${ana.id}`]).toBe(2000)
    t.clock.advance(DAY)
    expect((await releaseDueParts(t.db, t.clock.now())).cents).toBeGreaterThanOrEqual(2000)
    const trail = await trailBalances(t, app, payment.id)
    expect(trail[`seller_pending:${ana.id}`]).toBe(0)
    expect(trail[`seller_available:${ana.id}`]).toBe(2000)
    expect((await releaseDueParts(t.db, t.clock.now())).parts).toBe(0)
  })

  test('now, by the store: the seller’s pending parts, once', async () => {
    await saveRule({ shares: [percent(ana, 2000)] })
    await paidPix(10_000)
    await paidPix(5_000)
    await runSplitJob()
    const url = `${ruleUrl(app, pix).replace(/\/rule$/, '')}/sellers/${ana.id}/release`
    const first = await t.request('POST', url, {
      token: owner.token,
      headers: { 'Idempotency-Key': 'release-1' },
    })
    expect(first.status, first.text).toBe(200)
    expect(first.body).toMatchObject({ released_parts: 2, released_cents: 3000 })
    const again = await t.request('POST', url, {
      token: owner.token,
      headers: { 'Idempotency-Key': 'release-2' },
    })
    expect(again.body).toMatchObject({ released_parts: 0, released_cents: 0 })
    const balances = await balancesOf(t.db, app.id)
    expect(balances.get(`seller_available:${ana.id}`)).toBe(3000)
    expect(balances.get(`seller_pending:${ana.id}`)).toBe(0)
  })
})

describe('the payment’s split on its detail (GET …/transactions/{id}/split)', () => {
  const splitUrl = (paymentId: number, store = app) =>
    `${transactionsUrl(store)}/${paymentId}/split`
  const readSplit = (paymentId: number, store = app) =>
    t.request('GET', splitUrl(paymentId, store), { token: owner.token, lang: 'pt-BR' })

  test('a split payment: the version, the store and each seller by name, with reversals', async () => {
    await saveRule({ shares: [percent(ana, 3333), percent(bia, 3333)] })
    const payment = await paidPix(1001)
    await runSplitJob()
    await refund(payment.id, 1001)
    const answer = await readSplit(payment.id)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toEqual({
      status: 'posted',
      rule_version: 1,
      refusal: null,
      parties: [
        {
          seller_id: null,
          name: 'Loja Aurora',
          gross_cents: 335,
          fee_cents: 0,
          net_cents: 335,
          rounding_cents: 2,
          reversed_cents: 1001,
        },
        {
          seller_id: ana.id,
          name: 'Ana Souza',
          gross_cents: 333,
          fee_cents: 0,
          net_cents: 333,
          rounding_cents: 0,
          reversed_cents: 0,
        },
        {
          seller_id: bia.id,
          name: 'Bia Lima',
          gross_cents: 333,
          fee_cents: 0,
          net_cents: 333,
          rounding_cents: 0,
          reversed_cents: 0,
        },
      ],
    })
  })

  test('a refused split says why, naming the seller', async () => {
    const feed = await createGateway(t, app, 'pix', { feePercentBps: 0, feeFixedCents: 100 })
    const cid = await registerSeller(t, owner.token, app, feed, {
      name: 'Cid Ateliê',
      document: '11144477735',
    })
    await saveRule(
      {
        shares: [{ seller_id: cid.id, kind: 'fixed', cents: 50 }],
        fee_payer: { kind: 'seller', seller_id: cid.id },
      },
      feed,
    )
    const payment = await paidPix(1000, feed)
    await runSplitJob()
    const answer = await readSplit(payment.id)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toMatchObject({ status: 'refused', rule_version: 1, parties: [] })
    expect(answer.body.refusal).toContain('Cid Ateliê')
  })

  test('an unsplit payment is null; another store’s payment is not found', async () => {
    const payment = await paidPix(5000)
    await runSplitJob()
    const unsplit = await readSplit(payment.id)
    expect(unsplit.status, unsplit.text).toBe(200)
    expect(unsplit.body).toBeNull()

    const other = await createStore(t, owner, { name: 'Outra Loja' })
    const otherPix = await createGateway(t, other, 'pix')
    const theirs = await charged(t, owner.token, other, { gateway_id: otherPix })
    const answer = await readSplit(theirs.id)
    expect(answer.status).toBe(404)
    expect((await readSplit(theirs.id, other)).status).toBe(200)
  })
})
