import { ga4EventJob } from '../analytics/ga4/events.ts'
import { ANALYTICS_REFRESH_CRON, rebuildRollupsJob, refreshRollupsJob } from '../analytics/jobs.ts'
import { expirePaymentJob } from '../checkout/expire.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { FEEDS_DUE_CRON, feedGenerationJob, feedsDueJob } from '../ecommerce/feeds/job.ts'
import { orderMailJob } from '../ecommerce/mails/order-mails.ts'
import { MAIL_RECOVER_CRON, mailRecoverJob } from '../ecommerce/mails/recover.ts'
import type { AppDeps } from '../http/context.ts'
import { PAYMENTS_RECOVERY_CRON, paymentsRecoveryJob } from '../payments/recover.ts'
import { splitPaymentsJob } from '../split/postings/job.ts'
import { BILLING_CRON, billingJob } from '../recurrence/billing/job.ts'
import { billingMailJob } from '../recurrence/billing/mail.ts'
import { settlePayoutJob } from '../wallet/settle.ts'
import { webhookDeliveryJob } from '../webhooks/deliver.ts'
import type { JobDefinition } from './define.ts'
import { HOUSEKEEPING_CRON, housekeepingJob } from './housekeeping.ts'
import {
  startJobRunner,
  type JobRunner,
  type JobRunnerOptions,
  type JobSchedule,
} from './runner.ts'

/** Every job of the server: the runner creates their queues and works them. */
export const SERVER_JOBS: readonly JobDefinition[] = [
  housekeepingJob,
  webhookDeliveryJob,
  paymentsRecoveryJob,
  expirePaymentJob,
  splitPaymentsJob,
  settlePayoutJob,
  billingJob,
  billingMailJob,
  feedGenerationJob,
  feedsDueJob,
  mailRecoverJob,
  orderMailJob,
  refreshRollupsJob,
  rebuildRollupsJob,
  ga4EventJob,
]

export const SERVER_SCHEDULES: readonly JobSchedule[] = [
  { job: housekeepingJob, cron: HOUSEKEEPING_CRON, payload: {} },
  { job: paymentsRecoveryJob, cron: PAYMENTS_RECOVERY_CRON, payload: {} },
  { job: billingJob, cron: BILLING_CRON, payload: {} },
  { job: feedsDueJob, cron: FEEDS_DUE_CRON, payload: {} },
  { job: mailRecoverJob, cron: MAIL_RECOVER_CRON, payload: {} },
  { job: refreshRollupsJob, cron: ANALYTICS_REFRESH_CRON, payload: {} },
]

export function startServerJobs(
  database: DatabaseHandle,
  deps: AppDeps,
  options: Partial<Pick<JobRunnerOptions, 'pollIntervalMs' | 'retryDelayScale'>> = {},
): Promise<JobRunner> {
  return startJobRunner({
    database,
    deps,
    jobs: SERVER_JOBS,
    schedules: SERVER_SCHEDULES,
    ...options,
  })
}
