import * as catalogue from './catalogue.ts'
import type { Lang } from './lang.ts'
import { defineRule, type Maybe, type RuleAction, type RuleOptions } from './rule.ts'

export type Pattern = RegExp | string

/** '/^\d+$/i' written as text (as rules are in markup or config) is a regular expression. */
const REGEX_LITERAL = /^\/(.+)\/([dgimsuvy]*)$/s

function toMatcher(pattern: Pattern): (text: string) => boolean {
  const literal = typeof pattern === 'string' ? REGEX_LITERAL.exec(pattern) : null
  const regex = literal ? new RegExp(literal[1]!, literal[2]) : pattern
  if (typeof regex === 'string') return (text) => text === regex
  // A global or sticky expression remembers where it stopped; every test must start afresh.
  return (text) => {
    regex.lastIndex = 0
    return regex.test(text)
  }
}

/**
 * Spec `matches`: passes when any of the patterns matches. A RegExp (or text in /…/flags form)
 * is tested; any other text must equal the value exactly.
 */
/* @__NO_SIDE_EFFECTS__ */
export function matches<TInput extends Maybe<string>>(
  patterns: Pattern | readonly Pattern[],
  options: RuleOptions = {},
): RuleAction<TInput> {
  const matchers = toList(patterns).map(toMatcher)
  return defineRule<TInput>({
    type: 'matches',
    reference: matches,
    test: (input) => matchers.some((match) => match(input!)),
    describe: () => ({ texts: catalogue.matches }),
    options,
  })
}

/**
 * Loose enough for forms, where every value arrives as text: 1 and '1' are the same choice.
 * Objects are compared by identity.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  const primitive = (x: unknown) => x === null || (typeof x !== 'object' && typeof x !== 'function')
  return primitive(a) && primitive(b) && String(a) === String(b)
}

/** Spec `is`: the value must be one of `allowed`. */
/* @__NO_SIDE_EFFECTS__ */
export function is<TInput>(
  allowed: readonly unknown[],
  options: RuleOptions = {},
): RuleAction<TInput> {
  return defineRule<TInput>({
    type: 'is',
    reference: is,
    test: (input) => allowed.some((item) => sameValue(item, input)),
    describe: () => ({ texts: catalogue.is }),
    options,
  })
}

/** Spec `not`: the value must not be one of `forbidden`; the message quotes the value. */
/* @__NO_SIDE_EFFECTS__ */
export function not<TInput>(
  forbidden: readonly unknown[],
  options: RuleOptions = {},
): RuleAction<TInput> {
  return defineRule<TInput>({
    type: 'not',
    reference: not,
    test: (input) => !forbidden.some((item) => sameValue(item, input)),
    describe: (input) => ({ texts: catalogue.not, params: { value: String(input) } }),
    options,
  })
}

/** Spec `starts_with`: the text must begin with one of the prefixes (case-sensitive). */
/* @__NO_SIDE_EFFECTS__ */
export function startsWith<TInput extends Maybe<string>>(
  prefixes: string | readonly string[],
  options: RuleOptions = {},
): RuleAction<TInput> {
  const list = toList(prefixes)
  return defineRule<TInput>({
    type: 'starts_with',
    reference: startsWith,
    test: (input) => list.some((prefix) => input!.startsWith(prefix)),
    describe: (_input, lang) => ({
      texts: catalogue.startsWith,
      params: { list: quoteList(list, lang) },
    }),
    options,
  })
}

/** Spec `ends_with`: the text must end with one of the suffixes (case-sensitive). */
/* @__NO_SIDE_EFFECTS__ */
export function endsWith<TInput extends Maybe<string>>(
  suffixes: string | readonly string[],
  options: RuleOptions = {},
): RuleAction<TInput> {
  const list = toList(suffixes)
  return defineRule<TInput>({
    type: 'ends_with',
    reference: endsWith,
    test: (input) => list.some((suffix) => input!.endsWith(suffix)),
    describe: (_input, lang) => ({
      texts: catalogue.endsWith,
      params: { list: quoteList(list, lang) },
    }),
    options,
  })
}

/* @__NO_SIDE_EFFECTS__ */
export function toList<T>(value: T | readonly T[]): readonly T[] {
  return Array.isArray(value) ? value : [value as T]
}

/** “a”, “b” or “c” — the alternatives a person can choose from, in their language. */
/* @__NO_SIDE_EFFECTS__ */
export function quoteList(items: readonly string[], lang: Lang): string {
  return joinAlternatives(
    items.map((item) => `“${item}”`),
    lang,
  )
}

/* @__NO_SIDE_EFFECTS__ */
export function joinAlternatives(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(lang, { type: 'disjunction' }).format(items)
}
