import {
  ApiError,
  illegalSubscriptionMoveText,
  nextSubscriptionStatus,
  type SubscriptionEvent,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { statusText } from '../../http/errors.ts'
import { subscriptions } from '../schema.ts'
import { publishSubscriptionEvent } from './events.ts'
import type { SubscriptionRow } from './rows.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>

/**
 * Moves a subscription along the contract's SUBSCRIPTION_TRANSITIONS, with the row locked by
 * the caller (lockSubscriptionRow or `findSubscription(…, { lock: true })`) inside `tx`: writes
 * the new status and `set`, and publishes `subscription.canceled` (to canceled) or
 * `subscription.updated`. A move the table does not allow is a 409 with the contract's words
 * and changes nothing.
 */
export async function moveSubscription(
  deps: Deps,
  tx: Database,
  row: SubscriptionRow,
  event: SubscriptionEvent,
  set: Partial<typeof subscriptions.$inferInsert> = {},
  lang: Lang = 'pt-BR',
): Promise<SubscriptionRow> {
  const to = nextSubscriptionStatus(row.status, event)
  if (to === null) {
    throw new ApiError({
      statusCode: 409,
      statusMessage: statusText(409),
      message: illegalSubscriptionMoveText(lang, row.status, event),
    })
  }
  const now = deps.clock.now()
  const [moved] = await tx
    .update(subscriptions)
    .set({ ...set, status: to, updatedAt: now })
    .where(eq(subscriptions.id, row.id))
    .returning()
  await publishSubscriptionEvent(
    deps,
    tx,
    to === 'canceled' ? 'canceled' : 'updated',
    moved!,
    row.status,
  )
  return moved!
}

/** Writes fields that are not a status move (plan, dates, flags) and says so to webhooks. */
export async function updateSubscription(
  deps: Deps,
  tx: Database,
  row: SubscriptionRow,
  set: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow> {
  const [updated] = await tx
    .update(subscriptions)
    .set({ ...set, updatedAt: deps.clock.now() })
    .where(eq(subscriptions.id, row.id))
    .returning()
  await publishSubscriptionEvent(deps, tx, 'updated', updated!)
  return updated!
}
