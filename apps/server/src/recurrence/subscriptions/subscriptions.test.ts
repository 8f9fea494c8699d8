import { cycleStart, prorationCents } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { auditLog } from '../../audit/schema.ts'
import { addMs, DAY } from '../../clock.ts'
import { customers } from '../../customers/schema.ts'
import { createGateway, setUpFreshStores, type FreshStores } from '../../payments/testing.ts'
import { levels } from '../../testing/access-fixtures.ts'
import type { RequestOptions } from '../../testing/test-server.ts'
import { subscriptionInvoices, subscriptions } from '../schema.ts'
import { lockSubscriptionRow } from '../shared/rows.ts'
import { chargeInvoice } from '../billing/charge.ts'
import { issueNextInvoice } from './engine.ts'
import {
  act,
  createCustomer,
  createPlan,
  subscribe,
  subscriptionsUrl,
  subscriptionUrl,
} from './testing.ts'

let s: FreshStores
setUpFreshStores(levels({ recurrence: 'read' }), (stores) => (s = stores))

/** Every request in Portuguese, as the panel sends them: the refusals are compared word for word. */
const request = (method: string, path: string, options: RequestOptions = {}) =>
  s.t.request(method, path, { lang: 'pt-BR', ...options })

/** Where every test's clock starts (the fake clock's start; the people's sessions are from it). */
const START = new Date('2026-03-02T12:00:00.000Z')

/** Time passes; the owner signs in again, since sessions last three days. */
async function later(ms: number) {
  s.t.clock.advance(ms)
  const answer = await s.t.login(s.owner.email, s.owner.password)
  expect(answer.status, answer.text).toBe(200)
  s.owner.token = answer.body.token
}

let customer: number
let coffee: number
let wine: number
let trial: number
beforeEach(async () => {
  s.t.clock.set(START)
  await createGateway(s.t, s.app, 'creditcard')
  await createGateway(s.t, s.app, 'pix')
  customer = await createCustomer(s.t, s.app)
  coffee = await createPlan(s.t, s.app, { setupFeeCents: 500 })
  wine = await createPlan(s.t, s.app, { name: 'Clube do Vinho', priceCents: 12000 })
  trial = await createPlan(s.t, s.app, { name: 'Clube com teste', trialDays: 7 })
})

const now = () => s.t.clock.now()
const rowOf = async (publicId: string) => {
  const [row] = await s.t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.publicId, publicId))
  return row!
}
/** What a test compares to prove a refused action changed nothing. */
const snapshotOf = async (publicId: string) => {
  const row = await rowOf(publicId)
  const invoices = await s.t.db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.subscriptionId, row.id))
  return { row, invoices }
}
/** The invoice of the running cycle paid (what the engine writes when its payment is). */
async function payCurrentInvoice(publicId: string) {
  const row = await rowOf(publicId)
  await s.t.db
    .update(subscriptionInvoices)
    .set({ paidAt: now() })
    .where(
      and(
        eq(subscriptionInvoices.subscriptionId, row.id),
        eq(subscriptionInvoices.cycle, row.currentCycle),
      ),
    )
}
/** The engine's issue step for one subscription, at the clock's now. */
async function issue(publicId: string) {
  const row = await rowOf(publicId)
  return s.t.db.transaction(async (tx) =>
    issueNextInvoice(s.t.deps, tx, await lockSubscriptionRow(tx, row.id), now()),
  )
}

