import { expect, test } from 'vitest'
import { summaryLines } from './summary-lines.ts'

test('one sentence per kind of change, singular and plural, settings by name', () => {
  expect(
    summaryLines({
      pages: [{ id: 1, title: 'Início', slug: 'home', updated_at: '2026-11-21T12:00:00.000Z' }],
      pages_removed: 2,
      elements_changed: 0,
      elements_removed: 1,
      settings: ['store_name', 'cnpj'],
      total: 6,
    }),
  ).toEqual([
    '1 página alterada',
    '2 páginas removidas',
    '1 elemento removido',
    'Configurações: Nome da loja, CNPJ',
  ])
  expect(
    summaryLines({
      pages: [],
      pages_removed: 0,
      elements_changed: 0,
      elements_removed: 0,
      settings: [],
      total: 0,
    }),
  ).toEqual([])
})
