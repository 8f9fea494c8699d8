import {
  RECURRENCE_PAGE_SIZE,
  type ProductFilters,
  type ProductPage,
  type ProductValues,
  type RecurrenceProduct,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { AppAccess } from '../../access/require-access.ts'
import { changedFields, createdFields } from '../../audit/diff.ts'
import { actorOf, writeAudit, type AuditRecord, type FieldChanges } from '../../audit/write.ts'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { AppDeps } from '../../http/context.ts'
import { recurrenceError } from '../shared/errors.ts'
import { recurrencePlanProducts, recurrencePlans, recurrenceProducts } from '../schema.ts'
import { afterCursor, decodeNameCursor, encodeNameCursor, sortName } from './cursor.ts'
import { wordsCondition } from './search.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>
export type ProductRow = typeof recurrenceProducts.$inferSelect

/** The audit log's entity (the panel words it "o produto «…»"). */
export const PRODUCT_ENTITY = 'product'

/**
 * Plans not archived that hold the product. Qualified by hand: drizzle writes a one-table
 * select's columns unqualified, which inside this subquery would name the plan's own.
 */
const planCount = sql<number>`(
  select count(*)::int from ${recurrencePlanProducts} pp
  join ${recurrencePlans} p on p.id = pp.plan_id
  where pp.app_id = recurrence_products.app_id and pp.product_id = recurrence_products.id
    and p.archived_at is null)`.mapWith(Number)

const columns = { row: recurrenceProducts, planCount }

export function toProduct({
  row,
  planCount,
}: {
  row: ProductRow
  planCount: number
}): RecurrenceProduct {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    description: row.description,
    price_cents: row.priceCents,
    image_url: row.imageUrl,
    plan_count: Number(planCount),
    archived_at: row.archivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

const productNotFound = (lang: Lang) => recurrenceError(404, lang, 'productNotFound')

export async function getProduct(
  db: Database,
  appId: number,
  productId: number,
  lang: Lang,
): Promise<RecurrenceProduct> {
  const [found] = await db
    .select(columns)
    .from(recurrenceProducts)
    .where(and(eq(recurrenceProducts.appId, appId), eq(recurrenceProducts.id, productId)))
  if (!found) throw productNotFound(lang)
  return toProduct(found)
}

/** By name; `q` looks in the name and the SKU; archived ones only when `archived=1`. */
export async function listProducts(
  db: Database,
  appId: number,
  query: ProductFilters & { cursor?: string; limit?: number },
  lang: Lang,
): Promise<ProductPage> {
  const { cursor, limit = RECURRENCE_PAGE_SIZE, q, archived } = query
  const conditions: (SQL | undefined)[] = [
    eq(recurrenceProducts.appId, appId),
    archived === '1'
      ? isNotNull(recurrenceProducts.archivedAt)
      : isNull(recurrenceProducts.archivedAt),
  ]
  if (cursor !== undefined) {
    conditions.push(
      afterCursor(recurrenceProducts.name, recurrenceProducts.id, decodeNameCursor(cursor, lang)),
    )
  }
  if (q) conditions.push(wordsCondition(q, [recurrenceProducts.name, recurrenceProducts.sku]))
  const order = sortName(recurrenceProducts.name)
  const rows = await db
    .select({ ...columns, order })
    .from(recurrenceProducts)
    .where(and(...conditions))
    .orderBy(asc(order), asc(recurrenceProducts.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(toProduct),
    next_cursor:
      rows.length > limit && last ? encodeNameCursor({ name: last.order, id: last.row.id }) : null,
  }
}

const columnsOf = (values: ProductValues) => ({
  name: values.name,
  sku: values.sku,
  description: values.description,
  priceCents: values.price_cents,
  imageUrl: values.image_url || null,
})

const audited = (row: ProductRow): Record<string, unknown> => ({
  name: row.name,
  sku: row.sku,
  description: row.description,
  price_cents: row.priceCents,
  image_url: row.imageUrl,
  archived: row.archivedAt !== null,
})

const auditOf = (action: AuditRecord['action'], row: ProductRow, changes: FieldChanges) => ({
  area: 'recurrence' as const,
  action,
  entity: PRODUCT_ENTITY,
  entityId: row.id,
  label: row.name,
  changes,
})

const skuTaken = (lang: Lang) => recurrenceError(409, lang, 'skuTaken', {}, 'sku')

/** A SKU another product of the store has: 409 on `sku` (the unique key catches a race). */
async function checkSku(db: Database, appId: number, sku: string, lang: Lang, exceptId?: number) {
  const [taken] = await db
    .select({ id: recurrenceProducts.id })
    .from(recurrenceProducts)
    .where(
      and(
        eq(recurrenceProducts.appId, appId),
        eq(recurrenceProducts.sku, sku),
        exceptId === undefined ? undefined : ne(recurrenceProducts.id, exceptId),
      ),
    )
  if (taken) throw skuTaken(lang)
}

const raced = (error: unknown, lang: Lang) => (isUniqueViolation(error) ? skuTaken(lang) : error)

export async function createProduct(
  { db, clock }: Deps,
  access: AppAccess,
  values: ProductValues,
  lang: Lang,
): Promise<RecurrenceProduct> {
  const appId = access.app.id
  const now = clock.now()
  await checkSku(db, appId, values.sku, lang)
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(recurrenceProducts)
        .values({ appId, ...columnsOf(values), createdAt: now, updatedAt: now })
        .returning()
      await writeAudit(
        tx,
        appId,
        actorOf(access.caller),
        now,
        auditOf('create', inserted!, createdFields(audited(inserted!))),
      )
      return inserted!
    })
    return toProduct({ row, planCount: 0 })
  } catch (error) {
    throw raced(error, lang)
  }
}

