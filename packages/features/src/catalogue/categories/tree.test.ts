import { describe, expect, test } from 'vitest'
import {
  buildTree,
  flattenTree,
  isSamePlace,
  moveCategory,
  moveKeyOf,
  placeAfterKey,
  placeOfDrop,
  type TreeCategory,
} from './tree.ts'

/*
 * Roupas (1) › Camisetas (2), Calças (3)
 * Calçados (4) › Tênis (5)
 * Casa (6)
 */
const categories: TreeCategory[] = [
  { id: 1, name: 'Roupas', parent_id: null, position: 0 },
  { id: 2, name: 'Camisetas', parent_id: 1, position: 0 },
  { id: 3, name: 'Calças', parent_id: 1, position: 1 },
  { id: 4, name: 'Calçados', parent_id: null, position: 1 },
  { id: 5, name: 'Tênis', parent_id: 4, position: 0 },
  { id: 6, name: 'Casa', parent_id: null, position: 2 },
]

/** The tree as indented names, in reading order. */
const outline = (list: readonly TreeCategory[]) =>
  flattenTree(buildTree(list)).map((node) => `${'  '.repeat(node.depth - 1)}${node.category.name}`)

describe('buildTree', () => {
  test('siblings by position, children under their parent', () => {
    expect(outline(categories)).toEqual([
      'Roupas',
      '  Camisetas',
      '  Calças',
      'Calçados',
      '  Tênis',
      'Casa',
    ])
  })

  test('an orphan shows at the root; a cycle does not loop', () => {
    expect(outline([{ id: 9, name: 'Solta', parent_id: 99, position: 0 }])).toEqual(['Solta'])
    const cycle = [
      { id: 1, name: 'A', parent_id: 2, position: 0 },
      { id: 2, name: 'B', parent_id: 1, position: 0 },
    ]
    expect(outline(cycle)).toEqual([])
  })
})

describe('keyboard moves', () => {
  test('Alt with an arrow, nothing else', () => {
    const key = (key: string, altKey = true) => ({ key, altKey, ctrlKey: false, metaKey: false })
    expect(moveKeyOf(key('ArrowUp'))).toBe('up')
    expect(moveKeyOf(key('ArrowDown'))).toBe('down')
    expect(moveKeyOf(key('ArrowRight'))).toBe('nest')
    expect(moveKeyOf(key('ArrowLeft'))).toBe('unnest')
    expect(moveKeyOf(key('ArrowUp', false))).toBeNull()
    expect(moveKeyOf({ ...key('ArrowUp'), ctrlKey: true })).toBeNull()
  })

  test('up and down among siblings, stopping at the ends', () => {
    expect(placeAfterKey(categories, 3, 'up')).toEqual({ parent_id: 1, position: 0 })
    expect(placeAfterKey(categories, 2, 'up')).toBeNull()
    expect(placeAfterKey(categories, 4, 'down')).toEqual({ parent_id: null, position: 2 })
    expect(placeAfterKey(categories, 6, 'down')).toBeNull()
  })

  test('nest under the sibling before, as its last child; un-nest right after the parent', () => {
    expect(placeAfterKey(categories, 4, 'nest')).toEqual({ parent_id: 1, position: 2 })
    expect(placeAfterKey(categories, 1, 'nest')).toBeNull()
    expect(placeAfterKey(categories, 2, 'unnest')).toEqual({ parent_id: null, position: 1 })
    expect(placeAfterKey(categories, 1, 'unnest')).toBeNull()
  })
})

describe('moveCategory', () => {
  test('renumbers where it left and where it arrived', () => {
    const moved = moveCategory(categories, 2, { parent_id: null, position: 1 })
    expect(outline(moved)).toEqual([
      'Roupas',
      '  Calças',
      'Camisetas',
      'Calçados',
      '  Tênis',
      'Casa',
    ])
    const positions = (parent: number | null) =>
      moved
        .filter((each) => each.parent_id === parent)
        .map((each) => each.position)
        .sort()
    expect(positions(null)).toEqual([0, 1, 2, 3])
    expect(positions(1)).toEqual([0])
  })

  test('down among siblings', () => {
    expect(outline(moveCategory(categories, 2, { parent_id: 1, position: 1 })).slice(0, 3)).toEqual(
      ['Roupas', '  Calças', '  Camisetas'],
    )
  })

  test('a place equal to the current one is no move', () => {
    expect(isSamePlace(categories, 3, { parent_id: 1, position: 1 })).toBe(true)
    expect(isSamePlace(categories, 3, { parent_id: 1, position: 0 })).toBe(false)
  })
})

describe('placeOfDrop', () => {
  test('before, after and inside a row', () => {
    expect(placeOfDrop(categories, 6, 1, 'before')).toEqual({ parent_id: null, position: 0 })
    expect(placeOfDrop(categories, 6, 2, 'after')).toEqual({ parent_id: 1, position: 1 })
    expect(placeOfDrop(categories, 6, 4, 'inside')).toEqual({ parent_id: 4, position: 1 })
    // Dragged down among its own siblings: counted without itself.
    expect(placeOfDrop(categories, 1, 4, 'after')).toEqual({ parent_id: null, position: 1 })
  })

  test('never onto itself or into its own branch', () => {
    expect(placeOfDrop(categories, 1, 1, 'inside')).toBeNull()
    expect(placeOfDrop(categories, 1, 2, 'inside')).toBeNull()
    expect(placeOfDrop(categories, 1, 3, 'before')).toBeNull()
  })
})
