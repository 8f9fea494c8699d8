import type { ClusterKind, ProductCondition } from '@vitrine/api'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { catalogueProducts } from '../catalogue/schema.ts'
import { instant } from '../db/columns.ts'

/*
 * Product clusters (issue 17 item 4; contract packages/api/src/clusters). A manual cluster's
 * products are rows of `catalogue_cluster_products` in the merchant's order; an automatic
 * cluster keeps its rules in `conditions` and has no rows: its members are whatever the rules
 * select now (catalogue/matching.ts), so a price change needs no refresh.
 */
export const catalogueClusters = pgTable(
  'catalogue_clusters',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    kind: text('kind').$type<ClusterKind>().notNull(),
    /** An automatic cluster's rules (never `clusters.id`); empty for a manual one. */
    conditions: jsonb('conditions').$type<ProductCondition[]>().notNull().default([]),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('catalogue_clusters_slug_key').on(t.appId, t.slug),
    // The target of the membership rows' foreign key: a row can only join its own store's cluster.
    unique('catalogue_clusters_app_id_key').on(t.appId, t.id),
    check('catalogue_clusters_kind', sql`${t.kind} in ('manual', 'automatic')`),
  ],
)
export type ClusterRow = typeof catalogueClusters.$inferSelect

/** A manual cluster's products, `position` from 0; a deleted product leaves its clusters. */
export const catalogueClusterProducts = pgTable(
  'catalogue_cluster_products',
  {
    appId: integer('app_id').notNull(),
    clusterId: integer('cluster_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.clusterId, t.productId] }),
    foreignKey({
      columns: [t.appId, t.clusterId],
      foreignColumns: [catalogueClusters.appId, catalogueClusters.id],
      name: 'catalogue_cluster_products_cluster_fk',
    }).onDelete('cascade'),
    // "In cluster N" reads the cluster's products; the product's clusters are the reverse.
    index('catalogue_cluster_products_product_idx').on(t.appId, t.productId),
  ],
)
