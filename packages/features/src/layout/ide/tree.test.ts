import type { ThemeEntry } from '@vitrine/api'
import { describe, expect, it } from 'vitest'
import { buildTree, movedPath, visibleNodes } from './tree.ts'

const entry = (path: string, kind: ThemeEntry['kind'] = 'file'): ThemeEntry => ({
  path,
  kind,
  size: 0,
  version: kind === 'file' ? 1 : 0,
  updated_at: '2026-03-10T12:00:00.000Z',
  updated_by: null,
})

describe('buildTree', () => {
  it('puts folders before files, each by name, and makes up a parent the list lacks', () => {
    const roots = buildTree([
      entry('README.md'),
      entry('templates', 'folder'),
      entry('templates/produto.html'),
      entry('templates/categoria.html'),
      entry('assets/css/tema.css'),
    ])
    expect(roots.map((node) => `${node.kind}:${node.path}`)).toEqual([
      'folder:assets',
      'folder:templates',
      'file:README.md',
    ])
    const open = new Set(['assets', 'assets/css', 'templates'])
    expect(visibleNodes(roots, open).map((node) => [node.path, node.level])).toEqual([
      ['assets', 1],
      ['assets/css', 2],
      ['assets/css/tema.css', 3],
      ['templates', 1],
      ['templates/categoria.html', 2],
      ['templates/produto.html', 2],
      ['README.md', 1],
    ])
    expect(visibleNodes(roots, new Set()).map((node) => node.path)).toEqual([
      'assets',
      'templates',
      'README.md',
    ])
  })
})

describe('movedPath', () => {
  it('follows a moved file or folder, and leaves look-alike names alone', () => {
    expect(movedPath('a/b.html', 'a/b.html', 'c/b.html')).toBe('c/b.html')
    expect(movedPath('a/x/y.css', 'a', 'z')).toBe('z/x/y.css')
    expect(movedPath('ab/y.css', 'a', 'z')).toBe('ab/y.css')
  })
})
