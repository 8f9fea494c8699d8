import { expect, test } from 'vitest'
import { detailRows } from './detail-rows.ts'

test('texts and lists inline, nested objects as indented JSON, unknown keys capitalised', () => {
  expect(
    detailRows({
      mail: 'Pedido confirmado',
      settings: ['Nome da loja', 'CNPJ'],
      changes: { store_name: { before: 'A', after: 'B' } },
      retry_count: 2,
      empty: [],
    }),
  ).toEqual([
    { label: 'E-mail', value: 'Pedido confirmado', block: false },
    { label: 'Configurações', value: 'Nome da loja, CNPJ', block: false },
    {
      label: 'Alterações',
      value: '{\n  "store_name": {\n    "before": "A",\n    "after": "B"\n  }\n}',
      block: true,
    },
    { label: 'Retry count', value: '2', block: false },
    { label: 'Empty', value: '—', block: false },
  ])
})
