import {
  CATALOGUE_PAGE_SIZE,
  isUploadedImagePath,
  slugOf,
  type CatalogueProduct,
  type CatalogueProductFilters,
  type CatalogueProductPage,
  type CatalogueProductValues,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields, createdFields, deletedFields } from '../audit/diff.ts'
import { actorOf, writeAudit, type AuditActor, type FieldChanges } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { withinTransaction } from '../db/within-transaction.ts'
import type { AppDeps } from '../http/context.ts'
import { subtreeOf } from './category-rows.ts'
import { decodeCursor, encodeCursor } from './cursor.ts'
import { catalogueError } from './errors.ts'
import { productColumns, productsOf, valuesOf } from './product-rows.ts'
import { catalogueProducts, catalogueVariants, catalogueCategories } from './schema.ts'
import { productSearch, typoThreshold } from './search.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

/** The audit log's entity (the panel words it "o produto «…»"). */
export const CATALOGUE_PRODUCT_ENTITY = 'catalogue_product'

export async function getProduct(
  db: Database,
  appId: number,
  productId: number,
  lang: Lang,
): Promise<CatalogueProduct> {
  const rows = await db
    .select(productColumns)
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.appId, appId), eq(catalogueProducts.id, productId)))
  const [product] = await productsOf(db, appId, rows)
  if (!product) throw catalogueError(404, lang, 'productNotFound')
  return product
}

/** The list's filters as conditions: visible, in stock, in a category or any under it. */
async function filterConditions(
  db: Database,
  appId: number,
  filters: CatalogueProductFilters,
): Promise<SQL[]> {
  const conditions: SQL[] = [eq(catalogueProducts.appId, appId)]
  if (filters.visible !== undefined)
    conditions.push(eq(catalogueProducts.visible, filters.visible === '1'))
  if (filters.in_stock !== undefined)
    conditions.push(
      filters.in_stock === '1'
        ? sql`${catalogueProducts.stockQuantity} > 0`
        : sql`${catalogueProducts.stockQuantity} = 0`,
    )
  if (filters.category_id !== undefined) {
    const ids = await subtreeOf(db, appId, filters.category_id)
    conditions.push(sql`${catalogueProducts.categoryIds} && ${sql.param(ids)}::integer[]`)
  }
  return conditions
}

/**
 * Without `q`: by name (folded), keyset pages. With `q`: best matches first (rank, then id),
 * keyset on the rank — the search's hits are found by their indexes first (search.ts), so a
 * page costs what the hits cost, not what the store holds.
 */
export async function listProducts(
  db: Database,
  appId: number,
  query: CatalogueProductFilters & { cursor?: string; limit?: number },
  lang: Lang,
): Promise<CatalogueProductPage> {
  const { cursor, limit = CATALOGUE_PAGE_SIZE, q } = query
  const position = cursor === undefined ? undefined : decodeCursor(cursor, lang)
  const search = q ? productSearch(appId, q) : undefined
  if (!search) {
    const conditions = await filterConditions(db, appId, query)
    if (position)
      conditions.push(
        or(
          gt(catalogueProducts.nameFold, String(position.k)),
          and(
            eq(catalogueProducts.nameFold, String(position.k)),
            gt(catalogueProducts.id, position.id),
          ),
        ) as SQL,
      )
    const rows = await db
      .select({ ...productColumns, key: catalogueProducts.nameFold })
      .from(catalogueProducts)
      .where(and(...conditions))
      .orderBy(asc(catalogueProducts.nameFold), asc(catalogueProducts.id))
      .limit(limit + 1)
    const page = rows.slice(0, limit)
    const last = page.at(-1)
    return {
      items: await productsOf(db, appId, page),
      next_cursor:
        rows.length > limit && last ? encodeCursor({ k: last.key ?? '', id: last.id }) : null,
    }
  }
  const ranked = async (
    tx: Database,
    ids: SQL,
    rank: SQL<number>,
    after?: { k: number; id: number },
  ) => {
    const conditions = await filterConditions(tx, appId, query)
    conditions.push(sql`${catalogueProducts.id} = any(${ids})`)
    const inner = tx
      .select({ ...productColumns, rank: sql<number>`${rank}`.mapWith(Number).as('rank') })
      .from(catalogueProducts)
      .where(and(...conditions))
      .as('ranked')
    return tx
      .select()
      .from(inner)
      .where(
        after
          ? sql`${inner.rank} < ${after.k} or (${inner.rank} = ${after.k} and ${inner.id} > ${after.id})`
          : undefined,
      )
      .orderBy(desc(inner.rank), asc(inner.id))
      .limit(limit + 1)
  }
  const after = position ? { k: Number(position.k), id: position.id } : undefined
  const rows = await ranked(db, search.hits, search.rank, after)
  if (rows.length > limit || position) {
    const page = rows.slice(0, limit)
    const last = page.at(-1)
    return {
      items: await productsOf(db, appId, page),
      next_cursor: rows.length > limit && last ? encodeCursor({ k: last.rank, id: last.id }) : null,
    }
  }
  // Less than a page as typed: the names within a typo follow, on this one page.
  const typos = await db.transaction(async (tx) => {
    await tx.execute(typoThreshold)
    return ranked(tx, search.typoHits, search.typoRank)
  })
  const seen = new Set(rows.map((row) => row.id))
  const page = [...rows, ...typos.filter((row) => !seen.has(row.id))].slice(0, limit)
  return { items: await productsOf(db, appId, page), next_cursor: null }
}

