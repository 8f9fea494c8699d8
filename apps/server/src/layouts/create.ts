import {
  CMS_PAGE_SLUGS,
  DEFAULT_RESOURCES,
  EMPTY_SEO,
  isCmsResource,
  pageHasSeo,
  type Layout,
} from '@vitrine/api'
import { eq } from 'drizzle-orm'
import { apps } from '../access/schema.ts'
import { cmsPages } from '../cms/schema.ts'
import type { Database } from '../db/client.ts'
import { withinTransaction } from '../db/within-transaction.ts'
import { layouts, type LayoutRow } from './schema.ts'

export const DEFAULT_LAYOUT_NAME = 'Layout principal'

/**
 * A new layout for a store with every CMS page (section 3's defaults: empty pages, empty SEO,
 * the resources' starting values), made the store's layout. Undefined when the store already
 * has one (checked under the store's row lock, so two clicks make one layout).
 */
export async function createLayout(
  db: Database,
  appId: number,
  name = DEFAULT_LAYOUT_NAME,
): Promise<LayoutRow | undefined> {
  return withinTransaction(db, async (tx) => {
    const [app] = await tx
      .select({ layoutId: apps.layoutId })
      .from(apps)
      .where(eq(apps.id, appId))
      .for('update')
    if (!app || app.layoutId !== null) return undefined
    const [layout] = await tx.insert(layouts).values({ appId, name }).returning()
    await tx.insert(cmsPages).values(
      CMS_PAGE_SLUGS.map((slug) => ({
        appId,
        layoutId: layout!.id,
        slug,
        seo: pageHasSeo(slug) ? { ...EMPTY_SEO } : null,
        resource: isCmsResource(slug) ? { ...DEFAULT_RESOURCES[slug] } : null,
      })),
    )
    await tx.update(apps).set({ layoutId: layout!.id }).where(eq(apps.id, appId))
    return layout!
  })
}

export function layoutAnswer(row: LayoutRow): Layout {
  return { id: row.id, app_id: row.appId, name: row.name, created_at: row.createdAt.toISOString() }
}
