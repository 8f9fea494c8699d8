import { describe, expect, it } from 'vitest'
import { fileProblem, formatFileSize, matchesAccept } from './file-rules.ts'

const fileOf = (name: string, type = '', size = 10) =>
  new File([new Uint8Array(size)], name, { type })

describe('matchesAccept', () => {
  const csv = '.csv,text/csv'

  it('takes a file by extension, whatever type the browser reports', () => {
    expect(matchesAccept(fileOf('clientes.csv', 'text/csv'), csv)).toBe(true)
    // Windows with Excel installed calls a .csv a spreadsheet.
    expect(matchesAccept(fileOf('CLIENTES.CSV', 'application/vnd.ms-excel'), csv)).toBe(true)
    expect(matchesAccept(fileOf('clientes.csv', ''), csv)).toBe(true)
  })

  it('takes a file by its exact type, ignoring parameters', () => {
    expect(matchesAccept(fileOf('exportacao', 'text/csv; charset=utf-8'), csv)).toBe(true)
  })

  it('refuses other types, and names that only look alike', () => {
    expect(
      matchesAccept(
        fileOf(
          'clientes.xlsx',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ),
        csv,
      ),
    ).toBe(false)
    expect(matchesAccept(fileOf('clientes.csv.xlsx'), csv)).toBe(false)
    expect(matchesAccept(fileOf('relatoriocsv', 'text/plain'), csv)).toBe(false)
    expect(matchesAccept(fileOf('.csv'), csv)).toBe(false)
  })

  it('takes media-type families and accepts anything without a list', () => {
    expect(matchesAccept(fileOf('logo.png', 'image/png'), 'image/*')).toBe(true)
    expect(matchesAccept(fileOf('logo.pdf', 'application/pdf'), 'image/*')).toBe(false)
    expect(matchesAccept(fileOf('tudo.bin'), undefined)).toBe(true)
    expect(matchesAccept(fileOf('tudo.bin'), ' , ')).toBe(true)
  })
})

describe('formatFileSize', () => {
  it('writes sizes the way people read them in Brazil', () => {
    expect(formatFileSize(0)).toBe('0 bytes')
    expect(formatFileSize(1)).toBe('1 byte')
    expect(formatFileSize(812)).toBe('812 bytes')
    expect(formatFileSize(1024)).toBe('1 KB')
    expect(formatFileSize(12_800)).toBe('12,5 KB')
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB')
    expect(formatFileSize(1.5 * 1024 ** 3)).toBe('1,5 GB')
  })

  it('never says 1.024 of a unit', () => {
    expect(formatFileSize(1024 * 1024 - 10)).toBe('1 MB')
  })
})

describe('fileProblem', () => {
  it('checks the type, then the size, then the field’s own rule', () => {
    const rules = {
      accept: '.csv',
      maxBytes: 100,
      validate: (file: File) => (file.size === 0 ? 'O arquivo está vazio.' : null),
    }
    expect(fileProblem(fileOf('a.txt', 'text/plain', 500), rules)).toBe(
      'Este tipo de arquivo não é aceito.',
    )
    expect(fileProblem(fileOf('a.csv', 'text/csv', 500), rules)).toBe(
      'O arquivo tem 500 bytes; o limite é 100 bytes.',
    )
    expect(fileProblem(fileOf('a.csv', 'text/csv', 0), rules)).toBe('O arquivo está vazio.')
    expect(fileProblem(fileOf('a.csv', 'text/csv', 50), rules)).toBeNull()
  })

  it('uses the messages it is given', () => {
    expect(
      fileProblem(
        fileOf('a.xlsx'),
        { accept: '.csv' },
        { type: 'Escolha um arquivo .csv.', size: () => '', multiple: '' },
      ),
    ).toBe('Escolha um arquivo .csv.')
  })
})
