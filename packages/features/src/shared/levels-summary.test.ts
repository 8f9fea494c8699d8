import { describe, expect, it } from 'vitest'
import { NO_LEVELS } from '@vitrine/api'
import { grantsAnyArea, levelGroups, summarizeLevels } from './levels-summary.ts'

describe('summary of levels per area', () => {
  it('groups areas by level, write first, leaving out areas without access', () => {
    const levels = { ...NO_LEVELS, layout: 'read', payments: 'write', ecommerce: 'read' } as const
    expect(levelGroups(levels)).toEqual([
      { level: 'write', areas: ['payments'] },
      { level: 'read', areas: ['layout', 'ecommerce'] },
    ])
    expect(summarizeLevels(levels)).toEqual(['Edição: Pagamentos', 'Leitura: Layout e E-commerce'])
  })

  it('says "todas as áreas" when every area has the same level', () => {
    const everyRead = Object.fromEntries(Object.keys(NO_LEVELS).map((area) => [area, 'read']))
    expect(summarizeLevels(everyRead)).toEqual(['Leitura em todas as áreas'])
  })

  it('lists three or more areas with commas and a final "e"', () => {
    expect(summarizeLevels({ layout: 'write', checkout: 'write', customers: 'write' })).toEqual([
      'Edição: Layout, Checkout e Clientes',
    ])
  })

  it('reads missing areas as none', () => {
    expect(summarizeLevels({})).toEqual([])
    expect(grantsAnyArea({})).toBe(false)
    expect(grantsAnyArea(NO_LEVELS)).toBe(false)
    expect(grantsAnyArea({ settings: 'read' })).toBe(true)
  })
})
