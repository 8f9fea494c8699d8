import type {
  CardBrand,
  InvoiceLine,
  PaymentStatus,
  PublicMethod,
  RecurrenceMethod,
  SignupPage,
  SignupState,
} from '@vitrine/api'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { customers } from '../../customers/schema.ts'
import type { Database } from '../../db/client.ts'
import { gateways } from '../../gateways/schema.ts'
import { linkMethods, publicStore, type PageSite } from '../../checkout/read.ts'
import { storeInstallmentSetup } from '../../payments/charge.ts'
import { billetUrl, paymentColumns, type PaymentRow } from '../../payments/rows.ts'
import { paymentEvents, payments } from '../../payments/schema.ts'
import { recurrencePlanProducts, recurrenceProducts, subscriptionInvoices } from '../schema.ts'
import { planOf, type InvoiceRow, type SubscriptionRow } from '../shared/rows.ts'

/*
 * The sign-up page of one cycle (`/subscriptions/{id}/{cycle}/subscribe`), read for the
 * subscriber: built field by field from the contract's SignupPageSchema, so nothing of the store
 * beyond it (fees, internal ids, notes, staff) can slip in. The cycle's invoices decide what the
 * page offers (`signupStateOf`).
 */

/** The largest cycle number an address may name (an int4 column); beyond it, nothing exists. */
const CYCLE_MAX = 2_147_483_647

/** The cycle as the address gives it: digits only, 1 and up, or undefined (a 404). */
export function cycleOf(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined
  const cycle = Number(raw)
  return cycle <= CYCLE_MAX ? cycle : undefined
}

/**
 * Payments of an invoice that took the money (a refund later does not reopen the cycle): the
 * engine sets `paid_at` in the same move, so this only guards a row read between the two.
 */
const RECEIVED: readonly string[] = [
  'authorized',
  'complete',
  'retry-success',
  'partial_refund',
  'refunded',
]
/** Payments still on their way: a charge being made, a pix or boleto awaiting payment. */
const UNDER_WAY: readonly string[] = ['empty', 'pending', 'pre_authorized']

export interface CycleInvoices {
  /** The invoice the page is about: the paid one, else the active one, else the newest. */
  invoice: InvoiceRow
  payment: PaymentRow | null
  state: SignupState
}

/** The cycle's invoices, newest first; empty when the cycle was never billed (a 404). */
export async function cycleInvoices(
  db: Database,
  subscription: SubscriptionRow,
  cycle: number,
): Promise<CycleInvoices | null> {
  const rows = await db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.subscriptionId, subscription.id),
        eq(subscriptionInvoices.cycle, cycle),
      ),
    )
    .orderBy(desc(subscriptionInvoices.id))
  if (rows.length === 0) return null
  const invoice =
    rows.find((row) => row.paidAt !== null) ??
    rows.find((row) => row.status === 'active') ??
    rows[0]!
  const [payment] =
    invoice.paymentId === null
      ? []
      : await db
          .select(paymentColumns)
          .from(payments)
          .where(and(eq(payments.appId, invoice.appId), eq(payments.id, invoice.paymentId)))
  return {
    invoice,
    payment: payment ?? null,
    state: signupStateOf(subscription, invoice, payment ?? null),
  }
}

/**
 * What the page offers for the cycle: `paid` once the invoice has its money; `closed` when only
 * expired invoices are left, or the subscription was canceled or ended with it unpaid (nobody
 * may pay for a service that stopped); `pending` while a charge is under way (a pix or boleto
 * awaiting payment, a card being answered, an attempt the engine claimed — `charging_since` —
 * and has not answered yet, whoever made it); `payable` otherwise — nothing charged yet, or a
 * card declined (the page shows why and takes another card).
 */
export function signupStateOf(
  subscription: Pick<SubscriptionRow, 'status'>,
  invoice: InvoiceRow,
  payment: Pick<PaymentRow, 'status'> | null,
): SignupState {
  if (invoice.paidAt !== null || (payment && RECEIVED.includes(payment.status))) return 'paid'
  if (invoice.status !== 'active') return 'closed'
  if (subscription.status === 'canceled' || subscription.status === 'ended') return 'closed'
  if (invoice.chargingSince !== null) return 'pending'
  if (payment && UNDER_WAY.includes(payment.status)) return 'pending'
  return 'payable'
}

/**
 * The plan's methods the store can charge now: for each, one active gateway of that type — the
 * subscription's own when it still is one, else the store's oldest — as the checkout describes
 * a method (its builder; paying at once only, since each cycle is charged whole).
 */
