/**
 * Convênio / arrecadação boletos (utility bills, taxes, fines), FEBRABAN's "Layout Padrão de
 * Arrecadação". They start with 8; the 44-digit barcode is
 *
 *   8 segment(1) value id(1) DV(1) value(11) company(4, or 8 of a CNPJ in segment 6) free(…)
 *
 * The value identifier says both what the value means and which check digit the number uses:
 * 6 and 7 → módulo 10, 8 and 9 → módulo 11; 6 and 8 carry the amount in centavos, 7 and 9 a
 * reference quantity (indexed values, not reais), so their amount is unknown here. The 48-digit
 * linha digitável is the barcode cut in four blocks of 11 digits, each followed by its check
 * digit in the same module. These boletos have no due factor.
 */
import { boletoError, ordinal, type BoletoError } from './boleto-error.ts'
import { mod10, mod11Arrecadacao } from './check-digits.ts'
import { digitsOf } from './digits.ts'

export const ARRECADACAO_BARCODE_LENGTH = 44
export const ARRECADACAO_LINHA_LENGTH = 48

/** Segment (2nd digit): who collects. */
export const ARRECADACAO_SEGMENTS: Record<string, string> = {
  '1': 'Prefeituras',
  '2': 'Saneamento',
  '3': 'Energia elétrica e gás',
  '4': 'Telecomunicações',
  '5': 'Órgãos governamentais',
  '6': 'Carnês e assemelhados (empresas identificadas pelo CNPJ)',
  '7': 'Multas de trânsito',
  '9': 'Uso exclusivo do banco',
}

export type ValueId = '6' | '7' | '8' | '9'
const VALUE_IDS: readonly string[] = ['6', '7', '8', '9']

function isValueId(digit: string): digit is ValueId {
  return VALUE_IDS.includes(digit)
}

/** Whether the value field is an amount in centavos (6, 8) or a reference quantity (7, 9). */
export function isEffectiveValue(valueId: ValueId): boolean {
  return valueId === '6' || valueId === '8'
}

function checkDigitFor(valueId: ValueId): (digits: string) => number {
  return valueId === '6' || valueId === '7' ? mod10 : mod11Arrecadacao
}

/** The general check digit a 44-digit convênio barcode should carry at position 4. */
export function arrecadacaoGeneralCheckDigit(barcode: string): number {
  const valueId = barcode.charAt(2)
  if (!isValueId(valueId)) throw new RangeError(`Not a value identifier: ${valueId}`)
  return checkDigitFor(valueId)(barcode.slice(0, 3) + barcode.slice(4))
}

export interface ArrecadacaoFields {
  /** 1..9, see ARRECADACAO_SEGMENTS. */
  segment: string
  valueId: ValueId
  /** Centavos (value id 6, 8) or the reference quantity (7, 9): at most 11 digits. */
  value: number
  /** The 29 digits after the value: company (or CNPJ root) and the company's free field. */
  companyAndFreeField: string
}

/** Builds a convênio barcode. Throws a RangeError when a field cannot be encoded. */
export function buildArrecadacaoBarcode(fields: ArrecadacaoFields): string {
  const { segment, valueId, value, companyAndFreeField } = fields
  if (!/^[1-9]$/.test(segment)) throw new RangeError(`segment must be 1..9: ${segment}`)
  if (!isValueId(valueId)) throw new RangeError(`valueId must be 6..9: ${String(valueId)}`)
  if (!Number.isSafeInteger(value) || value < 0 || value > 99_999_999_999) {
    throw new RangeError(`value must be an integer of at most 11 digits: ${value}`)
  }
  if (!/^\d{29}$/.test(companyAndFreeField)) {
    throw new RangeError('companyAndFreeField must be 29 digits')
  }
  const head = `8${segment}${valueId}`
  const tail = `${String(value).padStart(11, '0')}${companyAndFreeField}`
  return `${head}${checkDigitFor(valueId)(head + tail)}${tail}`
}

