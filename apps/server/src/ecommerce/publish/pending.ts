import {
  defaultPlatformSettings,
  type PendingSummary,
  type PlatformSettingsValues,
} from '@vitrine/api'
import { and, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm'
import { changedFields } from '../../audit/diff.ts'
import { cmsElements, cmsPages } from '../../cms/schema.ts'
import type { Database } from '../../db/client.ts'
import { readPlatformValues } from '../platform/settings.ts'
import { ecommercePublications } from './schema.ts'

export type PublicationRow = typeof ecommercePublications.$inferSelect

export async function lastPublication(
  db: Database,
  appId: number,
): Promise<PublicationRow | undefined> {
  const [row] = await db
    .select()
    .from(ecommercePublications)
    .where(eq(ecommercePublications.appId, appId))
    .orderBy(desc(ecommercePublications.id))
    .limit(1)
  return row
}

export interface PendingState {
  summary: PendingSummary
  /** What a publication made now would keep: the current settings and CMS counts. */
  settings: PlatformSettingsValues
  pages: number
  elements: number
}

/** Pages listed in a summary at most (the total still counts them all). */
const LISTED_PAGES = 100

/**
 * What changed since `last` (everything, before the first publication):
 * - pages created or edited after it, or whose elements were: listed;
 * - elements created or edited after it: counted;
 * - removals: the publication kept the counts, so removed = kept + created since − now;
 * - settings: the fields that differ from its snapshot (from the defaults before the first).
 */
export async function pendingSince(
  db: Database,
  appId: number,
  storeName: string,
  last: PublicationRow | undefined,
): Promise<PendingState> {
  const since = last?.at
  const pageChanged = since ? gt(cmsPages.updatedAt, since) : sql`true`
  const elementChanged = since ? gt(cmsElements.updatedAt, since) : sql`true`
  const elementsOfApp = eq(cmsElements.appId, appId)

  const [pageCounts] = await db
    .select({
      now: count(),
      created: since
        ? sql<number>`count(*) filter (where ${gt(cmsPages.createdAt, since)})::int`
        : count(),
    })
    .from(cmsPages)
    .where(eq(cmsPages.appId, appId))
  const [elementCounts] = await db
    .select({
      now: count(),
      created: since
        ? sql<number>`count(*) filter (where ${gt(cmsElements.createdAt, since)})::int`
        : count(),
      changed: sql<number>`count(*) filter (where ${elementChanged})::int`,
    })
    .from(cmsElements)
    .where(elementsOfApp)
  const touchedPages = db
    .selectDistinct({ id: cmsElements.pageId })
    .from(cmsElements)
    .where(and(elementsOfApp, elementChanged))
  const pages = await db
    .select({
      id: cmsPages.id,
      slug: cmsPages.slug,
      seo: cmsPages.seo,
      updatedAt: cmsPages.updatedAt,
    })
    .from(cmsPages)
    .where(and(eq(cmsPages.appId, appId), or(pageChanged, inArray(cmsPages.id, touchedPages))))
    .orderBy(desc(cmsPages.updatedAt), desc(cmsPages.id))
    .limit(LISTED_PAGES)

  const pagesNow = pageCounts?.now ?? 0
  const elementsNow = elementCounts?.now ?? 0
  const pagesRemoved = last ? Math.max(0, last.pages + (pageCounts?.created ?? 0) - pagesNow) : 0
  const elementsRemoved = last
    ? Math.max(0, last.elements + (elementCounts?.created ?? 0) - elementsNow)
    : 0
  const elementsChanged = elementCounts?.changed ?? 0

  const { values } = await readPlatformValues(db, appId, storeName)
  const published =
    (last?.settings as PlatformSettingsValues | undefined) ?? defaultPlatformSettings(storeName)
  // In the form's order (a jsonb snapshot comes back with its keys reordered).
  const changed = changedFields(published, values)
  const settings = Object.keys(defaultPlatformSettings(storeName)).filter(
    (field) => field in changed,
  )

  const summary: PendingSummary = {
    pages: pages.map((page) => ({
      id: page.id,
      title: page.seo?.title || page.slug,
      slug: page.slug,
      updated_at: page.updatedAt.toISOString(),
    })),
    pages_removed: pagesRemoved,
    elements_changed: elementsChanged,
    elements_removed: elementsRemoved,
    settings,
    total: pages.length + pagesRemoved + elementsChanged + elementsRemoved + settings.length,
  }
  return { summary, settings: values, pages: pagesNow, elements: elementsNow }
}
