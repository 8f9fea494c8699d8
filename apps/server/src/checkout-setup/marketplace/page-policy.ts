import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { ExtraSources } from '../../http/security-headers.ts'
import { paymentLinks } from '../../links/schema.ts'
import { installedSettings } from './installations.ts'

/*
 * The public pages' Content-Security-Policy allows scripts and connections to the server alone.
 * A link's page (/pay/{slug}) of a store that installed an analytics app needs that app's hosts
 * too, and only those: gtag.js from googletagmanager.com sending its hits to google-analytics.com
 * (and analytics.google.com, where GA4 sends some regions' hits); fbevents.js from
 * connect.facebook.net sending to www.facebook.com. Images are already allowed from any https:
 * host (the pixels' fallbacks are images). Every other page, and a store without those apps,
 * keeps the plain policy.
 */

const GA4: ExtraSources = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
}

const META_PIXEL: ExtraSources = {
  'script-src': ['https://connect.facebook.net'],
  'connect-src': ['https://www.facebook.com'],
}

const PAY_PAGE = /^\/pay\/([^/]+)\/?$/

/** The hosts a public page's analytics apps need, or undefined for the plain policy. */
export async function checkoutPageSources(
  db: Database,
  urlPath: string,
): Promise<ExtraSources | undefined> {
  const slug = PAY_PAGE.exec(urlPath)?.[1]?.toLowerCase()
  if (!slug || slug.length > 200) return undefined
  const [link] = await db
    .select({ appId: paymentLinks.appId })
    .from(paymentLinks)
    .where(eq(paymentLinks.slug, slug))
    .limit(1)
  if (!link) return undefined
  const installed = await installedSettings(db, link.appId)
  const parts = [installed.has('ga4') ? GA4 : null, installed.has('meta_pixel') ? META_PIXEL : null]
  const sources: ExtraSources = {}
  for (const part of parts) {
    if (!part) continue
    for (const [directive, hosts] of Object.entries(part) as [keyof ExtraSources, string[]][]) {
      sources[directive] = [...(sources[directive] ?? []), ...hosts]
    }
  }
  return Object.keys(sources).length > 0 ? sources : undefined
}
