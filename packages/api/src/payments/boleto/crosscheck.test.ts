/**
 * Our boletos against an independent implementation, @mrmgomes/boleto-utils (a root dev
 * dependency, used only here): every boleto we build must validate there with the same amount,
 * linha digitável and due date. Random boletos come from a fixed seed, so a failure replays.
 */
import fc from 'fast-check'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { dayNumberOf, isoDateOfDay } from './calendar-day.ts'
import {
  buildArrecadacaoBarcode,
  buildBoleto,
  parseArrecadacao,
  parseBancario,
  type ValueId,
} from './index.ts'

/** The part of the library's API we call (its typings are not wired in its package.json). */
interface BoletoUtils {
  validarBoleto(codigo: string): {
    sucesso: boolean
    tipoBoleto: string
    codigoBarras: string
    linhaDigitavel: string
    vencimento: Date
    vencimentoComNovoFator2025: Date
    valor: number
  }
  codBarras2LinhaDigitavel(codigo: string, formatada: boolean): string
  linhaDigitavel2CodBarras(codigo: string): string
}
const boletoUtils = createRequire(import.meta.url)('@mrmgomes/boleto-utils') as BoletoUtils

const digitString = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''))

const bank = digitString(3).filter((code) => !code.startsWith('8'))
const dueDay = fc.integer({ min: dayNumberOf('2000-07-03'), max: dayNumberOf('2049-10-13') })
/**
 * Amounts below R$ 10.000.000,00: the library drops the leading digit of a full-width amount
 * whose second digit is 0 (R$ 10.000.000,00 reads as 0). Our full width is tested apart.
 */
const amountCents = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }),
  fc.integer({ min: 0, max: 999_999_999 }),
)

/**
 * The library takes any number whose digits 6-19 or last 14 digits are all zeros for a
 * credit-card invoice boleto and then checks it with the bank rules; such numbers (convênio
 * ones especially) are left out of the comparison.
 */
const libraryReadsAsCardInvoice = (digits: string) =>
  digits.slice(5, 19) === '0'.repeat(14) || digits.endsWith('0'.repeat(14))

/**
 * Where the two disagree, FEBRABAN sides with us: for a bank barcode whose mod-11 remainder is
 * 0 or 1 (11 − r = 11 or 10) the layout's check digit is 1, while the library applies the
 * convênio rule (0) and refuses the barcode. It does not check the general digit of a linha,
 * so the linha still passes there.
 */
function bankRemainder(barcode: string): number {
  const digits = barcode.slice(0, 4) + barcode.slice(5)
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    sum += Number(digits[digits.length - 1 - index]) * (2 + (index % 8))
  }
  return sum % 11
}

/** The library's dates carry a time of day (20:54:59Z); the UTC date is what we compare. */
const utcDate = (date: Date) => date.toISOString().slice(0, 10)

describe('boletos bancários against @mrmgomes/boleto-utils', () => {
  it('validates what we build, with our amount, linha and due date', () => {
    fc.assert(
      fc.property(bank, dueDay, amountCents, digitString(25), (bankCode, day, cents, free) => {
        const dueDate = isoDateOfDay(day)
        const { barcode, linha } = buildBoleto({
          bank: bankCode,
          dueDate,
          amountCents: cents,
          freeField: free,
        })
        const mine = parseBancario(linha, { referenceDate: dueDate })
        expect(mine).toMatchObject({ valid: true, barcode, amountCents: cents, dueDate })
        fc.pre(!libraryReadsAsCardInvoice(barcode) && !libraryReadsAsCardInvoice(linha))

        const remainder = bankRemainder(barcode)
        if (remainder < 2) {
          expect(barcode[4]).toBe('1')
          expect(boletoUtils.validarBoleto(barcode).sucesso).toBe(false)
        }
        for (const input of remainder < 2 ? [linha] : [barcode, linha]) {
          const theirs = boletoUtils.validarBoleto(input)
          expect(theirs.sucesso).toBe(true)
          expect(theirs.codigoBarras).toBe(barcode)
          expect(theirs.linhaDigitavel).toBe(linha)
          expect(Math.round(theirs.valor * 100)).toBe(cents)
          // The library reads both cycles; the one for our date must agree.
          const theirDate =
            dueDate >= '2025-02-22' ? theirs.vencimentoComNovoFator2025 : theirs.vencimento
          expect(utcDate(theirDate)).toBe(dueDate)
        }
        expect(boletoUtils.codBarras2LinhaDigitavel(barcode, false)).toBe(linha)
        expect(boletoUtils.linhaDigitavel2CodBarras(linha)).toBe(barcode)
      }),
      { seed: 44, numRuns: 300 },
    )
  })
})

describe('boletos de arrecadação against @mrmgomes/boleto-utils', () => {
  const segment = fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '9')
  const valueId = fc.constantFrom<ValueId>('6', '7', '8', '9')
  // Below 10^10 for the same reason as the bank amounts above.
  const value = fc.integer({ min: 0, max: 9_999_999_999 })

  it('validates what we build, with our linha and amount', () => {
    fc.assert(
      fc.property(segment, valueId, value, digitString(29), (seg, id, amount, rest) => {
        const barcode = buildArrecadacaoBarcode({
          segment: seg,
          valueId: id,
          value: amount,
          companyAndFreeField: rest,
        })
        const mine = parseArrecadacao(barcode)
        if (!mine.valid) throw new Error(`refused: ${mine.code}`)
        expect(parseArrecadacao(mine.linha)).toMatchObject({ valid: true, barcode })
        fc.pre(!libraryReadsAsCardInvoice(barcode) && !libraryReadsAsCardInvoice(mine.linha))

        for (const input of [barcode, mine.linha]) {
          const theirs = boletoUtils.validarBoleto(input)
          expect(theirs.sucesso).toBe(true)
          expect(theirs.codigoBarras).toBe(barcode)
          expect(theirs.linhaDigitavel).toBe(mine.linha)
          if (mine.amountCents !== null) {
            expect(Math.round(theirs.valor * 100)).toBe(mine.amountCents)
          }
        }
      }),
      { seed: 48, numRuns: 300 },
    )
  })
})
