import * as v from 'valibot'
import { defineJob } from '../jobs/define.ts'
import { sweepSubscriptionsForGa4 } from './ga4/events.ts'
import { markTodaysSnapshots, rebuildApp, refreshAllDirty } from './rollup.ts'

/** Every minute: the rollups catch up with the marked days; GA4 hears of new subscriptions. */
export const ANALYTICS_REFRESH_CRON = '* * * * *'

export const refreshRollupsJob = defineJob({
  name: 'analytics.refresh-rollups',
  payload: v.object({}),
  async handler(_payload, { deps }) {
    const now = deps.clock.now()
    await markTodaysSnapshots(deps.db, now)
    await refreshAllDirty(deps.db, now)
    await sweepSubscriptionsForGa4(deps)
  },
})

/** A store's rollups from nothing (POST …/overview/rebuild, or after a bulk import). */
export const rebuildRollupsJob = defineJob({
  name: 'analytics.rebuild-rollups',
  payload: v.object({ app_id: v.number() }),
  async handler({ app_id }, { deps }) {
    await rebuildApp(deps.db, app_id, deps.clock.now())
  },
})
