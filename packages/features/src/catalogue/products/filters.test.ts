import { describe, expect, test } from 'vitest'
import { cleanFilters, filterChips, filtersInForce, isNarrowed } from './filters.ts'

describe('product list filters', () => {
  test('blank entries are dropped from the key and the call', () => {
    expect(cleanFilters({ q: '', category_id: undefined, visible: '1' })).toEqual({ visible: '1' })
    expect(isNarrowed({ q: '' })).toBe(false)
    expect(isNarrowed({ in_stock: '0' })).toBe(true)
  })

  test('the search is not counted among the filters', () => {
    expect(filtersInForce({ q: 'camiseta', category_id: 3, in_stock: '1' })).toBe(2)
  })

  test('one chip per filter, each taking only itself away', () => {
    const chips = filterChips({ q: 'x', category_id: 3, visible: '0', in_stock: '1' }, (id) =>
      id === 3 ? 'Roupas › Camisetas' : undefined,
    )
    expect(chips.map((chip) => [chip.label, chip.value])).toEqual([
      ['Categoria', 'Roupas › Camisetas'],
      ['Ocultos da loja', undefined],
      ['Com estoque', undefined],
    ])
    expect(chips[0]!.without({ q: 'x', category_id: 3, visible: '0' })).toEqual({
      q: 'x',
      visible: '0',
    })
  })
})
