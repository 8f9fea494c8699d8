import { and, eq, inArray, sql } from 'drizzle-orm'
import { DAY } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { paymentEvents } from '../../payments/schema.ts'
import { subscriptionInvoices } from '../schema.ts'
import type { InvoiceRow } from '../shared/rows.ts'

/*
 * The dunning schedule (the store's `retry_days`, e.g. 1, 3 and 7): the engine tries again on
 * each of those days counted from the cycle's first failure, and dunning has run out once the
 * last of them has passed. The schedule is time, not a count of failures: a subscriber trying
 * several cards on the sign-up page within minutes fails as often as they like without using
 * up the days the store gave them; a failure recorded after the last day ends dunning at once.
 *
 * The first failure is: for a card, the first decline of the invoice's payment, or the due time
 * when the first failed attempt had no card to charge; for pix and boleto, when the cycle's first
 * invoice expired unpaid.
 */

/** When the next attempt comes (the first schedule day after `now`), or null when none is left. */
export function retryAt(
  retryDays: readonly number[],
  firstFailureAt: Date,
  now: Date,
): Date | null {
  for (const day of retryDays) {
    const at = firstFailureAt.getTime() + day * DAY
    if (at > now.getTime()) return new Date(at)
  }
  return null
}

const PAYMENT_FAILURES = ['decline', 'cancel', 'void', 'retry_failed']

/** The cycle's first failure, as the schedule counts from it (read inside the failure's tx). */
export async function firstFailureAt(tx: Database, invoice: InvoiceRow): Promise<Date> {
  if (invoice.method !== 'creditcard') {
    const [row] = await tx
      .select({ at: sql<string | null>`min(${subscriptionInvoices.expiredAt})` })
      .from(subscriptionInvoices)
      .where(
        and(
          eq(subscriptionInvoices.subscriptionId, invoice.subscriptionId),
          eq(subscriptionInvoices.cycle, invoice.cycle),
          eq(subscriptionInvoices.status, 'expired'),
        ),
      )
    return row?.at ? new Date(row.at) : invoice.dueAt
  }
  if (invoice.paymentId === null) return invoice.dueAt
  const [row] = await tx
    .select({
      at: sql<string | null>`min(${paymentEvents.createdAt})`,
      count: sql<number>`count(*)::int`,
    })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.paymentId, invoice.paymentId),
        inArray(paymentEvents.event, PAYMENT_FAILURES),
      ),
    )
  // Attempts without a payment (no card on file) came first, at the due time.
  if (!row?.at || row.count < invoice.attempts) return invoice.dueAt
  return new Date(row.at)
}
