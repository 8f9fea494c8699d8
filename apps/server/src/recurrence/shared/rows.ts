import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { subscriptionInvoices } from '../schema.ts'
import { recurrencePlans, subscriptions } from '../schema.ts'

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type InvoiceRow = typeof subscriptionInvoices.$inferSelect
export type PlanRow = typeof recurrencePlans.$inferSelect

/**
 * The subscription's plan, read within the subscription's store (the row names both). Always
 * there for a subscription (the foreign key), so callers that hold one may assert it.
 */
export async function planOf(
  db: Database,
  subscription: Pick<SubscriptionRow, 'appId' | 'planId'>,
): Promise<PlanRow | undefined> {
  const [plan] = await db
    .select()
    .from(recurrencePlans)
    .where(
      and(
        eq(recurrencePlans.appId, subscription.appId),
        eq(recurrencePlans.id, subscription.planId),
      ),
    )
  return plan
}

/** The subscription by its public id, within the store (null when it is not the store's). */
export async function findSubscription(
  db: Database,
  appId: number,
  publicId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.appId, appId), eq(subscriptions.publicId, publicId)))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/** The subscription by its public id alone (the subscriber's pages, which name no store). */
export async function findSubscriptionByPublicId(
  db: Database,
  publicId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.publicId, publicId))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/** Locks a subscription row already read (every change to a subscription holds this lock). */
export async function lockSubscriptionRow(db: Database, id: number): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update')
  return row!
}
