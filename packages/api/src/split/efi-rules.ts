import { fromEfiCustom, toEfiCustom, type EfiCustom } from './eficustom.ts'
import { ruleSellerProblems, splitProblemsError, type RuleSeller } from './errors.ts'
import type { SplitProblem } from './problems.ts'
import type { EfiRuleAnswer } from './rules-api.ts'
import { splitRuleProblems, type SplitRule, type SplitRuleVariant } from './schema.ts'
import { splitText } from './texts.ts'

/*
 * The `eficustom` variant at the API (rules/eficustom/{gatewayName}/{gatewayID}): the rule in
 * force written in the provider's format, and a rule written in it turned into ours. Receivers
 * are named by their account at the provider, the sellers' `provider_account`. Shared by the
 * server and the fixture adapter.
 */

/** A seller of the gateway as the conversion sees it. */
export interface EfiRuleSeller extends RuleSeller {
  readonly provider_account: string | null
}

const accountsOf = (sellers: readonly EfiRuleSeller[]) =>
  sellers.flatMap((seller) =>
    seller.provider_account === null
      ? []
      : [{ seller_id: seller.id, conta: seller.provider_account }],
  )

/** The format's path for a problem found on our rule: shares.N is repasses.N. */
function atTransfer(problem: SplitProblem): SplitProblem {
  if (problem.path[0] !== 'shares') return problem
  if (problem.path.length < 2) return { ...problem, path: ['repasses'] }
  const field = problem.path[2] === 'kind' ? 'tipo' : 'favorecido'
  return { ...problem, path: ['repasses', problem.path[1]!, field] }
}

/**
 * A parsed eficustom config as our rule, or the 400 saying what is wrong at the format's
 * fields: an account no seller of the gateway has, a seller not active, a percentage on a
 * static pix (whose rule takes fixed shares only).
 */
export function efiConfigToRule(
  lang: string | undefined,
  config: EfiCustom,
  sellers: readonly EfiRuleSeller[],
  variant: SplitRuleVariant = 'rule',
): SplitRule {
  const converted = fromEfiCustom(config, accountsOf(sellers))
  if (!converted.ok) throw splitProblemsError(lang, converted.problems)
  const problems = [
    ...(variant === 'rule' ? [] : splitRuleProblems(converted.value, variant)),
    ...ruleSellerProblems(converted.value, sellers),
  ].map(atTransfer)
  if (problems.length > 0) throw splitProblemsError(lang, problems)
  return converted.value
}

/** The rule in force in the format, or the first reason it cannot be written so. */
export function efiAnswerOf(
  lang: string | undefined,
  gatewayId: number,
  current: { version: number; rule: SplitRule } | null,
  sellers: readonly EfiRuleSeller[],
): EfiRuleAnswer {
  if (!current) return { gateway_id: gatewayId, version: null, config: null, message: null }
  const converted = toEfiCustom(current.rule, accountsOf(sellers))
  if (converted.ok) {
    return {
      gateway_id: gatewayId,
      version: current.version,
      config: converted.value,
      message: null,
    }
  }
  const names = new Map(sellers.map((seller) => [String(seller.id), seller.name]))
  const [problem] = converted.problems
  const params = { ...problem!.params }
  // toEfiCustom names the seller by id; the store knows it by name.
  if (typeof params.seller === 'string') params.seller = names.get(params.seller) ?? params.seller
  return {
    gateway_id: gatewayId,
    version: current.version,
    config: null,
    message: splitText(lang, problem!.text, params),
  }
}
