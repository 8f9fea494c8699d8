import * as v from 'valibot'
import { resolveLang, type FieldLabel, type Lang } from './lang.ts'
import { formatText, type CustomMessage, type MessageParams, type Texts } from './messages.ts'

/** What every rule accepts besides its own arguments. */
export interface RuleOptions {
  /** The field's name in the message (`{Field}`); "This field" / "Este campo" when absent. */
  readonly label?: FieldLabel
  /** Replaces the catalogue text; its placeholders are filled the same way. */
  readonly message?: CustomMessage
}

/** The names our rules put in `issue.type`, so callers can tell them from valibot's own. */
export type RuleName =
  | 'accepted'
  | 'required'
  | 'email'
  | 'url'
  | 'number'
  | 'min'
  | 'max'
  | 'between'
  | 'length'
  | 'matches'
  | 'is'
  | 'not'
  | 'starts_with'
  | 'ends_with'
  | 'alpha'
  | 'alphanumeric'
  | 'alpha_spaces'
  | 'uppercase'
  | 'lowercase'
  | 'contains_alpha'
  | 'contains_alphanumeric'
  | 'contains_alpha_spaces'
  | 'contains_lowercase'
  | 'contains_uppercase'
  | 'contains_numeric'
  | 'contains_symbol'
  | 'date_after'
  | 'date_before'
  | 'date_between'
  | 'date_format'
  | 'plain_text'
  | 'integer'
  | 'calendar_date'

export interface RuleIssue<TInput> extends v.BaseIssue<TInput> {
  readonly kind: 'validation'
  readonly type: RuleName
  readonly expected: string | null
}

/**
 * A rule as a valibot validation action. `TInput` is inferred from the pipe it sits in, so
 * `v.pipe(v.string(), email())` keeps its `string` output.
 */
export interface RuleAction<TInput> extends v.BaseValidation<TInput, TInput, RuleIssue<TInput>> {
  readonly type: RuleName
  readonly requirement: (input: TInput) => boolean
  readonly message: (issue: v.BaseIssue<unknown>) => string
}

export type Maybe<T> = T | null | undefined

/**
 * Nothing was entered. Every rule but the presence ones lets such values through, so a pipe
 * reports "required" for an empty field and never "invalid e-mail" as well — and an optional
 * field that was left empty is valid. `NaN` counts because a cleared number input gives it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function isBlank(value: unknown): value is null | undefined | '' {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value))
  )
}

/** What a rule's message is made of, worked out once the language is known. */
export interface MessageSpec {
  readonly texts: Texts
  readonly params?: MessageParams
}

export interface RuleDefinition<TInput> {
  readonly type: RuleName
  readonly reference: (...args: never[]) => unknown
  readonly expects?: string | null
  /** Runs only on typed values that are not blank (unless `checkBlank`). */
  readonly test: (input: TInput) => boolean
  /** The message may depend on the input (min on a string vs. a number) and the language. */
  readonly describe: (input: TInput, lang: Lang) => MessageSpec
  readonly options?: RuleOptions
  /** For the presence rules, whose whole point is to look at blank values. */
  readonly checkBlank?: boolean
}

/* @__NO_SIDE_EFFECTS__ */
export function defineRule<TInput>(definition: RuleDefinition<TInput>): RuleAction<TInput> {
  const { type, test, describe, options = {}, checkBlank = false } = definition
  const requirement = (input: TInput): boolean => (!checkBlank && isBlank(input)) || test(input)
  return {
    kind: 'validation',
    type,
    reference: definition.reference as RuleAction<TInput>['reference'],
    async: false,
    expects: definition.expects ?? null,
    requirement,
    message(issue) {
      const lang = resolveLang(issue.lang)
      const spec = describe(issue.input as TInput, lang)
      return formatText(spec.texts, lang, options.label, spec.params, options.message)
    },
    '~run'(dataset, config) {
      if (dataset.typed && !requirement(dataset.value)) {
        v._addIssue(this, type, dataset, config)
      }
      return dataset as v.OutputDataset<TInput, RuleIssue<TInput>>
    },
  }
}
