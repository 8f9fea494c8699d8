import {
  ApiError,
  CLUSTER_PREVIEW_ITEMS,
  CLUSTERS_PER_STORE_MAX,
  clusterText,
  type Cluster,
  type ClusterDetail,
  type ClusterText,
  type ClusterUsage,
  type ClusterValues,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields } from '../audit/diff.ts'
import { actorOf, writeAudit } from '../audit/write.ts'
import { rowsOf } from '../catalogue/category-rows.ts'
import { productsMatching } from '../catalogue/matching.ts'
import { productColumns, productsOf } from '../catalogue/product-rows.ts'
import { catalogueProducts } from '../catalogue/schema.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import type { AppDeps } from '../http/context.ts'
import { statusText } from '../http/errors.ts'
import { catalogueClusterProducts, catalogueClusters, type ClusterRow } from './schema.ts'

/*
 * Clusters: a manual cluster's products are rows in the merchant's order, an automatic one's
 * are its rules evaluated by the catalogue's own filter (matching.ts), so both answer with the
 * same products the storefront's `clusters.id` condition selects.
 */

export function clusterError(status: number, lang: Lang, key: ClusterText, field?: string) {
  const message = clusterText(lang, key)
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message,
    ...(field ? { data: { fields: { [field]: message } } } : {}),
  })
}

async function productIdsOf(db: Database, appId: number, clusterIds: number[]) {
  if (clusterIds.length === 0) return new Map<number, number[]>()
  const rows = await db
    .select({
      clusterId: catalogueClusterProducts.clusterId,
      productId: catalogueClusterProducts.productId,
    })
    .from(catalogueClusterProducts)
    .where(
      and(
        eq(catalogueClusterProducts.appId, appId),
        inArray(catalogueClusterProducts.clusterId, clusterIds),
      ),
    )
    .orderBy(asc(catalogueClusterProducts.clusterId), asc(catalogueClusterProducts.position))
  const byCluster = new Map<number, number[]>()
  for (const row of rows)
    byCluster.set(row.clusterId, [...(byCluster.get(row.clusterId) ?? []), row.productId])
  return byCluster
}

/**
 * The cluster as read. An automatic cluster's count is its rules' (capped like every preview),
 * counted even while inactive: the editor shows what the rules select.
 */
async function clusterOf(
  db: Database,
  row: ClusterRow,
  productIds: number[],
  counted?: { total: number; total_exact: boolean },
): Promise<Cluster> {
  let count = productIds.length
  let exact = true
  if (row.kind === 'automatic') {
    const matches = counted ?? (await productsMatching(db, row.appId, row.conditions, { limit: 0 }))
    count = matches.total
    exact = matches.total_exact
  }
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    active: row.active,
    kind: row.kind,
    product_ids: productIds,
    conditions: row.conditions,
    product_count: count,
    count_exact: exact,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

async function rowOf(db: Database, appId: number, id: number, lang: Lang): Promise<ClusterRow> {
  const [row] = await db
    .select()
    .from(catalogueClusters)
    .where(and(eq(catalogueClusters.appId, appId), eq(catalogueClusters.id, id)))
  if (!row) throw clusterError(404, lang, 'notFound')
  return row
}

/** Every cluster of the store, by name (at most 200: no pages). */
export async function listClusters(db: Database, appId: number): Promise<{ items: Cluster[] }> {
  const rows = await db
    .select()
    .from(catalogueClusters)
    .where(eq(catalogueClusters.appId, appId))
    .orderBy(asc(catalogueClusters.name), asc(catalogueClusters.id))
  const ids = await productIdsOf(
    db,
    appId,
    rows.filter((row) => row.kind === 'manual').map((row) => row.id),
  )
  return { items: await Promise.all(rows.map((row) => clusterOf(db, row, ids.get(row.id) ?? []))) }
}

/** The cluster and its products: a manual one's whole list in order, an automatic one's first twelve. */
export async function getCluster(
  db: Database,
  appId: number,
  id: number,
  lang: Lang,
): Promise<ClusterDetail> {
  const row = await rowOf(db, appId, id, lang)
  const productIds =
    (await productIdsOf(db, appId, row.kind === 'manual' ? [id] : [])).get(id) ?? []
  if (row.kind === 'manual') {
    const cluster = await clusterOf(db, row, productIds)
    return { ...cluster, products: await productsByIds(db, appId, productIds) }
  }
  // One filter call gives the first products and the count (counting twice cost a third more).
  const matches = await productsMatching(db, appId, row.conditions, {
    limit: CLUSTER_PREVIEW_ITEMS,
  })
  return { ...(await clusterOf(db, row, [], matches)), products: matches.items }
}

/** Products by id in the order given (the cluster's, whether or not it is active). */
async function productsByIds(db: Database, appId: number, ids: readonly number[]) {
  if (ids.length === 0) return []
  const rows = await db
    .select(productColumns)
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.appId, appId), inArray(catalogueProducts.id, [...ids])))
  const byId = new Map((await productsOf(db, appId, rows)).map((product) => [product.id, product]))
  return ids.flatMap((productId) => byId.get(productId) ?? [])
}

