import { defineJob } from '../../jobs/define.ts'
import { billingJobQueue } from './queue.ts'
import { runBilling } from './run.ts'

/** `recurrence.bill`: one run of the engine (run.ts), every minute and when woken. */
export const billingJob = defineJob({
  ...billingJobQueue,
  async handler(_payload, { deps }) {
    const result = await runBilling(deps)
    if (Object.values(result).some((count) => count > 0)) {
      deps.logger.info('recurrence.billed', { ...result })
    }
  },
})

/** Every minute (São Paulo time, as every schedule); `wakeBilling` runs it sooner. */
export const BILLING_CRON = '* * * * *'
