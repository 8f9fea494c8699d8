import * as v from 'valibot'
import { resolveLang, type Lang } from './lang.ts'
import * as catalogue from './catalogue.ts'
import { fallbackMessage, formatText } from './messages.ts'

/**
 * The parse configuration for a language: our rules answer in it, and every issue that has
 * no message of its own (a wrong type, valibot's built-in actions) gets the fallback text
 * instead of valibot's English developer message.
 *
 * `abortPipeEarly` is left off on purpose: object-level rules (`confirm`, `requireOne`) sit in
 * the object's pipe and would be skipped whenever any field has an issue. One message per
 * field comes from `firstMessages` instead, which yields what aborting early would have.
 */
/* @__NO_SIDE_EFFECTS__ */
export function validationConfig(lang: Lang | string | undefined): v.Config<v.BaseIssue<unknown>> {
  return {
    lang: resolveLang(lang),
    // A key missing from the body is a field left out: say so, rather than "not valid".
    message: (issue) =>
      issue.kind === 'schema' && issue.input === undefined
        ? formatText(catalogue.required, resolveLang(issue.lang))
        : fallbackMessage(resolveLang(issue.lang)),
  }
}

/** Per-field messages as a form shows them and the server answers them in a 400. */
export interface FieldMessages {
  /** Issues about the value as a whole (no path), e.g. a body that is not an object. */
  readonly root?: string
  /** Keyed by dot path ('password_confirm', 'address.zip'): the first issue of each field. */
  readonly nested: Readonly<Record<string, string>>
}

/**
 * The first message per field. Rules run in pipe order, so the first issue is the one the
 * person should fix first ("required" before "too short").
 */
/* @__NO_SIDE_EFFECTS__ */
export function firstMessages(issues: readonly v.BaseIssue<unknown>[]): FieldMessages {
  let root: string | undefined
  const nested: Record<string, string> = {}
  for (const issue of issues) {
    const path = v.getDotPath(issue)
    if (path === null) root ??= issue.message
    else nested[path] ??= issue.message
  }
  return root === undefined ? { nested } : { root, nested }
}
