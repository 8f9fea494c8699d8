import * as v from 'valibot'
import { INT4, queryInt } from '../validation/index.ts'
import { EfiCustomSchema } from './eficustom.ts'

/*
 * What saving a rule takes besides the rule, and the `eficustom` reading of the rule in force.
 * The rule itself is the body (SplitRuleSchema, StaticPixSplitRuleSchema or EfiCustomSchema),
 * so its field errors are at the form's own paths (`shares.0.basis_points`).
 */

export interface SaveRuleOptions {
  /**
   * The version the form was edited from (0: there was none). When another version was saved
   * meanwhile the save is refused with 409 (`ruleChangedMeanwhile`), so nobody overwrites a
   * change they have not seen. Left out: saved over whatever is in force.
   */
  baseVersion?: number
}

/** PUT …/rule and …/rule/eficustom: `?base_version=N` (SaveRuleOptions). */
export const SplitRuleSaveQuerySchema = v.object({
  base_version: v.optional(queryInt(0, INT4.max)),
})

/** GET …/rule/eficustom: the rule in force in the provider's format, or why it cannot be. */
export const EfiRuleAnswerSchema = v.object({
  gateway_id: v.number(),
  /** The version in force; null when there is no rule yet (then `config` is null too). */
  version: v.nullable(v.number()),
  config: v.nullable(EfiCustomSchema),
  /** Why the rule in force cannot be written in this format (per-type shares, a seller without an account at the provider). */
  message: v.nullable(v.string()),
})
export type EfiRuleAnswer = v.InferOutput<typeof EfiRuleAnswerSchema>

/** GET …/rule/versions: the next page's cursor. */
export const SplitRuleHistoryQuerySchema = v.object({
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300))),
})
