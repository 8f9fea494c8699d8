import {
  ApiError,
  booleanValue,
  CATEGORY_ATTRIBUTE_KINDS,
  foldText,
  PRODUCT_ATTRIBUTE_KINDS,
  type CatalogueProduct,
  type Category,
  type CategoryCondition,
  type FilterValueKind,
  type ProductCondition,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { catalogueClusters } from '../clusters/schema.ts'
import type { Database } from '../db/client.ts'
import { statusText } from '../http/errors.ts'
import { categoriesOf, rowsOf } from './category-rows.ts'
import { productColumns, productsOf } from './product-rows.ts'
import { catalogueProducts } from './schema.ts'

/*
 * What a CMS catalogue element shows (specification section 3): the store's products (or
 * categories) meeting every `=`/`!=` condition, sorted by the `order` conditions in the order
 * they are written, then by id. Exported for the CMS's own server code and answered by
 * POST …/catalogue/products/filter for the element form's preview.
 */

export interface MatchOptions {
  limit: number
  lang?: Lang
}

export interface Matches<T> {
  items: T[]
  total: number
  /** False when more than COUNT_CAP match: `total` is then COUNT_CAP. */
  total_exact: boolean
}

/**
 * A preview counts matches up to this many: an element showing twelve products needs no exact
 * count of eighty thousand, and counting them would read the whole catalogue every time.
 */
export const COUNT_CAP = 10_000

const NULLABLE_KEYS = new Set<ProductCondition['attribute']>([
  'categories.id',
  'categories.name',
  'clusters.id',
])

/**
 * The rules of the active automatic clusters a filter names, by cluster id: "in cluster N" is
 * then those rules evaluated now (a manual cluster is its rows, read in SQL). Built by
 * `clusterRulesFor` before the WHERE, which is synchronous.
 */
export type ClusterRules = ReadonlyMap<number, readonly ProductCondition[]>
const NO_CLUSTERS: ClusterRules = new Map()

/** The cluster ids of the `=`/`!=` conditions on `clusters.id` (values not yet checked). */
function clusterIdsOf(conditions: readonly ProductCondition[]): number[] {
  return conditions.flatMap((condition) =>
    condition.attribute === 'clusters.id' && condition.condition !== 'order'
      ? [Number(condition.value)].filter(Number.isSafeInteger)
      : [],
  )
}

/** Loads the rules of the automatic clusters these conditions name (none: no query). */
export async function clusterRulesFor(
  db: Database,
  appId: number,
  conditions: readonly ProductCondition[],
): Promise<ClusterRules> {
  const ids = clusterIdsOf(conditions)
  if (ids.length === 0) return NO_CLUSTERS
  const rows = await db
    .select({ id: catalogueClusters.id, conditions: catalogueClusters.conditions })
    .from(catalogueClusters)
    .where(
      and(
        eq(catalogueClusters.appId, appId),
        eq(catalogueClusters.kind, 'automatic'),
        eq(catalogueClusters.active, true),
        inArray(catalogueClusters.id, ids),
      ),
    )
  return new Map(rows.map((row) => [row.id, row.conditions]))
}

type Value = string | number | boolean

/** A value that cannot be the attribute's kind: 400 on that condition's value. */
function badValue(index: number, kind: FilterValueKind, lang: Lang): ApiError {
  const message =
    lang === 'en'
      ? kind === 'boolean'
        ? 'Use yes (1) or no (0).'
        : 'Use a whole number.'
      : kind === 'boolean'
        ? 'Use sim (1) ou não (0).'
        : 'Use um número inteiro.'
  return new ApiError({
    statusCode: 400,
    statusMessage: statusText(400),
    message,
    data: { fields: { [`conditions.${index}.value`]: message } },
  })
}

function typed(value: Value, kind: FilterValueKind, index: number, lang: Lang): Value {
  if (kind === 'boolean') {
    const flag = booleanValue(value)
    if (flag === null) throw badValue(index, kind, lang)
    return flag
  }
  if (kind === 'integer' || kind === 'money') {
    const number = typeof value === 'number' ? value : Number(String(value).trim())
    if (typeof value === 'boolean' || !Number.isSafeInteger(number))
      throw badValue(index, kind, lang)
    return number
  }
  return String(value)
}

const p = catalogueProducts

/** `=` of one product attribute, as SQL (the `!=` is its negation, nulls counting as different). */
function productEquals(
  appId: number,
  attribute: ProductCondition['attribute'],
  value: Value,
  clusters: ClusterRules,
): SQL {
  switch (attribute) {
    case 'id':
      return sql`${p.id} = ${value}`
    case 'name':
      return sql`${p.nameFold} = ${foldText(String(value))}`
    case 'urls':
      return sql`'/p/' || ${p.slug} = ${String(value)}`
    case 'sold':
      return sql`${p.sold} = ${value}`
    case 'description':
      return sql`catalogue_fold(${p.description}) = ${foldText(String(value))}`
    case 'visible':
      return sql`${p.visible} = ${value}`
    case 'categories.id':
      // "In that category": the category or any under it.
      return sql`${p.categoryIds} && array(
        with recursive tree(id) as (
          select id from catalogue_categories where app_id = ${appId} and id = ${value}
          union all
          select c.id from catalogue_categories c join tree on c.parent_id = tree.id
          where c.app_id = ${appId}
        ) select id from tree)`
    case 'categories.name':
      return sql`${p.categoryIds} && array(
        select id from catalogue_categories
        where app_id = ${appId} and catalogue_fold(name) = ${foldText(String(value))})`
    case 'stock.has':
      return value ? sql`${p.stockQuantity} > 0` : sql`${p.stockQuantity} = 0`
    case 'stock.quantity':
      return sql`${p.stockQuantity} = ${value}`
    case 'prices.price':
      return sql`${p.priceCents} = ${value}`
    case 'prices.sales_price':
      return sql`${p.salesPriceCents} = ${value}`
    case 'clusters.id': {
      // An automatic cluster: its own rules, now. Saving refuses `clusters.id` among them, and
      // they are read here without it, so a cluster never contains itself.
      const rules = clusters.get(Number(value))
      if (rules) return clusterRulesWhere(appId, rules)
      // A manual cluster: its rows, while it is active. An inactive, deleted or unknown
      // cluster matches nothing (a paused cluster empties the shelves that use it).
      return sql`${p.id} in (
        select cp.product_id from catalogue_cluster_products cp
        join catalogue_clusters c on c.app_id = cp.app_id and c.id = cp.cluster_id
        where cp.app_id = ${appId} and cp.cluster_id = ${value} and c.active)`
    }
  }
}

/** An automatic cluster's rules as one condition (a stored value that no longer fits: nothing). */
function clusterRulesWhere(appId: number, rules: readonly ProductCondition[]): SQL {
  const parts: SQL[] = []
  for (const [index, rule] of rules.entries()) {
    if (rule.condition === 'order' || rule.attribute === 'clusters.id') continue
    let value: Value
    try {
      value = typed(rule.value, PRODUCT_ATTRIBUTE_KINDS[rule.attribute], index, 'pt-BR')
    } catch {
      return sql`false`
    }
    const equals = productEquals(appId, rule.attribute, value, NO_CLUSTERS)
    parts.push(rule.condition === '=' ? equals : sql`(${equals}) is not true`)
  }
  return parts.length === 0 ? sql`true` : sql`(${and(...parts)})`
}

/** The sort key of one product attribute. */
function productOrderKey(attribute: ProductCondition['attribute'], clusterId: number | null): SQL {
  switch (attribute) {
    case 'id':
      return sql`${p.id}`
    case 'name':
      return sql`${p.nameFold}`
    case 'urls':
      return sql`${p.slug}`
    case 'sold':
      return sql`${p.sold}`
    case 'description':
      return sql`catalogue_fold(${p.description})`
    case 'visible':
      return sql`${p.visible}`
    case 'categories.id':
      return sql`${p.categoryIds}[1]`
    case 'categories.name':
      return sql`(select name from catalogue_categories c where c.app_id = ${p.appId} and c.id = ${p.categoryIds}[1])`
    case 'stock.has':
      return sql`(${p.stockQuantity} > 0)`
    case 'stock.quantity':
      return sql`${p.stockQuantity}`
    case 'prices.price':
      return sql`${p.priceCents}`
    case 'prices.sales_price':
      // What the buyer pays: the promotion when there is one.
      return sql`coalesce(${p.salesPriceCents}, ${p.priceCents})`
    case 'clusters.id':
      // The merchant's order in the manual cluster the conditions name first (an automatic
      // cluster has no order of its own: its products come after, by the next keys).
      return clusterId === null
        ? sql`null::int`
        : sql`(select cp.position from catalogue_cluster_products cp
            where cp.app_id = ${p.appId} and cp.cluster_id = ${clusterId} and cp.product_id = ${p.id})`
  }
}

/**
 * The store's products meeting every `=`/`!=` condition, as a WHERE clause (the `order`
 * conditions are left out): the previews' and the product feeds' (ecommerce/feeds) filter.
 * Throws 400 on a value that cannot be its attribute's kind.
 */
export function productConditionsWhere(
  appId: number,
  conditions: readonly ProductCondition[],
  lang: Lang = 'pt-BR',
  /** Needed when the conditions name automatic clusters: `clusterRulesFor`. */
  clusters: ClusterRules = NO_CLUSTERS,
): SQL {
  const where: SQL[] = [eq(p.appId, appId)]
  conditions.forEach((condition, index) => {
    if (condition.condition === 'order') return
    const value = typed(condition.value, PRODUCT_ATTRIBUTE_KINDS[condition.attribute], index, lang)
    const equals = productEquals(appId, condition.attribute, value, clusters)
    where.push(condition.condition === '=' ? equals : sql`(${equals}) is not true`)
  })
  return and(...where)!
}

/** The products a catalogue element with these conditions shows: the first `limit`, and the total. */
export async function productsMatching(
  db: Database,
  appId: number,
  conditions: readonly ProductCondition[],
  { limit, lang = 'pt-BR' }: MatchOptions,
): Promise<Matches<CatalogueProduct>> {
  const matching = productConditionsWhere(
    appId,
    conditions,
    lang,
    await clusterRulesFor(db, appId, conditions),
  )
  const order: SQL[] = []
  let tieBreak: 'asc' | 'desc' | undefined
  const firstCluster = clusterIdsOf(conditions)[0] ?? null
  conditions.forEach((condition) => {
    if (condition.condition === 'order') {
      const key = productOrderKey(condition.attribute, firstCluster)
      // Only keys that can be null say where nulls go: "desc nulls last" on a column that is
      // never null would keep its b-tree from answering the order.
      const nulls = NULLABLE_KEYS.has(condition.attribute) ? sql` nulls last` : sql``
      order.push(condition.order === 'desc' ? sql`${key} desc${nulls}` : sql`${key} asc${nulls}`)
      tieBreak ??= condition.order
    }
  })
  const [rows, counted] = await Promise.all([
    db
      .select(productColumns)
      .from(p)
      .where(matching)
      // Ties by id in the first order's direction: an index (app_id, key, id) read either way.
      .orderBy(...order, tieBreak === 'desc' ? desc(p.id) : asc(p.id))
      .limit(limit),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from (select 1 from ${p} where ${matching} limit ${COUNT_CAP + 1}) capped`,
    ),
  ])
  const total = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0)
  return {
    items: await productsOf(db, appId, rows),
    total: Math.min(total, COUNT_CAP),
    total_exact: total <= COUNT_CAP,
  }
}

function categoryValue(category: Category, attribute: CategoryCondition['attribute']) {
  return category[attribute]
}

function sameValue(actual: string | number | boolean | null, expected: Value): boolean {
  if (typeof actual === 'string') return foldText(actual) === foldText(String(expected))
  return actual === expected
}

/** The categories a categories element with these conditions shows (the tree is small: in memory). */
export async function categoriesMatching(
  db: Database,
  appId: number,
  conditions: readonly CategoryCondition[],
  { limit, lang = 'pt-BR' }: MatchOptions,
): Promise<Matches<Category>> {
  const checks = conditions.flatMap((condition, index) => {
    if (condition.condition === 'order') return []
    const value = typed(condition.value, CATEGORY_ATTRIBUTE_KINDS[condition.attribute], index, lang)
    return [{ ...condition, value }]
  })
  const orders = conditions.filter((condition) => condition.condition === 'order')
  const matching = (await categoriesOf(db, appId))
    .filter((category) =>
      checks.every((check) => {
        const hit = sameValue(categoryValue(category, check.attribute), check.value)
        return check.condition === '=' ? hit : !hit
      }),
    )
    .sort((a, b) => {
      for (const order of orders) {
        const left = categoryValue(a, order.attribute)
        const right = categoryValue(b, order.attribute)
        if (left === right) continue
        if (left === null) return 1
        if (right === null) return -1
        const sign = order.condition === 'order' && order.order === 'desc' ? -1 : 1
        return (
          sign *
          (typeof left === 'string' && typeof right === 'string'
            ? foldText(left).localeCompare(foldText(right))
            : Number(left) - Number(right))
        )
      }
      return a.id - b.id
    })
  return { items: matching.slice(0, limit), total: matching.length, total_exact: true }
}
