import * as catalogue from './catalogue.ts'
import type { Texts } from './messages.ts'
import { toNumber } from './numbers.ts'
import { defineRule, type Maybe, type RuleAction, type RuleOptions } from './rule.ts'

/** What min, max and between can measure. */
export type Measurable = Maybe<string | number | readonly unknown[]>

export interface SizeOptions extends RuleOptions {
  /**
   * By default arrays are measured by item count, numbers and numeric text by value, other
   * text by length. 'length' measures numeric text (a ZIP code, a PIN) by its characters;
   * 'value' makes non-numeric text fail instead of being measured by length.
   */
  readonly force?: 'value' | 'length'
}

type Measure = { readonly kind: 'value' | 'length' | 'items'; readonly size: number }

/** Text length in code points, so an emoji or an accented letter typed as one counts as one. */
/* @__NO_SIDE_EFFECTS__ */
export function textLength(text: string): number {
  return [...text].length
}

function measure(input: NonNullable<Measurable>, force: SizeOptions['force']): Measure | undefined {
  if (Array.isArray(input)) return { kind: 'items', size: input.length }
  if (force === 'length') return { kind: 'length', size: textLength(String(input)) }
  const value = toNumber(input)
  if (value !== undefined) return { kind: 'value', size: value }
  if (force === 'value' || typeof input !== 'string') return undefined
  return { kind: 'length', size: textLength(input) }
}

const TEXTS = {
  min: { value: catalogue.minValue, length: catalogue.minLength, items: catalogue.minItems },
  max: { value: catalogue.maxValue, length: catalogue.maxLength, items: catalogue.maxItems },
  between: {
    value: catalogue.betweenValue,
    length: catalogue.betweenLength,
    items: catalogue.betweenItems,
  },
} as const satisfies Record<string, Record<Measure['kind'], Texts>>

/** The message names what was measured; unmeasurable input reads as a value problem. */
function kindOf(input: unknown, force: SizeOptions['force']): Measure['kind'] {
  if (input === null || input === undefined) return 'value'
  return measure(input as NonNullable<Measurable>, force)?.kind ?? 'value'
}

/** Spec `min` (inclusive); the limit defaults to 1. */
/* @__NO_SIDE_EFFECTS__ */
export function min<TInput extends Measurable>(
  limit = 1,
  options: SizeOptions = {},
): RuleAction<TInput> {
  const { force } = options
  return defineRule<TInput>({
    type: 'min',
    reference: min,
    test: (input) => (measure(input!, force)?.size ?? -Infinity) >= limit,
    describe: (input) => ({ texts: TEXTS.min[kindOf(input, force)], params: { min: limit } }),
    options,
  })
}

/** Spec `max` (inclusive); the limit defaults to 10 as the specification says. */
/* @__NO_SIDE_EFFECTS__ */
export function max<TInput extends Measurable>(
  limit = 10,
  options: SizeOptions = {},
): RuleAction<TInput> {
  const { force } = options
  return defineRule<TInput>({
    type: 'max',
    reference: max,
    test: (input) => (measure(input!, force)?.size ?? Infinity) <= limit,
    describe: (input) => ({ texts: TEXTS.max[kindOf(input, force)], params: { max: limit } }),
    options,
  })
}

/**
 * Spec `between`: both bounds inclusive, measured like `min`/`max`. Bounds given in reverse
 * order are swapped rather than making every value fail.
 */
/* @__NO_SIDE_EFFECTS__ */
export function between<TInput extends Measurable>(
  from: number,
  to: number,
  options: SizeOptions = {},
): RuleAction<TInput> {
  const { force } = options
  const low = Math.min(from, to)
  const high = Math.max(from, to)
  return defineRule<TInput>({
    type: 'between',
    reference: between,
    test: (input) => {
      const size = measure(input!, force)?.size
      return size !== undefined && size >= low && size <= high
    },
    describe: (input) => ({
      texts: TEXTS.between[kindOf(input, force)],
      params: { min: low, max: high },
    }),
    options,
  })
}

/**
 * Spec `length`: text (in code points) or arrays (in items) between `minimum` and `maximum`,
 * both inclusive; the maximum is unbounded by default. The message names only the bound
 * that matters: "at least 8", "at most 254", "between 2 and 120", "exactly 11".
 */
/* @__NO_SIDE_EFFECTS__ */
export function length<TInput extends Maybe<string | readonly unknown[]>>(
  minimum = 0,
  maximum = Infinity,
  options: RuleOptions = {},
): RuleAction<TInput> {
  const sizeOf = (input: string | readonly unknown[]) =>
    typeof input === 'string' ? textLength(input) : input.length
  return defineRule<TInput>({
    type: 'length',
    reference: length,
    test: (input) => {
      const size = sizeOf(input!)
      return size >= minimum && size <= maximum
    },
    describe: (input) => {
      const items = Array.isArray(input)
      const params = { min: minimum, max: maximum }
      if (minimum === maximum)
        return { texts: items ? catalogue.exactItems : catalogue.exactLength, params }
      if (maximum === Infinity)
        return { texts: items ? catalogue.minItems : catalogue.minLength, params }
      if (minimum <= 0) return { texts: items ? catalogue.maxItems : catalogue.maxLength, params }
      return { texts: items ? catalogue.betweenItems : catalogue.betweenLength, params }
    },
    options,
  })
}
