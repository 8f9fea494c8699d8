import {
  catalogueText,
  IMPORT_ERRORS_LISTED,
  slugOf,
  type CatalogueImportFormat,
  type CatalogueImportProgress,
  type CatalogueImportReport,
  type ImportIssue,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq, sql } from 'drizzle-orm'
import type { AppAccess } from '../../access/require-access.ts'
import { createdFields } from '../../audit/diff.ts'
import { actorOf, writeAudit } from '../../audit/write.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { categoriesOf } from '../category-rows.ts'
import { valuesOf } from '../product-rows.ts'
import { getProduct, writeProduct } from '../products.ts'
import { catalogueCategories, catalogueImports, catalogueImportSnapshots } from '../schema.ts'
import { imageCounts, pathKey, planImport, type PlannedProduct } from './plan.ts'
import { readProductFile } from './read-file.ts'
import { importText } from './texts.ts'

/** What the audit log calls an import. */
export const CATALOGUE_IMPORT_ENTITY = 'catalogue_import'

/** Products written per transaction: a failure loses only its batch. */
const BATCH = 50

export interface CatalogueImportRequest {
  access: AppAccess
  lang: Lang
  format: CatalogueImportFormat
  fileName: string
  dryRun: boolean
  bytes: Uint8Array
  onProgress: (progress: CatalogueImportProgress) => void
}

const progress = (
  phase: CatalogueImportProgress['phase'],
  done: number,
  total: number,
): CatalogueImportProgress => ({ type: 'progress', phase, done, total })

/**
 * Reads the file (own CSV or Shopify), checks every product, and — unless a dry run — writes
 * them in batches: the categories it names first (created once, parents first), then each
 * product created or replaced (found by its address), a replaced product's previous state kept
 * for undo. Image addresses of an export are kept as external references: this server does not
 * fetch from the internet, and the report says how many.
 */
export async function runCatalogueImport(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  request: CatalogueImportRequest,
): Promise<CatalogueImportReport> {
  const { access, lang, format, dryRun, onProgress } = request
  const appId = access.app.id
  const file = readProductFile(request.bytes, format, lang)
  onProgress(progress('read', file.totalRows, file.totalRows))
  const plan = await planImport(db, appId, file.drafts, lang)
  onProgress(progress('check', plan.products.length, plan.products.length))
  const writable = plan.products.filter((product) => product.values)
  const failed = plan.products.filter((product) => !product.values)
  const issues: ImportIssue[] = [...file.fileIssues, ...failed.flatMap((product) => product.issues)]
  const counts = imageCounts(writable)
  const report = (importId: number | null, written: PlannedProduct[], lost: PlannedProduct[]) => {
    const all = [...issues].sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
    return {
      import_id: importId,
      dry_run: dryRun,
      format,
      encoding: file.encoding,
      separator: file.separator,
      unknown_columns: file.unknownColumns,
      total_rows: file.totalRows,
      products: plan.products.length,
      created: written.filter((product) => product.existingId === null).length,
      updated: written.filter((product) => product.existingId !== null).length,
      variants: written.reduce((sum, product) => sum + (product.values?.variants.length ?? 0), 0),
      images: counts.images,
      external_images: counts.external,
      categories_created: plan.missingCategories.length,
      failed: failed.length + lost.length,
      errors_total: all.length,
      errors: all.slice(0, IMPORT_ERRORS_LISTED),
      notes:
        counts.external > 0
          ? [catalogueText(lang, 'externalImages', { count: counts.external })]
          : [],
    }
  }
  if (dryRun || file.fileIssues.length > 0 || writable.length === 0) {
    return report(null, file.fileIssues.length > 0 ? [] : writable, [])
  }

  const at = clock.now()
  const [record] = await db
    .insert(catalogueImports)
    .values({
      appId,
      fileName: request.fileName,
      format,
      actorName: actorOf(access.caller).name,
      totalRows: file.totalRows,
      created: 0,
      updated: 0,
      failed: 0,
      createdAt: at,
    })
    .returning({ id: catalogueImports.id })
  const importId = record!.id

  const categoryIdOf = await createCategories(db, appId, importId, plan.missingCategories, at)
  const written: PlannedProduct[] = []
  const lost: PlannedProduct[] = []
  for (let start = 0; start < writable.length; start += BATCH) {
    const batch = writable.slice(start, start + BATCH)
    try {
      await db.transaction(async (tx) => {
        for (const product of batch)
          await writeOne(tx, appId, importId, product, categoryIdOf, at, lang)
      })
      written.push(...batch)
    } catch (error) {
      // A race with another change (a SKU taken meanwhile): the batch is not written, and says so.
      const message =
        error instanceof Error && 'statusCode' in error
          ? error.message
          : importText(lang, 'importFailed')
      for (const product of batch) issues.push({ line: product.draft.line, column: null, message })
      lost.push(...batch)
    }
    onProgress(progress('write', Math.min(start + BATCH, writable.length), writable.length))
  }
  const answer = report(importId, written, lost)
  await db.transaction(async (tx) => {
    await tx
      .update(catalogueImports)
      .set({ created: answer.created, updated: answer.updated, failed: answer.failed })
      .where(eq(catalogueImports.id, importId))
    await writeAudit(tx, appId, actorOf(access.caller), at, {
      area: 'layout',
      action: 'create',
      entity: CATALOGUE_IMPORT_ENTITY,
      entityId: importId,
      label: request.fileName,
      changes: createdFields({
        format,
        created: answer.created,
        updated: answer.updated,
        failed: answer.failed,
      }),
    })
  })
  return answer
}

