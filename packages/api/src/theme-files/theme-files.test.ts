import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { validationConfig } from '../validation/index.ts'
import { themeFileLanguage, THEME_LANGUAGE_IDS } from './language.ts'
import {
  parentFolders,
  THEME_SEARCH_MAX_RESULTS,
  ThemeCreateInputSchema,
  themePathProblem,
} from './schema.ts'
import { searchThemeFiles } from './search.ts'

describe('themePathProblem', () => {
  it.each([
    ['templates/produto.html', null],
    ['README.md', null],
    ['assets/img/logo-2x.svg', null],
    ['', 'pathRequired'],
    ['/etc/passwd', 'pathAbsolute'],
    ['templates/', 'pathAbsolute'],
    ['a//b', 'pathEmptySegment'],
    ['../x', 'pathParent'],
    ['a/./b', 'pathParent'],
    ['minha página.html', 'pathCharacters'],
    ['a\u0000b', 'pathCharacters'],
    [`${'a'.repeat(81)}.txt`, 'nameTooLong'],
    ['1/2/3/4/5/6/7/8/9', 'pathTooDeep'],
    ['a'.repeat(201), 'pathTooLong'],
  ])('%j → %s', (path, problem) => {
    expect(themePathProblem(path)).toBe(problem)
  })

  it('reads a pasted Windows path with slashes, and a folder carries no content', () => {
    const ok = v.parse(ThemeCreateInputSchema, { path: ' templates\\produto.html ' })
    expect(ok).toEqual({ path: 'templates/produto.html', kind: 'file', content: '' })
    const folder = v.safeParse(
      ThemeCreateInputSchema,
      { path: 'assets', kind: 'folder', content: 'x' },
      validationConfig('pt-BR'),
    )
    expect(folder.success).toBe(false)
    expect(folder.issues?.[0]?.message).toBe('Uma pasta não tem conteúdo.')
  })
})

describe('themeFileLanguage', () => {
  it.each([
    ['templates/produto.html', 'html'],
    ['assets/img/logo.SVG', 'html'],
    ['assets/css/tema.scss', 'css'],
    ['config/tema.json', 'javascript'],
    ['README.md', 'markdown'],
    ['dados/consultas.sql', 'sql'],
    ['scripts/publicar.sh', 'bash'],
    ['docs/mudancas.diff', 'diff'],
    ['Makefile', 'plain'],
    ['.env', 'plain'],
    ['arquivo.desconhecido', 'plain'],
  ])('%s → %s', (path, language) => {
    expect(themeFileLanguage(path)).toBe(language)
  })

  it('names only the fourteen languages of section 9', () => {
    expect(THEME_LANGUAGE_IDS).toHaveLength(14)
  })
})

describe('searchThemeFiles', () => {
  it('finds lines case-insensitively, by path then line, with the column of the match', () => {
    const result = searchThemeFiles(
      [
        { path: 'b.css', content: 'a\r\n.Frete {}\n' },
        { path: 'a.html', content: 'FRETE grátis\nsem nada\ntem frete' },
      ],
      'frete',
    )
    expect(result).toEqual({
      truncated: false,
      hits: [
        { path: 'a.html', line: 1, column: 1, text: 'FRETE grátis' },
        { path: 'a.html', line: 3, column: 5, text: 'tem frete' },
        { path: 'b.css', line: 2, column: 2, text: '.Frete {}' },
      ],
    })
  })

  it('cuts long lines around the match and stops at the cap, saying so', () => {
    const long = `${'x'.repeat(500)}alvo${'y'.repeat(500)}`
    const [hit] = searchThemeFiles([{ path: 'a', content: long }], 'alvo').hits
    expect(hit!.text).toMatch(/^…x+alvoy+…$/)
    expect(hit!.text.length).toBeLessThanOrEqual(202)
    const many = Array.from({ length: THEME_SEARCH_MAX_RESULTS + 1 }, () => 'alvo').join('\n')
    const capped = searchThemeFiles([{ path: 'a', content: many }], 'alvo')
    expect(capped.hits).toHaveLength(THEME_SEARCH_MAX_RESULTS)
    expect(capped.truncated).toBe(true)
  })

  it('lists the folders above a path', () => {
    expect(parentFolders('a/b/c.html')).toEqual(['a', 'a/b'])
    expect(parentFolders('c.html')).toEqual([])
  })
})
