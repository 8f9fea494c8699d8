import { cycleStart, formatMoney } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createApp } from '../../app.ts'
import { customers } from '../../customers/schema.ts'
import { DAY, HOUR, MINUTE } from '../../clock.ts'
import type { ProviderResolver } from '../../payments/charge.ts'
import { loadGatewayAccount } from '../../gateways/account.ts'
import { inPaymentTransaction, lockPayment, PROVIDER_ACTOR } from '../../payments/apply.ts'
import { createSandboxProvider, providerFor } from '../../payments/providers/index.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { storeDayEnd, storeToday } from '../../time/store-time.ts'
import { recurrencePlans, subscriptions } from '../schema.ts'
import { chargeInvoice, retryInvoiceNow } from './charge.ts'
import { billingJob } from './job.ts'
import { composeBillingMail } from './mail.ts'
import { runBilling } from './run.ts'
import {
  billingStore,
  createPlan,
  eventsOf,
  invoicesOf,
  mailsQueued,
  paymentOf,
  providerCharges,
  saveSettings,
  subscribe,
  subscriptionOf,
  type BillingStore,
} from './testing.ts'

/*
 * The billing engine (issue 13 item 4) run as its job runs it, with the fake clock: every
 * transition it makes, proration on the next invoice, the dunning schedule and its exhaustion,
 * pix sent ahead and expiring then reissued, and exactly-once billing when the engine dies
 * mid-run, two engines run at once, or the job runs twice.
 */

const APPROVED = '4242 4242 4242 4242'
const DECLINED = '4000 0000 0000 0002'
/** Fails its token's first charge, approved after ("a second attempt may pass"). */
const RETRY = '4000 0000 0000 0119'

let t: TestServer
let owner: TestAccount
let store: BillingStore
beforeAll(async () => {
  t = await createTestServer({ config: { devClock: true } })
  owner = await t.register({ name: 'Marina Costa' })
})
afterAll(() => t.close())
beforeEach(async () => {
  store = await billingStore(t, owner)
})

const now = () => t.clock.now()
const run = (providers?: ProviderResolver) => runBilling(t.deps, providers ? { providers } : {})

