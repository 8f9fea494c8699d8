import * as catalogue from './catalogue.ts'
import type { Texts } from './messages.ts'
import { defineRule, type Maybe, type RuleAction, type RuleName, type RuleOptions } from './rule.ts'

/**
 * Which letters count. 'default' is every script's letters with their accents (João, ÇÃO,
 * Zoë); 'latin' is plain A–Z and 0–9, for codes and identifiers that must stay ASCII.
 */
export type CharacterSet = 'default' | 'latin'

export interface CharacterSetOptions extends RuleOptions {
  readonly set?: CharacterSet
}

/** Character classes per set, written for a `u`-flag RegExp. */
const CLASSES = {
  default: {
    letter: '\\p{L}\\p{M}',
    upper: '\\p{Lu}\\p{M}',
    lower: '\\p{Ll}\\p{M}',
    digit: '\\p{N}',
    // Anything that is neither a letter, a mark, a digit nor whitespace.
    symbol: '^\\p{L}\\p{M}\\p{N}\\s',
  },
  latin: {
    letter: 'A-Za-z',
    upper: 'A-Z',
    lower: 'a-z',
    digit: '0-9',
    symbol: '!-/:-@\\[-`{-~',
  },
} as const

type Classes = (typeof CLASSES)[CharacterSet]

interface CharacterRule {
  readonly type: RuleName
  readonly texts: Texts
  /** Whole value made only of these characters, or at least one of them somewhere. */
  readonly scope: 'only' | 'some'
  readonly chars: (classes: Classes) => string
}

/* @__NO_SIDE_EFFECTS__ */
function characterRule(rule: CharacterRule) {
  const patterns = {
    default: compile(rule, CLASSES.default),
    latin: compile(rule, CLASSES.latin),
  }
  const create = <TInput extends Maybe<string>>(
    options: CharacterSetOptions = {},
  ): RuleAction<TInput> => {
    const pattern = patterns[options.set ?? 'default']
    return defineRule<TInput>({
      type: rule.type,
      reference: create,
      test: (input) => pattern.test(input!),
      describe: () => ({ texts: rule.texts }),
      options,
    })
  }
  return create
}

function compile(rule: CharacterRule, classes: Classes): RegExp {
  const set = `[${rule.chars(classes)}]`
  return new RegExp(rule.scope === 'only' ? `^${set}+$` : set, 'u')
}

/** Spec `alpha`: letters only. */
export const alpha = characterRule({
  type: 'alpha',
  texts: catalogue.alpha,
  scope: 'only',
  chars: (c) => c.letter,
})

/** Spec `alphanumeric`: letters and digits only. */
export const alphanumeric = characterRule({
  type: 'alphanumeric',
  texts: catalogue.alphanumeric,
  scope: 'only',
  chars: (c) => c.letter + c.digit,
})

/** Spec `alpha_spaces`: letters and spaces only, as in a person's name. */
export const alphaSpaces = characterRule({
  type: 'alpha_spaces',
  texts: catalogue.alphaSpaces,
  scope: 'only',
  chars: (c) => `${c.letter} `,
})

/** Spec `uppercase`: upper-case letters only. */
export const uppercase = characterRule({
  type: 'uppercase',
  texts: catalogue.uppercase,
  scope: 'only',
  chars: (c) => c.upper,
})

/** Spec `lowercase`: lower-case letters only. */
export const lowercase = characterRule({
  type: 'lowercase',
  texts: catalogue.lowercase,
  scope: 'only',
  chars: (c) => c.lower,
})

/** Spec `contains_alpha`: at least one letter (password strength and the like). */
export const containsAlpha = characterRule({
  type: 'contains_alpha',
  texts: catalogue.containsAlpha,
  scope: 'some',
  chars: (c) => c.letter,
})

/** Spec `contains_alphanumeric`: at least one letter or digit. */
export const containsAlphanumeric = characterRule({
  type: 'contains_alphanumeric',
  texts: catalogue.containsAlphanumeric,
  scope: 'some',
  chars: (c) => c.letter + c.digit,
})

/** Spec `contains_alpha_spaces`: at least one letter or space. */
export const containsAlphaSpaces = characterRule({
  type: 'contains_alpha_spaces',
  texts: catalogue.containsAlphaSpaces,
  scope: 'some',
  chars: (c) => `${c.letter} `,
})

/** Spec `contains_lowercase`: at least one lower-case letter. */
export const containsLowercase = characterRule({
  type: 'contains_lowercase',
  texts: catalogue.containsLowercase,
  scope: 'some',
  chars: (c) => c.lower,
})

/** Spec `contains_uppercase`: at least one upper-case letter. */
export const containsUppercase = characterRule({
  type: 'contains_uppercase',
  texts: catalogue.containsUppercase,
  scope: 'some',
  chars: (c) => c.upper,
})

/** Spec `contains_numeric`: at least one digit. */
export const containsNumeric = characterRule({
  type: 'contains_numeric',
  texts: catalogue.containsNumeric,
  scope: 'some',
  chars: (c) => c.digit,
})

/** Spec `contains_symbol`: at least one character that is not a letter, digit or space. */
export const containsSymbol = characterRule({
  type: 'contains_symbol',
  texts: catalogue.containsSymbol,
  scope: 'some',
  chars: (c) => c.symbol,
})
