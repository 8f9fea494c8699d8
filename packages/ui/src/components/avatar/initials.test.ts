import { describe, expect, it } from 'vitest'
import { getInitials } from './initials.ts'

describe('getInitials', () => {
  it.each([
    ['Maria Souza', 'MS'],
    ['Maria da Silva Souza', 'MS'],
    ['  joão   pereira  ', 'JP'],
    ['Érica', 'É'],
    ['ana', 'A'],
    ['joao.pereira@loja.com.br', 'JP'],
    ['contato@loja.com.br', 'C'],
    ['(Maria) Souza', 'MS'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (name, initials) => {
    expect(getInitials(name)).toBe(initials)
  })
})