async function writeOne(
  tx: Database,
  appId: number,
  importId: number,
  product: PlannedProduct,
  categoryIdOf: Map<string, number>,
  at: Date,
  lang: Lang,
) {
  const values = {
    ...product.values!,
    category_ids: product.draft.categoryPaths
      .map((path) => categoryIdOf.get(pathKey(path)))
      .filter((id): id is number => id !== undefined),
  }
  if (product.existingId === null) {
    await writeProduct(tx, appId, values, null, at, lang, { importId, freeSlug: false })
    return
  }
  const before = await getProduct(tx, appId, product.existingId, lang)
  await tx
    .insert(catalogueImportSnapshots)
    .values({ importId, productId: before.id, before: valuesOf(before) })
  await writeProduct(tx, appId, values, before, at, lang)
}

/** The categories the file names and the store lacks, parents first; every path's id. */
async function createCategories(
  db: Database,
  appId: number,
  importId: number,
  missing: string[][],
  at: Date,
): Promise<Map<string, number>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from catalogue_categories where app_id = ${appId} for update`)
    const tree = await categoriesOf(tx, appId, { counts: false })
    const idOf = new Map<string, number>()
    const pathOf = new Map<number, string[]>()
    for (const category of tree) {
      const parent = category.parent_id === null ? [] : (pathOf.get(category.parent_id) ?? [])
      pathOf.set(category.id, [...parent, category.name])
      idOf.set(pathKey([...parent, category.name]), category.id)
    }
    const created: number[] = []
    const sorted = [...missing].sort((a, b) => a.length - b.length)
    for (const path of sorted) {
      const key = pathKey(path)
      if (idOf.has(key)) continue
      const parentId = path.length > 1 ? (idOf.get(pathKey(path.slice(0, -1))) ?? null) : null
      const siblings = await tx
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(catalogueCategories)
        .where(
          and(
            eq(catalogueCategories.appId, appId),
            parentId === null
              ? sql`${catalogueCategories.parentId} is null`
              : eq(catalogueCategories.parentId, parentId),
          ),
        )
      const name = path.at(-1)!
      const [row] = await tx
        .insert(catalogueCategories)
        .values({
          appId,
          parentId,
          name,
          slug: await freeCategorySlug(tx, appId, parentId, name),
          level: path.length,
          position: siblings[0]?.n ?? 0,
          inMenu: true,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: catalogueCategories.id })
      idOf.set(key, row!.id)
      created.push(row!.id)
    }
    await tx
      .update(catalogueImports)
      .set({ categoryIds: created })
      .where(eq(catalogueImports.id, importId))
    return idOf
  })
}

async function freeCategorySlug(
  tx: Database,
  appId: number,
  parentId: number | null,
  name: string,
) {
  const base = slugOf(name) || 'categoria'
  const rows = await tx
    .select({ slug: catalogueCategories.slug })
    .from(catalogueCategories)
    .where(
      and(
        eq(catalogueCategories.appId, appId),
        parentId === null
          ? sql`${catalogueCategories.parentId} is null`
          : eq(catalogueCategories.parentId, parentId),
      ),
    )
  const used = new Set(rows.map((row) => row.slug))
  if (!used.has(base)) return base
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}
