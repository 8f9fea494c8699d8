import type { Database } from '../../db/client.ts'
import { defineJob } from '../../jobs/define.ts'
import { postQueuedSplits, type SweepResult } from './post.ts'
import { splitJobQueue } from './queue.ts'
import { releaseDueParts, type Released } from './release.ts'
import { splitQueue } from './schema.ts'

/** `split.post-payments`: one store's queued payments, split and posted (post.ts). */
export const splitPaymentsJob = defineJob({
  ...splitJobQueue,
  async handler({ app_id }, { deps }) {
    const result = await postQueuedSplits(deps.db, app_id, deps.clock.now())
    deps.logger.info('split.posted', { app_id, ...result })
  },
})

/**
 * The hourly housekeeping's part: the payments a failed job left queued, for every store, and
 * the sellers' parts that are due.
 */
export async function splitHousekeeping(
  db: Database,
  now: Date,
): Promise<{ swept: SweepResult; released: Released }> {
  const swept: SweepResult = { posted: 0, refused: 0, unruled: 0 }
  const stores = await db.selectDistinct({ appId: splitQueue.appId }).from(splitQueue)
  for (const { appId } of stores) {
    const result = await postQueuedSplits(db, appId, now)
    swept.posted += result.posted
    swept.refused += result.refused
    swept.unruled += result.unruled
  }
  return { swept, released: await releaseDueParts(db, now) }
}
