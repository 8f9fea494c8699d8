/**
 * The boleto examples of the shared test vectors (copied into vectors.json with their ids and
 * sources). Due dates resolve with reference date 2026-11-22 unless an example names one.
 */
import { describe, expect, it } from 'vitest'
import { dueFactorOf } from './due-factor.ts'
import { formatLinhaDigitavel, parseArrecadacao, parseBancario, parseBoleto } from './index.ts'
import vectors from './vectors.json'

const REFERENCE_DATE = '2026-11-22'

interface Example {
  id: string
  kind: string
  input: string
  expected: Record<string, string | boolean | null | undefined>
}

const examples = vectors.examples as Example[]
const ofKind = (kind: string) => examples.filter((example) => example.kind === kind)

/** "214.03" → 21403: vectors print reais, we count centavos. */
const centsOf = (amount: string) => {
  const [reais = '', centavos = ''] = amount.split('.')
  return Number(reais) * 100 + Number(centavos.padEnd(2, '0'))
}

const digits = (value: string) => value.replace(/\D/g, '')

describe('boleto bancário vectors', () => {
  it.each(ofKind('boleto_bancario').map((example) => [example.id, example] as const))(
    '%s',
    (_, { input, expected }) => {
      const referenceDate = (expected.reference_date as string | undefined) ?? REFERENCE_DATE
      const result = parseBancario(input, { referenceDate })
      expect(parseBoleto(input, { referenceDate })).toEqual(result)
      if (!expected.valid) {
        expect(result.valid).toBe(false)
        // "general (mod 11) DV is 7, should be 6"
        expect(result).toMatchObject({ code: 'general_check_digit', expected: '6', found: '7' })
        return
      }
      if (!result.valid) throw new Error(`refused: ${result.code} ${result.message}`)
      expect(result.inputType).toBe(expected.input_type === 'barcode' ? 'barcode' : 'linha')
      expect(result.bank).toBe(expected.bank)
      expect(result.amountCents).toBe(centsOf(expected.amount as string))
      if (expected.factor) expect(result.factor).toBe(Number(expected.factor))
      expect(result.dueDate).toBe(expected.due_date)
      if (expected.barcode) expect(result.barcode).toBe(expected.barcode)
      if (expected.linha_digitavel) expect(result.linha).toBe(expected.linha_digitavel)
      // Reading back what we produced gives the same boleto.
      const other = result.inputType === 'barcode' ? result.linha : result.barcode
      expect(parseBancario(other, { referenceDate })).toMatchObject({
        valid: true,
        barcode: result.barcode,
        linha: result.linha,
      })
      expect(digits(formatLinhaDigitavel(input))).toBe(result.linha)
    },
  )
})

describe('boleto de arrecadação vectors', () => {
  it.each(ofKind('boleto_arrecadacao').map((example) => [example.id, example] as const))(
    '%s',
    (_, { input, expected }) => {
      const result = parseArrecadacao(input)
      expect(parseBoleto(input)).toEqual(result)
      if (!result.valid) throw new Error(`refused: ${result.code} ${result.message}`)
      expect(result.inputType).toBe(expected.input_type === 'barcode' ? 'barcode' : 'linha')
      expect(result.segment).toBe(expected.segment)
      if (expected.value_id) expect(result.valueId).toBe(expected.value_id)
      expect(['6', '7'].includes(result.valueId) ? 'mod10' : 'mod11').toBe(expected.dv_method)
      expect(result.amountCents).toBe(
        expected.amount === null ? null : centsOf(expected.amount as string),
      )
      if (expected.barcode) expect(result.barcode).toBe(expected.barcode)
      if (expected.linha_digitavel) expect(result.linha).toBe(expected.linha_digitavel)
      const other = result.inputType === 'barcode' ? result.linha : result.barcode
      expect(parseArrecadacao(other)).toMatchObject({ valid: true, barcode: result.barcode })
      expect(digits(formatLinhaDigitavel(input))).toBe(result.linha)
    },
  )
})

describe('due factor vectors', () => {
  it.each(ofKind('boleto_due_factor').map((example) => [example.id, example] as const))(
    '%s',
    (_, { input, expected }) => {
      expect(String(dueFactorOf(input)).padStart(4, '0')).toBe(expected.factor)
    },
  )
})
