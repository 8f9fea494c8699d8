import * as catalogue from './catalogue.ts'
import { defineRule, isBlank, type RuleAction, type RuleOptions } from './rule.ts'

export interface RequiredOptions extends RuleOptions {
  /** Whitespace-only text counts as missing (default true). */
  readonly trim?: boolean
}

/**
 * Spec `required`. Missing means: undefined, null, '', NaN, an empty array, and (with `trim`)
 * whitespace-only text. `false` and `0` are answers, not gaps: a checkbox that must be ticked
 * uses `accepted`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function required<TInput>(options: RequiredOptions = {}): RuleAction<TInput> {
  const { trim = true } = options
  return defineRule<TInput>({
    type: 'required',
    reference: required,
    checkBlank: true,
    test: (input) => !isMissing(input, trim),
    describe: () => ({ texts: catalogue.required }),
    options,
  })
}

/* @__NO_SIDE_EFFECTS__ */
export function isMissing(value: unknown, trim = true): boolean {
  if (isBlank(value)) return true
  if (typeof value === 'string') return trim && value.trim() === ''
  return Array.isArray(value) && value.length === 0
}

/** What a ticked checkbox or a "yes" looks like across HTML forms, JSON and query strings. */
const ACCEPTED_VALUES: ReadonlySet<unknown> = new Set([true, 1, '1', 'yes', 'on', 'true'])

/**
 * Spec `accepted`: the value must be an explicit yes — true, 1, '1', 'yes', 'on' or 'true'
 * (text compared case-insensitively). Anything else, blank included, fails: terms of use left
 * unticked must stop the form.
 */
/* @__NO_SIDE_EFFECTS__ */
export function accepted<TInput>(options: RuleOptions = {}): RuleAction<TInput> {
  return defineRule<TInput>({
    type: 'accepted',
    reference: accepted,
    checkBlank: true,
    test: (input) =>
      ACCEPTED_VALUES.has(typeof input === 'string' ? input.trim().toLowerCase() : input),
    describe: () => ({ texts: catalogue.accepted }),
    options,
  })
}
