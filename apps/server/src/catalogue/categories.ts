import { CATEGORY_MAX_LEVELS, categoryTree, slugOf, subtreeIds } from '@vitrine/api'
import type * as v from 'valibot'
import type {
  CategoryInputSchema,
  CategoryMoveSchema,
  CategoryUpdateSchema,
  Category,
  CategoryList,
  CategoryNode,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq, sql } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields, createdFields, deletedFields } from '../audit/diff.ts'
import { actorOf, writeAudit, type FieldChanges } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { categoriesOf } from './category-rows.ts'
import { catalogueError } from './errors.ts'
import { catalogueCategories, catalogueProducts } from './schema.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>
export const CATALOGUE_CATEGORY_ENTITY = 'catalogue_category'

export async function listCategories(db: Database, appId: number): Promise<CategoryList> {
  return { items: await categoriesOf(db, appId) }
}

/**
 * Every change to the tree holds the store's categories (`FOR UPDATE` on its rows), so two
 * moves never renumber the same siblings at once, and reads the tree as it is under the lock.
 */
async function lockedTree(tx: Database, appId: number): Promise<Category[]> {
  await tx.execute(sql`select id from catalogue_categories where app_id = ${appId} for update`)
  return categoriesOf(tx, appId, { counts: false })
}

function found(tree: Category[], id: number, lang: Lang): Category {
  const category = tree.find((each) => each.id === id)
  if (!category) throw catalogueError(404, lang, 'categoryNotFound')
  return category
}

const audited = (category: Category): Record<string, unknown> => ({
  name: category.name,
  slug: category.slug,
  in_menu: category.in_menu,
  parent_id: category.parent_id,
  position: category.position,
})

async function audit(
  tx: Database,
  access: AppAccess,
  at: Date,
  action: 'create' | 'update' | 'delete',
  category: Category,
  changes: FieldChanges,
) {
  await writeAudit(tx, access.app.id, actorOf(access.caller), at, {
    area: 'layout',
    action,
    entity: CATALOGUE_CATEGORY_ENTITY,
    entityId: category.id,
    label: category.name,
    changes,
  })
}

function checkSlugFree(
  tree: Category[],
  parentId: number | null,
  slug: string,
  exceptId: number | null,
  lang: Lang,
) {
  if (
    tree.some((each) => each.parent_id === parentId && each.slug === slug && each.id !== exceptId)
  )
    throw catalogueError(409, lang, 'categorySlugTaken', { slug }, 'slug')
}

export async function createCategory(
  { db, clock }: Deps,
  access: AppAccess,
  values: v.InferOutput<typeof CategoryInputSchema>,
  lang: Lang,
): Promise<Category> {
  const appId = access.app.id
  const at = clock.now()
  const id = await db.transaction(async (tx) => {
    const tree = await lockedTree(tx, appId)
    const parent =
      values.parent_id === null ? undefined : tree.find((each) => each.id === values.parent_id)
    if (values.parent_id !== null && !parent)
      throw catalogueError(422, lang, 'unknownParent', {}, 'parent_id')
    const level = (parent?.level ?? 0) + 1
    if (level > CATEGORY_MAX_LEVELS)
      throw catalogueError(422, lang, 'tooDeep', { levels: CATEGORY_MAX_LEVELS }, 'parent_id')
    const slug = values.slug || slugOf(values.name) || 'categoria'
    checkSlugFree(tree, values.parent_id, slug, null, lang)
    const [row] = await tx
      .insert(catalogueCategories)
      .values({
        appId,
        parentId: values.parent_id,
        name: values.name,
        slug,
        level,
        position: tree.filter((each) => each.parent_id === values.parent_id).length,
        inMenu: values.in_menu,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: catalogueCategories.id })
    const created = found(await categoriesOf(tx, appId, { counts: false }), row!.id, lang)
    await audit(tx, access, at, 'create', created, createdFields(audited(created)))
    return created.id
  })
  return found(await categoriesOf(db, appId), id, lang)
}

export async function updateCategory(
  { db, clock }: Deps,
  access: AppAccess,
  categoryId: number,
  values: v.InferOutput<typeof CategoryUpdateSchema>,
  lang: Lang,
): Promise<Category> {
  const appId = access.app.id
  const at = clock.now()
  await db.transaction(async (tx) => {
    const tree = await lockedTree(tx, appId)
    const before = found(tree, categoryId, lang)
    const slug = values.slug || slugOf(values.name) || 'categoria'
    checkSlugFree(tree, before.parent_id, slug, categoryId, lang)
    await tx
      .update(catalogueCategories)
      .set({ name: values.name, slug, inMenu: values.in_menu, updatedAt: at })
      .where(and(eq(catalogueCategories.appId, appId), eq(catalogueCategories.id, categoryId)))
    const after = { ...before, name: values.name, slug, in_menu: values.in_menu }
    const changes = changedFields(audited(before), audited(after))
    if (Object.keys(changes).length > 0) await audit(tx, access, at, 'update', after, changes)
  })
  return found(await categoriesOf(db, appId), categoryId, lang)
}

