import { ApiError, type Feed, type FeedValues } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { randomBytes } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { AppAccess } from '../../access/require-access.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { statusText } from '../../http/errors.ts'
import { productConditionsWhere } from '../../catalogue/matching.ts'
import { feedFileOf } from './generation.ts'
import { queueFeed } from './job.ts'
import { ecommerceFeeds } from './schema.ts'
import { removeStoredFeed } from './storage.ts'

/* A store's feeds: read, create, change, remove, generate now. */

type FeedRow = typeof ecommerceFeeds.$inferSelect

/** Where a feed is served: the server's public address and the token (unguessable). */
export function feedPublicUrl(publicUrl: string, feed: Pick<FeedRow, 'token' | 'format'>): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/ecommerce/public/feeds/${feedFileOf(feed)}`
}

export function toFeed(row: FeedRow, publicUrl: string): Feed {
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    site_url: row.siteUrl,
    conditions: row.conditions,
    mapping: row.mapping,
    template: row.template,
    schedule_hours: row.scheduleHours,
    status: row.status,
    public_url: feedPublicUrl(publicUrl, row),
    last_generation: {
      started_at: row.startedAt?.toISOString() ?? null,
      finished_at: row.finishedAt?.toISOString() ?? null,
      size_bytes: row.sizeBytes,
      items_count: row.itemsCount,
      errors_count: row.errorsCount,
      failure: row.failure,
    },
    next_run_at: row.nextRunAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export function feedNotFound(lang: Lang): ApiError {
  return new ApiError({
    statusCode: 404,
    statusMessage: statusText(404),
    message: lang === 'en' ? 'Feed not found.' : 'Feed não encontrado.',
  })
}

export async function listFeeds(db: Database, appId: number) {
  return db
    .select()
    .from(ecommerceFeeds)
    .where(eq(ecommerceFeeds.appId, appId))
    .orderBy(desc(ecommerceFeeds.id))
}

export async function feedRow(
  db: Database,
  appId: number,
  feedId: number,
  lang: Lang,
): Promise<FeedRow> {
  const [row] = await db
    .select()
    .from(ecommerceFeeds)
    .where(and(eq(ecommerceFeeds.appId, appId), eq(ecommerceFeeds.id, feedId)))
  if (!row) throw feedNotFound(lang)
  return row
}

/** The conditions' values must be their attributes' kinds (the same 400 the preview answers). */
function checkConditions(appId: number, values: FeedValues, lang: Lang) {
  productConditionsWhere(appId, values.conditions, lang)
}

/** Conditions are kept without their form ids (temporary `temp-` ids mean nothing saved). */
function columnsOf(values: FeedValues) {
  return {
    name: values.name,
    format: values.format,
    siteUrl: values.site_url,
    conditions: values.conditions.map(({ id: _id, ...condition }) => condition),
    mapping: values.mapping,
    template: values.template,
    scheduleHours: values.schedule_hours,
  }
}

/** Creates the feed and queues its first generation at once. */
export async function createFeed(
  deps: AppDeps,
  access: AppAccess,
  values: FeedValues,
  lang: Lang,
): Promise<FeedRow> {
  const appId = access.app.id
  checkConditions(appId, values, lang)
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ecommerceFeeds)
      .values({
        appId,
        ...columnsOf(values),
        token: randomBytes(24).toString('base64url'),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    await queueFeed(deps, tx, row!, now)
    return { ...row!, status: 'queued' as const }
  })
}

/** Changes the feed and queues a generation, so the file follows the new settings. */
export async function updateFeed(
  deps: AppDeps,
  access: AppAccess,
  feedId: number,
  values: FeedValues,
  lang: Lang,
): Promise<FeedRow> {
  const appId = access.app.id
  const before = await feedRow(deps.db, appId, feedId, lang)
  checkConditions(appId, values, lang)
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    await tx
      .update(ecommerceFeeds)
      .set({ ...columnsOf(values), updatedAt: now })
      .where(eq(ecommerceFeeds.id, feedId))
    await queueFeed(deps, tx, { id: feedId, scheduleHours: values.schedule_hours }, now)
  })
  // A format of another extension leaves the old file behind: remove it.
  if (feedFileOf(before) !== feedFileOf({ ...before, format: values.format })) {
    await removeStoredFeed(deps.config, [feedFileOf(before)])
  }
  return feedRow(deps.db, appId, feedId, lang)
}

export async function generateFeedNow(
  deps: AppDeps,
  appId: number,
  feedId: number,
  lang: Lang,
): Promise<FeedRow> {
  const row = await feedRow(deps.db, appId, feedId, lang)
  await deps.db.transaction((tx) => queueFeed(deps, tx, row, deps.clock.now()))
  return feedRow(deps.db, appId, feedId, lang)
}

export async function removeFeed(
  deps: AppDeps,
  appId: number,
  feedId: number,
  lang: Lang,
): Promise<void> {
  const row = await feedRow(deps.db, appId, feedId, lang)
  await deps.db.delete(ecommerceFeeds).where(eq(ecommerceFeeds.id, feedId))
  await removeStoredFeed(deps.config, [feedFileOf(row)])
}

/** The feed a public file name opens: `<token>.<xml|csv>`, or undefined. */
export async function feedOfFile(db: Database, file: string): Promise<FeedRow | undefined> {
  const match = /^([A-Za-z0-9_-]{32})\.(xml|csv)$/.exec(file)
  if (!match) return undefined
  const [row] = await db.select().from(ecommerceFeeds).where(eq(ecommerceFeeds.token, match[1]!))
  if (!row || feedFileOf(row) !== file) return undefined
  return row
}
