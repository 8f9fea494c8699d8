import { SubscriptionDetailSchema, SUBSCRIPTION_STATUSES } from '@vitrine/api'
import { and, eq, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DAY } from '../clock.ts'
import { seedDemoCustomers } from '../customers/demo-customers.ts'
import { balancesOf } from '../ledger/balances.ts'
import { seedDemoPayments } from '../payments/demo/demo-payments.ts'
import { payments } from '../payments/schema.ts'
import { createStore, storeWithPeople, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { runBilling } from './billing/run.ts'
import { seedRecurrenceDemo } from './demo.ts'
import { subscriptionInvoices, subscriptions } from './schema.ts'

let t: TestServer
let owner: TestAccount
let app: AppRecord
beforeAll(async () => {
  t = await createTestServer()
  ;({ owner } = await storeWithPeople(t))
  app = await createStore(t, owner, { name: 'Loja Demonstração' })
  const now = t.clock.now()
  await t.db.transaction(async (tx) => {
    await seedDemoCustomers(tx, app.id, now)
    await seedDemoPayments(tx, app.id, now)
    await seedRecurrenceDemo(tx, app.id, now)
  })
})
afterAll(() => t.close())

test('subscriptions in every status, once', async () => {
  const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.appId, app.id))
  expect(rows.length).toBeGreaterThanOrEqual(35)
  expect(new Set(rows.map((row) => row.status))).toEqual(new Set(SUBSCRIPTION_STATUSES))
  expect(rows.some((row) => row.cancelAtPeriodEnd)).toBe(true)
  // A second run adds nothing.
  await t.db.transaction((tx) => seedRecurrenceDemo(tx, app.id, t.clock.now()))
  expect(await t.db.$count(subscriptions, eq(subscriptions.appId, app.id))).toBe(rows.length)
})

test('invoices and payments agree, with the stories the screens show', async () => {
  const invoices = await t.db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.appId, app.id))
  expect(invoices.length).toBeGreaterThan(60)
  const paymentIds = invoices.flatMap((invoice) => (invoice.paymentId ? [invoice.paymentId] : []))
  expect(paymentIds).toHaveLength(invoices.length)
  const rows = await t.db
    .select({
      id: payments.id,
      status: payments.status,
      type: payments.type,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(and(eq(payments.appId, app.id), inArray(payments.id, paymentIds)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  for (const invoice of invoices) {
    const payment = byId.get(invoice.paymentId!)!
    expect(payment.type).toBe(invoice.method)
    // Paid invoices are exactly those whose payment received money.
    expect(invoice.paidAt !== null).toBe(payment.paidAt !== null)
    if (invoice.status === 'expired') expect(payment.status).toBe('failed')
  }
  const statuses = new Set(rows.map((row) => `${row.type}:${row.status}`))
  for (const expected of [
    'creditcard:complete',
    'creditcard:retry-success',
    'creditcard:retry-error',
    'pix:complete',
    'pix:failed',
    'billet:pending',
    'billet:complete',
  ]) {
    expect(statuses).toContain(expected)
  }
})

test('the ledger holds the payments’ money and every detail reads', async () => {
  const balances = await balancesOf(t.db, app.id)
  expect(balances.size).toBeGreaterThan(0)
  const rows = await t.db
    .select({ publicId: subscriptions.publicId })
    .from(subscriptions)
    .where(eq(subscriptions.appId, app.id))
  for (const { publicId } of rows) {
    const answer = await t.request(
      'GET',
      `/api/recurrence/apps/${app.id}/subscriptions/${publicId}`,
      { token: owner.token },
    )
    expect(answer.status, answer.text).toBe(200)
    v.parse(SubscriptionDetailSchema, answer.body)
  }
})

test('the engine takes the demo over where it stands: no cycle billed twice', async () => {
  const result = await runBilling(t.deps)
  // Only the dunning the demo left running is due now (its declined cards), nothing re-issued.
  expect(result.issued).toBe(0)
  const twice = await t.db.execute(sql`
    select subscription_id, cycle from subscription_invoices
    where app_id = ${app.id} and status = 'active'
    group by subscription_id, cycle having count(*) > 1`)
  expect((twice as unknown as { rows: unknown[] }).rows).toEqual([])
  // A month later every live subscription was billed again, by the engine.
  t.clock.advance(32 * DAY)
  const later = await runBilling(t.deps)
  expect(later.issued).toBeGreaterThan(10)
})
