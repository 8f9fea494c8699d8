import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { customers } from '../customers/schema.ts'
import { createCustomer } from '../recurrence/subscriptions/testing.ts'
import { createStore, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { markCustomerTotalsDue, refreshDueCustomerTotals } from './customer-totals.ts'
import { customerTotalsDue } from './schema.ts'
import { card, charged, createGateway } from './testing.ts'

/*
 * The marks a batch of charges leaves instead of recounting its customers (recurrence's
 * batch-charge.ts): recounted once, from the payments, by whoever takes them.
 */

let t: TestServer
let owner: TestAccount
let app: AppRecord
let gateway: number
beforeAll(async () => {
  t = await createTestServer()
  owner = await t.register({ name: 'Marina Costa' })
  app = await createStore(t, owner)
  gateway = await createGateway(t, app, 'creditcard')
})
afterAll(() => t.close())

const totalsOf = async (id: number) => {
  const [row] = await t.db
    .select({ count: customers.purchasesCount, spent: customers.totalSpent })
    .from(customers)
    .where(eq(customers.id, id))
  return row
}

/** Wipes the totals the payments' own moves wrote: what a batch leaves before its recount. */
const forget = (ids: number[]) =>
  t.db
    .update(customers)
    .set({ purchasesCount: 0, totalSpent: 0, lastPurchaseAt: null })
    .where(sql`${customers.id} = any(${`{${ids.join(',')}}`}::bigint[])`)

describe('customer totals marked for a recount', () => {
  test('are recounted from the payments once, and the marks go', async () => {
    const ana = await createCustomer(t, app, 'Ana Souza')
    const bruno = await createCustomer(t, app, 'Bruno Lima')
    const nobody = await createCustomer(t, app, 'Carla Dias')
    for (const customer of [ana, ana, bruno]) {
      await charged(t, owner.token, app, {
        gateway_id: gateway,
        customer_id: customer,
        card: card(),
      })
    }
    await forget([ana, bruno])
    expect(await totalsOf(ana)).toEqual({ count: 0, spent: 0 })

    // One mark per invoice, as a batch writes them; one of a customer without payments.
    await t.db.transaction((tx) => markCustomerTotalsDue(tx, app.id, [ana, bruno, ana, nobody]))
    expect(await refreshDueCustomerTotals(t.db)).toBe(3)
    expect(await totalsOf(ana)).toEqual({ count: 2, spent: 20_000 })
    expect(await totalsOf(bruno)).toEqual({ count: 1, spent: 10_000 })
    expect(await totalsOf(nobody)).toEqual({ count: 0, spent: 0 })
    expect(await t.db.$count(customerTotalsDue)).toBe(0)
    expect(await refreshDueCustomerTotals(t.db)).toBe(0)
  })

  test('marks rolled back with their batch are not left behind', async () => {
    const ana = await createCustomer(t, app, 'Ana Rocha')
    await t.db
      .transaction(async (tx) => {
        await markCustomerTotalsDue(tx, app.id, [ana])
        throw new Error('the batch failed')
      })
      .catch(() => undefined)
    expect(await t.db.$count(customerTotalsDue)).toBe(0)
  })

  test('two callers at once split the marks and recount everyone', async () => {
    const ids: number[] = []
    for (const name of ['Davi Melo', 'Elisa Prado', 'Fábio Reis']) {
      const id = await createCustomer(t, app, name)
      await charged(t, owner.token, app, { gateway_id: gateway, customer_id: id, card: card() })
      ids.push(id)
    }
    await forget(ids)
    await t.db.transaction((tx) => markCustomerTotalsDue(tx, app.id, [...ids, ...ids]))
    const [first, second] = await Promise.all([
      refreshDueCustomerTotals(t.db),
      refreshDueCustomerTotals(t.db),
    ])
    expect(first! + second!).toBeGreaterThanOrEqual(ids.length)
    for (const id of ids) expect(await totalsOf(id)).toEqual({ count: 1, spent: 10_000 })
    expect(await t.db.$count(customerTotalsDue)).toBe(0)
  })
})
