import * as v from 'valibot'
import { decimalAmount, formatMoney, parseMoney } from '@vitrine/api'
import {
  formatText,
  required,
  resolveLang,
  type FieldLabel,
  type Texts,
} from '@vitrine/api/validation'

/*
 * An amount people type in reais ("1.000,00") while the contract keeps centavos (100000), in
 * both directions on the digits, never through a float; the messages name the limits in reais.
 * Shared by the areas whose forms take money (gateways, payment links).
 */

/** 100000 → "1.000,00": what a money input shows for stored centavos. */
export function moneyInput(cents: number): string {
  const [whole = '0', fraction = '00'] = decimalAmount(cents, ',').split(',')
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`
}

const texts = {
  money: {
    'pt-BR': '{Field} deve ser um valor em reais, como 1.234,56.',
    en: '{Field} must be an amount in reais, such as 1.234,56.',
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

/** An amount typed in reais, out as centavos from `min` to `max`. */
export function moneyField(label: FieldLabel, min: number, max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    required<string>({ label }),
    v.check((text) => (parseMoney(text) ?? -1) >= 0, say(texts.money, label)),
    v.transform((text) => parseMoney(text) ?? Number.NaN),
    v.check(
      (cents) => cents >= min && cents <= max,
      say(texts.between, label, { min: formatMoney(min), max: formatMoney(max) }),
    ),
  )
}
