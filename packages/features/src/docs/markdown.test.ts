import { describe, expect, it } from 'vitest'
import { highlight } from './highlight.ts'
import { parseDoc, slugify, textOf } from './markdown.ts'

describe('a page read from Markdown', () => {
  const doc = parseDoc(
    [
      '# Título',
      'Um **texto** com `código`.',
      '## Código de barras',
      '### Exemplo',
      '## Outra seção',
      '### Exemplo',
      '| a | b |',
      '| - | - |',
      '| célula | outra |',
      '```js',
      'const x = 1',
      '```',
    ].join('\n'),
  )

  it('takes the # heading as the title and anchors the others uniquely', () => {
    expect(doc.title).toBe('Título')
    expect(doc.headings).toEqual([
      { depth: 2, text: 'Código de barras', id: 'codigo-de-barras' },
      { depth: 3, text: 'Exemplo', id: 'exemplo' },
      { depth: 2, text: 'Outra seção', id: 'outra-secao' },
      { depth: 3, text: 'Exemplo', id: 'exemplo-1' },
    ])
  })

  it('gives the search its words: text, tables and code, without marks', () => {
    const text = textOf(doc.body)
    expect(text).toContain('Um texto com código.')
    expect(text).toContain('célula outra')
    expect(text).toContain('const x = 1')
    expect(text).not.toContain('**')
  })

  it('slugifies as people read', () => {
    expect(slugify('Dados pessoais (LGPD)')).toBe('dados-pessoais-lgpd')
    expect(slugify('  Cartões: bandeira e Luhn ')).toBe('cartoes-bandeira-e-luhn')
  })
})

describe('the code highlighter', () => {
  const code = "// aviso\nconst nome = 'Vitrine' // fim\nawait f(42)"

  it('gives the code back unchanged', () => {
    expect(
      highlight(code, 'js')
        .map((piece) => piece.text)
        .join(''),
    ).toBe(code)
  })

  it('marks comments, strings, numbers and keywords', () => {
    const kinds = highlight(code, 'js').filter((piece) => piece.kind !== 'plain')
    expect(kinds).toEqual([
      { kind: 'comment', text: '// aviso' },
      { kind: 'keyword', text: 'const' },
      { kind: 'string', text: "'Vitrine'" },
      { kind: 'comment', text: '// fim' },
      { kind: 'keyword', text: 'await' },
      { kind: 'number', text: '42' },
    ])
  })

  it('leaves plain text alone and reads # comments in shell', () => {
    expect(highlight('a # b', 'text')).toEqual([{ kind: 'plain', text: 'a # b' }])
    expect(highlight('curl x # nota', 'sh').at(-1)).toEqual({ kind: 'comment', text: '# nota' })
  })
})