describe('subscribing a customer', () => {
  test('a plan with a trial starts trialing; the first charge is the trial’s end', async () => {
    const { subscription, invoices } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: trial,
      method: 'creditcard',
    })
    expect(subscription.id).toMatch(/^sub_[0-9A-Za-z]{24}$/)
    expect(subscription.status).toBe('trialing')
    const trialEnd = addMs(now(), 7 * DAY).toISOString()
    expect(subscription.trial_ends_at).toBe(trialEnd)
    expect(subscription.next_charge_at).toBe(trialEnd)
    expect(subscription.current_cycle).toBe(0)
    expect(subscription.subscribe_url).toBeNull()
    expect(invoices).toEqual([])
    const [entry] = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, s.app.id), eq(auditLog.entity, 'subscription')))
    expect(entry).toMatchObject({ action: 'create', entityId: subscription.id, area: 'recurrence' })
    const [counted] = await s.t.db
      .select({ count: customers.subscriptionsCount })
      .from(customers)
      .where(eq(customers.id, customer))
    expect(counted!.count).toBe(1)
  })

  test('without a trial it is active and its first invoice is issued at once', async () => {
    const { subscription, invoices } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    expect(subscription.status).toBe('active')
    expect(subscription.current_cycle).toBe(1)
    const end = cycleStart(now(), 'monthly', null, 1).toISOString()
    expect(subscription.current_period_start).toBe(now().toISOString())
    expect(subscription.current_period_end).toBe(end)
    expect(subscription.next_charge_at).toBe(end)
    expect(subscription.subscribe_url).toBe(
      `${s.t.config.publicUrl}/subscriptions/${subscription.id}/1/subscribe`,
    )
    expect(invoices).toHaveLength(1)
    expect(invoices[0]).toMatchObject({
      cycle: 1,
      status: 'active',
      amount_cents: 3500,
      method: 'pix',
      paid_at: null,
    })
    expect(invoices[0]!.lines.map((line) => line.kind)).toEqual(['plan', 'setup_fee'])
  })

  test('a future start is active with nothing issued until then', async () => {
    const start = addMs(now(), 3 * DAY).toISOString()
    const { subscription, invoices } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'creditcard',
      start_at: start,
    })
    expect(subscription).toMatchObject({
      status: 'active',
      current_cycle: 0,
      next_charge_at: start,
    })
    expect(invoices).toEqual([])
  })

  test('what the store cannot take is a 422 on the field', async () => {
    const theirCustomer = await createCustomer(s.t, s.otherApp, 'Cliente Alheio')
    const theirPlan = await createPlan(s.t, s.otherApp)
    const archived = await createPlan(s.t, s.app, { archivedAt: now() })
    const inactive = await createPlan(s.t, s.app, { active: false })
    const pixOnly = await createPlan(s.t, s.app, { methods: ['pix'] })
    const base = { customer_id: customer, plan_id: coffee, method: 'pix' as const }
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customer_id: theirCustomer }, 'customer_id', 'Cliente não encontrado.'],
      [{ plan_id: theirPlan }, 'plan_id', 'Plano não encontrado.'],
      [{ plan_id: archived }, 'plan_id', 'arquivado'],
      [{ plan_id: inactive }, 'plan_id', 'desativado'],
      [{ plan_id: pixOnly, method: 'creditcard' }, 'method', 'não aceita'],
      [{ method: 'billet' }, 'method', 'gateway ativo de boleto'],
      [{ start_at: addMs(now(), -DAY).toISOString() }, 'start_at', 'passado'],
    ]
    for (const [change, field, words] of cases) {
      const answer = await request('POST', subscriptionsUrl(s.app), {
        token: s.owner.token,
        json: { ...base, ...change },
      })
      expect(answer.status, JSON.stringify(change)).toBe(422)
      expect(answer.body.data.fields[field]).toContain(words)
    }
    const malformed = await request('POST', subscriptionsUrl(s.app), {
      token: s.owner.token,
      json: { customer_id: 'one', plan_id: coffee, method: 'cash' },
    })
    expect(malformed.status).toBe(400)
    expect(Object.keys(malformed.body.data.fields).sort()).toEqual(['customer_id', 'method'])
    expect(await s.t.db.$count(subscriptions, eq(subscriptions.appId, s.app.id))).toBe(0)
  })

  test('a read-level manager reads but cannot subscribe', async () => {
    const created = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: trial,
      method: 'pix',
    })
    const read = await request('GET', subscriptionUrl(s.app, created.subscription.id), {
      token: s.reader.token,
    })
    expect(read.status).toBe(200)
    const write = await request('POST', subscriptionsUrl(s.app), {
      token: s.reader.token,
      json: { customer_id: customer, plan_id: trial, method: 'pix' },
    })
    expect(write.status).toBe(403)
  })
})

