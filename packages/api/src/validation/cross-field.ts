import * as v from 'valibot'
import { labelText, resolveLang, type FieldLabel } from './lang.ts'
import * as catalogue from './catalogue.ts'
import { formatText } from './messages.ts'
import { joinAlternatives } from './patterns.ts'
import { isMissing } from './presence.ts'
import type { RuleOptions } from './rule.ts'

/** An object-level rule: put it in the pipe of the object schema, after `v.object(...)`. */
export type CrossFieldAction<TInput extends Record<string, unknown>> = v.BaseValidation<
  TInput,
  TInput,
  v.PartialCheckIssue<Record<string, unknown>>
>

export interface ConfirmOptions extends RuleOptions {
  /** The field that repeats `field`; `<field>_confirm` by default, as the specification says. */
  readonly confirmField?: string
}

/**
 * Spec `confirm`: the confirmation field must equal `field`. The issue lands on the
 * confirmation field, where the person typed the mismatch. Two blank values agree; whether
 * they may be blank is `required`'s business. Built on `partialCheck`, so it runs even when
 * fields have rule issues, and only waits while one of these two has the wrong type. A
 * mismatch may then follow the confirmation field's own issue; `firstMessages` shows the first.
 */
/* @__NO_SIDE_EFFECTS__ */
export function confirm<TInput extends Record<string, unknown>>(
  field: string,
  options: ConfirmOptions = {},
): CrossFieldAction<TInput> {
  const confirmField = options.confirmField ?? `${field}_confirm`
  const check = v.partialCheck(
    [[field], [confirmField]],
    (input: Record<string, unknown>) => {
      const [a, b] = [input[field], input[confirmField]]
      return a === b || (isMissing(a, false) && isMissing(b, false))
    },
    (issue) =>
      formatText(catalogue.confirm, resolveLang(issue.lang), options.label, {}, options.message),
  )
  return v.forward(check, [confirmField]) as unknown as CrossFieldAction<TInput>
}

export interface RequireOneOptions<TField extends string = string> {
  /**
   * One name for the whole group ("E-mail or phone"): the message becomes the required one,
   * "E-mail or phone is required.".
   */
  readonly label?: FieldLabel
  /** Each field's name for the default message, which lists them; the key when absent. */
  readonly labels?: Partial<Record<TField, FieldLabel>>
  readonly message?: RuleOptions['message']
}

/**
 * Spec `require_one`: at least one of `fields` must be filled in (not blank, not
 * whitespace-only). The issue lands on the first field. The fields should accept a missing
 * key (`v.optional`): a type issue on any of them keeps this check from running.
 */
/* @__NO_SIDE_EFFECTS__ */
export function requireOne<TInput extends Record<string, unknown>, TField extends string = string>(
  fields: readonly [TField, ...TField[]],
  options: RequireOneOptions<TField> = {},
): CrossFieldAction<TInput> {
  const paths = fields.map((field) => [field] as const) as unknown as readonly [
    readonly [string],
    ...(readonly [string])[],
  ]
  const check = v.partialCheck(
    paths,
    (input: Record<string, unknown>) => fields.some((field) => !isMissing(input[field])),
    (issue) => {
      const lang = resolveLang(issue.lang)
      if (options.label !== undefined) {
        return formatText(catalogue.required, lang, options.label, {}, options.message)
      }
      const names = fields.map((field) => labelText(options.labels?.[field] ?? field, lang))
      const list = joinAlternatives(names, lang)
      return formatText(catalogue.requireOne, lang, undefined, { list }, options.message)
    },
  )
  return v.forward(check, [fields[0] as string]) as unknown as CrossFieldAction<TInput>
}
