import { describe, expect, it } from 'vitest'
import {
  bancarioBarcodeToLinha,
  bancarioLinhaToBarcode,
  buildBoleto,
  formatLinhaDigitavel,
  parseBancario,
  parseBoleto,
} from './index.ts'

const FREE = '0004131600970171092000291'
const reference = { referenceDate: '2026-11-22' }

describe('buildBoleto', () => {
  it('builds the barcode and linha of a known Bradesco boleto', () => {
    // BoletoNet's Bradesco_Carteira_16 (vectors.json, boleto_bancario-04).
    expect(
      buildBoleto({
        bank: '237',
        dueDate: '2023-01-20',
        amountCents: 12300,
        freeField: '0413160097017109200029160',
      }),
    ).toEqual({
      barcode: '23791923600000123000413160097017109200029160',
      linha: '23790413186009701710192000291606192360000012300',
    })
  })

  it('writes factor 0000 for a boleto without due date and the full 10-digit amount', () => {
    const { barcode } = buildBoleto({
      bank: '001',
      dueDate: null,
      amountCents: 9_999_999_999,
      freeField: FREE,
    })
    expect(barcode.slice(5, 19)).toBe('00009999999999')
    expect(parseBancario(barcode, reference)).toMatchObject({
      valid: true,
      factor: 0,
      dueDate: null,
      amountCents: 9_999_999_999,
    })
  })

  it('refuses what cannot be encoded', () => {
    const base = { bank: '001', dueDate: '2026-12-01', amountCents: 100, freeField: FREE }
    expect(() => buildBoleto({ ...base, bank: '01' })).toThrow(RangeError)
    expect(() => buildBoleto({ ...base, bank: '801' })).toThrow(RangeError)
    expect(() => buildBoleto({ ...base, amountCents: 10.5 })).toThrow(RangeError)
    expect(() => buildBoleto({ ...base, amountCents: -1 })).toThrow(RangeError)
    expect(() => buildBoleto({ ...base, amountCents: 10_000_000_000 })).toThrow(RangeError)
    expect(() => buildBoleto({ ...base, freeField: '123' })).toThrow(RangeError)
    expect(() => buildBoleto({ ...base, dueDate: '1999-01-01' })).toThrow(RangeError)
  })

  it('round-trips barcode and linha', () => {
    const { barcode, linha } = buildBoleto({
      bank: '341',
      dueDate: '2027-08-18',
      amountCents: 282012,
      freeField: FREE,
    })
    expect(bancarioLinhaToBarcode(bancarioBarcodeToLinha(barcode))).toBe(barcode)
    expect(bancarioBarcodeToLinha(bancarioLinhaToBarcode(linha))).toBe(linha)
    expect(parseBancario(linha, reference)).toMatchObject({
      dueDate: '2027-08-18',
      amountCents: 282012,
    })
  })
})

describe('parseBancario refusals', () => {
  const linha = '23790413186009701710192000291606192360000012300'
  const swap = (value: string, index: number, digit: string) =>
    value.slice(0, index) + digit + value.slice(index + 1)

  it('names the field whose check digit fails', () => {
    expect(parseBancario(swap(linha, 2, '8'), reference)).toMatchObject({
      valid: false,
      code: 'field_check_digit',
      field: 1,
    })
    expect(parseBancario(swap(linha, 12, '9'), reference)).toMatchObject({
      code: 'field_check_digit',
      field: 2,
    })
    expect(parseBancario(swap(linha, 25, '9'), reference)).toMatchObject({
      code: 'field_check_digit',
      field: 3,
    })
  })

  it('catches a changed amount through the general check digit', () => {
    expect(parseBancario(swap(linha, 46, '1'), reference)).toMatchObject({
      code: 'general_check_digit',
      expected: '9',
      found: '1',
    })
  })

  it('refuses bad characters, lengths, currencies, factors and convênio numbers', () => {
    expect(parseBancario('2379A', reference)).toMatchObject({ code: 'invalid_characters' })
    expect(parseBancario('2379', reference)).toMatchObject({ code: 'invalid_length', found: '4' })
    const otherCurrency = '23701923600000123000413160097017109200029160'
    expect(parseBancario(otherCurrency, reference)).toMatchObject({ code: 'invalid_currency' })
    expect(parseBancario('83860000005096000190000008017823000034306271', reference)).toMatchObject({
      code: 'wrong_kind',
    })
    // Factor 0500, with a correct general check digit.
    const barcode = buildBoleto({
      bank: '237',
      dueDate: null,
      amountCents: 1,
      freeField: FREE,
    }).barcode
    const factor500 = barcode.slice(0, 5) + '0500' + barcode.slice(9)
    const fixed = bancarioLinhaToBarcode(bancarioBarcodeToLinha(factor500))
    const withDv = parseBancario(fixed, reference)
    expect(withDv.valid).toBe(false)
    const general = withDv.valid ? '' : (withDv.expected ?? '')
    expect(parseBancario(fixed.slice(0, 4) + general + fixed.slice(5), reference)).toMatchObject({
      code: 'invalid_due_factor',
      found: '0500',
    })
  })

  it('messages are Portuguese', () => {
    const result = parseBancario(swap(linha, 12, '9'), reference)
    expect(result.valid ? '' : result.message).toBe(
      'O segundo campo da linha digitável não confere.',
    )
  })
})

describe('formatLinhaDigitavel', () => {
  it('groups a bank linha in five fields', () => {
    expect(formatLinhaDigitavel('23790413186009701710192000291606192360000012300')).toBe(
      '23790.41318 60097.017101 92000.291606 1 92360000012300',
    )
  })

  it('formats a barcode as its linha', () => {
    expect(formatLinhaDigitavel('23791923600000123000413160097017109200029160')).toBe(
      '23790.41318 60097.017101 92000.291606 1 92360000012300',
    )
    expect(formatLinhaDigitavel('83860000005096000190000008017823000034306271')).toBe(
      '83860000005-0 09600019000-9 00080178230-9 00034306271-2',
    )
  })

  it('groups a convênio linha in four blocks and leaves anything else as typed', () => {
    expect(formatLinhaDigitavel('838600000050096000190009000801782309000343062712')).toBe(
      '83860000005-0 09600019000-9 00080178230-9 00034306271-2',
    )
    expect(formatLinhaDigitavel('2379 0413')).toBe('2379 0413')
    expect(formatLinhaDigitavel('abc')).toBe('abc')
  })
})

describe('parseBoleto', () => {
  it('reads either layout', () => {
    expect(
      parseBoleto('23790.41318 60097.017101 92000.291606 1 92360000012300', reference),
    ).toMatchObject({
      kind: 'bancario',
      amountCents: 12300,
      dueDate: '2023-01-20',
    })
    expect(parseBoleto('83860000005-0 09600019000-9 00080178230-9 00034306271-2')).toMatchObject({
      kind: 'arrecadacao',
      amountCents: 50960,
    })
  })
})
