import { describe, expect, it } from 'vitest'
import { cleanFilters, filterChips, isNarrowed, nextSort, sortDirection } from './filters.ts'

describe('cleanFilters', () => {
  it('drops blank entries and the default order, so equal lists share one cache key', () => {
    expect(cleanFilters({ q: '', tag: undefined, sort: '-created_at' })).toEqual({})
    expect(cleanFilters({ q: 'ana', has_purchases: false, sort: 'name' })).toEqual({
      q: 'ana',
      has_purchases: false,
      sort: 'name',
    })
  })
})

describe('isNarrowed', () => {
  it('counts the search and every filter, but not the order', () => {
    expect(isNarrowed({})).toBe(false)
    expect(isNarrowed({ sort: 'name' })).toBe(false)
    expect(isNarrowed({ q: 'ana' })).toBe(true)
    expect(isNarrowed({ has_purchases: false })).toBe(true)
    expect(isNarrowed({ created_to: '2026-11-20' })).toBe(true)
  })
})

describe('filterChips', () => {
  it('shows one chip per filter in force, in a fixed order, without the search', () => {
    const chips = filterChips({
      q: 'ana',
      has_purchases: true,
      created_from: '2026-11-01',
      created_to: '2026-11-20',
      tag: 'vip',
    })
    expect(chips.map(({ label, value }) => ({ label, value }))).toEqual([
      { label: 'Etiqueta', value: 'vip' },
      { label: 'Cadastro', value: 'de 01/11/2026 a 20/11/2026' },
      { label: 'Com compras', value: undefined },
    ])
  })

  it('words an open-ended period and the customers without purchases', () => {
    expect(filterChips({ created_from: '2026-11-01' })[0]?.value).toBe('desde 01/11/2026')
    expect(filterChips({ created_to: '2026-11-20' })[0]?.value).toBe('até 20/11/2026')
    expect(filterChips({ has_purchases: false })[0]?.label).toBe('Sem compras')
  })

  it('removes only its own filter (the period as a whole)', () => {
    const filters = {
      q: 'ana',
      tag: 'vip',
      created_from: '2026-11-01',
      created_to: '2026-11-20',
      sort: 'name' as const,
    }
    const [tag, period] = filterChips(filters)
    expect(tag!.without(filters)).toEqual({
      q: 'ana',
      created_from: '2026-11-01',
      created_to: '2026-11-20',
      sort: 'name',
    })
    expect(period!.without(filters)).toEqual({ q: 'ana', tag: 'vip', sort: 'name' })
  })
})

describe('sorting by column', () => {
  it('reads the direction of a column from the sort', () => {
    expect(sortDirection('-created_at', 'created_at')).toBe('desc')
    expect(sortDirection('name', 'name')).toBe('asc')
    expect(sortDirection('name', 'total_spent')).toBeNull()
  })

  it('turns the sorted column around', () => {
    expect(nextSort('-created_at', 'created_at')).toBe('created_at')
    expect(nextSort('created_at', 'created_at')).toBe('-created_at')
    expect(nextSort('name', 'name')).toBe('-name')
  })

  it('starts another column with names A→Z and amounts and dates largest first', () => {
    expect(nextSort('-created_at', 'name')).toBe('name')
    expect(nextSort('-created_at', 'total_spent')).toBe('-total_spent')
    expect(nextSort('name', 'last_purchase_at')).toBe('-last_purchase_at')
    expect(nextSort('name', 'created_at')).toBe('-created_at')
  })
})
