import {
  ApiError,
  FEED_ERRORS_KEPT,
  FEED_PREVIEW_ITEMS,
  type FeedItemError,
  type FeedPreview,
  type FeedValues,
} from '@vitrine/api'
import { and, asc, eq, gt, type SQL } from 'drizzle-orm'
import { apps } from '../../access/schema.ts'
import { clusterRulesFor, productConditionsWhere } from '../../catalogue/matching.ts'
import { catalogueCategories, catalogueProducts } from '../../catalogue/schema.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { writeEcommerceLog } from '../logs/write.ts'
import { feedWriter, type FeedWriter } from './formats.ts'
import { feedItemOf, type FeedProduct, type ItemContext } from './items.ts'
import { ecommerceFeeds } from './schema.ts'
import { feedFileName, openFeedSink } from './storage.ts'

/*
 * A feed's generation: the products its conditions pick, read in pages by a keyset on the id
 * (`id > last` in the primary key's order, never an offset), each page written to the file as
 * soon as it is read, so memory holds one page whatever the catalogue's size. The feed's row
 * records the run: started, finished, bytes, items, and the products left out with the reason.
 */

/** Products read (and written) at a time. */
export const FEED_PAGE = 1_000

const p = catalogueProducts
const feedColumns = {
  id: p.id,
  name: p.name,
  slug: p.slug,
  sku: p.sku,
  description: p.description,
  brand: p.brand,
  tags: p.tags,
  categoryIds: p.categoryIds,
  priceCents: p.priceCents,
  salesPriceCents: p.salesPriceCents,
  stockQuantity: p.stockQuantity,
  images: p.images,
}

type FeedRow = typeof ecommerceFeeds.$inferSelect

/** The file name of a feed's generated file (its format's extension). */
export function feedFileOf(feed: Pick<FeedRow, 'token' | 'format'>): string {
  return feedFileName(feed.token, feed.format === 'meta' ? 'csv' : 'xml')
}

async function itemContext(
  db: Database,
  appId: number,
  feed: Pick<FeedValues, 'mapping' | 'site_url'>,
  filesOrigin: string,
): Promise<ItemContext> {
  const categories = await db
    .select({ id: catalogueCategories.id, name: catalogueCategories.name })
    .from(catalogueCategories)
    .where(eq(catalogueCategories.appId, appId))
  return {
    mapping: feed.mapping,
    siteUrl: feed.site_url,
    filesOrigin,
    categoryNames: new Map(categories.map((category) => [category.id, category.name])),
  }
}

async function writerOf(db: Database, appId: number, feed: FeedValues): Promise<FeedWriter> {
  const [app] = await db.select({ name: apps.name }).from(apps).where(eq(apps.id, appId))
  const store = app?.name ?? ''
  return feedWriter(
    feed.format,
    { title: `${store} — ${feed.name}`, link: feed.site_url, description: `Produtos de ${store}` },
    feed.template,
  )
}

/** One page of the feed's products after the id `after`, in id order. */
function productPage(
  db: Database,
  matching: SQL,
  after: number,
  limit: number,
): Promise<FeedProduct[]> {
  return db
    .select(feedColumns)
    .from(p)
    .where(and(matching, gt(p.id, after)))
    .orderBy(asc(p.id))
    .limit(limit)
}

export interface GenerationResult {
  sizeBytes: number
  itemsCount: number
  errorsCount: number
  errors: FeedItemError[]
  /** Products read per page, in order (tests check the keyset's pages). */
  pages: number[]
}

/**
 * Writes the feed to its file (published only once whole). Throws an ApiError when its
 * conditions no longer hold (a value of the wrong kind), anything else on a failure to retry.
 */
export async function writeFeedFile(
  deps: Pick<AppDeps, 'db' | 'config'>,
  feed: FeedRow,
  { pageSize = FEED_PAGE, signal }: { pageSize?: number; signal?: AbortSignal } = {},
): Promise<GenerationResult> {
  const { db, config } = deps
  const values = valuesOf(feed)
  const matching = productConditionsWhere(
    feed.appId,
    feed.conditions,
    'pt-BR',
    await clusterRulesFor(db, feed.appId, feed.conditions),
  )
  const context = await itemContext(db, feed.appId, values, config.publicUrl)
  const writer = await writerOf(db, feed.appId, values)
  const sink = await openFeedSink(config, feedFileOf(feed))
  const result: GenerationResult = {
    sizeBytes: 0,
    itemsCount: 0,
    errorsCount: 0,
    errors: [],
    pages: [],
  }
  try {
    await sink.write(writer.header())
    let after = 0
    for (;;) {
      signal?.throwIfAborted()
      const page = await productPage(db, matching, after, pageSize)
      result.pages.push(page.length)
      let text = ''
      for (const product of page) {
        const item = feedItemOf(product, context)
        if ('error' in item) {
          result.errorsCount += 1
          if (result.errors.length < FEED_ERRORS_KEPT) result.errors.push(item.error)
        } else {
          result.itemsCount += 1
          text += writer.item(item.values)
        }
      }
      if (text) await sink.write(text)
      if (page.length < pageSize) break
      after = page.at(-1)!.id
    }
    await sink.write(writer.footer())
    await sink.finish()
  } catch (error) {
    await sink.abort()
    throw error
  }
  result.sizeBytes = sink.bytes
  return result
}

