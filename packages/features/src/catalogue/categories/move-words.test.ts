import { expect, test } from 'vitest'
import { movedText } from './move-words.ts'

const categories = [
  { id: 1, name: 'Roupas', parent_id: null, position: 0 },
  { id: 2, name: 'Camisetas', parent_id: 1, position: 0 },
  { id: 3, name: 'Calças', parent_id: 1, position: 1 },
  { id: 4, name: 'Casa', parent_id: null, position: 1 },
]

test('the move in words: the parent and the position among its children', () => {
  expect(movedText(categories, 'Calças', { parent_id: 1, position: 1 })).toBe(
    '«Calças» agora está dentro de «Roupas», na posição 2 de 2.',
  )
  expect(movedText(categories, 'Casa', { parent_id: null, position: 0 })).toBe(
    '«Casa» agora está no primeiro nível, na posição 1 de 2.',
  )
})
