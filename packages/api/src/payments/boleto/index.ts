// Boletos: bank boletos (cobrança) and convênio/arrecadação boletos — building, reading and
// validating barcodes and linhas digitáveis, the due factor, and the printed barcode as SVG.
import { parseArrecadacao, type ArrecadacaoBoleto } from './arrecadacao.ts'
import { parseBancario, type BancarioBoleto, type ReadOptions } from './bancario.ts'
import type { BoletoError } from './boleto-error.ts'
import { digitsOf } from './digits.ts'

export * from './arrecadacao.ts'
export * from './bancario.ts'
export * from './barcode-svg.ts'
export * from './boleto-error.ts'
export { dayNumberOf, isoDateOfDay, type IsoDate } from './calendar-day.ts'
export * from './due-factor.ts'
export { formatLinhaDigitavel } from './format.ts'

/**
 * Reads any boleto number: convênio when it starts with 8 (44 or 48 digits), bank otherwise.
 * FEBRABAN reserves the leading 8 for convênio numbers, which is what tells the two layouts
 * apart (both barcodes have 44 digits).
 */
export function parseBoleto(
  input: string,
  options: ReadOptions = {},
): BancarioBoleto | ArrecadacaoBoleto | BoletoError {
  const digits = digitsOf(input)
  return digits?.startsWith('8') ? parseArrecadacao(input) : parseBancario(input, options)
}
