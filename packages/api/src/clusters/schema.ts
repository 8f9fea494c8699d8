import * as v from 'valibot'
import { CatalogueProductSchema } from '../catalogue/products.ts'
import { ProductConditionSchema, type ProductCondition } from '../catalogue/filters.ts'
import { slugOf } from '../catalogue/slug.ts'
import { plainText } from '../validation/index.ts'
import { clusterText, type ClusterText } from './texts.ts'

/*
 * Clusters (issue 17 item 4): named collections of the storefront's products. A **manual**
 * cluster is a list the merchant picks and orders; an **automatic** one is every product meeting
 * its rules (the catalogue filter's conditions, the CMS's condition builder), evaluated live so
 * it never goes stale. Either can be a condition of a CMS catalogue element or a product feed:
 * the filter attribute `clusters.id` ("in cluster N").
 */

export const CLUSTER_KINDS = ['manual', 'automatic'] as const
export type ClusterKind = (typeof CLUSTER_KINDS)[number]

export const CLUSTER_NAME_MAX = 80
export const CLUSTER_SLUG_MAX = 80
export const CLUSTER_DESCRIPTION_MAX = 500
/** A manual cluster is a hand-picked shelf: hundreds, not the catalogue. */
export const CLUSTER_PRODUCTS_MAX = 500
export const CLUSTER_CONDITIONS_MAX = 30
/** Clusters per store: the editor's select of clusters and the list read them all at once. */
export const CLUSTERS_PER_STORE_MAX = 200
/** How many of a cluster's products its detail answers (the count is separate). */
export const CLUSTER_PREVIEW_ITEMS = 12

const say = (key: ClusterText) => (issue: v.BaseIssue<unknown>) => clusterText(issue.lang, key)
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** True when one of the conditions is "in cluster …" (an automatic cluster's rules may not be). */
export const usesClusters = (conditions: readonly { attribute: string }[]) =>
  conditions.some((condition) => condition.attribute === 'clusters.id')

/** POST/PUT …/clusters: a manual cluster carries `product_ids` in order, an automatic one `conditions`. */
export const ClusterInputSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(say('name')),
      v.trim(),
      v.minLength(1, say('name')),
      v.maxLength(CLUSTER_NAME_MAX, say('name')),
    ),
    /** Empty: made from the name. */
    slug: v.optional(
      v.pipe(
        v.string(say('slug')),
        v.trim(),
        v.maxLength(CLUSTER_SLUG_MAX, say('slug')),
        v.check((slug) => slug === '' || SLUG.test(slug), say('slug')),
      ),
      '',
    ),
    description: v.optional(
      v.pipe(
        v.string(say('description')),
        v.trim(),
        v.maxLength(CLUSTER_DESCRIPTION_MAX, say('description')),
        plainText({ multiline: true, label: { 'pt-BR': 'A descrição', en: 'The description' } }),
      ),
      '',
    ),
    active: v.optional(v.boolean(), true),
    kind: v.picklist(CLUSTER_KINDS, say('kind')),
    product_ids: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.number(say('products')),
            v.integer(say('products')),
            v.minValue(1, say('products')),
          ),
          say('products'),
        ),
        v.maxLength(CLUSTER_PRODUCTS_MAX, say('products')),
        v.check((ids) => new Set(ids).size === ids.length, say('products')),
      ),
      [],
    ),
    conditions: v.optional(
      v.pipe(
        v.array(ProductConditionSchema, say('conditions')),
        v.maxLength(CLUSTER_CONDITIONS_MAX, say('conditions')),
      ),
      [],
    ),
  }),
  v.forward(
    v.check((input) => input.kind !== 'manual' || input.product_ids.length > 0, say('noProducts')),
    ['product_ids'],
  ),
  v.forward(
    v.check(
      (input) => input.kind !== 'automatic' || !usesClusters(input.conditions),
      say('recursive'),
    ),
    ['conditions'],
  ),
  v.forward(
    v.check(
      (input) =>
        input.kind !== 'automatic' ||
        input.conditions.some((condition) => condition.condition !== 'order'),
      say('noConditions'),
    ),
    ['conditions'],
  ),
  // One kind's field only: a manual cluster keeps no rules, an automatic one no list.
  v.transform((input) => ({
    ...input,
    slug:
      input.slug === '' ? slugOf(input.name).slice(0, CLUSTER_SLUG_MAX) || 'cluster' : input.slug,
    product_ids: input.kind === 'manual' ? input.product_ids : [],
    conditions:
      input.kind === 'automatic'
        ? input.conditions.map(({ id: _id, ...condition }) => condition as ProductCondition)
        : [],
  })),
)
export type ClusterInput = v.InferInput<typeof ClusterInputSchema>
export type ClusterValues = v.InferOutput<typeof ClusterInputSchema>

/** A cluster as read: `product_count` is the list's length or the rules' live count (capped at 10,000). */
export const ClusterSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  description: v.string(),
  active: v.boolean(),
  kind: v.picklist(CLUSTER_KINDS),
  product_ids: v.array(v.number()),
  conditions: v.array(ProductConditionSchema),
  product_count: v.number(),
  /** False when an automatic cluster matches more than 10,000 ("10.000 ou mais"). */
  count_exact: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Cluster = v.InferOutput<typeof ClusterSchema>

export const ClusterListSchema = v.object({ items: v.array(ClusterSchema) })
export type ClusterList = v.InferOutput<typeof ClusterListSchema>

/**
 * GET …/clusters/{id}: the cluster and its products — a manual cluster's whole list in its
 * order (so the editor names every chosen product), an automatic one's first twelve.
 */
export const ClusterDetailSchema = v.object({
  ...ClusterSchema.entries,
  products: v.array(CatalogueProductSchema),
})
export type ClusterDetail = v.InferOutput<typeof ClusterDetailSchema>

/** Where a cluster is a condition: CMS catalogue elements and product feeds, before deleting it. */
export const ClusterUsageSchema = v.object({
  elements: v.array(
    v.object({ id: v.number(), page: v.string(), placeholder: v.string(), name: v.string() }),
  ),
  feeds: v.array(v.object({ id: v.number(), name: v.string() })),
})
export type ClusterUsage = v.InferOutput<typeof ClusterUsageSchema>
