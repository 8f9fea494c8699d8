import { describe, expect, it } from 'vitest'
import { ApiError, type ImportReport } from '@vitrine/api'
import {
  EDITABLE_COLUMNS,
  counted,
  importFailure,
  progressShown,
  reportChoices,
  tooLargeMessage,
  undoPlan,
  undoSummary,
} from './import-texts.ts'

const report = (fields: Partial<ImportReport>): ImportReport => ({
  import_id: null,
  dry_run: true,
  encoding: 'utf-8',
  separator: ';',
  unknown_columns: [],
  ignored_columns: [],
  total_rows: 10,
  created: 0,
  updated: 0,
  skipped: 0,
  failed: 0,
  errors_total: 0,
  errors: [],
  ...fields,
})

describe('progressShown', () => {
  it('has no amount until the server says how much there is', () => {
    expect(progressShown(null, 'check')).toEqual({
      label: 'Enviando o arquivo…',
      value: null,
      max: 0,
    })
    expect(progressShown({ type: 'progress', phase: 'write', done: 0, total: 0 }, 'write')).toEqual(
      { label: 'Gravando…', value: null, max: 0 },
    )
  })

  it('counts rows in words while checking and writing', () => {
    expect(
      progressShown({ type: 'progress', phase: 'check', done: 1200, total: 5000 }, 'check'),
    ).toEqual({
      label: 'Verificando linhas…',
      value: 1200,
      max: 5000,
      valueText: '1.200 de 5.000',
    })
    expect(
      progressShown({ type: 'progress', phase: 'write', done: 500, total: 5000 }, 'write'),
    ).toMatchObject({ label: 'Gravando…', valueText: '500 de 5.000' })
  })

  it('reads bytes as a percentage', () => {
    const shown = progressShown({ type: 'progress', phase: 'read', done: 10, total: 40 }, 'check')
    expect(shown).toEqual({ label: 'Lendo o arquivo…', value: 10, max: 40 })
  })
})

describe('reportChoices', () => {
  it('offers to import a clean file, counting new and changed customers', () => {
    expect(reportChoices(report({ created: 1180, updated: 20, skipped: 3 }))).toEqual({
      rowErrors: false,
      blocked: false,
      canImport: true,
      importLabel: 'Importar 1.200 clientes',
    })
    expect(reportChoices(report({ created: 1 })).importLabel).toBe('Importar 1 cliente')
  })

  it('has nothing to import when every row is already stored as it is', () => {
    expect(reportChoices(report({ skipped: 10 })).canImport).toBe(false)
  })

  it('refuses "import anyway" for a file that fits in one batch and has bad rows', () => {
    const choices = reportChoices(report({ total_rows: 500, created: 498, failed: 2 }))
    expect(choices).toMatchObject({ rowErrors: true, blocked: true, canImport: false })
  })

  it('offers "import anyway" when other batches can still be written', () => {
    const choices = reportChoices(
      report({ total_rows: 501, created: 499, failed: 2, errors_total: 2 }),
    )
    expect(choices).toEqual({
      rowErrors: true,
      blocked: false,
      canImport: true,
      importLabel: 'Importar assim mesmo',
    })
  })

  it('warns, without blocking, about problems of the header only', () => {
    const choices = reportChoices(report({ created: 10, errors_total: 1 }))
    expect(choices).toMatchObject({ blocked: false, canImport: true })
    expect(choices.importLabel).toBe('Importar assim mesmo')
  })

  it('has nothing to offer when every row failed', () => {
    expect(
      reportChoices(report({ total_rows: 900, failed: 900, errors_total: 900 })).canImport,
    ).toBe(false)
  })
})

describe('importFailure', () => {
  const apiError = (statusCode: number, message: string) =>
    new ApiError({ statusCode, statusMessage: '', message })

  it('says the size limit for a 413, whatever answered it', () => {
    expect(importFailure(apiError(413, 'Payload Too Large'))).toBe(
      'O arquivo passa do limite de 10 MB da importação. Divida-o em arquivos menores e importe um de cada vez.',
    )
  })

  it('keeps the server’s words for other failures, network ones included', () => {
    expect(importFailure(apiError(400, 'Este arquivo não parece ser um CSV.'))).toBe(
      'Este arquivo não parece ser um CSV.',
    )
    expect(importFailure(apiError(0, 'Sem conexão com o servidor.'))).toBe(
      'Sem conexão com o servidor.',
    )
  })

  it('never shows a programming error’s text', () => {
    expect(importFailure(new TypeError('x is undefined'))).toBe(
      'Não foi possível importar o arquivo. Tente novamente.',
    )
  })
})

describe('texts', () => {
  it('lists the columns people fill, by the names the export writes', () => {
    expect(EDITABLE_COLUMNS.slice(0, 4)).toEqual(['nome', 'email', 'documento', 'telefone'])
    expect(EDITABLE_COLUMNS).not.toContain('id')
    expect(EDITABLE_COLUMNS).not.toContain('total_gasto')
  })

  it('counts in Portuguese and states the size limit', () => {
    expect(counted(1, 'linha', 'linhas')).toBe('1 linha')
    expect(counted(12345, 'linha', 'linhas')).toBe('12.345 linhas')
    const big = new File([new Uint8Array(12 * 1024 * 1024)], 'grande.csv')
    expect(tooLargeMessage(big)).toBe(
      'O arquivo tem 12 MB e o limite é 10 MB. Divida-o em arquivos menores e importe um de cada vez.',
    )
  })
})

describe('undo texts', () => {
  it('says what an undo will do and what it did, leaving out what is zero', () => {
    expect(undoPlan({ created: 3, updated: 1 })).toBe(
      '3 clientes criados por ela são excluídos e 1 cliente atualizado volta a ser como era antes.',
    )
    expect(undoPlan({ created: 1, updated: 0 })).toBe('1 cliente criado por ela é excluído.')
    expect(undoSummary({ deleted: 0, restored: 2 })).toBe('2 clientes voltaram a ser como eram.')
    expect(undoSummary({ deleted: 0, restored: 0 })).toBe('Nenhum cliente precisou mudar.')
  })
})
