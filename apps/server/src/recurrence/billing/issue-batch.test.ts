import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DAY } from '../../clock.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { webhookDeliveries, webhookEndpoints } from '../../webhooks/schema.ts'
import { subscriptionInvoices, subscriptions } from '../schema.ts'
import type { SubscriptionRow } from '../shared/rows.ts'
import { issueNextInvoice } from './issue.ts'
import { issueDueSubscriptions } from './issue-batch.ts'
import { billingStore, createPlan, subscribe, type BillingStore } from './testing.ts'

/*
 * The batch issue (issue-batch.ts) leaves exactly what issueNextInvoice leaves, one by one:
 * the same invoices, the same subscriptions, the same webhook deliveries. Two stores get the
 * same subscriptions in every case the engine meets; one is issued one by one, the other as a
 * batch, at the same instant, and what each left is compared.
 */

const APPROVED = '4242 4242 4242 4242'

let t: TestServer
let owner: TestAccount
beforeAll(async () => {
  t = await createTestServer()
  owner = await t.register({ name: 'Marina Costa' })
})
afterAll(() => t.close())

type Case = (store: BillingStore, plans: Plans) => Promise<SubscriptionRow>
interface Plans {
  monthly: number
  withSetupFee: number
  oneCycle: number
  everyTenDays: number
}

const now = () => t.clock.now()
const ago = (days: number) => new Date(now().getTime() - days * DAY)

/** Every kind of subscription the engine's sweep can hand over. */
const CASES: Record<string, Case> = {
  'a card on file, first cycle': (store, plans) =>
    subscribe(t, store, plans.monthly, { card: APPROVED }),
  'a card without a card on file': (store, plans) => subscribe(t, store, plans.monthly),
  'the setup fee on cycle 1': (store, plans) =>
    subscribe(t, store, plans.withSetupFee, { card: APPROVED }),
  'a pix whose period ended': (store, plans) =>
    subscribe(t, store, plans.monthly, { method: 'pix' }),
  'a boleto sent ahead': (store, plans) =>
    subscribe(t, store, plans.monthly, {
      method: 'billet',
      startAt: new Date(now().getTime() + 2 * DAY),
    }),
  'trialing, the trial over': (store, plans) =>
    subscribe(t, store, plans.monthly, { status: 'trialing', card: APPROVED }),
  'a later cycle': (store, plans) =>
    subscribe(t, store, plans.monthly, {
      card: APPROVED,
      startAt: ago(92),
      fields: { currentCycle: 3, nextChargeAt: now() },
    }),
  'every ten days': (store, plans) =>
    subscribe(t, store, plans.everyTenDays, {
      startAt: ago(20),
      fields: { currentCycle: 2, nextChargeAt: now() },
    }),
  'a price difference to add': (store, plans) =>
    subscribe(t, store, plans.monthly, { fields: { pendingAdjustmentCents: 700 } }),
  'a credit smaller than the invoice': (store, plans) =>
    subscribe(t, store, plans.monthly, { fields: { pendingAdjustmentCents: -1_000 } }),
  'a credit larger than the invoice (an invoice of zero)': (store, plans) =>
    subscribe(t, store, plans.monthly, { fields: { pendingAdjustmentCents: -100_000 } }),
  'cancel at the period’s end': (store, plans) =>
    subscribe(t, store, plans.monthly, {
      startAt: ago(31),
      fields: { currentCycle: 1, nextChargeAt: now(), cancelAtPeriodEnd: true },
    }),
  'the plan’s last cycle billed': (store, plans) =>
    subscribe(t, store, plans.oneCycle, {
      startAt: ago(31),
      fields: { currentCycle: 1, nextChargeAt: now() },
    }),
  'not due yet': (store, plans) =>
    subscribe(t, store, plans.monthly, { startAt: new Date(now().getTime() + 10 * DAY) }),
  paused: (store, plans) =>
    subscribe(t, store, plans.monthly, { fields: { status: 'paused', pausedAt: ago(1) } }),
}

async function storeWithEverything(): Promise<{ store: BillingStore; ids: number[] }> {
  const store = await billingStore(t, owner)
  const plans: Plans = {
    monthly: (await createPlan(t, store)).id,
    withSetupFee: (await createPlan(t, store, { setupFeeCents: 1_500 })).id,
    oneCycle: (await createPlan(t, store, { cycles: 1 })).id,
    everyTenDays: (await createPlan(t, store, { interval: 'days', intervalDays: 10 })).id,
  }
  // An endpoint for every event the issue step publishes: the deliveries are compared too.
  await t.db.insert(webhookEndpoints).values({
    appId: store.app.id,
    url: 'https://example.com/hooks',
    eventTypes: [
      'subscription.updated',
      'subscription.canceled',
      'invoice.created',
      'invoice.paid',
    ],
    secret: 'whsec_test',
    createdAt: now(),
    updatedAt: now(),
  })
  const ids: number[] = []
  for (const make of Object.values(CASES)) ids.push((await make(store, plans)).id)
  return { store, ids }
}

/** What the issue left for the store's subscriptions, in case order, without ids. */
async function leftBehind(ids: number[]) {
  const subs = await t.db.select().from(subscriptions).where(inArray(subscriptions.id, ids))
  const invoices = await t.db
    .select()
    .from(subscriptionInvoices)
    .where(inArray(subscriptionInvoices.subscriptionId, ids))
  return ids.map((id) => {
    const {
      id: _id,
      publicId: _publicId,
      appId: _appId,
      customerId: _c,
      planId: _p,
      gatewayId: _g,
      cardToken: _t,
      ...sub
    } = subs.find((row) => row.id === id)!
    return {
      sub,
      invoices: invoices
        .filter((invoice) => invoice.subscriptionId === id)
        .map(({ id: _i, appId: _a, subscriptionId: _s, gatewayId: _gw, ...invoice }) => invoice),
    }
  })
}

async function deliveries(appId: number) {
  const rows = await t.db
    .select({ type: webhookDeliveries.eventType, count: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.appId, appId))
    .groupBy(webhookDeliveries.eventType)
  return Object.fromEntries(rows.map((row) => [row.type, row.count]))
}

describe('issuing a batch', () => {
  test('leaves exactly what issuing one by one leaves, in every case', async () => {
    const single = await storeWithEverything()
    const batch = await storeWithEverything()

    const issuedOneByOne = await t.db.transaction(async (tx) => {
      let issued = 0
      const rows = await tx
        .select()
        .from(subscriptions)
        .where(inArray(subscriptions.id, single.ids))
        .for('update')
      for (const row of rows.sort((a, b) => a.id - b.id)) {
        if (await issueNextInvoice(t.deps, tx, row, now())) issued += 1
      }
      return issued
    })
    const issuedInBatch = await t.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(subscriptions)
        .where(inArray(subscriptions.id, batch.ids))
        .for('update')
      return issueDueSubscriptions(t.deps, tx, rows, now())
    })

    expect(issuedInBatch).toBe(issuedOneByOne)
    // Most cases issue, some move instead (cancel, end), a few do nothing.
    expect(issuedOneByOne).toBeGreaterThan(8)
    const expected = await leftBehind(single.ids)
    const actual = await leftBehind(batch.ids)
    for (const [index, name] of Object.keys(CASES).entries()) {
      expect(actual[index], name).toEqual(expected[index])
    }
    expect(await deliveries(batch.store.app.id)).toEqual(await deliveries(single.store.app.id))
  })

  test('an empty batch issues nothing', async () => {
    expect(await t.db.transaction((tx) => issueDueSubscriptions(t.deps, tx, [], now()))).toBe(0)
  })
})