/**
 * Moves a category under `parent_id` at `position` in one transaction: the siblings it leaves
 * and the ones it joins are renumbered 0, 1, 2…, and the levels of its whole subtree follow.
 * Into itself or its own subtree is a cycle (422 on `parent_id`); deeper than the tree allows
 * is refused too. Every changed row is written by one UPDATE from arrays.
 */
export async function moveCategory(
  { db, clock }: Deps,
  access: AppAccess,
  categoryId: number,
  move: v.InferOutput<typeof CategoryMoveSchema>,
  lang: Lang,
): Promise<CategoryList> {
  const appId = access.app.id
  const at = clock.now()
  await db.transaction(async (tx) => {
    const tree = await lockedTree(tx, appId)
    const moving = found(tree, categoryId, lang)
    if (move.parent_id !== null) {
      if (!tree.some((each) => each.id === move.parent_id))
        throw catalogueError(422, lang, 'unknownParent', {}, 'parent_id')
      if (subtreeIds(tree, categoryId).has(move.parent_id))
        throw catalogueError(422, lang, 'moveCycle', {}, 'parent_id')
    }
    checkSlugFree(tree, move.parent_id, moving.slug, categoryId, lang)
    const placed = tree.map((each) =>
      each.id === categoryId ? { ...each, parent_id: move.parent_id } : { ...each },
    )
    // The new siblings in order, the moved one spliced in at its position.
    const siblings = placed
      .filter((each) => each.parent_id === move.parent_id && each.id !== categoryId)
      .sort((a, b) => a.position - b.position)
    siblings.splice(Math.min(move.position, siblings.length), 0, found(placed, categoryId, lang))
    siblings.forEach((each, position) => (each.position = position))
    const after = renumbered(placed)
    const deepest = Math.max(...after.map((each) => each.level))
    if (deepest > CATEGORY_MAX_LEVELS)
      throw catalogueError(422, lang, 'tooDeep', { levels: CATEGORY_MAX_LEVELS }, 'parent_id')
    const before = new Map(tree.map((each) => [each.id, each]))
    const changed = after.filter((each) => {
      const was = before.get(each.id)!
      return (
        was.parent_id !== each.parent_id ||
        was.position !== each.position ||
        was.level !== each.level
      )
    })
    if (changed.length === 0) return
    await tx.execute(sql`
      update catalogue_categories c
      set parent_id = m.parent_id, position = m.position, level = m.level, updated_at = ${at}
      from unnest(
        ${sql.param(changed.map((each) => each.id))}::integer[],
        ${sql.param(changed.map((each) => each.parent_id))}::integer[],
        ${sql.param(changed.map((each) => each.position))}::integer[],
        ${sql.param(changed.map((each) => each.level))}::integer[]
      ) as m(id, parent_id, position, level)
      where c.app_id = ${appId} and c.id = m.id`)
    const moved = found(after, categoryId, lang)
    await audit(tx, access, at, 'update', moved, changedFields(audited(moving), audited(moved)))
  })
  return listCategories(db, appId)
}

/** Levels from the parents, positions 0… among each parent's children (gaps closed). */
function renumbered(categories: Category[]): Category[] {
  const result: Category[] = []
  const walk = (nodes: CategoryNode[], level: number) =>
    nodes.forEach(({ children, ...node }, position) => {
      result.push({ ...node, level, position })
      walk(children, level + 1)
    })
  walk(categoryTree(categories), 1)
  return result
}

/** Refused while it has subcategories; its products lose it; its siblings close the gap. */
export async function removeCategory(
  { db, clock }: Deps,
  access: AppAccess,
  categoryId: number,
  lang: Lang,
): Promise<void> {
  const appId = access.app.id
  const at = clock.now()
  await db.transaction(async (tx) => {
    const tree = await lockedTree(tx, appId)
    const category = found(tree, categoryId, lang)
    if (tree.some((each) => each.parent_id === categoryId))
      throw catalogueError(409, lang, 'categoryHasChildren')
    await tx
      .update(catalogueProducts)
      .set({ categoryIds: sql`array_remove(${catalogueProducts.categoryIds}, ${categoryId})` })
      .where(
        and(
          eq(catalogueProducts.appId, appId),
          sql`${catalogueProducts.categoryIds} @> array[${categoryId}]::integer[]`,
        ),
      )
    await tx
      .delete(catalogueCategories)
      .where(and(eq(catalogueCategories.appId, appId), eq(catalogueCategories.id, categoryId)))
    await tx.execute(sql`
      update catalogue_categories set position = position - 1
      where app_id = ${appId} and parent_id is not distinct from ${category.parent_id}
        and position > ${category.position}`)
    await audit(tx, access, at, 'delete', category, deletedFields(audited(category)))
  })
}