describe('issuing and charging', () => {
  test('a card is billed every cycle at the plan’s price of the time, the setup fee once', async () => {
    const plan = await createPlan(t, store, { setupFeeCents: 1_000 })
    const start = now()
    const sub = await subscribe(t, store, plan.id, { card: APPROVED })
    await run()
    const [first] = await invoicesOf(t, sub.id)
    expect(first).toMatchObject({
      cycle: 1,
      status: 'active',
      amountCents: 6_990,
      attempts: 1,
      chargingSince: null,
      nextRetryAt: null,
      periodStart: start,
      dueAt: start,
    })
    expect(first!.lines).toEqual([
      { kind: 'plan', description: 'Clube do Café — ciclo 1', amount_cents: 5_990 },
      { kind: 'setup_fee', description: 'Taxa de adesão', amount_cents: 1_000 },
    ])
    expect(first!.paidAt).toEqual(start)
    const payment = await paymentOf(t, first!)
    expect(payment).toMatchObject({
      status: 'authorized',
      amountCents: 6_990,
      description: 'Clube do Café — ciclo 1',
      customerName: 'Ana Souza',
      card: { brand: 'visa', last_four: '4242' },
    })
    let row = await subscriptionOf(t, sub.id)
    expect(row).toMatchObject({ status: 'active', currentCycle: 1 })
    expect(row.nextChargeAt).toEqual(cycleStart(start, 'monthly', null, 1))

    // Nothing more is due this month, however often the engine runs.
    await run()
    t.clock.advance(10 * DAY)
    await run()
    expect(await invoicesOf(t, sub.id)).toHaveLength(1)

    // A price change applies from the next invoice.
    await t.db
      .update(recurrencePlans)
      .set({ priceCents: 7_990 })
      .where(eq(recurrencePlans.id, plan.id))
    t.clock.set(row.nextChargeAt!)
    await run()
    const invoices = await invoicesOf(t, sub.id)
    expect(
      invoices.map((invoice) => [invoice.cycle, invoice.amountCents, invoice.paidAt !== null]),
    ).toEqual([
      [1, 6_990, true],
      [2, 7_990, true],
    ])
    expect(invoices[1]!.periodStart).toEqual(row.nextChargeAt)
    row = await subscriptionOf(t, sub.id)
    expect(row).toMatchObject({ status: 'active', currentCycle: 2 })
    expect(await providerCharges(t, store)).toHaveLength(2)
  })

  test('a trial ends in its first charge: trialing → active, or → past_due when declined', async () => {
    const plan = await createPlan(t, store, { trialDays: 7 })
    const trialEnd = new Date(now().getTime() + 7 * DAY)
    const paying = await subscribe(t, store, plan.id, {
      card: APPROVED,
      status: 'trialing',
      startAt: trialEnd,
    })
    const declining = await subscribe(t, store, plan.id, {
      card: DECLINED,
      status: 'trialing',
      startAt: trialEnd,
    })
    await run()
    expect(await invoicesOf(t, paying.id)).toEqual([])
    t.clock.set(trialEnd)
    await run()
    expect(await subscriptionOf(t, paying.id)).toMatchObject({ status: 'active', currentCycle: 1 })
    expect(await subscriptionOf(t, declining.id)).toMatchObject({
      status: 'past_due',
      currentCycle: 1,
    })
  })

  test('a plan change’s proration goes on the next invoice; a larger credit carries over', async () => {
    const plan = await createPlan(t, store)
    const extra = await subscribe(t, store, plan.id, {
      card: APPROVED,
      fields: { pendingAdjustmentCents: 1_500 },
    })
    const credit = await subscribe(t, store, plan.id, {
      card: APPROVED,
      fields: { pendingAdjustmentCents: -8_000 },
    })
    await run()
    const [charged] = await invoicesOf(t, extra.id)
    expect(charged!.amountCents).toBe(7_490)
    expect(charged!.lines.at(-1)).toEqual({
      kind: 'proration',
      description: 'Diferença da troca de plano',
      amount_cents: 1_500,
    })
    expect((await subscriptionOf(t, extra.id)).pendingAdjustmentCents).toBe(0)

    // R$ 80 of credit on a R$ 59,90 invoice: zero, paid at once without a payment; the rest next.
    const [free] = await invoicesOf(t, credit.id)
    expect(free).toMatchObject({ amountCents: 0, paymentId: null, nextRetryAt: null })
    expect(free!.paidAt).not.toBeNull()
    expect(free!.lines.at(-1)).toEqual({
      kind: 'credit',
      description: 'Crédito da troca de plano',
      amount_cents: -5_990,
    })
    const after = await subscriptionOf(t, credit.id)
    expect(after).toMatchObject({ status: 'active', pendingAdjustmentCents: -2_010 })
    t.clock.set(after.nextChargeAt!)
    await run()
    const [, second] = await invoicesOf(t, credit.id)
    expect(second).toMatchObject({ cycle: 2, amountCents: 3_980 })
    expect(second!.paidAt).not.toBeNull()
    expect((await subscriptionOf(t, credit.id)).pendingAdjustmentCents).toBe(0)
  })

  test('cancel at period end: canceled when the period ends, never billed again', async () => {
    const plan = await createPlan(t, store)
    const sub = await subscribe(t, store, plan.id, { card: APPROVED })
    await run()
    await t.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(subscriptions.id, sub.id))
    const { nextChargeAt } = await subscriptionOf(t, sub.id)
    t.clock.set(new Date(nextChargeAt!.getTime() - MINUTE))
    await run()
    expect((await subscriptionOf(t, sub.id)).status).toBe('active')
    t.clock.set(nextChargeAt!)
    await run()
    expect(await subscriptionOf(t, sub.id)).toMatchObject({
      status: 'canceled',
      canceledAt: nextChargeAt,
      nextChargeAt: null,
    })
    expect(await invoicesOf(t, sub.id)).toHaveLength(1)
  })

  test('a plan of 2 cycles ends when its last paid period ends', async () => {
    const plan = await createPlan(t, store, { cycles: 2 })
    const sub = await subscribe(t, store, plan.id, { card: APPROVED })
    await run()
    t.clock.set((await subscriptionOf(t, sub.id)).nextChargeAt!)
    await run()
    const last = await subscriptionOf(t, sub.id)
    expect(last).toMatchObject({ status: 'active', currentCycle: 2 })
    t.clock.set(last.nextChargeAt!)
    await run()
    expect(await subscriptionOf(t, sub.id)).toMatchObject({
      status: 'ended',
      endedAt: last.nextChargeAt,
      nextChargeAt: null,
    })
    expect(await invoicesOf(t, sub.id)).toHaveLength(2)
  })
})

