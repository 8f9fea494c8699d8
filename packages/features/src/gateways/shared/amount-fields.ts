import * as v from 'valibot'
import { decimalAmount, formatMoney, parseMoney } from '@vitrine/api'
import {
  formatText,
  matches,
  required,
  resolveLang,
  type FieldLabel,
  type Texts,
} from '@vitrine/api/validation'
import { formatPercent } from './format.ts'

export { moneyField, moneyInput } from '../../shared/money-field.ts'

/*
 * Fields people type in their own units while the contract keeps whole numbers: a rate as a
 * percentage with two decimals ("2,99") stored in basis points (299), an amount in reais
 * ("1.000,00") stored in centavos (100000), a count ("12") stored as a number. Both directions
 * work on the digits, never through a float, and the messages name the limits in the units
 * the person typed ("Multa deve ser de no máximo 2,00%.").
 */

/** 299 → "2,99": what a percentage input shows for a stored rate. */
export const percentInput = (basisPoints: number) => decimalAmount(basisPoints, ',')

/** "2,99", "2.5", "3" → 299, 250, 300; undefined when it is not a rate with up to two decimals. */
export function parsePercent(text: string): number | undefined {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim())
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

const texts = {
  percent: {
    'pt-BR': '{Field} deve ser um percentual com até duas casas decimais, como 2,99.',
    en: '{Field} must be a percentage with up to two decimals, such as 2.99.',
  },
  money: {
    'pt-BR': '{Field} deve ser um valor em reais, como 1.234,56.',
    en: '{Field} must be an amount in reais, such as 1.234,56.',
  },
  whole: {
    'pt-BR': '{Field} deve ser um número inteiro.',
    en: '{Field} must be a whole number.',
  },
  atMost: {
    'pt-BR': '{Field} deve ser de no máximo {max}.',
    en: '{Field} must be at most {max}.',
  },
  between: {
    'pt-BR': '{Field} deve estar entre {min} e {max}.',
    en: '{Field} must be between {min} and {max}.',
  },
} as const satisfies Record<string, Texts>

const say =
  (text: Texts, label: FieldLabel, params: Record<string, string> = {}) =>
  (issue: v.BaseIssue<unknown>) =>
    formatText(text, resolveLang(issue.lang), label, params)

/** A rate typed as a percentage, out as basis points from 0 to `maxBasisPoints`. */
export function percentField(label: FieldLabel, maxBasisPoints: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    required<string>({ label }),
    v.check((text) => parsePercent(text) !== undefined, say(texts.percent, label)),
    v.transform((text) => parsePercent(text) ?? Number.NaN),
    v.check(
      (bps) => bps <= maxBasisPoints,
      say(texts.atMost, label, { max: formatPercent(maxBasisPoints) }),
    ),
  )
}

/** Like moneyField, but an empty field is null (no amount: the payer types it). */
export function optionalMoneyField(label: FieldLabel, min: number, max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((text) => text === '' || (parseMoney(text) ?? -1) >= 0, say(texts.money, label)),
    v.transform((text) => (text === '' ? null : (parseMoney(text) ?? Number.NaN))),
    v.check(
      (cents) => cents === null || (cents >= min && cents <= max),
      say(texts.between, label, { min: formatMoney(min), max: formatMoney(max) }),
    ),
  )
}

/** A count typed as digits, then checked by the contract's own rule for the number. */
export function wholeField<TOut>(label: FieldLabel, contract: v.GenericSchema<number, TOut>) {
  return v.pipe(
    v.string(),
    v.trim(),
    required<string>({ label }),
    matches(/^\d{1,9}$/, { label, message: (lang) => texts.whole[lang] }),
    v.transform(Number),
    contract,
  )
}
