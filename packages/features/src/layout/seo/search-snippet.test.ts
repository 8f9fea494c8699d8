import { describe, expect, it } from 'vitest'
import { breadcrumb, lengthState, truncated } from './search-snippet.ts'

describe('search snippet', () => {
  it('keeps a short text whole', () => {
    expect(truncated('Loja de café', 60)).toBe('Loja de café')
  })

  it('cuts a long text at a word with an ellipsis', () => {
    const title = 'Cafés especiais torrados na semana, moídos na hora e entregues em todo o Brasil'
    const cut = truncated(title, 60)
    expect(cut).toBe('Cafés especiais torrados na semana, moídos na hora e ...')
    expect(cut.length).toBeLessThanOrEqual(64)
  })

  it('cuts inside a word when no word ends near the limit', () => {
    expect(truncated('a'.repeat(70), 60)).toBe(`${'a'.repeat(60)} ...`)
  })

  it('writes the address as a breadcrumb', () => {
    expect(breadcrumb('https://loja.com.br/colecao/verao')).toBe('loja.com.br › colecao › verao')
    expect(breadcrumb('https://loja.com.br/')).toBe('loja.com.br')
    expect(breadcrumb('sem endereço')).toBe('sem endereço')
  })

  it('warns past the limit', () => {
    expect(lengthState('x'.repeat(60), 60)).toBe('ok')
    expect(lengthState('x'.repeat(61), 60)).toBe('over')
  })
})
