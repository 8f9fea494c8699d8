import type { CatalogueImport, CatalogueProductValues, CatalogueUndoResult } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { AppAccess } from '../../access/require-access.ts'
import { actorOf, writeAudit } from '../../audit/write.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { catalogueError } from '../errors.ts'
import { getProduct, writeProduct } from '../products.ts'
import {
  catalogueCategories,
  catalogueImports,
  catalogueImportSnapshots,
  catalogueProducts,
} from '../schema.ts'
import { CATALOGUE_IMPORT_ENTITY } from './run.ts'

/** The store's latest committed imports, newest first. */
export async function recentCatalogueImports(
  db: Database,
  appId: number,
): Promise<CatalogueImport[]> {
  const rows = await db
    .select()
    .from(catalogueImports)
    .where(eq(catalogueImports.appId, appId))
    .orderBy(desc(catalogueImports.id))
    .limit(20)
  return rows.map((row) => ({
    id: row.id,
    file_name: row.fileName,
    format: row.format,
    actor_name: row.actorName,
    created_at: row.createdAt.toISOString(),
    total_rows: row.totalRows,
    created: row.created,
    updated: row.updated,
    failed: row.failed,
    undone_at: row.undoneAt?.toISOString() ?? null,
  }))
}

/**
 * Undoes a committed import as a whole, in one transaction under the import's row lock: the
 * products it created go, the ones it replaced get their previous state back (categories
 * deleted meanwhile left out), and the categories it created go when nothing is in them.
 */
export async function undoCatalogueImport(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: AppAccess,
  importId: number,
  lang: Lang,
): Promise<CatalogueUndoResult> {
  const appId = access.app.id
  const at = clock.now()
  return db.transaction(async (tx) => {
    const [record] = await tx
      .select()
      .from(catalogueImports)
      .where(and(eq(catalogueImports.appId, appId), eq(catalogueImports.id, importId)))
      .for('update')
    if (!record) throw catalogueError(404, lang, 'importNotFound')
    if (record.undoneAt) throw catalogueError(409, lang, 'importUndone')
    const deleted = await tx
      .delete(catalogueProducts)
      .where(and(eq(catalogueProducts.appId, appId), eq(catalogueProducts.importId, importId)))
      .returning({ id: catalogueProducts.id })
    const snapshots = await tx
      .select()
      .from(catalogueImportSnapshots)
      .where(eq(catalogueImportSnapshots.importId, importId))
    const categories = await tx
      .select({ id: catalogueCategories.id })
      .from(catalogueCategories)
      .where(eq(catalogueCategories.appId, appId))
    const existing = new Set(categories.map((category) => category.id))
    let restored = 0
    for (const snapshot of snapshots) {
      const current = await getProduct(tx, appId, snapshot.productId, lang).catch(() => null)
      if (!current) continue
      const before = snapshot.before as CatalogueProductValues
      await writeProduct(
        tx,
        appId,
        { ...before, category_ids: before.category_ids.filter((id) => existing.has(id)) },
        current,
        at,
        lang,
      )
      restored += 1
    }
    if (record.categoryIds.length > 0) {
      // Deepest first, each only when no product and no other category is in it.
      const created = await tx
        .select({ id: catalogueCategories.id, level: catalogueCategories.level })
        .from(catalogueCategories)
        .where(
          and(
            eq(catalogueCategories.appId, appId),
            inArray(catalogueCategories.id, record.categoryIds),
          ),
        )
      for (const category of created.sort((a, b) => b.level - a.level)) {
        await tx.execute(sql`
          delete from catalogue_categories c where c.app_id = ${appId} and c.id = ${category.id}
            and not exists (select 1 from catalogue_categories k where k.app_id = ${appId} and k.parent_id = c.id)
            and not exists (select 1 from catalogue_products p where p.app_id = ${appId}
              and p.category_ids @> array[${category.id}]::integer[])`)
      }
    }
    await tx.update(catalogueImports).set({ undoneAt: at }).where(eq(catalogueImports.id, importId))
    await writeAudit(tx, appId, actorOf(access.caller), at, {
      area: 'layout',
      action: 'delete',
      entity: CATALOGUE_IMPORT_ENTITY,
      entityId: importId,
      label: record.fileName,
      changes: {
        deleted: { before: null, after: deleted.length },
        restored: { before: null, after: restored },
      },
    })
    return { deleted: deleted.length, restored }
  })
}
