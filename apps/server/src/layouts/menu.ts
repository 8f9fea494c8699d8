import {
  CMS_PAGE_LABELS,
  isCmsPageSlug,
  isCmsResource,
  ManifestResourceSchema,
  pageHasSeo,
  type LayoutMenu,
} from '@vitrine/api'
import { and, asc, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { cmsElements, cmsPages } from '../cms/schema.ts'
import type { Database } from '../db/client.ts'
import type { LayoutRow } from './schema.ts'

/**
 * GET /apps/{layoutId}/menu: the layout's PWA module (the manifest resource, null when it does
 * not hold a whole manifest) and its CMS link list — every page with its slug, label, whether
 * it has SEO and how many elements it holds — in one query.
 */
export async function layoutMenu(db: Database, layout: LayoutRow): Promise<LayoutMenu> {
  const rows = await db
    .select({
      id: cmsPages.id,
      slug: cmsPages.slug,
      resource: cmsPages.resource,
      elementCount: sql<number>`count(${cmsElements.id})::int`.mapWith(Number),
    })
    .from(cmsPages)
    .leftJoin(
      cmsElements,
      and(eq(cmsElements.appId, cmsPages.appId), eq(cmsElements.pageId, cmsPages.id)),
    )
    .where(and(eq(cmsPages.appId, layout.appId), eq(cmsPages.layoutId, layout.id)))
    .groupBy(cmsPages.id)
    .orderBy(asc(cmsPages.id))
  const manifest = rows.find((row) => row.slug === 'manifest')?.resource
  const pwa = manifest ? v.safeParse(ManifestResourceSchema, manifest) : undefined
  return {
    layout: { id: layout.id, app_id: layout.appId, name: layout.name },
    pwa: pwa?.success ? pwa.output : null,
    links: rows.flatMap((row) =>
      isCmsPageSlug(row.slug)
        ? [
            {
              id: row.id,
              slug: row.slug,
              label: CMS_PAGE_LABELS[row.slug],
              kind: isCmsResource(row.slug) ? ('resource' as const) : ('page' as const),
              has_seo: pageHasSeo(row.slug),
              element_count: Number(row.elementCount),
            },
          ]
        : [],
    ),
  }
}
