import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'
import type { FormSchema } from './form-schema.ts'

/**
 * A schema, or a function that loads it: forms on the first-load path (sign-in) pass a loader,
 * so the rules and valibot arrive with the first interaction instead of with the page.
 */
export type SchemaSource<TSchema extends FormSchema> = TSchema | (() => Promise<TSchema>)

/** Loads (once) and answers the schema of a source. */
export function schemaLoader<TSchema extends FormSchema>(source: () => SchemaSource<TSchema>) {
  let loaded: Promise<TSchema> | undefined
  let from: SchemaSource<TSchema> | undefined
  return (): Promise<TSchema> => {
    const current = source()
    if (typeof current !== 'function') return Promise.resolve(current)
    if (current !== from) {
      from = current
      loaded = current()
    }
    return loaded!
  }
}

/**
 * react-hook-form's resolver for a valibot schema: the parsed values when valid, otherwise the
 * first message of each failing field (by dotted path) and of the whole value under `root`.
 * Every pipe runs to its end (no abortPipeEarly), so object-level rules such as a password
 * confirmation report even while other fields are invalid.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: () => Promise<FormSchema>,
  lang: () => string,
): Resolver<TValues, unknown, TOutput> {
  return async (values) => {
    // valibot arrives with the first validation, like a deferred schema: not with the page.
    const [{ parseValues }, parsed] = await Promise.all([import('./parse-values.ts'), schema()])
    const result = await parseValues(parsed, values, lang())
    if (result.success) return { values: result.output as TOutput, errors: {} }
    const errors: FieldErrors<TValues> = {}
    for (const { path, type, message } of result.issues) {
      if (!get(errors, path)) set(errors, path, { type, message })
    }
    return { values: {}, errors }
  }
}
