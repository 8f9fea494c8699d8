import {
  CMS_PAGE_LABELS,
  cmsError,
  isCmsPageSlug,
  isCmsResource,
  PAGE_PLACEHOLDERS,
  pageHasSeo,
  type CmsPage,
  type CmsPageSlug,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { LayoutRow } from '../layouts/schema.ts'
import { cmsPages, type CmsPageRow } from './schema.ts'

/** A page of the layout by slug (`{pageParams}`); an unknown slug is a 404. */
export async function pageBySlug(
  db: Database,
  layout: LayoutRow,
  slug: string,
  lang: Lang,
): Promise<CmsPageRow & { slug: CmsPageSlug }> {
  if (!isCmsPageSlug(slug)) throw cmsError(404, lang, 'pageNotFound')
  const [row] = await db
    .select()
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.appId, layout.appId),
        eq(cmsPages.layoutId, layout.id),
        eq(cmsPages.slug, slug),
      ),
    )
    .limit(1)
  if (!row) throw cmsError(404, lang, 'pageNotFound')
  return row as CmsPageRow & { slug: CmsPageSlug }
}

/** A page of the layout by id (`page_id` of a body); another layout's page is a 404. */
export async function pageById(
  db: Database,
  layout: LayoutRow,
  pageId: number,
  lang: Lang,
  { lock = false } = {},
): Promise<CmsPageRow & { slug: CmsPageSlug }> {
  const query = db
    .select()
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.appId, layout.appId),
        eq(cmsPages.layoutId, layout.id),
        eq(cmsPages.id, pageId),
      ),
    )
    .limit(1)
  // The page's row lock serialises the writes that number its elements' positions.
  const [row] = lock ? await query.for('update') : await query
  if (!row || !isCmsPageSlug(row.slug)) throw cmsError(404, lang, 'pageNotFound')
  return row as CmsPageRow & { slug: CmsPageSlug }
}

export function pageAnswer(row: CmsPageRow & { slug: CmsPageSlug }): CmsPage {
  return {
    id: row.id,
    slug: row.slug,
    label: CMS_PAGE_LABELS[row.slug],
    kind: isCmsResource(row.slug) ? 'resource' : 'page',
    has_seo: pageHasSeo(row.slug),
    placeholders: PAGE_PLACEHOLDERS[row.slug].map((placeholder) => ({ ...placeholder })),
    resource: row.resource ? { ...row.resource } : null,
  }
}
