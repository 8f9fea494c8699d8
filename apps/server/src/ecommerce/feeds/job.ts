import { and, eq, lte, notInArray } from 'drizzle-orm'
import * as v from 'valibot'
import { HOUR, MINUTE } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { defineJob, exponentialBackoff } from '../../jobs/define.ts'
import { generateFeed } from './generation.ts'
import { ecommerceFeeds } from './schema.ts'

/**
 * `ecommerce.feed-generate`: one feed's generation. Safe to repeat (the file is replaced whole),
 * so a run cut short simply runs again; failures retry a few times within the hour.
 */
export const feedGenerationJob = defineJob({
  name: 'ecommerce.feed-generate',
  payload: v.object({ feed_id: v.number() }),
  retry: exponentialBackoff({ attempts: 4, firstMs: MINUTE, maxMs: 30 * MINUTE }),
  concurrency: 2,
  timeoutMs: 30 * MINUTE,
  async handler({ feed_id }, { deps, signal }) {
    await generateFeed(deps, feed_id, signal)
  },
})

/**
 * Queues a feed's generation in the caller's transaction: the feed shows `queued` and its next
 * scheduled run moves a whole period on (a click on "Gerar agora" restarts the count).
 */
export async function queueFeed(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Database,
  feed: { id: number; scheduleHours: number },
  now: Date,
): Promise<void> {
  await tx
    .update(ecommerceFeeds)
    .set({ status: 'queued', nextRunAt: new Date(now.getTime() + feed.scheduleHours * HOUR) })
    .where(eq(ecommerceFeeds.id, feed.id))
  await deps.jobs.enqueue(
    feedGenerationJob,
    { feed_id: feed.id },
    { tx, singletonKey: `feed-${feed.id}` },
  )
}

/** Queues every feed whose time has come (not those already waiting or running). */
export async function queueDueFeeds(deps: AppDeps): Promise<number> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: ecommerceFeeds.id, scheduleHours: ecommerceFeeds.scheduleHours })
      .from(ecommerceFeeds)
      .where(
        and(
          lte(ecommerceFeeds.nextRunAt, now),
          notInArray(ecommerceFeeds.status, ['queued', 'running']),
        ),
      )
      .orderBy(ecommerceFeeds.nextRunAt)
      .limit(500)
      .for('update', { skipLocked: true })
    for (const feed of due) await queueFeed(deps, tx as unknown as Database, feed, now)
    return due.length
  })
}

/** `ecommerce.feeds-due`: every five minutes, the feeds whose schedule says so. */
export const feedsDueJob = defineJob({
  name: 'ecommerce.feeds-due',
  payload: v.object({}),
  async handler(_payload, { deps }) {
    const queued = await queueDueFeeds(deps)
    if (queued > 0) deps.logger.info('ecommerce.feeds_queued', { feeds: queued })
  },
})

export const FEEDS_DUE_CRON = '*/5 * * * *'
