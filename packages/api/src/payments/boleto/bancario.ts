/**
 * Bank boletos (boleto de cobrança), FEBRABAN layout. The 44-digit barcode is
 *
 *   bank(3) currency(1) DV(1) due factor(4) amount(10) free field(25)
 *
 * where the free field ("campo livre") belongs to the issuing bank, DV is the general mod-11
 * check digit over the other 43 digits, and the amount is in centavos (so at most
 * R$ 99.999.999,99). The 47-digit linha digitável people type carries the same digits in
 * another order, with three mod-10 check digits of its own so typing mistakes are caught field
 * by field:
 *
 *   field 1: bank, currency, free field 1-5, DV    field 2: free field 6-15, DV
 *   field 3: free field 16-25, DV                  field 4: the general DV
 *   field 5: due factor and amount
 */
import { boletoError, ordinal, type BoletoError } from './boleto-error.ts'
import type { IsoDate } from './calendar-day.ts'
import { mod10, mod11Bancario } from './check-digits.ts'
import { digitsOf } from './digits.ts'
import { dueDateOf, dueFactorDigits, dueFactorOf, MIN_DUE_FACTOR } from './due-factor.ts'

export const BANCARIO_BARCODE_LENGTH = 44
export const BANCARIO_LINHA_LENGTH = 47
/** The currency digit of the real; the layout's other values are no longer issued. */
export const REAL_CURRENCY = '9'
/** Ten digits of centavos. */
export const MAX_BOLETO_AMOUNT_CENTS = 9_999_999_999

export interface BancarioFields {
  /** The bank's 3-digit clearing code (COMPE), e.g. '001', '237', '341'. */
  bank: string
  currency?: typeof REAL_CURRENCY
  /** The due date; null for a boleto without due date (factor 0000). */
  dueDate: IsoDate | Date | null
  /** Integer centavos; 0 lets the payer fill in the amount. */
  amountCents: number
  /** The bank's 25-digit "campo livre" (agreement, our number, wallet… in the bank's layout). */
  freeField: string
}

/** Builds the 44-digit barcode. Throws a RangeError when a field cannot be encoded. */
export function buildBancarioBarcode(fields: BancarioFields): string {
  const { bank, currency = REAL_CURRENCY, dueDate, amountCents, freeField } = fields
  if (!/^\d{3}$/.test(bank)) throw new RangeError(`bank must be 3 digits: ${bank}`)
  // A leading 8 would make the number read as a convênio boleto.
  if (bank.startsWith('8')) throw new RangeError(`bank cannot start with 8: ${bank}`)
  if (currency !== REAL_CURRENCY) throw new RangeError(`currency must be 9: ${String(currency)}`)
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`amountCents must be a non-negative integer: ${amountCents}`)
  }
  if (amountCents > MAX_BOLETO_AMOUNT_CENTS) {
    throw new RangeError(`amountCents does not fit 10 digits: ${amountCents}`)
  }
  if (!/^\d{25}$/.test(freeField)) throw new RangeError('freeField must be 25 digits')
  const factor = dueDate === null ? '0000' : dueFactorDigits(dueFactorOf(dueDate))
  const amount = String(amountCents).padStart(10, '0')
  const withoutDv = `${bank}${currency}${factor}${amount}${freeField}`
  return withGeneralCheckDigit(withoutDv)
}

/** Inserts the general check digit at position 5 of 43 barcode digits. */
function withGeneralCheckDigit(withoutDv: string): string {
  return `${withoutDv.slice(0, 4)}${mod11Bancario(withoutDv)}${withoutDv.slice(4)}`
}

/** The general check digit a 44-digit barcode should carry at position 5. */
export function bancarioGeneralCheckDigit(barcode: string): number {
  return mod11Bancario(barcode.slice(0, 4) + barcode.slice(5))
}

function withFieldCheckDigit(digits: string): string {
  return `${digits}${mod10(digits)}`
}

/** The linha digitável (47 digits, no punctuation) of a 44-digit barcode. */
export function bancarioBarcodeToLinha(barcode: string): string {
  assertDigits(barcode, BANCARIO_BARCODE_LENGTH)
  const field1 = withFieldCheckDigit(barcode.slice(0, 4) + barcode.slice(19, 24))
  const field2 = withFieldCheckDigit(barcode.slice(24, 34))
  const field3 = withFieldCheckDigit(barcode.slice(34, 44))
  return `${field1}${field2}${field3}${barcode[4]}${barcode.slice(5, 19)}`
}

