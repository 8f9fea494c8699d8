import { describe, expect, test } from 'vitest'
import { csvHeader, csvLine, parseDataplusCsv } from './csv.ts'
import type { DataplusColumn } from './schema.ts'
import { cellText, checkRow, convertValue, parseValue } from './values.ts'

const column = (
  key: string,
  type: DataplusColumn['type'],
  extra: Partial<DataplusColumn> = {},
): DataplusColumn => ({
  id: 1,
  key,
  label: key,
  type,
  required: false,
  unique: false,
  indexed: false,
  default: null,
  ...extra,
})

describe('parseValue reads typed JSON and text as people type it', () => {
  test.each([
    ['number', '1.234', null],
    ['number', ' 42 ', 42],
    ['decimal', '1.234,56', 1234.56],
    ['decimal', '-0,25', -0.25],
    ['decimal', 12.5, 12.5],
    ['boolean', 'Sim', true],
    ['boolean', 'não', false],
    ['date', '31/12/2026', '2026-12-31'],
    ['date', '31/02/2026', null],
    ['datetime', '31/12/2026 21:30', '2027-01-01T00:30:00.000Z'],
    ['datetime', '2026-03-10T12:00:00-03:00', '2026-03-10T15:00:00.000Z'],
    ['image', 'javascript:alert(1)', null],
    ['product', '12', 12],
    ['product', '0', null],
    ['json', '{"a":1}', { a: 1 }],
    ['json', '{a:1}', null],
    ['text', 'duas\nlinhas', 'duas linhas'],
  ] as const)('%s %j → %j', (type, raw, expected) => {
    const parsed = parseValue(type, raw, 'pt-BR')
    if (expected === null) expect(parsed.ok).toBe(false)
    else expect(parsed).toEqual({ ok: true, value: expected })
  })

  test('empty is null; required is checkRow’s, with unknown keys and defaults', () => {
    const columns = [
      column('nome', 'text', { required: true }),
      column('ativo', 'boolean', { default: true }),
    ]
    expect(checkRow(columns, { cor: 'azul' }, 'pt-BR').fields).toEqual({
      cor: 'A tabela não tem esta coluna.',
      nome: 'Preencha este campo.',
    })
    expect(checkRow(columns, { nome: 'Loja' }, 'pt-BR')).toEqual({
      values: { nome: 'Loja', ativo: true },
      fields: {},
    })
    expect(checkRow(columns, { nome: 'Loja' }, 'pt-BR', { defaults: false }).values).toEqual({
      nome: 'Loja',
      ativo: null,
    })
  })
})

describe('a type change converts through the typed text, or says why not', () => {
  test('text to number, decimal to text, boolean to number', () => {
    expect(convertValue('text', 'number', '12', 'pt-BR')).toEqual({ ok: true, value: 12 })
    expect(convertValue('text', 'number', 'doze', 'pt-BR')).toEqual({
      ok: false,
      message: 'Informe um número inteiro.',
    })
    expect(convertValue('decimal', 'text', 12.5, 'pt-BR')).toEqual({ ok: true, value: '12,5' })
    expect(convertValue('boolean', 'number', true, 'pt-BR').ok).toBe(false)
    expect(convertValue('date', 'datetime', '2026-01-31', 'pt-BR')).toEqual({
      ok: true,
      value: '2026-01-31T03:00:00.000Z',
    })
  })
})

test('an exported file imports back as it was', () => {
  const columns = [
    column('nome', 'text'),
    column('lat', 'decimal'),
    column('dia', 'date'),
    column('ok', 'boolean'),
  ]
  const values = { nome: '=SOMA(1)', lat: -23.5, dia: '2026-12-31', ok: true }
  const text = csvHeader(columns) + csvLine(columns, values)
  expect(text).toBe('nome,lat,dia,ok\r\n\'=SOMA(1),"-23,5",31/12/2026,sim\r\n')
  const parsed = parseDataplusCsv(new TextEncoder().encode(text), columns, 'pt-BR', true)
  expect(parsed.report.errors_total).toBe(0)
  expect(parsed.rows.map((row) => row.values)).toEqual([values])
  expect(cellText('datetime', '2027-01-01T00:30:00.000Z')).toBe('31/12/2026 21:30')
})