describe('dunning', () => {
  test('a declined card: past_due, retries 1, 3 and 7 days after, then canceled', async () => {
    const plan = await createPlan(t, store)
    const sub = await subscribe(t, store, plan.id, { card: DECLINED })
    const t0 = now()
    await run()
    let [invoice] = await invoicesOf(t, sub.id)
    expect(invoice).toMatchObject({ status: 'active', attempts: 1, paidAt: null })
    expect(invoice!.nextRetryAt).toEqual(new Date(t0.getTime() + DAY))
    expect((await subscriptionOf(t, sub.id)).status).toBe('past_due')

    // Not before its time.
    t.clock.set(new Date(t0.getTime() + DAY - MINUTE))
    await run()
    expect((await invoicesOf(t, sub.id))[0]!.attempts).toBe(1)

    for (const [day, next] of [
      [1, 3],
      [3, 7],
    ] as const) {
      t.clock.set(new Date(t0.getTime() + day * DAY))
      await run()
      ;[invoice] = await invoicesOf(t, sub.id)
      expect(invoice!.nextRetryAt).toEqual(new Date(t0.getTime() + next * DAY))
      expect((await subscriptionOf(t, sub.id)).status).toBe('past_due')
    }
    t.clock.set(new Date(t0.getTime() + 7 * DAY))
    await run()
    ;[invoice] = await invoicesOf(t, sub.id)
    expect(invoice).toMatchObject({
      status: 'expired',
      attempts: 4,
      nextRetryAt: null,
      paidAt: null,
    })
    expect(await subscriptionOf(t, sub.id)).toMatchObject({
      status: 'canceled',
      nextChargeAt: null,
    })
    expect(await eventsOf(t, invoice!.paymentId!)).toEqual([
      'issue',
      'decline',
      'retry_failed',
      'retry_failed',
      'retry_failed',
    ])
    expect((await paymentOf(t, invoice!)).status).toBe('retry-error')
    expect(await mailsQueued(t, [invoice!.id])).toEqual(['failed', 'failed', 'failed', 'canceled'])
    // Four attempts, each under its own reference at the provider.
    const charges = await providerCharges(t, store)
    const reference = (await paymentOf(t, invoice!)).reference
    expect(charges.map((charge) => charge.reference)).toEqual([
      reference,
      `${reference}-r2`,
      `${reference}-r3`,
      `${reference}-r4`,
    ])
  })

  test('the subscriber’s e-mails say what happened and link to their page', async () => {
    const plan = await createPlan(t, store)
    const sub = await subscribe(t, store, plan.id, { card: DECLINED })
    await run()
    const [invoice] = await invoicesOf(t, sub.id)
    const failed = await composeBillingMail(t.deps, invoice!.id, 'failed')
    const page = `${t.config.publicUrl}/${store.app.id}/recurrence/subscriptions/${sub.publicId}`
    expect(failed).toMatchObject({
      to: 'ana@example.com',
      subject: 'Não conseguimos cobrar sua assinatura de Loja Aurora',
    })
    expect(failed!.text).toContain(
      `A cobrança de ${formatMoney(5_990)} de Clube do Café — ciclo 1 não foi aprovada: Cartão recusado pelo banco emissor.`,
    )
    expect(failed!.text).toContain(page)
    const canceled = await composeBillingMail(t.deps, invoice!.id, 'canceled')
    expect(canceled!.subject).toBe('Sua assinatura de Loja Aurora foi cancelada')
    expect(canceled!.text).toContain(page)
  })

  test('“Cobrar de novo”: a declined card invoice now; a paid one or one without a card refused', async () => {
    const plan = await createPlan(t, store)
    const declined = await subscribe(t, store, plan.id, { card: DECLINED })
    const paid = await subscribe(t, store, plan.id, { card: APPROVED })
    await run()
    const [failing] = await invoicesOf(t, declined.id)
    const retried = await retryInvoiceNow(t.deps, failing!.id, 'pt-BR')
    expect(retried.invoice).toMatchObject({ attempts: 2, paidAt: null, chargingSince: null })
    expect(retried.payment!.status).toBe('retry-error')
    const [done] = await invoicesOf(t, paid.id)
    await expect(retryInvoiceNow(t.deps, done!.id, 'pt-BR')).rejects.toMatchObject({
      statusCode: 409,
      message: 'Só uma fatura de cartão recusada e não paga pode ser cobrada de novo.',
    })
    await t.db
      .update(subscriptions)
      .set({ cardToken: null })
      .where(eq(subscriptions.id, declined.id))
    await expect(retryInvoiceNow(t.deps, failing!.id, 'pt-BR')).rejects.toMatchObject({
      statusCode: 409,
      message: 'A assinatura não tem cartão cadastrado: o assinante precisa informar um.',
    })
  })

  test('exhaustion pauses when the store says so', async () => {
    await saveSettings(t, store, { retryDays: [2], onExhaustion: 'pause', sendEmails: false })
    const plan = await createPlan(t, store)
    const sub = await subscribe(t, store, plan.id, { card: DECLINED })
    const t0 = now()
    await run()
    t.clock.set(new Date(t0.getTime() + 2 * DAY))
    await run()
    const [invoice] = await invoicesOf(t, sub.id)
    expect(invoice).toMatchObject({ status: 'expired', attempts: 2 })
    expect(await subscriptionOf(t, sub.id)).toMatchObject({
      status: 'paused',
      pausedAt: now(),
      nextChargeAt: null,
    })
    expect(await mailsQueued(t, [invoice!.id])).toEqual([])
  })

  test('a subscriber trying declined cards on the page does not use up the schedule', async () => {
    const plan = await createPlan(t, store)
    const sub = await subscribe(t, store, plan.id, { card: DECLINED })
    const t0 = now()
    await run()
    let [invoice] = await invoicesOf(t, sub.id)
    const card = {
      number: DECLINED,
      holder: 'ANA SOUZA',
      expiry_month: 12,
      expiry_year: 2035,
      cvv: '123',
    }
    // Five more declines within minutes, as someone trying cards on the sign-up page.
    for (let minute = 1; minute <= 5; minute++) {
      t.clock.set(new Date(t0.getTime() + minute * MINUTE))
      await chargeInvoice(t.deps, invoice!.id, { card })
    }
    ;[invoice] = await invoicesOf(t, sub.id)
    expect(invoice).toMatchObject({ status: 'active', paidAt: null })
    expect(invoice!.nextRetryAt).toEqual(new Date(t0.getTime() + DAY))
    expect((await subscriptionOf(t, sub.id)).status).toBe('past_due')
  })

  test('a card that declines once: retry-error first, retry-success the next day, active', async () => {
    const plan = await createPlan(t, store)
    const sub = await subscribe(t, store, plan.id, { card: RETRY })
    await run()
    expect((await subscriptionOf(t, sub.id)).status).toBe('past_due')
    t.clock.advance(DAY)
    await run()
    const [invoice] = await invoicesOf(t, sub.id)
    expect(invoice).toMatchObject({ status: 'active', attempts: 2, nextRetryAt: null })
    expect(invoice!.paidAt).toEqual(now())
    expect(await subscriptionOf(t, sub.id)).toMatchObject({ status: 'active' })
    const payment = await paymentOf(t, invoice!)
    expect(payment).toMatchObject({ status: 'retry-success', capturedCents: 5_990 })
    expect(await eventsOf(t, payment.id)).toEqual(['issue', 'decline', 'retry_succeeded'])
    expect(await mailsQueued(t, [invoice!.id])).toEqual(['failed', 'recovered'])
  })

  test('no card on file: after an hour’s grace a failed attempt, then the page’s card pays it', async () => {
    const plan = await createPlan(t, store)
    const sub = await subscribe(t, store, plan.id)
    const t0 = now()
    await run()
    let [invoice] = await invoicesOf(t, sub.id)
    expect(invoice).toMatchObject({ attempts: 0, paymentId: null })
    expect(invoice!.nextRetryAt).toEqual(new Date(t0.getTime() + HOUR))
    t.clock.set(new Date(t0.getTime() + HOUR))
    await run()
    ;[invoice] = await invoicesOf(t, sub.id)
    expect(invoice).toMatchObject({ attempts: 1, paymentId: null })
    // The schedule counts from the due time (no card was there to charge).
    expect(invoice!.nextRetryAt).toEqual(new Date(t0.getTime() + DAY))
    expect((await subscriptionOf(t, sub.id)).status).toBe('past_due')
    expect(await mailsQueued(t, [invoice!.id])).toEqual(['failed'])

    const paid = await chargeInvoice(t.deps, invoice!.id, {
      card: {
        number: APPROVED,
        holder: 'ANA SOUZA',
        expiry_month: 12,
        expiry_year: 2035,
        cvv: '123',
      },
    })
    expect(paid.invoice.paidAt).toEqual(now())
    expect(paid.payment).toMatchObject({ status: 'authorized' })
    expect(await subscriptionOf(t, sub.id)).toMatchObject({
      status: 'active',
      cardLastFour: '4242',
    })
  })
})