export interface WriteOptions {
  /** The import that creates it (undo removes it). */
  importId?: number | null
  /** When the slug is made from the name and taken, try "-2", "-3"… rather than refuse. */
  freeSlug?: boolean
}

/**
 * Writes a product and its variants (create when `before` is null), after the store's checks:
 * the categories are the store's (422), the address and every SKU free (409). Used by the
 * routes, the import and the demo alike.
 */
export async function writeProduct(
  tx: Database,
  appId: number,
  values: CatalogueProductValues,
  before: CatalogueProduct | null,
  at: Date,
  lang: Lang,
  options: WriteOptions = {},
): Promise<number> {
  const categoryIds = [...new Set(values.category_ids)]
  if (categoryIds.length > 0) {
    const found = await tx
      .select({ id: catalogueCategories.id })
      .from(catalogueCategories)
      .where(
        and(eq(catalogueCategories.appId, appId), inArray(catalogueCategories.id, categoryIds)),
      )
    const known = new Set(found.map((row) => row.id))
    const unknown = categoryIds.filter((id) => !known.has(id))
    if (unknown.length > 0)
      throw catalogueError(
        422,
        lang,
        'unknownCategories',
        { ids: unknown.join(', ') },
        'category_ids',
      )
  }
  const slug = await slugFor(
    tx,
    appId,
    values,
    before?.id ?? null,
    lang,
    options.freeSlug ?? !values.slug,
  )
  await checkSkus(tx, appId, values, before?.id ?? null, lang)
  const hasVariants = values.variants.length > 0
  const stock = hasVariants
    ? values.variants.reduce((sum, variant) => sum + variant.stock_quantity, 0)
    : values.stock_quantity
  const columns = {
    name: values.name,
    slug,
    sku: values.sku,
    description: values.description,
    visible: values.visible,
    brand: values.brand,
    tags: values.tags,
    categoryIds,
    priceCents: values.price,
    salesPriceCents: values.sales_price,
    stockQuantity: stock,
    images: values.images.map((url) => ({ url, external: !isUploadedImagePath(url) })),
    optionNames: values.option_names,
    weightGrams: values.weight_grams,
    heightCm: values.height_cm,
    widthCm: values.width_cm,
    lengthCm: values.length_cm,
    updatedAt: at,
  }
  let id: number
  try {
    if (before) {
      id = before.id
      await tx
        .update(catalogueProducts)
        .set(columns)
        .where(and(eq(catalogueProducts.appId, appId), eq(catalogueProducts.id, id)))
      await tx
        .delete(catalogueVariants)
        .where(and(eq(catalogueVariants.appId, appId), eq(catalogueVariants.productId, id)))
    } else {
      const [row] = await tx
        .insert(catalogueProducts)
        .values({ ...columns, appId, importId: options.importId ?? null, createdAt: at })
        .returning({ id: catalogueProducts.id })
      id = row!.id
    }
    if (hasVariants) {
      // A variant keeps its id across edits (a cart or an order may name it); new ones get one.
      const kept = new Set(before?.variants.map((variant) => variant.id) ?? [])
      await tx.insert(catalogueVariants).values(
        values.variants.map((variant, position) => ({
          ...(variant.id && kept.has(variant.id) ? { id: variant.id } : {}),
          appId,
          productId: id,
          position,
          sku: variant.sku,
          options: variant.options,
          priceCents: variant.price,
          salesPriceCents: variant.sales_price,
          stockQuantity: variant.stock_quantity,
        })),
      )
    }
  } catch (error) {
    // Two requests raced for the same SKU or address: the unique keys decide.
    if (isUniqueViolation(error))
      throw catalogueError(409, lang, 'skuTaken', { sku: values.sku }, 'sku')
    throw error
  }
  return id
}

async function slugFor(
  tx: Database,
  appId: number,
  values: CatalogueProductValues,
  exceptId: number | null,
  lang: Lang,
  free: boolean,
): Promise<string> {
  const base = values.slug || slugOf(values.name) || 'produto'
  const taken = await tx
    .select({ slug: catalogueProducts.slug })
    .from(catalogueProducts)
    .where(
      and(
        eq(catalogueProducts.appId, appId),
        sql`${catalogueProducts.slug} like ${`${base.replace(/[\\%_]/g, '\\$&')}%`}`,
        exceptId === null ? undefined : ne(catalogueProducts.id, exceptId),
      ),
    )
  const used = new Set(taken.map((row) => row.slug))
  if (!used.has(base)) return base
  if (!free) throw catalogueError(409, lang, 'slugTaken', { slug: base }, 'slug')
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}

