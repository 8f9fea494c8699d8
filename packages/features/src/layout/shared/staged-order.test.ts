import { describe, expect, it } from 'vitest'
import { inOrder, sameOrder, stillApplies, swapped } from './staged-order.ts'

describe('staged order', () => {
  it('swaps an element with the one above or below', () => {
    expect(swapped([1, 2, 3], 1, 'up')).toEqual([2, 1, 3])
    expect(swapped([1, 2, 3], 1, 'down')).toEqual([1, 3, 2])
  })

  it('leaves the order alone at either end', () => {
    const ids = [1, 2, 3]
    expect(swapped(ids, 0, 'up')).toBe(ids)
    expect(swapped(ids, 2, 'down')).toBe(ids)
    expect(swapped(ids, 5, 'up')).toBe(ids)
  })

  it('compares orders element by element', () => {
    expect(sameOrder([1, 2], [1, 2])).toBe(true)
    expect(sameOrder([1, 2], [2, 1])).toBe(false)
    expect(sameOrder([1], [1, 2])).toBe(false)
  })

  it('drops a staged order once the elements changed', () => {
    expect(stillApplies([2, 1], [1, 2])).toBe(true)
    expect(stillApplies([2, 1], [1, 2, 3])).toBe(false)
    expect(stillApplies([2, 4], [1, 2])).toBe(false)
  })

  it('sorts items by the staged order', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }]
    expect(inOrder(items, (item) => item.id, [3, 1, 2]).map((item) => item.id)).toEqual([3, 1, 2])
  })
})
