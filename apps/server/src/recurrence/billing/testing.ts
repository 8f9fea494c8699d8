import type { RecurrenceInterval, RecurrenceMethod } from '@vitrine/api'
import { and, asc, eq, sql } from 'drizzle-orm'
import { customers } from '../../customers/schema.ts'
import { loadGatewayAccount } from '../../gateways/account.ts'
import { paymentColumns, type PaymentRow } from '../../payments/rows.ts'
import { paymentEvents, payments, sandboxCharges } from '../../payments/schema.ts'
import { createSandboxProvider } from '../../payments/providers/index.ts'
import { card, createGateway } from '../../payments/testing.ts'
import { createStore, type AppRecord } from '../../testing/access-fixtures.ts'
import type { TestAccount, TestServer } from '../../testing/test-server.ts'
import {
  recurrencePlans,
  recurrenceSettings,
  subscriptionInvoices,
  subscriptions,
} from '../schema.ts'
import { newSubscriptionPublicId } from '../shared/public-id.ts'
import type { InvoiceRow, SubscriptionRow } from '../shared/rows.ts'

/*
 * What the engine's tests share: a store with a gateway of each method, a customer, plans and
 * subscriptions written straight into their tables (the catalogue's and subscriptions' routes
 * are other areas'), and reads of what the engine left (invoices, payments, the sandbox's books).
 */

export interface BillingStore {
  app: AppRecord
  customerId: number
  gateways: Record<RecurrenceMethod, number>
}

export async function billingStore(t: TestServer, owner: TestAccount): Promise<BillingStore> {
  const app = await createStore(t, owner)
  const now = t.clock.now()
  const [customer] = await t.db
    .insert(customers)
    .values({
      appId: app.id,
      name: 'Ana Souza',
      sortName: 'ana souza',
      email: 'ana@example.com',
      document: '52998224725',
      documentKind: 'cpf',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: customers.id })
  return {
    app,
    customerId: customer!.id,
    gateways: {
      creditcard: await createGateway(t, app, 'creditcard'),
      pix: await createGateway(t, app, 'pix'),
      billet: await createGateway(t, app, 'billet'),
    },
  }
}

export async function createPlan(
  t: TestServer,
  store: BillingStore,
  fields: Partial<typeof recurrencePlans.$inferInsert> = {},
): Promise<typeof recurrencePlans.$inferSelect> {
  const now = t.clock.now()
  const [plan] = await t.db
    .insert(recurrencePlans)
    .values({
      appId: store.app.id,
      name: 'Clube do Café',
      priceCents: 5_990,
      interval: 'monthly' as RecurrenceInterval,
      methods: ['creditcard', 'pix', 'billet'],
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .returning()
  return plan!
}

export async function saveSettings(
  t: TestServer,
  store: BillingStore,
  fields: Partial<typeof recurrenceSettings.$inferInsert>,
): Promise<void> {
  await t.db.insert(recurrenceSettings).values({
    appId: store.app.id,
    retryDays: [1, 3, 7],
    onExhaustion: 'cancel',
    advanceDays: 5,
    sendEmails: true,
    updatedAt: t.clock.now(),
    ...fields,
  })
}

/** A card kept in the sandbox's vault for the store, as the sign-up page would keep it. */
export async function storedCard(t: TestServer, store: BillingStore, number: string) {
  const account = (await loadGatewayAccount(
    t.db,
    t.config,
    store.app.id,
    store.gateways.creditcard,
  ))!
  return createSandboxProvider(t.db, t.clock).storeCard(account, card(number), t.clock.now())
}

export interface SubscribeOptions {
  method?: RecurrenceMethod
  /** A test card's number to keep on file (card subscriptions); none: no card. */
  card?: string
  status?: 'trialing' | 'active'
  /** The first charge (anchor); now by default. */
  startAt?: Date
  fields?: Partial<typeof subscriptions.$inferInsert>
}

export async function subscribe(
  t: TestServer,
  store: BillingStore,
  planId: number,
  {
    method = 'creditcard',
    card: number,
    status = 'active',
    startAt,
    fields,
  }: SubscribeOptions = {},
): Promise<SubscriptionRow> {
  const now = t.clock.now()
  const anchor = startAt ?? now
  const stored = number ? await storedCard(t, store, number) : null
  const [row] = await t.db
    .insert(subscriptions)
    .values({
      publicId: newSubscriptionPublicId(),
      appId: store.app.id,
      customerId: store.customerId,
      planId,
      status,
      method,
      gatewayId: store.gateways[method],
      cardToken: stored?.token ?? null,
      cardBrand: stored?.brand ?? null,
      cardLastFour: stored?.lastFour ?? null,
      anchorAt: anchor,
      nextChargeAt: anchor,
      trialEndsAt: status === 'trialing' ? anchor : null,
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .returning()
  return row!
}

export async function subscriptionOf(t: TestServer, id: number): Promise<SubscriptionRow> {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id))
  return row!
}

/** The subscription's invoices, oldest first. */
export function invoicesOf(t: TestServer, subscriptionId: number): Promise<InvoiceRow[]> {
  return t.db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionInvoices.id))
}

export async function paymentOf(t: TestServer, invoice: InvoiceRow): Promise<PaymentRow> {
  const [row] = await t.db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.id, invoice.paymentId!))
  return row!
}

/** A payment's timeline events, in order. */
export async function eventsOf(t: TestServer, paymentId: number): Promise<string[]> {
  const rows = await t.db
    .select({ event: paymentEvents.event })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(asc(paymentEvents.id))
  return rows.map((row) => row.event)
}

/** The store's charges at the sandbox: what the provider was asked for, and how it answered. */
export function providerCharges(t: TestServer, store: BillingStore) {
  return t.db
    .select({
      reference: sandboxCharges.reference,
      status: sandboxCharges.status,
      amountCents: sandboxCharges.amountCents,
    })
    .from(sandboxCharges)
    .where(eq(sandboxCharges.appId, store.app.id))
    .orderBy(asc(sandboxCharges.createdAt))
}

/** The e-mails the engine queued for the store's invoices: their kinds, in order. */
export async function mailsQueued(t: TestServer, invoiceIds: number[]): Promise<string[]> {
  if (invoiceIds.length === 0) return []
  const result = await t.db.execute(sql`
    select data from pgboss.job where name = 'recurrence.mail'
      and (data ->> 'invoice_id')::bigint = any(${`{${invoiceIds.join(',')}}`}::bigint[])
    order by created_on, id`)
  return (result as unknown as { rows: { data: { kind: string } }[] }).rows.map(
    (row) => row.data.kind,
  )
}

export { and, eq }
