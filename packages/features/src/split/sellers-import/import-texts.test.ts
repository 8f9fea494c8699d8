import { describe, expect, it } from 'vitest'
import { ApiError, type SellerImportReport } from '@vitrine/api'
import { canImport, importFailure, refusedReport } from './import-texts.ts'

const report: SellerImportReport = {
  dry_run: true,
  encoding: 'utf-8',
  separator: ';',
  unknown_columns: [],
  rows: 2,
  valid: 2,
  invalid: 0,
  duplicates_in_file: 0,
  already_registered: 0,
  created: 0,
  errors_total: 0,
  errors: [],
}

const apiError = (statusCode: number, message: string, data?: unknown) =>
  new ApiError({ statusCode, statusMessage: 'x', message, data })

describe('the sellers import in words', () => {
  it('offers the import only for a file without a single problem (all or nothing)', () => {
    expect(canImport(report)).toBe(true)
    expect(canImport({ ...report, valid: 1, invalid: 1, errors_total: 1 })).toBe(false)
    // A header-level problem (a repeated column) blocks it too, though every row is valid.
    expect(canImport({ ...report, errors_total: 1 })).toBe(false)
    expect(canImport({ ...report, rows: 0, valid: 0 })).toBe(false)
  })

  it('says a failure in the server’s words, and a proxy’s 413 in ours', () => {
    expect(importFailure(apiError(400, 'Este arquivo não parece ser um CSV.'))).toBe(
      'Este arquivo não parece ser um CSV.',
    )
    expect(importFailure(apiError(413, ''))).toContain('limite de 1 MB')
    expect(importFailure(new Error('boom'))).toBe(
      'Não foi possível importar o arquivo. Tente novamente.',
    )
  })

  it('reads the report a refused import carries, and nothing else', () => {
    const refused = { ...report, valid: 1, invalid: 1, errors_total: 1 }
    expect(refusedReport(apiError(400, 'x', { report: refused }))).toEqual(refused)
    expect(refusedReport(apiError(400, 'x', { fields: {} }))).toBeNull()
    expect(refusedReport(apiError(409, 'x', { report: refused }))).toBeNull()
  })
})
