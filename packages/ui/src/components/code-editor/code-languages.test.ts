import { describe, expect, it } from 'vitest'
import {
  clampIndentUnit,
  CODE_LANGUAGES,
  codeLanguageLabel,
  DEFAULT_INDENT_UNIT,
  INDENT_LEVELS,
  resolveCodeLanguage,
} from './code-languages.ts'

describe('CODE_LANGUAGES', () => {
  it('lists the fourteen languages of the specification, in its order', () => {
    expect(CODE_LANGUAGES.map((language) => language.label)).toEqual([
      'Texto simples',
      'Bash',
      'C++',
      'C#',
      'CSS',
      'Diff',
      'HTML/XML',
      'Java',
      'JavaScript',
      'Markdown',
      'PHP',
      'Python',
      'Ruby',
      'SQL',
    ])
    expect(new Set(CODE_LANGUAGES.map((language) => language.id)).size).toBe(14)
  })
})

describe('resolveCodeLanguage', () => {
  it.each([
    ['javascript', 'javascript'],
    ['JavaScript', 'javascript'],
    [' sql ', 'sql'],
    ['js', 'javascript'],
    ['.md', 'markdown'],
    ['xml', 'html'],
    ['cs', 'csharp'],
    ['C#', 'csharp'],
    ['c++', 'cpp'],
    ['sh', 'bash'],
    ['py', 'python'],
    ['rb', 'ruby'],
    ['txt', 'plain'],
    ['cobol', 'plain'],
    ['', 'plain'],
    [null, 'plain'],
    [undefined, 'plain'],
    ['constructor', 'plain'],
  ])('%j → %j', (input, expected) => {
    expect(resolveCodeLanguage(input)).toBe(expected)
  })

  it('labels aliases with the language they stand for', () => {
    expect(codeLanguageLabel('xml')).toBe('HTML/XML')
    expect(codeLanguageLabel('desconhecida')).toBe('Texto simples')
  })
})

describe('clampIndentUnit', () => {
  it('offers the levels 1 to 8', () => {
    expect(INDENT_LEVELS).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it.each([
    [1, 1],
    [4, 4],
    [8, 8],
    [0, 1],
    [-3, 1],
    [9, 8],
    [100, 8],
    [2.4, 2],
    [2.6, 3],
    [Infinity, 8],
    [-Infinity, 1],
    [NaN, DEFAULT_INDENT_UNIT],
    [undefined, DEFAULT_INDENT_UNIT],
    [null, DEFAULT_INDENT_UNIT],
  ])('%s → %s', (input, expected) => {
    expect(clampIndentUnit(input)).toBe(expected)
  })
})
