import {
  feedPrice,
  LINK_FEED_PREVIEW_SIZE,
  type LinkFeedInfo,
  type LinkFeedItem,
  type PaymentLink,
} from '@vitrine/api'
import { randomBytes } from 'node:crypto'
import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm'
import { apps } from '../access/schema.ts'
import type { Database } from '../db/client.ts'
import { escapeXml } from '../feeds-xml/escape.ts'
import { absoluteOn } from '../http/request-origin.ts'
import { linkColumns, statusCondition, toLink } from './read.ts'
import { linkFeeds, paymentLinks } from './schema.ts'

/*
 * The store's links as a Google Merchant Center product feed (RSS 2.0 with the g: namespace),
 * at a public address made of a random token (links/schema.ts `link_feeds`). It lists the links
 * on offer: switched on and not expired. A sold-out link stays in the feed as `out_of_stock`
 * (Merchant Center keeps the product and shows it unavailable) rather than vanishing and
 * coming back as a new product. The feed is streamed page by page, so a store with many links
 * is never held in memory whole.
 */

const FEED_PAGE = 500

/** An address token: 32 characters of base64url (192 random bits). */
const TOKEN = /^[A-Za-z0-9_-]{32}$/

export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/payments/public/feeds/${token}/links.xml`
}

/** The links the feed lists: on offer (switched on, not expired), sold out or not. */
function onOffer(appId: number, now: Date): SQL {
  return and(
    eq(paymentLinks.appId, appId),
    sql`(${statusCondition('active', now)} or ${statusCondition('sold_out', now)})`,
  )!
}

/** One link as the feed writes it; an image on this server gets the feed's own origin. */
export function feedItemOf(link: PaymentLink, origin: string): LinkFeedItem {
  return {
    id: String(link.id),
    title: link.title,
    // Merchant Center requires a description: the title stands in for a missing one.
    description: link.description || link.title,
    link: link.public_url,
    image_link: link.image_url && absoluteOn(origin, link.image_url),
    price: feedPrice(link.amount_cents ?? link.min_cents ?? 0),
    availability: link.status === 'sold_out' ? 'out_of_stock' : 'in_stock',
    condition: 'new',
  }
}

function itemXml(item: LinkFeedItem): string {
  const field = (name: string, value: string) => `<g:${name}>${escapeXml(value)}</g:${name}>`
  return [
    '<item>',
    field('id', item.id),
    field('title', item.title),
    field('description', item.description),
    field('link', item.link),
    ...(item.image_link ? [field('image_link', item.image_link)] : []),
    field('price', item.price),
    field('availability', item.availability),
    field('condition', item.condition),
    '</item>\n',
  ].join('')
}

/** A page of the feed's links, newest first, after the id `before`. */
async function feedPage(
  db: Database,
  appId: number,
  publicUrl: string,
  now: Date,
  before: number | undefined,
  limit: number,
): Promise<PaymentLink[]> {
  const rows = await db
    .select(linkColumns)
    .from(paymentLinks)
    .where(
      before === undefined
        ? onOffer(appId, now)
        : and(onOffer(appId, now), lt(paymentLinks.id, before)),
    )
    .orderBy(desc(paymentLinks.id))
    .limit(limit)
  return rows.map((row) => toLink(row, publicUrl, now))
}

/** The store's feed row, made with a fresh token on first use. */
export async function ensureFeed(db: Database, appId: number, now: Date) {
  await db
    .insert(linkFeeds)
    .values({ appId, token: randomBytes(24).toString('base64url'), createdAt: now })
    .onConflictDoNothing({ target: linkFeeds.appId })
  const [feed] = await db.select().from(linkFeeds).where(eq(linkFeeds.appId, appId))
  return feed!
}

/** GET …/links/feed: the address, the last generation, how many items and the first ones. */
export async function feedInfo(
  db: Database,
  appId: number,
  publicUrl: string,
  now: Date,
): Promise<LinkFeedInfo> {
  const feed = await ensureFeed(db, appId, now)
  const [total] = await db.select({ count: count() }).from(paymentLinks).where(onOffer(appId, now))
  const preview = await feedPage(db, appId, publicUrl, now, undefined, LINK_FEED_PREVIEW_SIZE)
  return {
    url: feedUrl(publicUrl, feed.token),
    last_generated_at: feed.lastGeneratedAt?.toISOString() ?? null,
    items_count: total?.count ?? 0,
    preview: preview.map((link) => feedItemOf(link, publicUrl)),
  }
}

/**
 * The store the token opens, marking the feed generated now; undefined for a token no store
 * has (or that is no token at all).
 */
export async function openFeed(
  db: Database,
  token: string,
  now: Date,
): Promise<{ appId: number; storeName: string } | undefined> {
  if (!TOKEN.test(token)) return undefined
  const [feed] = await db
    .update(linkFeeds)
    .set({ lastGeneratedAt: now })
    .where(eq(linkFeeds.token, token))
    .returning({ appId: linkFeeds.appId })
  if (!feed) return undefined
  const [app] = await db.select({ name: apps.name }).from(apps).where(eq(apps.id, feed.appId))
  return { appId: feed.appId, storeName: app?.name ?? '' }
}

/**
 * The feed as a stream of UTF-8 chunks: the channel with the first page (read before the
 * first chunk, so a failing query is still a proper error answer), then a page per pull.
 */
export function feedStream(
  db: Database,
  store: { appId: number; storeName: string },
  publicUrl: string,
  now: Date,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const home = publicUrl.replace(/\/+$/, '')
  let before: number | undefined
  let started = false
  let finished = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (finished) return
      const page = await feedPage(db, store.appId, publicUrl, now, before, FEED_PAGE)
      let text = ''
      if (!started) {
        started = true
        text +=
          '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
          `<title>${escapeXml(`${store.storeName} — links de pagamento`)}</title>\n` +
          `<link>${escapeXml(home)}</link>\n` +
          `<description>${escapeXml(`Links de pagamento de ${store.storeName}`)}</description>\n`
      }
      text += page.map((link) => itemXml(feedItemOf(link, home))).join('')
      before = page.at(-1)?.id
      if (page.length < FEED_PAGE) {
        text += '</channel>\n</rss>\n'
        finished = true
      }
      controller.enqueue(encoder.encode(text))
      if (finished) controller.close()
    },
  })
}
