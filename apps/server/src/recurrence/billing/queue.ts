import * as v from 'valibot'
import { MINUTE } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import type { QueuedJob } from '../../jobs/queue.ts'
import { exponentialBackoff } from '../../jobs/retry.ts'

/*
 * The billing job as enqueueing sees it (job.ts defines the same with its handler, which needs
 * the whole engine): kept apart so that whoever wakes the engine does not import it.
 */

export const BILLING_JOB_NAME = 'recurrence.bill'

export const billingJobQueue = {
  name: BILLING_JOB_NAME,
  payload: v.object({}),
  // A run is safe to repeat (every step is claimed in the database); the cron runs it anyway.
  retry: exponentialBackoff({ attempts: 3, firstMs: MINUTE }),
  timeoutMs: 15 * MINUTE,
} satisfies QueuedJob<v.GenericSchema>

/** One run waiting at most: it sees every piece of work due when it starts. */
const BILLING_SINGLETON = 'recurrence.bill'

/**
 * Wakes the engine now: enqueues a run unless one is already waiting. Pass the transaction of
 * the change that made work due, so the run exists only if it commits.
 */
export async function wakeBilling(deps: Pick<AppDeps, 'jobs'>, tx?: Database): Promise<void> {
  await deps.jobs.enqueue(
    billingJobQueue,
    {},
    { ...(tx ? { tx } : {}), singletonKey: BILLING_SINGLETON },
  )
}

/** What the subscriber is told, one e-mail per step (mail.ts). */
export const BILLING_MAILS = [
  /** A pix code or boleto was issued: how to pay it. */
  'issued',
  /** A charge failed, or a pix/boleto expired unpaid: the page to pay or update the card. */
  'failed',
  /** A retry was paid. */
  'recovered',
  /** Dunning ran out: the subscription was canceled. */
  'canceled',
  /** Dunning ran out: the subscription was paused. */
  'paused',
] as const
export type BillingMail = (typeof BILLING_MAILS)[number]

export const billingMailQueue = {
  name: 'recurrence.mail',
  payload: v.object({ invoice_id: v.number(), kind: v.picklist(BILLING_MAILS) }),
  retry: exponentialBackoff({ attempts: 5, firstMs: MINUTE }),
  timeoutMs: 5 * MINUTE,
} satisfies QueuedJob<v.GenericSchema>
