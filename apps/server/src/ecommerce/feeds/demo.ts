import {
  DEFAULT_FEED_MAPPING,
  DEFAULT_FEED_TEMPLATE,
  type FeedFormat,
  type ProductCondition,
} from '@vitrine/api'
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { catalogueCategories } from '../../catalogue/schema.ts'
import type { Database } from '../../db/client.ts'
import { ecommerceFeeds } from './schema.ts'

/*
 * The demo store's product feeds (run after the catalogue's demo): a Google Merchant Center
 * feed of every visible product, and a Meta catalogue of the clothes in stock (a filter on a
 * demo category). They are seeded due (`next_run_at` now) and never generated: the server
 * queues the feeds due when it starts (server.ts), so a first `npm start` shows them ready
 * within seconds, each with a public address serving a real file — written by the same job
 * as any store's. Idempotent: a feed of the demo's name the store has is left as it is.
 */

/** The demo platform's domain (platform/demo.ts): where the feeds' product links point. */
export const DEMO_FEED_SITE = 'https://lojademo.com.br'

export const DEMO_FEED_NAMES = {
  google: 'Google Shopping',
  meta: 'Catálogo Meta — Roupas',
} as const

interface DemoFeed {
  name: string
  format: FeedFormat
  conditions: ProductCondition[]
  scheduleHours: number
}

export async function seedFeedsDemo(db: Database, appId: number, now: Date): Promise<void> {
  const [clothes] = await db
    .select({ id: catalogueCategories.id })
    .from(catalogueCategories)
    .where(
      and(
        eq(catalogueCategories.appId, appId),
        eq(catalogueCategories.name, 'Roupas'),
        isNull(catalogueCategories.parentId),
      ),
    )
    .limit(1)
  const feeds: DemoFeed[] = [
    {
      name: DEMO_FEED_NAMES.google,
      format: 'google',
      conditions: [{ attribute: 'visible', condition: '=', value: true }],
      scheduleHours: 6,
    },
  ]
  // The catalogue's demo may be missing (a store that had products of its own): no Meta feed.
  if (clothes) {
    feeds.push({
      name: DEMO_FEED_NAMES.meta,
      format: 'meta',
      conditions: [
        { attribute: 'categories.id', condition: '=', value: clothes.id },
        { attribute: 'stock.has', condition: '=', value: true },
        { attribute: 'visible', condition: '=', value: true },
      ],
      scheduleHours: 24,
    })
  }
  const existing = await db
    .select({ name: ecommerceFeeds.name })
    .from(ecommerceFeeds)
    .where(
      and(
        eq(ecommerceFeeds.appId, appId),
        inArray(
          ecommerceFeeds.name,
          feeds.map((feed) => feed.name),
        ),
      ),
    )
  const missing = feeds.filter((feed) => !existing.some((row) => row.name === feed.name))
  if (missing.length === 0) return
  await db.insert(ecommerceFeeds).values(
    missing.map((feed) => ({
      appId,
      name: feed.name,
      format: feed.format,
      siteUrl: DEMO_FEED_SITE,
      conditions: feed.conditions,
      mapping: DEFAULT_FEED_MAPPING,
      template: DEFAULT_FEED_TEMPLATE,
      scheduleHours: feed.scheduleHours,
      token: randomBytes(24).toString('base64url'),
      status: 'new' as const,
      nextRunAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  )
}