/** 422 on `product_ids` when one is not a product of this store. */
async function checkProducts(db: Database, appId: number, ids: readonly number[], lang: Lang) {
  if (ids.length === 0) return
  const rows = await db
    .select({ id: catalogueProducts.id })
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.appId, appId), inArray(catalogueProducts.id, [...ids])))
  if (rows.length !== new Set(ids).size)
    throw clusterError(422, lang, 'unknownProducts', 'product_ids')
}

/** The conditions' values must be their attributes' kinds (the filter's own 400). */
async function checkRules(db: Database, appId: number, values: ClusterValues, lang: Lang) {
  if (values.kind === 'automatic')
    await productsMatching(db, appId, values.conditions, { limit: 0, lang })
}

function auditable(values: ClusterValues) {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    active: values.active,
    kind: values.kind,
    product_ids: values.product_ids,
    conditions: values.conditions,
  }
}

async function writeProducts(
  db: Database,
  appId: number,
  clusterId: number,
  ids: readonly number[],
) {
  await db
    .delete(catalogueClusterProducts)
    .where(
      and(
        eq(catalogueClusterProducts.appId, appId),
        eq(catalogueClusterProducts.clusterId, clusterId),
      ),
    )
  if (ids.length === 0) return
  await db
    .insert(catalogueClusterProducts)
    .values(ids.map((productId, position) => ({ appId, clusterId, productId, position })))
}

/** Creates a cluster (409 on `slug` when the store has it already; 422 beyond 200 clusters). */
export async function createCluster(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: Pick<AppAccess, 'app' | 'caller'>,
  values: ClusterValues,
  lang: Lang,
): Promise<ClusterDetail> {
  const appId = access.app.id
  await checkProducts(db, appId, values.product_ids, lang)
  await checkRules(db, appId, values, lang)
  const at = clock.now()
  const id = await db
    .transaction(async (tx) => {
      // One creation at a time per store, so two cannot both pass the count.
      await tx.execute(sql`select pg_advisory_xact_lock(${CLUSTER_LOCK}, ${appId})`)
      const [counted] = rowsOf<{ total: number }>(
        await tx.execute<{ total: number }>(
          sql`select count(*)::int as total from catalogue_clusters where app_id = ${appId}`,
        ),
      )
      if (Number(counted?.total ?? 0) >= CLUSTERS_PER_STORE_MAX)
        throw clusterError(422, lang, 'tooMany')
      const [row] = await tx
        .insert(catalogueClusters)
        .values({
          appId,
          name: values.name,
          slug: values.slug,
          description: values.description,
          active: values.active,
          kind: values.kind,
          conditions: values.conditions,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: catalogueClusters.id })
      await writeProducts(tx, appId, row!.id, values.product_ids)
      await writeAudit(tx, appId, actorOf(access.caller), at, {
        area: 'layout',
        action: 'create',
        entity: 'cluster',
        entityId: row!.id,
        label: values.name,
        changes: changedFields({}, auditable(values)),
      })
      return row!.id
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw clusterError(409, lang, 'slugTaken', 'slug')
      throw error
    })
  return getCluster(db, appId, id, lang)
}

