import * as v from 'valibot'
import { splitText, type SplitText, type SplitTextParams } from './texts.ts'

/** One thing wrong with a rule: what, where (a path into the rule), and the text's values. */
export interface SplitProblem {
  readonly text: SplitText
  readonly path: readonly [string | number, ...(string | number)[]]
  readonly params?: SplitTextParams
}

/** Valibot's path for a problem: each step with the value it leads to, as its own issues carry. */
function issuePath(
  value: unknown,
  path: SplitProblem['path'],
): [v.IssuePathItem, ...v.IssuePathItem[]] {
  let input = value as Record<string | number, unknown> | undefined
  return path.map((key) => {
    const next = input?.[key]
    const item =
      typeof key === 'number'
        ? ({
            type: 'array',
            origin: 'value',
            input,
            key,
            value: next,
          } as unknown as v.ArrayPathItem)
        : ({ type: 'object', origin: 'value', input, key, value: next } as v.ObjectPathItem)
    input = next as Record<string | number, unknown> | undefined
    return item
  }) as [v.IssuePathItem, ...v.IssuePathItem[]]
}

/**
 * The checks that weigh one part of a value against another, as a pipe action: each problem
 * is reported at the field to fix, with its message in the parse's language. It runs once
 * every field has its type (a rawCheck), so a form first shows the fields' own messages.
 */
export function problemsCheck<TInput>(find: (value: TInput) => readonly SplitProblem[]) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    for (const problem of find(dataset.value)) {
      addIssue({
        message: (issue) => splitText(issue.lang, problem.text, problem.params),
        path: issuePath(dataset.value, problem.path),
      })
    }
  })
}
