import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db/client.ts'
import type { Jobs, QueuedJob } from '../../jobs/queue.ts'
import { exponentialBackoff } from '../../jobs/retry.ts'
import { MINUTE } from '../../clock.ts'
import { splitRuleVersions } from '../schema.ts'
import { splitQueue } from './schema.ts'

/*
 * How a payment whose money came in reaches the split job: the money move (payments/apply.ts)
 * adds it to `split_queue` in its own transaction when its gateway has a rule made by then, and
 * queues the store's job. The job itself is defined in job.ts (its handler needs the whole
 * server); what the move needs of it is here, so payments does not depend on the split's code.
 */

export const SPLIT_JOB_NAME = 'split.post-payments'

/** The job as enqueueing sees it (job.ts defines the same with its handler). */
export const splitJobQueue = {
  name: SPLIT_JOB_NAME,
  payload: v.object({ app_id: v.number() }),
  // The sweep is safe to repeat, and the hourly housekeeping sweeps whatever a failed job left.
  retry: exponentialBackoff({ attempts: 5, firstMs: MINUTE }),
  timeoutMs: 15 * MINUTE,
} satisfies QueuedJob<v.GenericSchema>

/** One job per store waiting at most: it sweeps every payment the store has queued. */
export const splitJobKey = (appId: number) => `split:${appId}`

/**
 * Queues the payment for its split when its gateway has a rule version made at or before
 * `receivedAt`, and the store's job with it; one statement when the gateway has no rule.
 */
export async function queueForSplit(
  tx: Database,
  jobs: Jobs,
  appId: number,
  paymentId: number,
  gatewayId: number | null,
  receivedAt: Date,
): Promise<void> {
  if (gatewayId === null) return
  const result = await tx.execute(sql`
    insert into ${splitQueue} (app_id, payment_id, received_at)
    select ${appId}, ${paymentId}, ${receivedAt.toISOString()}::timestamptz
    where exists (
      select 1 from ${splitRuleVersions}
      where app_id = ${appId} and gateway_id = ${gatewayId}
        and created_at <= ${receivedAt.toISOString()}::timestamptz
    )
    on conflict do nothing
    returning payment_id`)
  const queued = (result as unknown as { rows: unknown[] }).rows.length > 0
  if (queued) {
    await jobs.enqueue(splitJobQueue, { app_id: appId }, { tx, singletonKey: splitJobKey(appId) })
  }
}
