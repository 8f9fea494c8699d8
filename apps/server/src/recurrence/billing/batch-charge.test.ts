import { asc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { customers } from '../../customers/schema.ts'
import { loadGatewayAccount } from '../../gateways/account.ts'
import { ledgerAccounts, ledgerJournals, ledgerPostings } from '../../ledger/schema.ts'
import { refreshDueCustomerTotals } from '../../payments/customer-totals.ts'
import { createSandboxProvider, providerFor } from '../../payments/providers/index.ts'
import type { PaymentProvider } from '../../payments/providers/provider.ts'
import { paymentColumns } from '../../payments/rows.ts'
import { paymentEvents, payments, sandboxCharges } from '../../payments/schema.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { webhookDeliveries, webhookEndpoints } from '../../webhooks/schema.ts'
import { sandboxCards, subscriptionInvoices, subscriptions } from '../schema.ts'
import { chargeBatch } from './batch-charge.ts'
import { retryAttempt } from './charge.ts'
import { issueDueSubscriptions } from './issue-batch.ts'
import { registerBillingListeners } from './outcome.ts'
import {
  billingStore,
  createPlan,
  mailsQueued,
  saveSettings,
  subscribe,
  type BillingStore,
} from './testing.ts'

/*
 * The batch of first card charges (batch-charge.ts) leaves exactly what charging the same
 * invoices one by one (charge.ts, as run.ts's attempts step made them) leaves: two stores get
 * the same subscriptions, each is issued its invoices, one store's are charged one by one and
 * the other's in a batch, and everything written is compared — invoices, subscriptions,
 * payments and their timelines, the ledger (every journal balanced), the customers' totals,
 * the sandbox's books and cards, webhook deliveries and e-mails.
 */

const APPROVED = '4242 4242 4242 4242'
const DECLINED = '4000 0000 0000 0002'
/** Fails its token's first charge, approved after. */
const RETRY = '4000 0000 0000 0119'

let t: TestServer
let owner: TestAccount
beforeAll(async () => {
  t = await createTestServer()
  owner = await t.register({ name: 'Marina Costa' })
  registerBillingListeners()
})
afterAll(() => t.close())

const now = () => t.clock.now()

interface Store {
  store: BillingStore
  /** Subscriptions in case order. */
  ids: number[]
  /** The store's customers in creation order (the first is billingStore's). */
  customerIds: number[]
}

/** A store with every case of a first card charge, a second customer, an endpoint for all. */
async function storeWithCards(): Promise<Store> {
  const store = await billingStore(t, owner)
  await saveSettings(t, store, {})
  const [other] = await t.db
    .insert(customers)
    .values({
      appId: store.app.id,
      name: 'Bruno Lima',
      sortName: 'bruno lima',
      email: 'bruno@example.com',
      document: '39053344705',
      documentKind: 'cpf',
      createdAt: now(),
      updatedAt: now(),
    })
    .returning({ id: customers.id })
  const monthly = (await createPlan(t, store)).id
  const withSetupFee = (await createPlan(t, store, { setupFeeCents: 1_500 })).id
  await t.db.insert(webhookEndpoints).values({
    appId: store.app.id,
    url: 'https://example.com/hooks',
    eventTypes: [
      'payment.created',
      'payment.status_changed',
      'subscription.updated',
      'subscription.canceled',
      'invoice.created',
      'invoice.paid',
      'invoice.failed',
      'invoice.expired',
    ],
    secret: 'whsec_test',
    createdAt: now(),
    updatedAt: now(),
  })
  const bruno = { fields: { customerId: other!.id } }
  const ids: number[] = []
  for (const make of [
    () => subscribe(t, store, monthly, { card: APPROVED }),
    // The same customer's several subscriptions: their payments meet on the customer's totals.
    () => subscribe(t, store, withSetupFee, { card: APPROVED }),
    () => subscribe(t, store, monthly, { card: APPROVED }),
    () => subscribe(t, store, monthly, { card: DECLINED }),
    () => subscribe(t, store, monthly, { card: RETRY }),
    () => subscribe(t, store, monthly, { card: APPROVED, status: 'trialing' }),
    () => subscribe(t, store, monthly, { card: APPROVED, ...bruno }),
    () => subscribe(t, store, monthly, { card: DECLINED, ...bruno }),
    // Not the batch's: no card on file, and a pix.
    () => subscribe(t, store, monthly),
    () => subscribe(t, store, monthly, { method: 'pix' }),
  ]) {
    ids.push((await make()).id)
  }
  // Their invoices issued, due now.
  await t.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.id, ids))
      .orderBy(asc(subscriptions.id))
      .for('update')
    await issueDueSubscriptions(t.deps, tx, rows, now())
  })
  return { store, ids, customerIds: [store.customerId, other!.id] }
}