describe('tenant isolation', () => {
  test("another store's subscription is a 404 to read and to act on", async () => {
    const created = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: trial,
      method: 'pix',
    })
    const id = created.subscription.id
    const before = await snapshotOf(id)
    // The stranger in its own store, naming our subscription's id.
    for (const [method, path] of [
      ['GET', subscriptionUrl(s.otherApp, id)],
      ['POST', `${subscriptionUrl(s.otherApp, id)}/pause`],
      ['POST', `${subscriptionUrl(s.otherApp, id)}/cancel`],
      ['POST', `${subscriptionUrl(s.otherApp, id)}/invoices/1/retry`],
    ] as const) {
      const answer = await request(method, path, {
        token: s.stranger.token,
        ...(method === 'GET' ? {} : { json: { at_period_end: false } }),
        headers: { 'Idempotency-Key': `k-${path}` },
      })
      expect(answer.status, path).toBe(404)
    }
    const malformed = await request('GET', subscriptionUrl(s.app, '1'), {
      token: s.owner.token,
    })
    expect(malformed.status).toBe(404)
    expect(malformed.body.message).toBe('Assinatura não encontrada.')
    expect(await snapshotOf(id)).toEqual(before)
  })
})

describe('pause and resume', () => {
  test('paused: no next charge, an invoice in dunning stops retrying; twice is a 409', async () => {
    const { subscription } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    const id = subscription.id
    const row = await rowOf(id)
    await s.t.db
      .update(subscriptionInvoices)
      .set({ nextRetryAt: addMs(now(), DAY), attempts: 1 })
      .where(eq(subscriptionInvoices.subscriptionId, row.id))
    const paused = await act(s.t, s.owner, s.app, id, 'pause')
    expect(paused.status, paused.text).toBe(200)
    expect(paused.body.subscription).toMatchObject({
      status: 'paused',
      next_charge_at: null,
      paused_at: now().toISOString(),
    })
    expect(paused.body.invoices[0].next_retry_at).toBeNull()

    const before = await snapshotOf(id)
    const again = await act(s.t, s.owner, s.app, id, 'pause')
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Esta assinatura está pausada: não é possível pausar.')
    expect(await snapshotOf(id)).toEqual(before)
  })

  test('resumed before the next cycle’s date: that date is the next charge', async () => {
    const { subscription } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    await act(s.t, s.owner, s.app, subscription.id, 'pause')
    await later(5 * DAY)
    const resumed = await act(s.t, s.owner, s.app, subscription.id, 'resume')
    expect(resumed.status, resumed.text).toBe(200)
    expect(resumed.body.subscription).toMatchObject({
      status: 'active',
      paused_at: null,
      next_charge_at: subscription.current_period_end,
    })
  })

  test('resumed after the next cycle’s date passed: charged now, cycles counted from now', async () => {
    const { subscription } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    await act(s.t, s.owner, s.app, subscription.id, 'pause')
    await later(45 * DAY)
    const resumed = await act(s.t, s.owner, s.app, subscription.id, 'resume')
    expect(resumed.status, resumed.text).toBe(200)
    expect(resumed.body.subscription.next_charge_at).toBe(now().toISOString())
    const row = await rowOf(subscription.id)
    expect(row.anchorAt).toEqual(now())
    expect(row.anchorCycle).toBe(2)
    // The engine bills cycle 2 from now, a whole month.
    const invoice = await issue(subscription.id)
    expect(invoice).toMatchObject({ cycle: 2, periodStart: now() })
    expect(invoice!.periodEnd).toEqual(cycleStart(now(), 'monthly', null, 1))
  })

  test('resuming what is not paused is a 409 that changes nothing', async () => {
    const { subscription } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    const before = await snapshotOf(subscription.id)
    const answer = await act(s.t, s.owner, s.app, subscription.id, 'resume')
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe('Esta assinatura está ativa: não é possível retomar.')
    expect(await snapshotOf(subscription.id)).toEqual(before)
  })
})

