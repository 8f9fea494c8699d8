import { DEMO_THEME, DEMO_THEME_EMPTY_FOLDERS, parentFolders } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { themeFiles, themeFileVersions } from './schema.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Who wrote the demo theme's versions (names only: they are not accounts). */
const AUTHORS = ['Bruno Costa', 'Ana Lima'] as const

/**
 * The demo store's theme (the contract's `DEMO_THEME`): its folders, files and, for a few files,
 * earlier versions a few days apart, so the history and its diff have something to show. Added
 * once, to a store that has no theme file.
 */
export async function seedThemeFilesDemo(db: Database, appId: number, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: themeFiles.id })
    .from(themeFiles)
    .where(eq(themeFiles.appId, appId))
    .limit(1)
  if (existing) return
  const folders = new Set<string>(DEMO_THEME_EMPTY_FOLDERS)
  for (const file of DEMO_THEME) for (const parent of parentFolders(file.path)) folders.add(parent)
  const latest = AUTHORS[1]
  await db.insert(themeFiles).values(
    [...folders].map((path) => ({
      appId,
      path,
      kind: 'folder' as const,
      createdAt: now,
      updatedAt: now,
      updatedByName: latest,
    })),
  )
  for (const file of DEMO_THEME) {
    const contents = [...(file.history ?? []), file.content]
    const at = (index: number) =>
      new Date(now.getTime() - (contents.length - 1 - index) * 3 * DAY_MS)
    const [row] = await db
      .insert(themeFiles)
      .values({
        appId,
        path: file.path,
        kind: 'file',
        content: file.content,
        size: file.content.length,
        version: contents.length,
        createdAt: at(0),
        updatedAt: now,
        updatedByName: latest,
      })
      .returning({ id: themeFiles.id })
    await db.insert(themeFileVersions).values(
      contents.map((content, index) => ({
        appId,
        fileId: row!.id,
        version: index + 1,
        content,
        size: content.length,
        authorName: index === contents.length - 1 ? latest : AUTHORS[index % 2]!,
        createdAt: at(index),
      })),
    )
  }
}
