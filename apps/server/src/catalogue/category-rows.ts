import { categoryTree, flattenTree, type Category } from '@vitrine/api'
import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { catalogueCategories } from './schema.ts'

export type CategoryRow = typeof catalogueCategories.$inferSelect

/** A category and every category under it (a recursive walk down the parent links). */
export async function subtreeOf(
  db: Database,
  appId: number,
  categoryId: number,
): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    with recursive tree(id) as (
      select id from catalogue_categories where app_id = ${appId} and id = ${categoryId}
      union all
      select c.id from catalogue_categories c join tree on c.parent_id = tree.id
      where c.app_id = ${appId}
    )
    select id from tree`)
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id))
}

/** node-postgres answers `{ rows }`, PGlite too; drizzle types them differently. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]
}

/** The store's categories, flat in tree order, each with its address and product count. */
export async function categoriesOf(
  db: Database,
  appId: number,
  { counts = true }: { counts?: boolean } = {},
): Promise<Category[]> {
  const [rows, tally] = await Promise.all([
    db
      .select()
      .from(catalogueCategories)
      .where(eq(catalogueCategories.appId, appId))
      .orderBy(asc(catalogueCategories.parentId), asc(catalogueCategories.position)),
    counts
      ? db.execute<{ id: number; n: number }>(sql`
          select category_id as id, count(*)::int as n
          from catalogue_products, unnest(category_ids) as category_id
          where app_id = ${appId} group by category_id`)
      : Promise.resolve({ rows: [] }),
  ])
  const countOf = new Map(
    rowsOf<{ id: number; n: number }>(tally).map((row) => [Number(row.id), Number(row.n)]),
  )
  return withAddresses(rows.map((row) => toCategory(row, countOf.get(row.id) ?? 0)))
}

export function toCategory(row: CategoryRow, productCount: number): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    urls: '',
    level: row.level,
    in_menu: row.inMenu,
    parent_id: row.parentId,
    position: row.position,
    product_count: productCount,
  }
}

/** Tree order, with each category's address made of the slugs from the top. */
export function withAddresses(categories: Category[]): Category[] {
  const flat = flattenTree(categoryTree(categories))
  const byId = new Map(flat.map((category) => [category.id, category]))
  for (const category of flat) {
    const parent = category.parent_id === null ? undefined : byId.get(category.parent_id)
    category.urls = `${parent?.urls ?? ''}/${category.slug}`
  }
  return flat
}