/** The 44-digit barcode of a linha digitável (47 digits; its field check digits are dropped). */
export function bancarioLinhaToBarcode(linha: string): string {
  assertDigits(linha, BANCARIO_LINHA_LENGTH)
  const freeField = linha.slice(4, 9) + linha.slice(10, 20) + linha.slice(21, 31)
  return `${linha.slice(0, 4)}${linha[32]}${linha.slice(33, 47)}${freeField}`
}

function assertDigits(value: string, length: number): void {
  if (value.length !== length || !/^\d+$/.test(value)) {
    throw new RangeError(`Expected ${length} digits, got: ${value}`)
  }
}

export interface BancarioBoleto {
  valid: true
  kind: 'bancario'
  /** What was read: the 44-digit barcode or the 47-digit linha digitável. */
  inputType: 'barcode' | 'linha'
  bank: string
  currency: string
  amountCents: number
  /** The due factor (0 when the boleto has no due date). */
  factor: number
  /** The due date in the cycle nearest the reference date, null for factor 0000. */
  dueDate: IsoDate | null
  freeField: string
  barcode: string
  linha: string
}

export interface ReadOptions {
  /** Picks the due factor's cycle (see dueDateOf); defaults to today. */
  referenceDate?: IsoDate | Date
}

/**
 * Reads a bank boleto from its barcode or its linha digitável, with or without punctuation,
 * checking every check digit; a refusal says which rule failed.
 */
export function parseBancario(
  input: string,
  options: ReadOptions = {},
): BancarioBoleto | BoletoError {
  const digits = digitsOf(input)
  if (digits === null) {
    return boletoError('invalid_characters', 'Use apenas números, pontos e espaços.')
  }
  if (digits.length !== BANCARIO_BARCODE_LENGTH && digits.length !== BANCARIO_LINHA_LENGTH) {
    return boletoError(
      'invalid_length',
      'O código de barras tem 44 números e a linha digitável, 47.',
      { found: String(digits.length) },
    )
  }
  if (digits.startsWith('8')) {
    return boletoError('wrong_kind', 'Este é um boleto de convênio (começa com 8).')
  }
  const inputType = digits.length === BANCARIO_BARCODE_LENGTH ? 'barcode' : 'linha'
  if (inputType === 'linha') {
    const fieldError = checkLinhaFields(digits)
    if (fieldError) return fieldError
  }
  const barcode = inputType === 'barcode' ? digits : bancarioLinhaToBarcode(digits)
  const currency = barcode.slice(3, 4)
  if (currency !== REAL_CURRENCY) {
    return boletoError('invalid_currency', 'O código da moeda deve ser 9 (real).', {
      expected: REAL_CURRENCY,
      found: currency,
    })
  }
  const generalDv = String(bancarioGeneralCheckDigit(barcode))
  if (barcode[4] !== generalDv) {
    return boletoError('general_check_digit', 'O dígito verificador geral não confere.', {
      expected: generalDv,
      found: barcode[4],
    })
  }
  const factor = Number(barcode.slice(5, 9))
  if (factor !== 0 && factor < MIN_DUE_FACTOR) {
    return boletoError('invalid_due_factor', 'O fator de vencimento não é válido.', {
      found: barcode.slice(5, 9),
    })
  }
  return {
    valid: true,
    kind: 'bancario',
    inputType,
    bank: barcode.slice(0, 3),
    currency,
    amountCents: Number(barcode.slice(9, 19)),
    factor,
    dueDate: dueDateOf(factor, options.referenceDate ?? new Date()),
    freeField: barcode.slice(19),
    barcode,
    linha: inputType === 'linha' ? digits : bancarioBarcodeToLinha(barcode),
  }
}

/** The first of the linha's three fields whose mod-10 check digit is wrong. */
function checkLinhaFields(linha: string): BoletoError | null {
  const fields: Array<[start: number, end: number]> = [
    [0, 9],
    [10, 20],
    [21, 31],
  ]
  for (const [index, [start, end]] of fields.entries()) {
    const expected = String(mod10(linha.slice(start, end)))
    const found = linha.charAt(end)
    if (found !== expected) {
      return boletoError(
        'field_check_digit',
        `O ${ordinal(index + 1)} campo da linha digitável não confere.`,
        { field: index + 1, expected, found },
      )
    }
  }
  return null
}

/** Builds a bank boleto's barcode and its linha digitável. */
export function buildBoleto(fields: BancarioFields): { barcode: string; linha: string } {
  const barcode = buildBancarioBarcode(fields)
  return { barcode, linha: bancarioBarcodeToLinha(barcode) }
}
