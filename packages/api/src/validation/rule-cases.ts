// Shared by the *.test.ts files of this folder: one table per rule, run once per language.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LANGS, type Lang } from './lang.ts'

/** What a failing input must say in each language (a RegExp where ICU output may vary). */
export type Expected = Record<Lang, string | RegExp>

export interface RuleCase {
  readonly name: string
  // Any action: the table mixes rules whose input types differ.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly action: v.BaseValidation<any, any, v.BaseIssue<unknown>>
  readonly pass: readonly unknown[]
  readonly fail: readonly (readonly [input: unknown, expected: Expected])[]
}

/** Runs one value through the rule the way a form or the server does: inside a pipe. */
export function check(action: RuleCase['action'], input: unknown, lang?: string) {
  return v.safeParse(v.pipe(v.any(), action), input, { lang })
}

export function runRuleCases(cases: readonly RuleCase[]): void {
  describe.each(LANGS)('in %s', (lang) => {
    for (const { name, action, pass, fail } of cases) {
      describe(name, () => {
        if (pass.length > 0) {
          it.each(pass.map((input) => [label(input), input]))('accepts %s', (_, input) => {
            expect(check(action, input, lang).issues).toBeUndefined()
          })
        }
        it.each(fail.map(([input, expected]) => [label(input), input, expected[lang]]))(
          'rejects %s',
          (_, input, expected) => {
            const issues = check(action, input, lang).issues
            expect(issues).toHaveLength(1)
            if (typeof expected === 'string') expect(issues?.[0].message).toBe(expected)
            else expect(issues?.[0].message).toMatch(expected)
          },
        )
      })
    }
  })
}

function label(input: unknown): string {
  if (input instanceof Date) return `Date(${input.getTime()})`
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN'
  return JSON.stringify(input) ?? String(input)
}
