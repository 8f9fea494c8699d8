/**
 * The linha digitável as boletos print it, grouped so a person can read it aloud and compare
 * it field by field:
 *
 *   bank     23790.41318 60097.017101 92000.291606 1 92360000012300
 *   convênio 83860000005-0 09600019000-9 00080178230-9 00034306271-2
 *
 * Anything that is not a complete linha (or a barcode, which is converted) is returned as it
 * came, so a display never hides what was typed.
 */
import { arrecadacaoBarcodeToLinha } from './arrecadacao.ts'
import { bancarioBarcodeToLinha } from './bancario.ts'
import { digitsOf } from './digits.ts'

export function formatLinhaDigitavel(input: string): string {
  const digits = digitsOf(input)
  if (digits === null) return input
  if (digits.length === 44) {
    return formatLinhaDigitavel(
      digits.startsWith('8') ? arrecadacaoBarcodeToLinha(digits) : bancarioBarcodeToLinha(digits),
    )
  }
  if (digits.length === 47 && !digits.startsWith('8')) {
    const part = (start: number, end: number) => digits.slice(start, end)
    return [
      `${part(0, 5)}.${part(5, 10)}`,
      `${part(10, 15)}.${part(15, 21)}`,
      `${part(21, 26)}.${part(26, 32)}`,
      part(32, 33),
      part(33, 47),
    ].join(' ')
  }
  if (digits.length === 48 && digits.startsWith('8')) {
    return [0, 12, 24, 36]
      .map((start) => `${digits.slice(start, start + 11)}-${digits.charAt(start + 11)}`)
      .join(' ')
  }
  return input
}
