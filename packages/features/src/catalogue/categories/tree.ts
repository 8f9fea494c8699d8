/*
 * The category tree as the screen arranges it: built from the flat list the server answers
 * (parent_id and position), moved in memory at once (the tree shows the move before the server
 * has answered, and goes back if it refuses), and the keyboard's moves worked out from the
 * focused row. Pure functions, tested on their own (tree.test.ts).
 */

/** What the tree needs of a category (the contract's category has more). */
export interface TreeCategory {
  id: number
  name: string
  parent_id: number | null
  position: number
}

export interface TreeNode<C extends TreeCategory = TreeCategory> {
  category: C
  /** 1 at the root. */
  depth: number
  children: TreeNode<C>[]
}

/** Where a category goes: under `parent_id` (null: the root), at `position` among its siblings (0 first). */
export interface TreePlace {
  parent_id: number | null
  position: number
}

const byPosition = (a: TreeCategory, b: TreeCategory) =>
  a.position - b.position || a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id

/**
 * The flat list as a tree, siblings by position. A category whose parent is missing from the
 * list shows at the root rather than vanishing.
 */
export function buildTree<C extends TreeCategory>(categories: readonly C[]): TreeNode<C>[] {
  const ids = new Set(categories.map((category) => category.id))
  const childrenOf = new Map<number | null, C[]>()
  for (const category of categories) {
    const parent =
      category.parent_id !== null && ids.has(category.parent_id) ? category.parent_id : null
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category])
  }
  const seen = new Set<number>()
  const grow = (parent: number | null, depth: number): TreeNode<C>[] =>
    [...(childrenOf.get(parent) ?? [])].sort(byPosition).flatMap((category) => {
      // A cycle in bad data must not loop forever.
      if (seen.has(category.id)) return []
      seen.add(category.id)
      return [{ category, depth, children: grow(category.id, depth + 1) }]
    })
  return grow(null, 1)
}

/** The tree in reading order, as the rows show it. */
export function flattenTree<C extends TreeCategory>(nodes: readonly TreeNode<C>[]): TreeNode<C>[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)])
}

/** The siblings of a category (in order) and where it stands among them. */
function siblingsOf(categories: readonly TreeCategory[], id: number) {
  const category = categories.find((each) => each.id === id)
  if (!category) return null
  const siblings = categories
    .filter((each) => each.parent_id === category.parent_id)
    .sort(byPosition)
  return { category, siblings, index: siblings.findIndex((each) => each.id === id) }
}

/** Whether `id` is `ancestor` or lies somewhere under it. */
export function isWithin(categories: readonly TreeCategory[], id: number, ancestor: number) {
  const parents = new Map(categories.map((category) => [category.id, category.parent_id]))
  let at: number | null | undefined = id
  for (let steps = 0; at != null && steps <= categories.length; steps++) {
    if (at === ancestor) return true
    at = parents.get(at)
  }
  return false
}

/** The keys that move a focused row: Alt with an arrow. */
export type MoveKey = 'up' | 'down' | 'nest' | 'unnest'

export function moveKeyOf(event: {
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  key: string
}): MoveKey | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null
  switch (event.key) {
    case 'ArrowUp':
      return 'up'
    case 'ArrowDown':
      return 'down'
    case 'ArrowRight':
      return 'nest'
    case 'ArrowLeft':
      return 'unnest'
    default:
      return null
  }
}

/**
 * Where a keyboard move takes a category: up or down among its siblings, under the sibling
 * before it (as its last child), or out of its parent (right after it). Null when the move is
 * impossible (the first can go no higher, a root category cannot leave the root).
 */
export function placeAfterKey(
  categories: readonly TreeCategory[],
  id: number,
  key: MoveKey,
): TreePlace | null {
  const found = siblingsOf(categories, id)
  if (!found) return null
  const { category, siblings, index } = found
  switch (key) {
    case 'up':
      return index > 0 ? { parent_id: category.parent_id, position: index - 1 } : null
    case 'down':
      return index < siblings.length - 1
        ? { parent_id: category.parent_id, position: index + 1 }
        : null
    case 'nest': {
      const before = siblings[index - 1]
      if (!before) return null
      const children = categories.filter((each) => each.parent_id === before.id).length
      return { parent_id: before.id, position: children }
    }
    case 'unnest': {
      if (category.parent_id === null) return null
      const parent = siblingsOf(categories, category.parent_id)
      if (!parent) return null
      return { parent_id: parent.category.parent_id, position: parent.index + 1 }
    }
  }
}

/**
 * Where a drop puts the dragged category: before or after the row dropped on (its sibling), or
 * inside it (its last child). Null for a drop on itself or inside its own branch.
 */
export function placeOfDrop(
  categories: readonly TreeCategory[],
  dragged: number,
  target: number,
  where: 'before' | 'after' | 'inside',
): TreePlace | null {
  if (isWithin(categories, target, dragged)) return null
  if (where === 'inside') {
    const children = categories.filter(
      (each) => each.parent_id === target && each.id !== dragged,
    ).length
    return { parent_id: target, position: children }
  }
  const found = siblingsOf(categories, target)
  if (!found) return null
  // Positions count the siblings without the dragged one (it leaves its old place first).
  const others = found.siblings.filter((each) => each.id !== dragged)
  const index = others.findIndex((each) => each.id === target)
  return {
    parent_id: found.category.parent_id,
    position: where === 'before' ? index : index + 1,
  }
}

/**
 * The list after moving a category to a place, positions renumbered from 0 where it left and
 * where it arrived: what the server does, shown before it answers.
 */
export function moveCategory<C extends TreeCategory>(
  categories: readonly C[],
  id: number,
  to: TreePlace,
): C[] {
  const moving = categories.find((each) => each.id === id)
  if (!moving) return [...categories]
  const from = moving.parent_id
  const renumbered = new Map<number, { parent_id: number | null; position: number }>()
  const oldSiblings = categories
    .filter((each) => each.parent_id === from && each.id !== id)
    .sort(byPosition)
  oldSiblings.forEach((each, position) =>
    renumbered.set(each.id, { parent_id: each.parent_id, position }),
  )
  const newSiblings = categories
    .filter((each) => each.parent_id === to.parent_id && each.id !== id)
    .sort(byPosition)
  const at = Math.max(0, Math.min(to.position, newSiblings.length))
  newSiblings.splice(at, 0, moving)
  newSiblings.forEach((each, position) =>
    renumbered.set(each.id, { parent_id: to.parent_id, position }),
  )
  return categories.map((each) => {
    const place = renumbered.get(each.id)
    return place ? { ...each, ...place } : each
  })
}

/** Whether a place is where the category already is (no call needed). */
export function isSamePlace(categories: readonly TreeCategory[], id: number, to: TreePlace) {
  const found = siblingsOf(categories, id)
  return found !== null && found.category.parent_id === to.parent_id && found.index === to.position
}
