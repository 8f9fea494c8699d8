import { describe, expect, test } from 'vitest'
import { positionsFor, sortElements } from './order.ts'

const elements = [
  { content_id: 1, placeholder: 'banner', position: 0 },
  { content_id: 2, placeholder: 'banner', position: 1 },
  { content_id: 3, placeholder: 'conteudo', position: 0 },
  { content_id: 4, placeholder: 'conteudo', position: 1 },
  { content_id: 5, placeholder: 'conteudo', position: 2 },
]

describe('positionsFor', () => {
  test('one placeholder in a new order', () => {
    expect([...positionsFor(elements, [5, 3, 4])!]).toEqual([
      [5, 0],
      [3, 1],
      [4, 2],
    ])
  })
  test('the whole page: each placeholder takes its own in the order given', () => {
    const positions = positionsFor(elements, [4, 2, 3, 1, 5])!
    expect(positions.get(2)).toBe(0)
    expect(positions.get(1)).toBe(1)
    expect(positions.get(4)).toBe(0)
    expect(positions.get(3)).toBe(1)
  })
  test.each([
    ['a missing element of the placeholder', [5, 3]],
    ['a foreign id', [5, 3, 4, 99]],
    ['a repeated id', [5, 3, 3]],
    ['two placeholders but not the whole page', [1, 2, 3]],
  ])('refuses %s', (_, orders) => {
    expect(positionsFor(elements, orders)).toBeUndefined()
  })
})

test('sortElements: by the page’s placeholders, then position', () => {
  const shuffled = [elements[4]!, elements[0]!, elements[3]!, elements[1]!, elements[2]!]
  expect(sortElements(shuffled, ['banner', 'conteudo']).map((e) => e.content_id)).toEqual([
    1, 2, 3, 4, 5,
  ])
})