/** The 48-digit linha digitável of a convênio barcode. */
export function arrecadacaoBarcodeToLinha(barcode: string): string {
  if (!/^8\d{43}$/.test(barcode)) throw new RangeError(`Not a convênio barcode: ${barcode}`)
  const check = checkDigitFor(valueIdOf(barcode))
  let linha = ''
  for (let start = 0; start < ARRECADACAO_BARCODE_LENGTH; start += 11) {
    const block = barcode.slice(start, start + 11)
    linha += `${block}${check(block)}`
  }
  return linha
}

/** The 44-digit barcode of a convênio linha digitável (its block check digits are dropped). */
export function arrecadacaoLinhaToBarcode(linha: string): string {
  if (!/^8\d{47}$/.test(linha)) throw new RangeError(`Not a convênio linha: ${linha}`)
  return [0, 12, 24, 36].map((start) => linha.slice(start, start + 11)).join('')
}

function valueIdOf(digits: string): ValueId {
  const valueId = digits.charAt(2)
  if (!isValueId(valueId)) throw new RangeError(`Not a value identifier: ${valueId}`)
  return valueId
}

export interface ArrecadacaoBoleto {
  valid: true
  kind: 'arrecadacao'
  inputType: 'barcode' | 'linha'
  segment: string
  valueId: ValueId
  /** Centavos for value ids 6 and 8; null for 7 and 9 (a reference quantity, see `value`). */
  amountCents: number | null
  /** The value field's 11 digits as printed. */
  value: string
  /** Company code (4 digits), or the CNPJ's first 8 digits in segment 6. */
  company: string
  barcode: string
  linha: string
}

/**
 * Reads a convênio boleto from its barcode or linha digitável, with or without punctuation,
 * checking the block and general check digits.
 */
export function parseArrecadacao(input: string): ArrecadacaoBoleto | BoletoError {
  const digits = digitsOf(input)
  if (digits === null) {
    return boletoError('invalid_characters', 'Use apenas números, pontos, hífens e espaços.')
  }
  if (digits.length !== ARRECADACAO_BARCODE_LENGTH && digits.length !== ARRECADACAO_LINHA_LENGTH) {
    return boletoError(
      'invalid_length',
      'O código de barras tem 44 números e a linha digitável de convênio, 48.',
      { found: String(digits.length) },
    )
  }
  if (!digits.startsWith('8')) {
    return boletoError('wrong_kind', 'Boletos de convênio começam com 8.')
  }
  const valueId = digits.charAt(2)
  if (!isValueId(valueId)) {
    return boletoError('invalid_value_id', 'O identificador de valor deve ser 6, 7, 8 ou 9.', {
      found: valueId,
    })
  }
  const check = checkDigitFor(valueId)
  const inputType = digits.length === ARRECADACAO_BARCODE_LENGTH ? 'barcode' : 'linha'
  if (inputType === 'linha') {
    for (let block = 0; block < 4; block++) {
      const start = block * 12
      const expected = String(check(digits.slice(start, start + 11)))
      const found = digits.charAt(start + 11)
      if (found !== expected) {
        return boletoError(
          'block_check_digit',
          `O ${ordinal(block + 1)} bloco da linha digitável não confere.`,
          { field: block + 1, expected, found },
        )
      }
    }
  }
  const barcode = inputType === 'barcode' ? digits : arrecadacaoLinhaToBarcode(digits)
  const generalDv = String(arrecadacaoGeneralCheckDigit(barcode))
  if (barcode.charAt(3) !== generalDv) {
    return boletoError('general_check_digit', 'O dígito verificador geral não confere.', {
      expected: generalDv,
      found: barcode.charAt(3),
    })
  }
  const segment = barcode.charAt(1)
  const value = barcode.slice(4, 15)
  return {
    valid: true,
    kind: 'arrecadacao',
    inputType,
    segment,
    valueId,
    amountCents: isEffectiveValue(valueId) ? Number(value) : null,
    value,
    company: segment === '6' ? barcode.slice(15, 23) : barcode.slice(15, 19),
    barcode,
    linha: inputType === 'linha' ? digits : arrecadacaoBarcodeToLinha(barcode),
  }
}