describe('at the same time', () => {
  test('parallel pauses: one pauses, the rest are 409s, one audit entry', async () => {
    const { subscription } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => act(s.t, s.owner, s.app, subscription.id, 'pause')),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ])
    const entries = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, subscription.id), eq(auditLog.action, 'update')))
    expect(entries).toHaveLength(1)
  })

  test('parallel plan changes: the proration is added once', async () => {
    const { subscription } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    await payCurrentInvoice(subscription.id)
    await later(10 * DAY)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        act(s.t, s.owner, s.app, subscription.id, 'plan', { plan_id: wine }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(5)
    expect((await rowOf(subscription.id)).pendingAdjustmentCents).toBe(6097)
  })
})

describe('cancel and keep', () => {
  test('at the period’s end only with a paid running period; keep takes it back', async () => {
    const { subscription } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    const id = subscription.id
    const before = await snapshotOf(id)
    const unpaid = await act(s.t, s.owner, s.app, id, 'cancel', { at_period_end: true })
    expect(unpaid.status).toBe(409)
    expect(unpaid.body.message).toContain('período pago')
    expect(await snapshotOf(id)).toEqual(before)

    await payCurrentInvoice(id)
    const flagged = await act(s.t, s.owner, s.app, id, 'cancel', { at_period_end: true })
    expect(flagged.status, flagged.text).toBe(200)
    expect(flagged.body.subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    })

    const kept = await act(s.t, s.owner, s.app, id, 'keep')
    expect(kept.body.subscription.cancel_at_period_end).toBe(false)
    const keptAgain = await act(s.t, s.owner, s.app, id, 'keep')
    expect(keptAgain.status).toBe(409)
    expect(keptAgain.body.message).toBe('Esta assinatura não tem cancelamento agendado.')
  })

  test('now: canceled, nothing more billed, unpaid invoices expired; then final', async () => {
    const { subscription } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    const id = subscription.id
    const canceled = await act(s.t, s.owner, s.app, id, 'cancel', { at_period_end: false })
    expect(canceled.status, canceled.text).toBe(200)
    expect(canceled.body.subscription).toMatchObject({
      status: 'canceled',
      canceled_at: now().toISOString(),
      next_charge_at: null,
      cancel_at_period_end: false,
    })
    expect(canceled.body.invoices[0].status).toBe('expired')

    const before = await snapshotOf(id)
    for (const [action, body, words] of [
      ['cancel', { at_period_end: false }, 'está cancelada: não muda mais'],
      ['keep', {}, 'está cancelada: não muda mais'],
      ['plan', { plan_id: wine }, 'está cancelada: não muda mais'],
      ['pause', {}, 'não é possível pausar'],
      ['resume', {}, 'não é possível retomar'],
    ] as const) {
      const answer = await act(s.t, s.owner, s.app, id, action, body)
      expect(answer.status, action).toBe(409)
      expect(answer.body.message).toContain(words)
    }
    const date = await request('PUT', `${subscriptionUrl(s.app, id)}/charge-date`, {
      token: s.owner.token,
      json: { next_charge_at: addMs(now(), DAY).toISOString() },
    })
    expect(date.status).toBe(409)
    expect(await snapshotOf(id)).toEqual(before)
  })

  test('a trial is canceled now; at the period’s end it has nothing paid to wait for', async () => {
    const { subscription } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: trial,
      method: 'creditcard',
    })
    const later = await act(s.t, s.owner, s.app, subscription.id, 'cancel', { at_period_end: true })
    expect(later.status).toBe(409)
    const now = await act(s.t, s.owner, s.app, subscription.id, 'cancel', { at_period_end: false })
    expect(now.body.subscription.status).toBe('canceled')
  })
})

