import { getDotPath, safeParseAsync, type BaseIssue } from 'valibot'
import type { FormSchema } from './form-schema.ts'

export type ParseResult =
  | { success: true; output: unknown }
  | { success: false; issues: { path: string; type: string; message: string }[] }

/**
 * The schema run over the form's values, in a module of its own so that the resolver can load
 * it with the first validation (valibot is not needed to show a form, only to check it).
 */
export async function parseValues(
  schema: FormSchema,
  values: unknown,
  lang: string,
): Promise<ParseResult> {
  const result = await safeParseAsync(schema, values, { lang })
  if (result.success) return { success: true, output: result.output }
  return {
    success: false,
    issues: result.issues.map((issue: BaseIssue<unknown>) => ({
      path: getDotPath(issue) ?? 'root',
      type: issue.type,
      message: issue.message,
    })),
  }
}