/** Advisory lock class of cluster creation (with the store's id). */
const CLUSTER_LOCK = 1_701_704

/** Replaces the cluster whole; a kind change drops the other kind's list or rules. */
export async function updateCluster(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: Pick<AppAccess, 'app' | 'caller'>,
  id: number,
  values: ClusterValues,
  lang: Lang,
): Promise<ClusterDetail> {
  const appId = access.app.id
  const before = await rowOf(db, appId, id, lang)
  await checkProducts(db, appId, values.product_ids, lang)
  await checkRules(db, appId, values, lang)
  const beforeIds = (await productIdsOf(db, appId, [id])).get(id) ?? []
  const at = clock.now()
  await db
    .transaction(async (tx) => {
      await tx
        .update(catalogueClusters)
        .set({
          name: values.name,
          slug: values.slug,
          description: values.description,
          active: values.active,
          kind: values.kind,
          conditions: values.conditions,
          updatedAt: at,
        })
        .where(and(eq(catalogueClusters.appId, appId), eq(catalogueClusters.id, id)))
      await writeProducts(tx, appId, id, values.product_ids)
      const changes = changedFields(
        auditable({ ...before, product_ids: beforeIds } as ClusterValues),
        auditable(values),
      )
      if (Object.keys(changes).length > 0) {
        await writeAudit(tx, appId, actorOf(access.caller), at, {
          area: 'layout',
          action: 'update',
          entity: 'cluster',
          entityId: id,
          label: values.name,
          changes,
        })
      }
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw clusterError(409, lang, 'slugTaken', 'slug')
      throw error
    })
  return getCluster(db, appId, id, lang)
}

/**
 * Deletes the cluster even while CMS elements or feeds name it (the panel shows where first and
 * asks): their "in cluster" conditions then match nothing, as for an inactive cluster. Refusing
 * would leave the merchant hunting for every condition before a seasonal clean-up.
 */
export async function removeCluster(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: Pick<AppAccess, 'app' | 'caller'>,
  id: number,
  lang: Lang,
): Promise<void> {
  const appId = access.app.id
  const row = await rowOf(db, appId, id, lang)
  await db.transaction(async (tx) => {
    await tx
      .delete(catalogueClusters)
      .where(and(eq(catalogueClusters.appId, appId), eq(catalogueClusters.id, id)))
    await writeAudit(tx, appId, actorOf(access.caller), clock.now(), {
      area: 'layout',
      action: 'delete',
      entity: 'cluster',
      entityId: id,
      label: row.name,
      changes: {},
    })
  })
}

/** The conditions that name this cluster: CMS elements (with their page) and product feeds. */
export async function clusterUsage(
  db: Database,
  appId: number,
  id: number,
  lang: Lang,
): Promise<ClusterUsage> {
  await rowOf(db, appId, id, lang)
  const names = sql`exists (select 1 from jsonb_array_elements(conditions) c
    where c->>'attribute' = 'clusters.id' and c->>'value' = ${String(id)})`
  const [elements, feeds] = await Promise.all([
    db.execute<{ id: number; page: string; placeholder: string; name: string }>(sql`
      select e.id, p.slug as page, e.placeholder, e.title as name
      from cms_elements e join cms_pages p on p.app_id = e.app_id and p.id = e.page_id
      where e.app_id = ${appId} and e.type = 'products' and ${names}
      order by p.slug, e.placeholder, e.position, e.id`),
    db.execute<{ id: number; name: string }>(sql`
      select id, name from ecommerce_feeds where app_id = ${appId} and ${names} order by name, id`),
  ])
  return {
    elements: rowsOf<{ id: number; page: string; placeholder: string; name: string }>(elements).map(
      (row) => ({
        id: Number(row.id),
        page: row.page,
        placeholder: row.placeholder,
        name: row.name,
      }),
    ),
    feeds: rowsOf<{ id: number; name: string }>(feeds).map((row) => ({
      id: Number(row.id),
      name: row.name,
    })),
  }
}