/** Writes the columns that differ, with their audit entry, under the row's lock. */
async function writeChanges(
  { db, clock }: Deps,
  access: AppAccess,
  productId: number,
  lang: Lang,
  change: (current: ProductRow, now: Date) => Partial<ProductRow>,
): Promise<RecurrenceProduct> {
  const appId = access.app.id
  const now = clock.now()
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(recurrenceProducts)
        .where(and(eq(recurrenceProducts.appId, appId), eq(recurrenceProducts.id, productId)))
        .for('update')
      if (!current) throw productNotFound(lang)
      const set = change(current, now)
      const changes = changedFields(audited(current), audited({ ...current, ...set }))
      if (Object.keys(changes).length === 0) return
      await tx
        .update(recurrenceProducts)
        .set({ ...set, updatedAt: now })
        .where(eq(recurrenceProducts.id, productId))
      await writeAudit(
        tx,
        appId,
        actorOf(access.caller),
        now,
        auditOf('update', { ...current, ...set }, changes),
      )
    })
  } catch (error) {
    throw raced(error, lang)
  }
  return getProduct(db, appId, productId, lang)
}

export async function updateProduct(
  deps: Deps,
  access: AppAccess,
  productId: number,
  values: ProductValues,
  lang: Lang,
): Promise<RecurrenceProduct> {
  // Another store's product (or none) is not found, whatever its SKU would clash with.
  const [exists] = await deps.db
    .select({ id: recurrenceProducts.id })
    .from(recurrenceProducts)
    .where(and(eq(recurrenceProducts.appId, access.app.id), eq(recurrenceProducts.id, productId)))
  if (!exists) throw productNotFound(lang)
  await checkSku(deps.db, access.app.id, values.sku, lang, productId)
  return writeChanges(deps, access, productId, lang, () => columnsOf(values))
}

/**
 * Archived products leave the choice of new plans and stay in the plans that hold them;
 * archiving again changes nothing.
 */
export function setProductArchived(
  deps: Deps,
  access: AppAccess,
  productId: number,
  archived: boolean,
  lang: Lang,
): Promise<RecurrenceProduct> {
  return writeChanges(deps, access, productId, lang, (current, now) =>
    archived === (current.archivedAt !== null) ? {} : { archivedAt: archived ? now : null },
  )
}
