import * as v from 'valibot'
import { label } from '../recurrence/fields.ts'
import { length, plainText, required } from '../validation/index.ts'
import { slugField } from './products.ts'

/*
 * Categories (specification section 3: id, name, urls, level, in_menu, parent_id, position):
 * a tree, answered flat in the tree's order (each parent before its children, siblings by
 * position) so a list, a picker and a drag-and-drop tree read the same answer.
 */

/** Levels of the tree: Roupas (1) > Camisetas (2) > Manga longa (3) > … */
export const CATEGORY_MAX_LEVELS = 4

export const categoryLabels = {
  name: label('Nome', 'Name'),
  slug: label('Endereço', 'Address'),
  parent: label('Categoria mãe', 'Parent category', true),
  position: label('Posição', 'Position', true),
} as const

const categoryName = v.pipe(
  v.string(),
  v.trim(),
  required({ label: categoryLabels.name }),
  length(0, 80, { label: categoryLabels.name }),
  plainText({ label: categoryLabels.name }),
)

const parentId = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))

/** POST …/catalogue/categories: at the end of its parent's children (null: the top level). */
export const CategoryInputSchema = v.object({
  name: categoryName,
  slug: slugField,
  parent_id: v.optional(parentId, null),
  in_menu: v.optional(v.boolean(), true),
})
export type CategoryInput = v.InferInput<typeof CategoryInputSchema>

/** PUT …/categories/{id}: rename, new address, shown in the menu or not (where it is: move). */
export const CategoryUpdateSchema = v.object({
  name: categoryName,
  slug: slugField,
  in_menu: v.optional(v.boolean(), true),
})
export type CategoryUpdate = v.InferInput<typeof CategoryUpdateSchema>

/**
 * POST …/categories/{id}/move: under `parent_id` (null: top level) at `position` (0 = first;
 * past the end = last). Siblings are renumbered 0, 1, 2… in one transaction; a move into
 * itself or its own subtree is refused (422 on `parent_id`); levels follow.
 */
export const CategoryMoveSchema = v.object({
  parent_id: parentId,
  position: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
})
export type CategoryMove = v.InferInput<typeof CategoryMoveSchema>

export const CategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  /** The storefront address: the slugs from the top, "/roupas/camisetas". */
  urls: v.string(),
  /** 1 at the top. */
  level: v.number(),
  in_menu: v.boolean(),
  parent_id: v.nullable(v.number()),
  /** Among its siblings, from 0. */
  position: v.number(),
  /** Products in this category itself (not its subcategories). */
  product_count: v.number(),
})
export type Category = v.InferOutput<typeof CategorySchema>

export const CategoryListSchema = v.object({ items: v.array(CategorySchema) })
export type CategoryList = v.InferOutput<typeof CategoryListSchema>

export interface CategoryNode extends Category {
  children: CategoryNode[]
}

/** Nests the flat answer: the roots, each with its children in position order. */
export function categoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>()
  for (const category of categories) nodes.set(category.id, { ...category, children: [] })
  const roots: CategoryNode[] = []
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  const sort = (list: CategoryNode[]) => {
    list.sort((a, b) => a.position - b.position || a.id - b.id)
    for (const node of list) sort(node.children)
  }
  sort(roots)
  return roots
}

/** The tree's order, flat: each parent before its children. */
export function flattenTree(nodes: readonly CategoryNode[]): Category[] {
  return nodes.flatMap(({ children, ...category }) => [category, ...flattenTree(children)])
}

/** The ids of a category and everything under it. */
export function subtreeIds(categories: readonly Category[], id: number): Set<number> {
  const ids = new Set([id])
  let grew = true
  while (grew) {
    grew = false
    for (const category of categories) {
      if (category.parent_id !== null && ids.has(category.parent_id) && !ids.has(category.id)) {
        ids.add(category.id)
        grew = true
      }
    }
  }
  return ids
}

/** "Roupas › Camisetas": a category's path of names, for pickers. */
export function categoryPath(categories: readonly Category[], id: number): string {
  const byId = new Map(categories.map((category) => [category.id, category]))
  const names: string[] = []
  for (let current = byId.get(id); current;) {
    names.unshift(current.name)
    current = current.parent_id === null ? undefined : byId.get(current.parent_id)
    if (names.length > CATEGORY_MAX_LEVELS + 1) break
  }
  return names.join(' › ')
}