export function valuesOf(feed: FeedRow): FeedValues {
  return {
    name: feed.name,
    format: feed.format,
    site_url: feed.siteUrl,
    conditions: feed.conditions,
    mapping: feed.mapping,
    template: feed.template,
    schedule_hours: feed.scheduleHours as FeedValues['schedule_hours'],
  }
}

/**
 * The job's work: runs the generation and records it on the feed's row (a feed deleted
 * meanwhile is nothing to do). A failure is recorded and, unless it is the feed's own
 * conditions, thrown for the job's retries.
 */
export async function generateFeed(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>,
  feedId: number,
  signal?: AbortSignal,
): Promise<void> {
  const { db, clock } = deps
  const [feed] = await db
    .update(ecommerceFeeds)
    .set({ status: 'running', startedAt: clock.now() })
    .where(eq(ecommerceFeeds.id, feedId))
    .returning()
  if (!feed) return
  try {
    const result = await writeFeedFile(deps, feed, { signal })
    const finishedAt = clock.now()
    await db.transaction(async (tx) => {
      await tx
        .update(ecommerceFeeds)
        .set({
          status: 'ready',
          finishedAt,
          sizeBytes: result.sizeBytes,
          itemsCount: result.itemsCount,
          errorsCount: result.errorsCount,
          errors: result.errors,
          failure: null,
        })
        .where(eq(ecommerceFeeds.id, feedId))
      await writeEcommerceLog(tx, {
        appId: feed.appId,
        kind: 'feed_generated',
        subject: feed.name,
        detail: {
          feed_id: feed.id,
          items: result.itemsCount,
          errors: result.errorsCount,
          bytes: result.sizeBytes,
          duration_ms: finishedAt.getTime() - feed.startedAt!.getTime(),
        },
        at: finishedAt,
      })
    })
    deps.logger.info('ecommerce.feed_generated', {
      feed_id: feed.id,
      app_id: feed.appId,
      items: result.itemsCount,
      errors: result.errorsCount,
      bytes: result.sizeBytes,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    const failure =
      error instanceof ApiError
        ? `As condições do filtro não valem mais: ${error.message}`
        : 'A geração falhou; uma nova tentativa será feita.'
    const at = clock.now()
    await db.transaction(async (tx) => {
      await tx
        .update(ecommerceFeeds)
        .set({ status: 'failed', finishedAt: at, failure })
        .where(eq(ecommerceFeeds.id, feedId))
      await writeEcommerceLog(tx, {
        appId: feed.appId,
        kind: 'feed_failed',
        subject: feed.name,
        detail: { feed_id: feed.id, reason: failure },
        at,
      })
    })
    deps.logger.warn('ecommerce.feed_failed', {
      feed_id: feed.id,
      app_id: feed.appId,
      error: error instanceof Error ? error.message : String(error),
    })
    if (!(error instanceof ApiError)) throw error
  }
}

/**
 * The form's values written for their first products (nothing saved, nothing stored): the
 * header and up to FEED_PREVIEW_ITEMS items, and the products among those read that a
 * generation would leave out.
 */
export async function previewFeed(
  deps: Pick<AppDeps, 'db' | 'config'>,
  appId: number,
  values: FeedValues,
  lang: 'pt-BR' | 'en',
): Promise<FeedPreview> {
  const { db, config } = deps
  const matching = productConditionsWhere(
    appId,
    values.conditions,
    lang,
    await clusterRulesFor(db, appId, values.conditions),
  )
  const context = await itemContext(db, appId, values, config.publicUrl)
  const writer = await writerOf(db, appId, values)
  const page = await productPage(db, matching, 0, FEED_PREVIEW_ITEMS * 4)
  let text = writer.header()
  let items = 0
  const errors: FeedItemError[] = []
  for (const product of page) {
    if (items === FEED_PREVIEW_ITEMS) break
    const item = feedItemOf(product, context)
    if ('error' in item) errors.push(item.error)
    else {
      items += 1
      text += writer.item(item.values)
    }
  }
  return { text, items_count: items, errors }
}
