/**
 * Why a typed or scanned boleto number was refused, precise enough for a field-level message
 * ("o segundo campo não confere") and for logs: the code says which rule failed, `field` which
 * part of the linha digitável, `expected`/`found` the check digits involved.
 */
export type BoletoErrorCode =
  /** Something other than digits, dots, spaces and hyphens. */
  | 'invalid_characters'
  /** Not 44 (barcode), 47 (bank linha) or 48 (convênio linha) digits. */
  | 'invalid_length'
  /** A convênio number read as a bank boleto, or the reverse. */
  | 'wrong_kind'
  /** A bank boleto whose currency digit is not 9 (real). */
  | 'invalid_currency'
  /** A mod-10 check digit of one of the first three fields of a bank linha. */
  | 'field_check_digit'
  /** A check digit of one of the four blocks of a convênio linha. */
  | 'block_check_digit'
  /** The barcode's general check digit. */
  | 'general_check_digit'
  /** A due factor from 0001 to 0999, never issued. */
  | 'invalid_due_factor'
  /** A convênio value identifier other than 6, 7, 8 or 9. */
  | 'invalid_value_id'

export interface BoletoError {
  valid: false
  code: BoletoErrorCode
  /** Portuguese, for the person who typed the number. */
  message: string
  /** 1-based field (bank linha) or block (convênio linha) that failed. */
  field?: number
  expected?: string
  found?: string
}

export function boletoError(
  code: BoletoErrorCode,
  message: string,
  details: Pick<BoletoError, 'field' | 'expected' | 'found'> = {},
): BoletoError {
  return { valid: false, code, message, ...details }
}

const ORDINALS = ['primeiro', 'segundo', 'terceiro', 'quarto']

/** "segundo" for 2: the linha's fields are named by position in the messages. */
export function ordinal(position: number): string {
  return ORDINALS[position - 1] ?? `${position}º`
}
