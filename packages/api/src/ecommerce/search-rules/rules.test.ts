import { describe, expect, test } from 'vitest'
import { placePins } from './placement.ts'
import { normaliseTerm, requiredWords } from './rules.ts'

describe('search rules', () => {
  test('a term is normalised for case, accents and spaces', () => {
    expect(normaliseTerm('  Tênis   de  CORRIDA ')).toBe('tenis de corrida')
  })

  test('agreement rounds up, at least one word', () => {
    expect(requiredWords(2, 50)).toBe(1)
    expect(requiredWords(3, 50)).toBe(2)
    expect(requiredWords(4, 75)).toBe(3)
    expect(requiredWords(3, 100)).toBe(3)
    expect(requiredWords(5, 1)).toBe(1)
    expect(requiredWords(3, 34)).toBe(2)
    expect(requiredWords(0, 50)).toBe(0)
  })

  test('pins take their positions, the ranked fill around, late positions follow the last', () => {
    const ranked = [1, 2, 3].map((id) => ({ id }))
    const placed = placePins(
      ranked,
      [
        { item: { id: 9 }, position: 2 },
        { item: { id: 3 }, position: 1 },
        { item: { id: 8 }, position: 40 },
      ],
      10,
    )
    expect(placed.map(({ item, pinnedAt }) => [item.id, pinnedAt])).toEqual([
      [3, 1],
      [9, 2],
      [1, null],
      [2, null],
      [8, 40],
    ])
    expect(placePins(ranked, [], 2).map(({ item }) => item.id)).toEqual([1, 2])
  })
})
