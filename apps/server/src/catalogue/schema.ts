import type { CatalogueImportFormat, ProductImage } from '@vitrine/api'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'

/*
 * The storefront's catalogue (issue 14; contract packages/api/src/catalogue). Search runs on
 * two generated columns: `search`, Portuguese full text of the folded name, SKU, brand, tags
 * and description (prefixes through `:*`), and `name_fold` for pg_trgm (typos). Folding is
 * `catalogue_fold(text)`, an IMMUTABLE wrapper of unaccent + lower created by the migration
 * (unaccent itself is only STABLE, which a generated column refuses), and tags are joined by
 * `catalogue_words(text[])`, array_to_string declared IMMUTABLE for the same reason.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const catalogueCategories = pgTable(
  'catalogue_categories',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** Null at the top level. */
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** 1 at the top; kept by every move. */
    level: integer('level').notNull(),
    /** Among its siblings, 0, 1, 2… without gaps (a move renumbers them). */
    position: integer('position').notNull(),
    inMenu: boolean('in_menu').notNull().default(true),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('catalogue_categories_parent_idx').on(t.appId, t.parentId, t.position),
    uniqueIndex('catalogue_categories_slug_key').on(
      t.appId,
      sql`coalesce(${t.parentId}, 0)`,
      t.slug,
    ),
  ],
)

export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull().default(''),
    description: text('description').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    sold: integer('sold').notNull().default(0),
    brand: text('brand').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The product's categories (the preview's `categories.id` reads them with GIN). */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    salesPriceCents: bigint('sales_price_cents', { mode: 'number' }),
    /** The product's own stock, or the sum of its variants' (written with them). */
    stockQuantity: integer('stock_quantity').notNull().default(0),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    optionNames: text('option_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weightGrams: integer('weight_grams').notNull().default(0),
    heightCm: integer('height_cm').notNull().default(0),
    widthCm: integer('width_cm').notNull().default(0),
    lengthCm: integer('length_cm').notNull().default(0),
    /** The import that created it (undone with it). */
    importId: integer('import_id'),
    nameFold: text('name_fold').generatedAlwaysAs(sql`catalogue_fold(name)`),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('portuguese', catalogue_fold(name || ' ' || sku || ' ' || brand)), 'A') || setweight(to_tsvector('portuguese', catalogue_fold(catalogue_words(tags))), 'B') || setweight(to_tsvector('portuguese', catalogue_fold(left(description, 4000))), 'C')`,
    ),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('catalogue_products_slug_key').on(t.appId, t.slug),
    uniqueIndex('catalogue_products_sku_key')
      .on(t.appId, t.sku)
      .where(sql`sku <> ''`),
    index('catalogue_products_name_idx').on(t.appId, t.nameFold, t.id),
    index('catalogue_products_price_idx').on(t.appId, t.priceCents, t.id),
    index('catalogue_products_sold_idx').on(t.appId, t.sold, t.id),
    index('catalogue_products_sku_prefix_idx').on(t.appId, sql`lower(sku) text_pattern_ops`),
    index('catalogue_products_search_idx').using('gin', t.search),
    index('catalogue_products_trgm_idx').using('gin', t.nameFold.op('gin_trgm_ops')),
    index('catalogue_products_categories_idx').using('gin', t.categoryIds),
  ],
)

export const catalogueVariants = pgTable(
  'catalogue_variants',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull().default(''),
    /** One value per option name of the product, in its order. */
    options: text('options').array().notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }),
    salesPriceCents: bigint('sales_price_cents', { mode: 'number' }),
    stockQuantity: integer('stock_quantity').notNull().default(0),
  },
  (t) => [
    index('catalogue_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('catalogue_variants_sku_key')
      .on(t.appId, t.sku)
      .where(sql`sku <> ''`),
    index('catalogue_variants_sku_prefix_idx').on(t.appId, sql`lower(sku) text_pattern_ops`),
  ],
)

export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').$type<CatalogueImportFormat>().notNull(),
    actorName: text('actor_name').notNull(),
    totalRows: integer('total_rows').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    failed: integer('failed').notNull(),
    /** Categories the import created (removed by undo when left empty). */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: instant('created_at').notNull(),
    undoneAt: instant('undone_at'),
  },
  (t) => [index('catalogue_imports_app_idx').on(t.appId, t.id)],
)

/** A product an import replaced, as it was (its input), so undo can restore it. */
export const catalogueImportSnapshots = pgTable(
  'catalogue_import_snapshots',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    before: jsonb('before').notNull(),
  },
  (t) => [index('catalogue_import_snapshots_idx').on(t.importId)],
)
