import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  documentKind,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  normalizeDocument,
} from './document.ts'

/*
 * CPF and CNPJ against the shared test vectors (shared/vectors/brazil-payments.json, gathered
 * from public test suites of other projects), plus our own cases for what the vectors leave out.
 */

interface Vector {
  id: string
  kind: string
  input: string
  expected: { valid: boolean | 'library-dependent'; alphanumeric?: boolean }
}

const vectorsFile = new URL('../../../../tests/vectors/brazil-payments.json', import.meta.url)
const vectors = (JSON.parse(fs.readFileSync(vectorsFile, 'utf8')) as { examples: Vector[] })
  .examples

/**
 * Our answers where libraries disagree:
 * - cpf-07 (123.456.789-09): its check digits are right. Some libraries refuse it as a
 *   well-known test number, but the Receita publishes no such list and only the all-equal
 *   numbers are never issued, so we accept it.
 * - cnpj-13 (lower-case letters): the Receita issues upper-case, but people type what they
 *   read; we upper-case before checking (and store upper-case), so it is valid.
 */
const DECIDED: Record<string, boolean> = { 'cpf-07': true, 'cnpj-13': true }

const expectedValid = (vector: Vector) =>
  vector.expected.valid === 'library-dependent' ? DECIDED[vector.id] : vector.expected.valid

describe('shared vectors', () => {
  const cpfs = vectors.filter((vector) => vector.kind === 'cpf')
  const cnpjs = vectors.filter((vector) => vector.kind === 'cnpj')

  it('has CPF and CNPJ vectors, and a decision for every library-dependent one', () => {
    expect(cpfs.length).toBeGreaterThan(5)
    expect(cnpjs.length).toBeGreaterThan(5)
    for (const vector of [...cpfs, ...cnpjs]) expect(expectedValid(vector)).toBeTypeOf('boolean')
  })

  it.each(cpfs.map((vector) => [vector.id, vector.input, expectedValid(vector)] as const))(
    '%s: CPF %s valid → %s',
    (_id, input, valid) => {
      expect(isValidCpf(input)).toBe(valid)
      expect(isValidCnpj(input)).toBe(false)
      expect(documentKind(input)).toBe(valid ? 'cpf' : null)
    },
  )

  it.each(cnpjs.map((vector) => [vector.id, vector.input, expectedValid(vector)] as const))(
    '%s: CNPJ %s valid → %s',
    (_id, input, valid) => {
      expect(isValidCnpj(input)).toBe(valid)
      expect(isValidCpf(input)).toBe(false)
      expect(documentKind(input)).toBe(valid ? 'cnpj' : null)
    },
  )

  it('formats every valid vector so that it normalises back to the same document', () => {
    for (const vector of [...cpfs, ...cnpjs].filter(expectedValid)) {
      const stored = normalizeDocument(vector.input)
      const formatted = formatDocument(stored)
      expect(formatted).toMatch(
        vector.kind === 'cpf'
          ? /^\d{3}\.\d{3}\.\d{3}-\d{2}$/
          : /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/,
      )
      expect(normalizeDocument(formatted)).toBe(stored)
    }
  })
})

describe('our own cases', () => {
  it.each([
    ['295.379.955-93', '29537995593'],
    [' 295 379 955 93 ', '29537995593'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
  ])('normalises %j to %s', (input, stored) => {
    expect(normalizeDocument(input)).toBe(stored)
  })

  it.each([
    // Every all-equal number passes the check digits and is never issued.
    ...Array.from({ length: 10 }, (_, digit) => String(digit).repeat(11)),
    ...Array.from({ length: 10 }, (_, digit) => String(digit).repeat(14)),
    '2953799559', // a digit short
    '295379955930', // a digit long
    '2953799559A', // a letter in a CPF
    '12ABC34501DE3', // a character short
    '',
  ])('refuses %j', (input) => {
    expect(documentKind(input)).toBeNull()
  })

  it.each([
    ['29537995593', '295.379.955-93'],
    ['2953799', '295.379.9'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['54550752000155', '54.550.752/0001-55'],
  ])('formats %s as %s', (input, formatted) => {
    expect(formatDocument(input)).toBe(formatted)
  })
})