describe('changing the plan', () => {
  test('mid-cycle: the difference for the time left goes on the next invoice', async () => {
    const { subscription } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    const id = subscription.id
    await payCurrentInvoice(id)
    await later(10 * DAY)
    const expected = prorationCents({
      fromPriceCents: 3000,
      toPriceCents: 12000,
      periodStart: new Date(subscription.current_period_start!),
      periodEnd: new Date(subscription.current_period_end!),
      at: now(),
    })
    // 21 of the 31 days of March left: R$ 90,00 × 21/31.
    expect(expected).toBe(6097)
    const changed = await act(s.t, s.owner, s.app, id, 'plan', { plan_id: wine })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body.subscription.plan).toMatchObject({ id: wine, price_cents: 12000 })
    expect(changed.body.subscription.pending_adjustment_cents).toBe(expected)

    s.t.clock.set(new Date(subscription.current_period_end!))
    const invoice = await issue(id)
    expect(invoice).toMatchObject({ cycle: 2, amountCents: 12000 + expected })
    expect(invoice!.lines.find((line) => line.kind === 'proration')?.amount_cents).toBe(expected)
    expect((await rowOf(id)).pendingAdjustmentCents).toBe(0)
  })

  test('a cheaper plan is a discount; a trial has none', async () => {
    const pricey = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: wine,
      method: 'pix',
    })
    await payCurrentInvoice(pricey.subscription.id)
    await later(DAY)
    const down = await act(s.t, s.owner, s.app, pricey.subscription.id, 'plan', {
      plan_id: coffee,
    })
    expect(down.body.subscription.pending_adjustment_cents).toBeLessThan(0)

    const trialing = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: trial,
      method: 'pix',
    })
    const moved = await act(s.t, s.owner, s.app, trialing.subscription.id, 'plan', {
      plan_id: wine,
    })
    expect(moved.body.subscription).toMatchObject({
      status: 'trialing',
      pending_adjustment_cents: 0,
      plan: { id: wine },
    })
  })

  test('the same plan, or one that cannot take it, is a 422 on plan_id', async () => {
    const { subscription } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'creditcard',
    })
    const pixOnly = await createPlan(s.t, s.app, { methods: ['pix'] })
    const archived = await createPlan(s.t, s.app, { archivedAt: now() })
    const theirs = await createPlan(s.t, s.otherApp)
    const before = await snapshotOf(subscription.id)
    for (const [plan, words] of [
      [coffee, 'já está neste plano'],
      [pixOnly, 'não aceita'],
      [archived, 'arquivado'],
      [theirs, 'não encontrado'],
    ] as const) {
      const answer = await act(s.t, s.owner, s.app, subscription.id, 'plan', { plan_id: plan })
      expect(answer.status).toBe(422)
      expect(answer.body.data.fields.plan_id).toContain(words)
    }
    expect(await snapshotOf(subscription.id)).toEqual(before)
  })
})

