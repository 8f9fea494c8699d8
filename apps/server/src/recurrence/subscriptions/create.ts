import {
  RECURRENCE_METHOD_LABELS,
  type RecurrenceMethod,
  type SubscriptionInputSchema,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { AppAccess } from '../../access/require-access.ts'
import { createdFields } from '../../audit/diff.ts'
import { actorOf, writeAudit } from '../../audit/write.ts'
import { addMs, DAY, MINUTE } from '../../clock.ts'
import { customers } from '../../customers/schema.ts'
import type { Database } from '../../db/client.ts'
import { gateways } from '../../gateways/schema.ts'
import type { AppDeps } from '../../http/context.ts'
import { recurrencePlans, subscriptions } from '../schema.ts'
import { recurrenceError } from '../shared/errors.ts'
import { publishSubscriptionEvent } from '../shared/events.ts'
import { newSubscriptionPublicId } from '../shared/public-id.ts'
import { issueNextInvoice, wakeBilling } from './engine.ts'

export type SubscriptionValues = v.InferOutput<typeof SubscriptionInputSchema>
export type PlanRow = typeof recurrencePlans.$inferSelect

/**
 * A `start_at` this far in the past still means "now": the form's "today" and a client's clock
 * a little behind ours should not be refused.
 */
const START_TOLERANCE_MS = 5 * MINUTE

/**
 * A plan a subscription may start on or move to: the store's, not archived, switched on
 * (422 on `plan_id`, the contract's words).
 */
export async function usablePlan(
  db: Database,
  appId: number,
  planId: number,
  lang: Lang,
): Promise<PlanRow> {
  const [plan] = await db
    .select()
    .from(recurrencePlans)
    .where(and(eq(recurrencePlans.appId, appId), eq(recurrencePlans.id, planId)))
  if (!plan) throw recurrenceError(422, lang, 'planNotFound', {}, 'plan_id')
  if (plan.archivedAt) throw recurrenceError(422, lang, 'planArchived', {}, 'plan_id')
  if (!plan.active) throw recurrenceError(422, lang, 'planInactive', {}, 'plan_id')
  return plan
}

/** The store's active gateway of the method (the oldest when there are several), or null. */
async function gatewayFor(
  db: Database,
  appId: number,
  method: RecurrenceMethod,
): Promise<number | null> {
  const [row] = await db
    .select({ id: gateways.id })
    .from(gateways)
    .where(and(eq(gateways.appId, appId), eq(gateways.type, method), eq(gateways.active, true)))
    .orderBy(asc(gateways.id))
    .limit(1)
  return row?.id ?? null
}

/**
 * The merchant subscribes one of the store's customers to a plan. With trial days the
 * subscription is trialing and its first charge is the trial's end; without, it is active
 * from `start_at` (or now) and, starting now, its first invoice is issued in this same
 * transaction and the engine woken, so a pix or boleto goes out at once and a card invoice
 * waits for the subscriber's sign-up page (or the card on file). Answers the public id.
 */
export async function createSubscription(
  deps: AppDeps,
  access: AppAccess,
  values: SubscriptionValues,
  lang: Lang,
): Promise<string> {
  const { db, clock } = deps
  const appId = access.app.id
  const now = clock.now()

  const [customer] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.appId, appId), eq(customers.id, values.customer_id)))
  if (!customer) throw recurrenceError(422, lang, 'customerNotFound', {}, 'customer_id')
  const plan = await usablePlan(db, appId, values.plan_id, lang)
  if (!plan.methods.includes(values.method)) {
    throw recurrenceError(422, lang, 'methodNotAccepted', {}, 'method')
  }
  const gatewayId = await gatewayFor(db, appId, values.method)
  if (gatewayId === null) {
    const method = RECURRENCE_METHOD_LABELS[values.method][lang].toLowerCase()
    throw recurrenceError(422, lang, 'noGateway', { method }, 'method')
  }
  const asked = values.start_at ? new Date(values.start_at) : null
  if (asked && asked.getTime() < now.getTime() - START_TOLERANCE_MS) {
    throw recurrenceError(422, lang, 'startAtPast', {}, 'start_at')
  }
  const start = asked && asked > now ? asked : now
  const startsNow = start === now
  const trialEnd = plan.trialDays > 0 ? addMs(start, plan.trialDays * DAY) : null
  const firstCharge = trialEnd ?? start
  const publicId = newSubscriptionPublicId()

  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subscriptions)
      .values({
        publicId,
        appId,
        customerId: customer.id,
        planId: plan.id,
        status: trialEnd ? 'trialing' : 'active',
        method: values.method,
        gatewayId,
        anchorAt: firstCharge,
        anchorCycle: 1,
        currentCycle: 0,
        nextChargeAt: firstCharge,
        trialEndsAt: trialEnd,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    await publishSubscriptionEvent(deps, tx, 'created', row!)
    await tx
      .update(customers)
      .set({ subscriptionsCount: sql`${customers.subscriptionsCount} + 1` })
      .where(eq(customers.id, customer.id))
    await writeAudit(tx, appId, actorOf(access.caller), now, {
      area: 'recurrence',
      action: 'create',
      entity: 'subscription',
      entityId: publicId,
      label: `${customer.name} · ${plan.name}`,
      changes: createdFields({
        customer_id: customer.id,
        plan_id: plan.id,
        method: values.method,
        status: row!.status,
        next_charge_at: firstCharge.toISOString(),
        trial_ends_at: trialEnd?.toISOString() ?? null,
      }),
    })
    if (!trialEnd && startsNow) {
      await issueNextInvoice(deps, tx, row!, now)
      await wakeBilling(deps, tx)
    }
  })
  return publicId
}
