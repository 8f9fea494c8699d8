import * as v from 'valibot'
import { unsafeInput } from '../validation/input-guard.ts'
import { validationConfig } from '../validation/issues.ts'
import { ApiError } from './api-error.ts'

/** The first message of each failing field, keyed by its dotted path ("address.zip"). */
export function issuesToFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? ''
    fields[path] ??= issue.message
  }
  return fields
}

const invalidBody = {
  en: 'Some fields are not valid.',
  'pt-BR': 'Alguns campos não são válidos.',
} as const

/**
 * Validates a request body with the shared schema the way the server does: a 400 ApiError
 * whose data lists the failing fields, in the caller's language (issues without a message of
 * our own, such as a wrong type, get the localized fallback instead of valibot's English).
 * Every value is first held to what the database can store (validation/input-guard.ts:
 * control characters, integers past their column, days the calendar does not have), whatever
 * the schema says, so no request gets them as far as a query.
 */
export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
  lang: 'en' | 'pt-BR',
): v.InferOutput<TSchema> {
  const unsafe = unsafeInput(schema, body, lang)
  const result = v.safeParse(schema, body, validationConfig(lang))
  if (result.success && Object.keys(unsafe).length === 0) return result.output
  throw new ApiError({
    statusCode: 400,
    statusMessage: 'Bad Request',
    message: invalidBody[lang],
    data: { fields: { ...(result.success ? {} : issuesToFieldErrors(result.issues)), ...unsafe } },
  })
}