describe('changing the charge date', () => {
  const put = (id: string, at: Date) =>
    request('PUT', `${subscriptionUrl(s.app, id)}/charge-date`, {
      token: s.owner.token,
      json: { next_charge_at: at.toISOString() },
    })

  test('in the future, at most one interval after the next charge; the period follows', async () => {
    const { subscription } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    const next = new Date(subscription.next_charge_at!)
    const before = await snapshotOf(subscription.id)
    const latest = cycleStart(next, 'monthly', null, 1)
    for (const wrong of [addMs(now(), -DAY), now(), addMs(latest, 1)]) {
      const answer = await put(subscription.id, wrong)
      expect(answer.status).toBe(422)
      expect(answer.body.data.fields.next_charge_at).toContain('data futura')
    }
    expect(await snapshotOf(subscription.id)).toEqual(before)

    const wanted = addMs(next, 10 * DAY)
    const moved = await put(subscription.id, wanted)
    expect(moved.status, moved.text).toBe(200)
    expect(moved.body.subscription).toMatchObject({
      next_charge_at: wanted.toISOString(),
      current_period_end: wanted.toISOString(),
    })
    // The engine's next cycle starts there and lasts a month from it.
    await payCurrentInvoice(subscription.id)
    s.t.clock.set(wanted)
    const invoice = await issue(subscription.id)
    expect(invoice).toMatchObject({ cycle: 2, periodStart: wanted })
    expect(invoice!.periodEnd).toEqual(cycleStart(wanted, 'monthly', null, 1))
  })

  test('a paused subscription has no next charge to move: 409', async () => {
    const { subscription } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    await act(s.t, s.owner, s.app, subscription.id, 'pause')
    const answer = await put(subscription.id, addMs(now(), DAY))
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe('Esta assinatura não tem próxima cobrança marcada.')
  })
})

describe('retrying an invoice', () => {
  test('a declined card charged again: retry-success on its timeline, once per key', async () => {
    const { subscription, invoices } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'creditcard',
    })
    // The subscriber gives the sandbox's card that fails its first charge, and it is charged.
    const card = await request(
      'PUT',
      `/api/recurrence/public/subscriptions/${subscription.id}/card`,
      {
        json: {
          card: {
            number: '4000 0000 0000 0119',
            holder: 'ANA SOUZA',
            expiry_month: 12,
            expiry_year: 2035,
            cvv: '123',
          },
        },
      },
    )
    expect(card.status, card.text).toBe(200)
    const first = await chargeInvoice(s.t.deps, invoices[0]!.id)
    expect(first.payment?.status).toBe('failed')
    expect((await rowOf(subscription.id)).status).toBe('past_due')

    const url = `${subscriptionUrl(s.app, subscription.id)}/invoices/${invoices[0]!.id}/retry`
    const headers = { 'Idempotency-Key': 'cobrar-de-novo-1' }
    const retried = await request('POST', url, { token: s.owner.token, json: {}, headers })
    expect(retried.status, retried.text).toBe(200)
    expect(retried.body.subscription.status).toBe('active')
    const invoice = retried.body.invoices[0]
    expect(invoice.paid_at).not.toBeNull()
    expect(invoice.payment.status).toBe('retry-success')
    expect(invoice.payment.timeline.map((step: { status: string }) => step.status)).toEqual([
      'pending',
      'failed',
      'retry-success',
    ])
    const again = await request('POST', url, { token: s.owner.token, json: {}, headers })
    expect(again.status).toBe(200)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    const other = await request('POST', url, {
      token: s.owner.token,
      json: {},
      headers: { 'Idempotency-Key': 'cobrar-de-novo-2' },
    })
    expect(other.status).toBe(409)
    expect(other.body.message).toContain('recusada e não paga')
  })

  test('needs an Idempotency-Key, the subscription’s own invoice and a declined card', async () => {
    const { subscription, invoices } = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    const url = (invoiceId: number) =>
      `${subscriptionUrl(s.app, subscription.id)}/invoices/${invoiceId}/retry`
    const noKey = await request('POST', url(invoices[0]!.id), {
      token: s.owner.token,
      json: {},
    })
    expect(noKey.status).toBe(400)
    const other = await subscribe(s.t, s.owner, s.app, {
      customer_id: customer,
      plan_id: coffee,
      method: 'pix',
    })
    const notHers = await request('POST', url(other.invoices[0]!.id), {
      token: s.owner.token,
      json: {},
      headers: { 'Idempotency-Key': 'retry-1' },
    })
    expect(notHers.status).toBe(404)
    expect(notHers.body.message).toBe('Fatura não encontrada.')
    const pix = await request('POST', url(invoices[0]!.id), {
      token: s.owner.token,
      json: {},
      headers: { 'Idempotency-Key': 'retry-2' },
    })
    expect(pix.status).toBe(409)
  })
})
