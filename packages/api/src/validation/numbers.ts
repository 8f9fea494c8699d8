import * as catalogue from './catalogue.ts'
import { defineRule, type Maybe, type RuleAction, type RuleOptions } from './rule.ts'

/** Plain decimal notation with a dot, as inputs and JSON carry numbers; no thousands separators. */
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i

/** The number a value stands for, or undefined when it is not numeric. */
/* @__NO_SIDE_EFFECTS__ */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim())
  return undefined
}

/** Spec `number`: a finite number or text that reads as one ('12', '-3.5', '1e3'). */
/* @__NO_SIDE_EFFECTS__ */
export function number<TInput extends Maybe<string | number>>(
  options: RuleOptions = {},
): RuleAction<TInput> {
  return defineRule<TInput>({
    type: 'number',
    reference: number,
    test: (input) => toNumber(input) !== undefined,
    describe: () => ({ texts: catalogue.number }),
    options,
  })
}