export async function signupMethods(
  db: Database,
  subscription: SubscriptionRow,
  planMethods: readonly RecurrenceMethod[],
  amountCents: number,
): Promise<PublicMethod[]> {
  if (planMethods.length === 0) return []
  const found = await db
    .select({ id: gateways.id, type: gateways.type })
    .from(gateways)
    .where(
      and(
        eq(gateways.appId, subscription.appId),
        eq(gateways.active, true),
        inArray(gateways.type, [...planMethods]),
      ),
    )
    .orderBy(asc(gateways.id))
  const gatewayIds = planMethods.flatMap((method) => {
    const ofType = found.filter((gateway) => gateway.type === method)
    const own = ofType.find((gateway) => gateway.id === subscription.gatewayId)
    const chosen = own ?? ofType[0]
    return chosen ? [chosen.id] : []
  })
  const setup = await storeInstallmentSetup(db, subscription.appId)
  return linkMethods(
    db,
    { appId: subscription.appId, gatewayIds, maxInstallments: 1 },
    amountCents,
    setup,
  )
}

/** Why the provider refused the card last, in its words (never a person's note). */
async function declineReason(db: Database, payment: PaymentRow): Promise<string | null> {
  if (!['failed', 'retry-error'].includes(payment.status)) return null
  const [event] = await db
    .select({ note: paymentEvents.note, actorId: paymentEvents.actorId })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.appId, payment.appId),
        eq(paymentEvents.paymentId, payment.id),
        inArray(paymentEvents.event, ['decline', 'retry_failed']),
      ),
    )
    .orderBy(desc(paymentEvents.id))
    .limit(1)
  return event && event.actorId === null && event.note ? event.note : null
}

function publicPaymentOf(
  payment: PaymentRow,
  reason: string | null,
  site: PageSite,
): NonNullable<SignupPage['payment']> {
  const pending = payment.status === 'pending'
  return {
    status: payment.status as PaymentStatus,
    card: payment.card
      ? { brand: payment.card.brand as CardBrand, last_four: payment.card.last_four }
      : null,
    pix:
      pending && payment.pix
        ? { code: payment.pix.code, expires_at: payment.pix.expires_at }
        : null,
    billet:
      pending && payment.billet && payment.publicToken
        ? {
            linha_digitavel: payment.billet.linha_digitavel,
            due_date: payment.billet.due_date,
            url: billetUrl(site.publicUrl, payment.publicToken),
          }
        : null,
    decline_reason: reason,
    receipt_token: payment.publicToken,
  }
}

/** The page of a cycle that has invoices (`cycleInvoices` answered one). */
export async function toSignupPage(
  db: Database,
  subscription: SubscriptionRow,
  found: CycleInvoices,
  site: PageSite,
): Promise<SignupPage> {
  const { invoice, state } = found
  const payment = found.payment
  const plan = await planOf(db, subscription)
  const products = await db
    .select({ name: recurrenceProducts.name, quantity: recurrencePlanProducts.quantity })
    .from(recurrencePlanProducts)
    .innerJoin(recurrenceProducts, eq(recurrenceProducts.id, recurrencePlanProducts.productId))
    .where(
      and(
        eq(recurrencePlanProducts.appId, subscription.appId),
        eq(recurrencePlanProducts.planId, subscription.planId),
      ),
    )
    .orderBy(asc(recurrencePlanProducts.position))
  const [customer] = await db
    .select({ name: customers.name, email: customers.email })
    .from(customers)
    .where(and(eq(customers.appId, subscription.appId), eq(customers.id, subscription.customerId)))
  return {
    subscription_id: subscription.publicId,
    cycle: invoice.cycle,
    state,
    store: await publicStore(db, subscription.appId, site.host),
    plan: {
      name: plan?.name ?? '',
      description: plan?.description ?? '',
      price_cents: plan?.priceCents ?? 0,
      interval: plan?.interval ?? 'monthly',
      interval_days: plan?.intervalDays ?? null,
      trial_days: plan?.trialDays ?? 0,
      cycles: plan?.cycles ?? null,
      setup_fee_cents: plan?.setupFeeCents ?? 0,
      products,
    },
    subscription_status: subscription.status,
    invoice: {
      status: invoice.status,
      amount_cents: invoice.amountCents,
      lines: invoice.lines as InvoiceLine[],
      due_at: invoice.dueAt.toISOString(),
      paid_at: invoice.paidAt?.toISOString() ?? null,
    },
    payer: {
      name: customer?.name ?? '',
      email: customer?.email ?? null,
      // Never the CPF/CNPJ: whoever holds the link opens this page; the payer types it.
      document: null,
    },
    methods:
      state === 'payable'
        ? await signupMethods(db, subscription, plan?.methods ?? [], invoice.amountCents)
        : [],
    receipt_token: state === 'paid' || state === 'pending' ? (payment?.publicToken ?? null) : null,
    payment: payment ? publicPaymentOf(payment, await declineReason(db, payment), site) : null,
  }
}
