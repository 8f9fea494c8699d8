import { describe, expect, it } from 'vitest'
import { corpus } from './search-corpus.ts'
import { fold, preparePages, searchDocs, snippetOf } from './search.ts'

const paths = (query: string) => searchDocs(corpus, query).map((result) => result.path)

describe('the docs search', () => {
  it('puts the page titled with the word first', () => {
    expect(paths('split')[0]).toBe('pagamentos/split')
    expect(paths('carteira')[0]).toBe('pagamentos/carteira')
    expect(paths('webhooks')[0]).toBe('integracoes/webhooks')
  })

  it('ignores accents and case, and matches the start of words', () => {
    expect(fold('Cartão de CRÉDITO')).toBe('cartao de credito')
    expect(paths('recorrencia')[0]).toBe('recorrencia')
    expect(paths('parcel')[0]).toBe('pagamentos/parcelamento')
  })

  it('needs every word of the query', () => {
    expect(paths('cupom frete')).toContain('ecommerce/cupons')
    expect(paths('cupom zzzzqqq')).toEqual([])
  })

  it('finds words only in the text and in code, with a snippet around them', () => {
    const [first] = searchDocs(corpus, 'timingSafeEqual')
    expect(first?.path).toBe('integracoes/webhooks')
    expect(first?.snippet).toMatch(/timingSafeEqual/)
  })

  it('opens a page at the heading that matched', () => {
    const result = searchDocs(corpus, 'cartões de teste').find(
      (r) => r.path === 'pagamentos/gateways',
    )
    expect(result?.heading).toEqual({ text: 'Cartões de teste', id: 'cartoes-de-teste' })
  })

  it('ranks title over heading over text', () => {
    const pages = preparePages([
      { path: 'c', title: 'Outra', headings: [], text: 'fala de boleto' },
      { path: 'b', title: 'Outra', headings: [{ text: 'Boleto', id: 'boleto' }], text: '' },
      { path: 'a', title: 'Boleto', headings: [], text: '' },
    ])
    expect(searchDocs(pages, 'boleto').map((r) => r.path)).toEqual(['a', 'b', 'c'])
    expect(searchDocs(pages, '   ')).toEqual([])
  })

  it('cuts snippets at words, marking the cuts', () => {
    const text = `${'palavra '.repeat(40)}alvo ${'resto '.repeat(60)}`.trim()
    const snippet = snippetOf(text, ['alvo'])
    expect(snippet.startsWith('…')).toBe(true)
    expect(snippet.endsWith('…')).toBe(true)
    expect(snippet).toContain('alvo')
    expect(snippet.length).toBeLessThan(230)
  })
})