describe('pix and boleto', () => {
  test('a pix is sent 5 days ahead, expires unpaid, and a new one comes the next day', async () => {
    const plan = await createPlan(t, store)
    const t0 = now()
    const due = new Date(t0.getTime() + 10 * DAY)
    const sub = await subscribe(t, store, plan.id, { method: 'pix', startAt: due })
    await run()
    expect(await invoicesOf(t, sub.id)).toEqual([])
    t.clock.set(new Date(due.getTime() - 5 * DAY))
    await run()
    let [invoice] = await invoicesOf(t, sub.id)
    expect(invoice).toMatchObject({
      cycle: 1,
      status: 'active',
      dueAt: due,
      periodStart: due,
      attempts: 1,
    })
    let payment = await paymentOf(t, invoice!)
    const expiresAt = storeDayEnd(storeToday(due))
    expect(payment.status).toBe('pending')
    expect(payment.pix!.expires_at).toBe(expiresAt.toISOString())
    expect(await mailsQueued(t, [invoice!.id])).toEqual(['issued'])
    expect((await subscriptionOf(t, sub.id)).status).toBe('active')

    t.clock.set(expiresAt)
    await run()
    ;[invoice] = await invoicesOf(t, sub.id)
    expect(invoice).toMatchObject({ status: 'expired', expiredAt: expiresAt })
    expect(invoice!.nextRetryAt).toEqual(new Date(expiresAt.getTime() + DAY))
    expect((await paymentOf(t, invoice!)).status).toBe('failed')
    expect((await subscriptionOf(t, sub.id)).status).toBe('past_due')

    t.clock.set(new Date(expiresAt.getTime() + DAY))
    await run()
    const invoices = await invoicesOf(t, sub.id)
    expect(invoices.map((row) => [row.cycle, row.status, row.attempts])).toEqual([
      [1, 'expired', 1],
      [1, 'active', 2],
    ])
    payment = await paymentOf(t, invoices[1]!)
    expect(payment.status).toBe('pending')
    expect(payment.pix!.code).not.toBe((await paymentOf(t, invoices[0]!)).pix!.code)

    // The payer pays it (the sandbox's "simulate paid"): the invoice and the subscription follow.
    // Moved as the sandbox's "simulate paid" moves it, outside the engine.
    const account = (await loadGatewayAccount(t.db, t.config, store.app.id, store.gateways.pix))!
    await createSandboxProvider(t.db, t.clock).simulatePayment(account, payment.externalId!)
    await inPaymentTransaction(t.deps, store.app.id, 'pt-BR', async (change) => {
      const row = await lockPayment(change.tx, store.app.id, payment.id)
      await change.move(row!, { kind: 'pay' }, { actor: PROVIDER_ACTOR })
    })
    const [, reissued] = await invoicesOf(t, sub.id)
    expect(reissued!.paidAt).toEqual(now())
    expect(await subscriptionOf(t, sub.id)).toMatchObject({ status: 'active', currentCycle: 1 })
  })

  test('a boleto falls due on the cycle’s first day, sent ahead', async () => {
    const plan = await createPlan(t, store)
    const due = new Date(now().getTime() + 3 * DAY)
    const sub = await subscribe(t, store, plan.id, { method: 'billet', startAt: due })
    await run()
    const [invoice] = await invoicesOf(t, sub.id)
    const payment = await paymentOf(t, invoice!)
    expect(payment.status).toBe('pending')
    expect(payment.billet!.due_date).toBe(storeToday(due))
    expect(payment.publicToken).not.toBeNull()
  })
})

