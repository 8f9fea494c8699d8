import type { SubscriberView } from '@vitrine/api'
import { and, asc, eq } from 'drizzle-orm'
import { publicStore } from '../../checkout/read.ts'
import { customers } from '../../customers/schema.ts'
import type { Database } from '../../db/client.ts'
import { recurrencePlanProducts, recurrencePlans, recurrenceProducts } from '../schema.ts'
import type { SubscriptionRow } from '../shared/rows.ts'
import { invoicesOf } from '../subscriptions/read.ts'

/*
 * What the subscriber sees at their subscription's address, built field by field from the
 * contract's SubscriberViewSchema: their plan, status, card (brand and last four), dates and
 * invoices with each payment's status and artefacts. No internal ids (the subscription's
 * public id is the address itself), no fees, no notes of the timeline, no names of the store's
 * people; the store as the checkout shows it (its brand by the host the page was opened on).
 */
export async function subscriberView(
  db: Database,
  publicUrl: string,
  host: string,
  row: SubscriptionRow,
): Promise<SubscriberView> {
  const [plan] = await db
    .select()
    .from(recurrencePlans)
    .where(and(eq(recurrencePlans.appId, row.appId), eq(recurrencePlans.id, row.planId)))
  const products = await db
    .select({ name: recurrenceProducts.name, quantity: recurrencePlanProducts.quantity })
    .from(recurrencePlanProducts)
    .innerJoin(recurrenceProducts, eq(recurrenceProducts.id, recurrencePlanProducts.productId))
    .where(
      and(
        eq(recurrencePlanProducts.appId, row.appId),
        eq(recurrencePlanProducts.planId, row.planId),
      ),
    )
    .orderBy(asc(recurrencePlanProducts.position))
  const [customer] = await db
    .select({ name: customers.name, email: customers.email })
    .from(customers)
    .where(and(eq(customers.appId, row.appId), eq(customers.id, row.customerId)))
  const invoices = await invoicesOf(db, publicUrl, row)
  return {
    id: row.publicId,
    store: await publicStore(db, row.appId, host),
    plan: {
      name: plan!.name,
      description: plan!.description,
      price_cents: plan!.priceCents,
      interval: plan!.interval,
      interval_days: plan!.intervalDays,
      trial_days: plan!.trialDays,
      cycles: plan!.cycles,
      setup_fee_cents: plan!.setupFeeCents,
      products,
    },
    status: row.status,
    method: row.method,
    card:
      row.cardBrand && row.cardLastFour
        ? { brand: row.cardBrand, last_four: row.cardLastFour }
        : null,
    current_cycle: row.currentCycle,
    next_charge_at: row.nextChargeAt?.toISOString() ?? null,
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    subscriber: { name: customer?.name ?? '', email: customer?.email ?? null },
    invoices: invoices.map((invoice) => ({
      cycle: invoice.cycle,
      status: invoice.status,
      amount_cents: invoice.amount_cents,
      lines: invoice.lines,
      due_at: invoice.due_at,
      paid_at: invoice.paid_at,
      payment: invoice.payment && {
        status: invoice.payment.status,
        card: invoice.payment.card,
        pix: invoice.payment.pix,
        billet: invoice.payment.billet,
        decline_reason: invoice.payment.decline_reason,
        receipt_token: invoice.payment.receipt_token,
      },
      // The cycle's sign-up page takes a payment while the invoice is open and unpaid.
      payable: invoice.status === 'active' && invoice.paid_at === null,
    })),
  }
}