async function invoiceIdsOf(ids: number[]) {
  const rows = await t.db
    .select({ id: subscriptionInvoices.id })
    .from(subscriptionInvoices)
    .where(inArray(subscriptionInvoices.subscriptionId, ids))
    .orderBy(asc(subscriptionInvoices.id))
  return rows.map((row) => row.id)
}

/** Everything the charges left for the store, in case order, without ids. */
async function leftBehind({ store, ids, customerIds }: Store) {
  const appId = store.app.id
  const subs = await t.db.select().from(subscriptions).where(inArray(subscriptions.id, ids))
  const invoices = await t.db
    .select()
    .from(subscriptionInvoices)
    .where(inArray(subscriptionInvoices.subscriptionId, ids))
  const paymentRows = await t.db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.appId, appId))
  const timeline = await t.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.appId, appId))
    .orderBy(asc(paymentEvents.id))
  const journals = await t.db
    .select({
      id: ledgerJournals.id,
      kind: ledgerJournals.kind,
      reference: ledgerJournals.reference,
      memo: ledgerJournals.memo,
      key: ledgerJournals.idempotencyKey,
    })
    .from(ledgerJournals)
    .where(eq(ledgerJournals.appId, appId))
    .orderBy(asc(ledgerJournals.id))
  const postings = await t.db
    .select({
      journalId: ledgerPostings.journalId,
      code: ledgerAccounts.code,
      amountCents: ledgerPostings.amountCents,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(eq(ledgerPostings.appId, appId))
  const charges = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.appId, appId))
  const cards = await t.db.select().from(sandboxCards).where(eq(sandboxCards.appId, appId))
  const people = await t.db
    .select({
      id: customers.id,
      purchasesCount: customers.purchasesCount,
      totalSpent: customers.totalSpent,
      lastPurchaseAt: customers.lastPurchaseAt,
    })
    .from(customers)
    .where(inArray(customers.id, customerIds))
  const deliveries = await t.db
    .select({ type: webhookDeliveries.eventType, count: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.appId, appId))
    .groupBy(webhookDeliveries.eventType)

  const paymentOf = (id: number | null) => paymentRows.find((row) => row.id === id)
  const cases = ids.map((id) => {
    const {
      id: _id,
      publicId: _publicId,
      appId: _appId,
      customerId,
      planId: _p,
      gatewayId: _g,
      cardToken,
      ...sub
    } = subs.find((row) => row.id === id)!
    return {
      sub: { ...sub, customer: customerIds.indexOf(customerId) },
      card: cards.find((card) => card.token === cardToken)?.charges ?? null,
      invoices: invoices
        .filter((invoice) => invoice.subscriptionId === id)
        .sort((a, b) => a.id - b.id)
        .map(({ id: _i, appId: _a, subscriptionId: _s, gatewayId: _gw, paymentId, ...invoice }) => {
          const payment = paymentOf(paymentId)
          if (!payment) return { invoice, payment: null }
          const {
            id: paymentIdOf,
            appId: _pa,
            gatewayId: _pg,
            customerId: paymentCustomer,
            reference,
            externalId,
            publicToken,
            ...rest
          } = payment
          const charge = charges.find((row) => row.reference === reference)
          const trail = journals.filter((journal) => journal.reference === `payment:${paymentIdOf}`)
          return {
            invoice,
            payment: {
              ...rest,
              customer: customerIds.indexOf(paymentCustomer!),
              hasToken: publicToken !== null,
              charged: charge && {
                status: charge.status,
                amountCents: charge.amountCents,
                capturedCents: charge.capturedCents,
                externalIdMatches: charge.id === externalId,
                createdAt: charge.createdAt,
              },
              timeline: timeline
                .filter((event) => event.paymentId === paymentIdOf)
                .map(({ id: _e, appId: _ea, paymentId: _ep, ...event }) => event),
              journals: trail.map((journal) => ({
                kind: journal.kind,
                memo: journal.memo,
                // The key names the timeline event the journal belongs to.
                keyed: timeline.some(
                  (event) =>
                    journal.key === `payment:${paymentIdOf}:event:${event.id}:${journal.kind}`,
                ),
                postings: postings
                  .filter((posting) => posting.journalId === journal.id)
                  .map(({ code, amountCents }) => ({ code, amountCents }))
                  .sort((a, b) => a.code.localeCompare(b.code)),
              })),
            },
          }
        }),
    }
  })
  const balances = journals.map((journal) =>
    postings
      .filter((posting) => posting.journalId === journal.id)
      .reduce((sum, posting) => sum + posting.amountCents, 0),
  )
  return {
    cases,
    balanced: balances.every((balance) => balance === 0),
    customers: customerIds.map((id) => {
      const { id: _id, ...totals } = people.find((row) => row.id === id)!
      return totals
    }),
    deliveries: Object.fromEntries(deliveries.map((row) => [row.type, row.count])),
    mails: await mailsQueued(t, await invoiceIdsOf(ids)),
  }
}