class Crash extends Error {}

async function newCustomer(index: number): Promise<number> {
  const [customer] = await t.db
    .insert(customers)
    .values({
      appId: store.app.id,
      name: `Cliente ${index}`,
      sortName: `cliente ${index}`,
      createdAt: now(),
      updatedAt: now(),
    })
    .returning({ id: customers.id })
  return customer!.id
}

/** The real provider, but the engine dies right after the provider charged. */
const diesAfterCharging: ProviderResolver = (name, db, clock) => {
  const real = providerFor(name, db, clock)
  return {
    ...real,
    async charge(account, request) {
      await real.charge(account, request)
      throw new Crash('the engine died after the provider charged')
    },
    // The batch of first card charges (batch-charge.ts) asks the provider for all at once.
    async chargeMany(account, requests) {
      await real.chargeMany!(account, requests)
      throw new Crash('the engine died after the provider charged')
    },
  }
}

/** Approved charges per reference group (a payment's reference and its retries'). */
async function approvedCharges() {
  const charges = await providerCharges(t, store)
  return charges.filter((charge) => charge.status === 'authorized')
}

describe('exactly once', () => {
  test('the engine killed after the provider charged, run again: one charge', async () => {
    const plan = await createPlan(t, store)
    const sub = await subscribe(t, store, plan.id, { card: APPROVED })
    await run(diesAfterCharging)
    let [invoice] = await invoicesOf(t, sub.id)
    expect(invoice!.chargingSince).not.toBeNull()
    expect((await paymentOf(t, invoice!)).status).toBe('empty')

    // Run again at once: the attempt is claimed and unanswered; nobody charges it again.
    await run()
    expect(await providerCharges(t, store)).toHaveLength(1)
    // Two minutes on, the engine asks again under the same reference: the provider's answer.
    t.clock.advance(2 * MINUTE + 1)
    await run()
    ;[invoice] = await invoicesOf(t, sub.id)
    expect(invoice).toMatchObject({ chargingSince: null, attempts: 1 })
    expect(invoice!.paidAt).not.toBeNull()
    expect((await paymentOf(t, invoice!)).status).toBe('authorized')
    expect(await subscriptionOf(t, sub.id)).toMatchObject({ status: 'active' })
    expect(await providerCharges(t, store)).toHaveLength(1)
  })

  test('killed after a retry charged, run again: one approved charge for the cycle', async () => {
    const plan = await createPlan(t, store)
    const sub = await subscribe(t, store, plan.id, { card: RETRY })
    await run()
    t.clock.advance(DAY)
    await run(diesAfterCharging)
    let [invoice] = await invoicesOf(t, sub.id)
    expect(invoice).toMatchObject({ attempts: 2, paidAt: null })
    expect(invoice!.chargingSince).not.toBeNull()
    await run()
    t.clock.advance(2 * MINUTE + 1)
    await run()
    ;[invoice] = await invoicesOf(t, sub.id)
    expect(invoice).toMatchObject({ attempts: 2, chargingSince: null })
    expect(invoice!.paidAt).not.toBeNull()
    expect((await paymentOf(t, invoice!)).status).toBe('retry-success')
    expect(await providerCharges(t, store)).toHaveLength(2)
    expect(await approvedCharges()).toHaveLength(1)
  })

  test('two engines at once: every subscription billed and charged once', async () => {
    const plan = await createPlan(t, store)
    const subs = []
    // Three customers of four subscriptions each: their payments meet on the customer's row.
    const owners = [store.customerId, await newCustomer(1), await newCustomer(2)]
    for (let index = 0; index < 12; index += 1) {
      const customerId = owners[index % 3]!
      subs.push(await subscribe(t, store, plan.id, { card: APPROVED, fields: { customerId } }))
    }
    // Batches of five: each engine's batches of first charges skip what the other claimed.
    const options = { batchSize: 5, chargeBatchSize: 5 }
    await Promise.all([runBilling(t.deps, options), runBilling(t.deps, options)])
    for (const sub of subs) {
      const invoices = await invoicesOf(t, sub.id)
      expect(invoices).toHaveLength(1)
      expect(invoices[0]!.paidAt).not.toBeNull()
    }
    const charges = await providerCharges(t, store)
    expect(charges).toHaveLength(12)
    expect(new Set(charges.map((charge) => charge.reference)).size).toBe(12)
  })

  test('the job run twice (a retried job): nothing billed twice', async () => {
    const plan = await createPlan(t, store)
    const sub = await subscribe(t, store, plan.id, { card: DECLINED })
    await t.runJob(billingJob, {})
    await t.runJob(billingJob, {})
    t.clock.advance(DAY)
    await Promise.all([t.runJob(billingJob, {}), t.runJob(billingJob, {})])
    await t.runJob(billingJob, {})
    const [invoice] = await invoicesOf(t, sub.id)
    expect(invoice!.attempts).toBe(2)
    expect(await providerCharges(t, store)).toHaveLength(2)
  })
})

describe('the development clock', () => {
  test('moves the server’s time forward with DEV_CLOCK on, and is absent otherwise', async () => {
    const before = now().getTime()
    const moved = await t.request('POST', '/api/recurrence/dev/clock', {
      json: { advance_ms: DAY },
    })
    expect(moved.status, moved.text).toBe(200)
    expect(Date.parse(moved.body.now)).toBe(before + DAY)
    const bad = await t.request('POST', '/api/recurrence/dev/clock', { json: { advance_ms: -1 } })
    expect(bad.status).toBe(400)
    const off = createApp({ ...t.deps, config: { ...t.config, devClock: false } })
    const absent = await off.request('/api/recurrence/dev/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advance_ms: 1 }),
    })
    expect(absent.status).toBe(404)
  })
})
