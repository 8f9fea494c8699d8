import * as v from 'valibot'
import { formatMoney, parseMoney } from '@vitrine/api'
import {
  formatText,
  matches,
  required,
  resolveLang,
  type FieldLabel,
  type Texts,
} from '@vitrine/api/validation'

export { moneyField, moneyInput } from '../../shared/money-field.ts'
export { parsePercent, percentField, percentInput } from '../../shared/percent-field.ts'

/*
 * Fields people type in their own units while the contract keeps whole numbers: a rate as a
 * percentage with two decimals ("2,99") stored in basis points (299), an amount in reais
 * ("1.000,00") stored in centavos (100000), a count ("12") stored as a number. Both directions
 * work on the digits, never through a float, and the messages name the limits in the units
 * the person typed ("Multa deve ser de no máximo 2,00%.").
 */

const texts = {
  money: {
    'pt-BR': '{Field} deve ser um valor em reais, como 1.234,56.',
    en: '{Field} must be an amount in reais, such as 1.234,56.',
  },
  whole: {
    'pt-BR': '{Field} deve ser um número inteiro.',
    en: '{Field} must be a whole number.',
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
