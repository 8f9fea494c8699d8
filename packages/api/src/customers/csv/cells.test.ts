import { describe, expect, it } from 'vitest'
import { parseBirthDate, parseConsent, restoreDocument } from './cells.ts'

describe('cell readers', () => {
  it.each([
    ['25/12/1990', '1990-12-25'],
    ['5/3/1990', '1990-03-05'],
    ['05-03-1990', '1990-03-05'],
    ['05.03.1990', '1990-03-05'],
    ['1990-03-05', '1990-03-05'],
    [' 29/02/2000 ', '2000-02-29'],
    ['29/02/1999', undefined],
    ['31/04/1990', undefined],
    ['1990-02-31', undefined],
    ['12/25/1990', undefined],
    ['1990/03/05', undefined],
    ['ontem', undefined],
  ])('birth date %j → %j', (raw, date) => {
    expect(parseBirthDate(raw)).toBe(date)
  })

  it.each([
    ['sim', true],
    ['Sim', true],
    ['S', true],
    ['yes', true],
    ['TRUE', true],
    ['1', true],
    ['não', false],
    ['NAO', false],
    ['n', false],
    ['no', false],
    ['false', false],
    ['0', false],
    ['', false],
    ['talvez', undefined],
    ['2', undefined],
  ])('marketing consent %j → %j', (raw, consent) => {
    expect(parseConsent(raw)).toBe(consent)
  })

  it.each([
    // A CPF starting with 0 that a spreadsheet read as a number.
    ['1234567890', '01234567890'],
    ['234567872', '00234567872'],
    // A CNPJ starting with 0.
    ['6990590000123', '06990590000123'],
    // Not one short of anything valid: left for the schema to refuse.
    ['1234567891', '1234567891'],
    ['123', '123'],
    ['295.379.955-93', '295.379.955-93'],
  ])('document %s → %s', (raw, restored) => {
    expect(restoreDocument(raw)).toBe(restored)
  })
})
