import * as v from 'valibot'
import { decimalAmount } from '@vitrine/api'
import {
  formatText,
  required,
  resolveLang,
  type FieldLabel,
  type Texts,
} from '@vitrine/api/validation'

/*
 * A rate people type as a percentage with two decimals ("2,99") while the contract keeps basis
 * points (299), both directions on the digits, never through a float. Shared by the areas whose
 * forms take rates (gateways' fees and installments, the split's shares).
 */

/** Basis points as people read a rate: 299 → "2,99%" (from the digits, no float). */
export function formatPercent(basisPoints: number): string {
  return `${decimalAmount(basisPoints, ',')}%`
}

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
  atMost: {
    'pt-BR': '{Field} deve ser de no máximo {max}.',
    en: '{Field} must be at most {max}.',
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