/** The card subscriptions with a card on file: the first eight cases. */
const CARDS_ON_FILE = 8

/** As run.ts's attempts step charged them before batches: the batch's eight only. */
async function chargeOneByOne({ ids }: Store) {
  for (const id of await invoiceIdsOf(ids.slice(0, CARDS_ON_FILE))) {
    await retryAttempt(t.deps, id, {
      lang: 'pt-BR',
      providers: providerFor,
      rethrow: false,
      due: 'scheduled',
    })
  }
}

async function chargeInBatch({ store }: Store, provider: PaymentProvider) {
  const account = (await loadGatewayAccount(
    t.db,
    t.config,
    store.app.id,
    store.gateways.creditcard,
  ))!
  const claimed = await chargeBatch(t.deps, account, provider, 500)
  // Nothing is left for a second batch: everything the batch takes was taken.
  expect(await chargeBatch(t.deps, account, provider, 500)).toBe(0)
  // The customers it marked, recounted as the billing run recounts them after its batches.
  expect(await refreshDueCustomerTotals(t.db)).toBe(2)
  return claimed
}

describe('charging a batch of first card charges', () => {
  test.each([
    ['a provider that charges many at once (the sandbox)', false],
    ['a provider that charges one at a time', true],
  ])('leaves exactly what charging one by one leaves: %s', async (_name, oneAtATime) => {
    const single = await storeWithCards()
    const batch = await storeWithCards()
    await chargeOneByOne(single)
    const sandbox = createSandboxProvider(t.db, t.clock)
    const provider: PaymentProvider = oneAtATime
      ? { ...sandbox, chargeMany: undefined, charge: sandbox.charge.bind(sandbox) }
      : sandbox
    // The eight card subscriptions with a card on file; not the one without, nor the pix.
    expect(await chargeInBatch(batch, provider)).toBe(CARDS_ON_FILE)

    const expected = await leftBehind(single)
    const actual = await leftBehind(batch)
    expect(expected.balanced).toBe(true)
    expect(actual.balanced).toBe(true)
    for (const [index, item] of expected.cases.entries()) {
      expect(actual.cases[index], `case ${index}`).toEqual(item)
    }
    expect(actual.customers).toEqual(expected.customers)
    expect(actual.customers[0]!.purchasesCount).toBeGreaterThan(2)
    expect(actual.deliveries).toEqual(expected.deliveries)
    expect(actual.deliveries['invoice.paid']).toBeGreaterThan(0)
    expect(actual.deliveries['invoice.failed']).toBeGreaterThan(0)
    expect(actual.mails).toEqual(expected.mails)
    // The one-by-one path's to charge: left as issued.
    const [noCard, pix] = actual.cases.slice(CARDS_ON_FILE)
    expect(noCard!.invoices[0]).toMatchObject({ invoice: { attempts: 0 }, payment: null })
    expect(pix!.invoices[0]).toMatchObject({ invoice: { attempts: 0 }, payment: null })
  })

  test('the retry card fails only its first charge, and a second batch finds nothing', async () => {
    const batch = await storeWithCards()
    await chargeInBatch(batch, createSandboxProvider(t.db, t.clock))
    const left = await leftBehind(batch)
    const retry = left.cases[4]!
    expect(retry.card).toBe(1)
    expect(retry.invoices[0]!.payment).toMatchObject({ status: 'failed' })
    expect(retry.sub.status).toBe('past_due')
    expect(left.cases[0]!.invoices[0]!.payment).toMatchObject({ status: 'authorized' })
    expect(left.cases[5]!.sub.status).toBe('active')
  })
})
