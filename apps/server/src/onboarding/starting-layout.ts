import { DEFAULT_RESOURCES, STARTING_THEMES, type StartingTheme } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import { cmsPages } from '../cms/schema.ts'
import type { Database } from '../db/client.ts'
import { withinTransaction } from '../db/within-transaction.ts'
import { createLayout } from '../layouts/create.ts'
import type { LayoutRow } from '../layouts/schema.ts'

/**
 * The layout step: the store's first layout made by the layouts domain (every CMS page, the
 * store's `layout_id`), its palette and PWA colours taken from the chosen theme. Undefined when
 * the store already has a layout (the caller answers 409).
 */
export async function createStartingLayout(
  db: Database,
  appId: number,
  storeName: string,
  theme: StartingTheme,
): Promise<LayoutRow | undefined> {
  const { name, colors } = STARTING_THEMES[theme]
  return withinTransaction(db, async (tx) => {
    const layout = await createLayout(tx, appId, `Layout ${name}`)
    if (!layout) return undefined
    const page = (slug: string) => and(eq(cmsPages.layoutId, layout.id), eq(cmsPages.slug, slug))
    await tx
      .update(cmsPages)
      .set({ resource: { ...colors } })
      .where(page('colors'))
    await tx
      .update(cmsPages)
      .set({
        resource: {
          ...DEFAULT_RESOURCES.manifest,
          // The manifest's limits: 45 for the name, 12 for the short name.
          name: storeName.slice(0, 45),
          short_name: storeName.slice(0, 12).trim() || DEFAULT_RESOURCES.manifest.short_name,
          theme_color: colors.primary,
          background_color: colors.background,
        },
      })
      .where(page('manifest'))
    return layout
  })
}