/** Every SKU the product and its variants give, free in the store (products and variants). */
async function checkSkus(
  tx: Database,
  appId: number,
  values: CatalogueProductValues,
  exceptId: number | null,
  lang: Lang,
) {
  const skus = [values.sku, ...values.variants.map((variant) => variant.sku)].filter(Boolean)
  if (skus.length === 0) return
  const [products, variants] = await Promise.all([
    tx
      .select({ sku: catalogueProducts.sku })
      .from(catalogueProducts)
      .where(
        and(
          eq(catalogueProducts.appId, appId),
          inArray(catalogueProducts.sku, skus),
          exceptId === null ? undefined : ne(catalogueProducts.id, exceptId),
        ),
      ),
    tx
      .select({ sku: catalogueVariants.sku })
      .from(catalogueVariants)
      .where(
        and(
          eq(catalogueVariants.appId, appId),
          inArray(catalogueVariants.sku, skus),
          exceptId === null ? undefined : ne(catalogueVariants.productId, exceptId),
        ),
      ),
  ])
  const taken = [...products, ...variants].map((row) => row.sku)
  if (taken.length === 0) return
  const sku = taken[0]!
  const variantIndex = values.variants.findIndex((variant) => variant.sku === sku)
  const field = values.sku === sku || variantIndex < 0 ? 'sku' : `variants.${variantIndex}.sku`
  throw catalogueError(409, lang, 'skuTaken', { sku }, field)
}

/** What the audit log keeps of a product (the whole input: it is what people change). */
const audited = (values: CatalogueProductValues): Record<string, unknown> => ({ ...values })

async function audit(
  tx: Database,
  appId: number,
  actor: AuditActor,
  at: Date,
  action: 'create' | 'update' | 'delete',
  id: number,
  name: string,
  changes: FieldChanges,
) {
  await writeAudit(tx, appId, actor, at, {
    area: 'layout',
    action,
    entity: CATALOGUE_PRODUCT_ENTITY,
    entityId: id,
    label: name,
    changes,
  })
}

export async function createProduct(
  { db, clock }: Deps,
  access: AppAccess,
  values: CatalogueProductValues,
  lang: Lang,
): Promise<CatalogueProduct> {
  const appId = access.app.id
  const at = clock.now()
  const id = await db.transaction(async (tx) => {
    const id = await writeProduct(tx, appId, values, null, at, lang)
    await audit(
      tx,
      appId,
      actorOf(access.caller),
      at,
      'create',
      id,
      values.name,
      createdFields(audited(values)),
    )
    return id
  })
  return getProduct(db, appId, id, lang)
}

export async function updateProduct(
  { db, clock }: Deps,
  access: AppAccess,
  productId: number,
  values: CatalogueProductValues,
  lang: Lang,
): Promise<CatalogueProduct> {
  const appId = access.app.id
  const at = clock.now()
  await db.transaction(async (tx) => {
    await lockProduct(tx, appId, productId, lang)
    const before = await getProduct(tx, appId, productId, lang)
    await writeProduct(tx, appId, values, before, at, lang)
    const after = await getProduct(tx, appId, productId, lang)
    const changes = changedFields(audited(valuesOf(before)), audited(valuesOf(after)))
    if (Object.keys(changes).length > 0)
      await audit(tx, appId, actorOf(access.caller), at, 'update', productId, after.name, changes)
  })
  return getProduct(db, appId, productId, lang)
}

export async function removeProduct(
  { db, clock }: Deps,
  access: AppAccess,
  productId: number,
  lang: Lang,
): Promise<void> {
  const appId = access.app.id
  const at = clock.now()
  await withinTransaction(db, async (tx) => {
    await lockProduct(tx, appId, productId, lang)
    const before = await getProduct(tx, appId, productId, lang)
    await tx
      .delete(catalogueProducts)
      .where(and(eq(catalogueProducts.appId, appId), eq(catalogueProducts.id, productId)))
    await audit(
      tx,
      appId,
      actorOf(access.caller),
      at,
      'delete',
      productId,
      before.name,
      deletedFields(audited(valuesOf(before))),
    )
  })
}

/** Holds the product's row for the rest of the transaction (a concurrent edit waits). */
async function lockProduct(tx: Database, appId: number, productId: number, lang: Lang) {
  const [row] = await tx
    .select({ id: catalogueProducts.id })
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.appId, appId), eq(catalogueProducts.id, productId)))
    .for('update')
  if (!row) throw catalogueError(404, lang, 'productNotFound')
}
