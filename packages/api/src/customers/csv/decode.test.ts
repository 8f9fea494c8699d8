import { describe, expect, it } from 'vitest'
import { csvFileProblem, decodeCsv, detectSeparator } from './decode.ts'
import { CSV_BOM } from './export.ts'
import { latin1, utf8 } from './test-files.ts'

describe('decodeCsv', () => {
  it.each([
    ['UTF-8 without BOM', utf8('nome\nJoão'), 'nome\nJoão', 'utf-8'],
    ['UTF-8 with BOM', utf8(`${CSV_BOM}nome\nJoão`), 'nome\nJoão', 'utf-8'],
    ['Latin-1', latin1('nome\nJoão Conceição'), 'nome\nJoão Conceição', 'latin1'],
    // windows-1252 puts printable characters where Latin-1 has controls.
    ['windows-1252', Uint8Array.from([0x80, 0x20, 0x93, 0x6f, 0x6b, 0x94]), '€ “ok”', 'latin1'],
    ['ASCII', utf8('a;b'), 'a;b', 'utf-8'],
  ] as const)('%s', (_name, bytes, text, encoding) => {
    expect(decodeCsv(bytes)).toEqual({ text, encoding })
  })
})

describe('csvFileProblem', () => {
  it.each([
    ['an empty file', new Uint8Array(), 'O arquivo está vazio.'],
    ['blank lines only', utf8('\r\n \n'), 'O arquivo está vazio.'],
    ['a BOM only', utf8(CSV_BOM), 'O arquivo está vazio.'],
    ['an xlsx (zip)', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), /não parece ser um CSV/],
    ['UTF-16 text', Uint8Array.from([0xff, 0xfe, 0x6e, 0, 0x6f, 0]), /não parece ser um CSV/],
    ['a CSV', utf8('nome\nAna'), null],
  ] as const)('%s', (_name, bytes, problem) => {
    const found = csvFileProblem(bytes, 'pt-BR')
    if (problem === null) expect(found).toBeNull()
    else expect(found).toMatch(problem)
  })

  it('answers in English too', () => {
    expect(csvFileProblem(new Uint8Array(), 'en')).toBe('The file is empty.')
  })
})

describe('detectSeparator', () => {
  it.each([
    ['semicolons', 'nome;email\nAna;a@x.com', ';'],
    ['commas', 'nome,email\nAna,a@x.com', ','],
    ['decimal commas in a semicolon file', 'nome;total_gasto;compras\nAna;1.234,56;3', ';'],
    ['more decimal commas than columns', 'nome;total\nA;1,1,1,1,1,1,1,1', ';'],
    ['a separator inside a quoted header', '"nome;completo",email\nAna,a@x.com', ','],
    ['commas inside quoted values', 'nome;obs\nAna;"a, b, c, d"', ';'],
    ['one column, decided by the lines', 'nome\nAna;x\nBia;y', ';'],
    ['one column, nothing to go by', 'nome\nAna\nBia', ','],
  ] as const)('%s', (_name, text, separator) => {
    expect(detectSeparator(text)).toBe(separator)
  })
})
