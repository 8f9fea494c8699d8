import { ApiError } from '../http/api-error.ts'
import type { SplitProblem } from './problems.ts'
import type { SellerStatus } from './sellers.ts'
import type { SplitRule } from './schema.ts'
import { splitText, type SplitText, type SplitTextParams } from './texts.ts'

/*
 * The split's answers as errors, shared by the server and the fixture adapter so stories and
 * the real server refuse with the same words; and the one check of a rule only the store's
 * data can make: every seller it names is the gateway's and active.
 */

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
}

export function splitError(
  status: number,
  lang: string | undefined,
  text: SplitText,
  { params, data }: { params?: SplitTextParams; data?: unknown } = {},
): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: STATUS_TEXT[status] ?? 'Error',
    message: splitText(lang, text, params),
    data,
  })
}

/** A 400 (or another status) whose field errors say what is wrong where; the first is the message. */
export function splitProblemsError(
  lang: string | undefined,
  problems: readonly SplitProblem[],
  status = 400,
): ApiError {
  const fields: Record<string, string> = {}
  for (const problem of problems) {
    fields[problem.path.join('.')] ??= splitText(lang, problem.text, problem.params)
  }
  return new ApiError({
    statusCode: status,
    statusMessage: STATUS_TEXT[status] ?? 'Error',
    message: Object.values(fields)[0] ?? '',
    data: { fields },
  })
}

/** One field's error (a 409 on `document`, say). */
export function splitFieldError(
  lang: string | undefined,
  text: SplitText,
  field: string,
  status = 400,
): ApiError {
  return splitProblemsError(lang, [{ text, path: [field] }], status)
}

/** What the rule check needs of a seller. */
export interface RuleSeller {
  readonly id: number
  readonly name: string
  readonly status: SellerStatus
}

/**
 * Every seller the rule's shares name (its own and each payment type's) must be one of the
 * gateway's (`sellerUnknown`) and active (`sellerNotActive`, by name), each said at the share's
 * `seller_id`. The fee payer, rounding taker and liable seller always have a share (schema.ts),
 * so they are covered.
 */
export function ruleSellerProblems(
  rule: Pick<SplitRule, 'shares' | 'overrides'>,
  sellers: readonly RuleSeller[],
): SplitProblem[] {
  const byId = new Map(sellers.map((seller) => [seller.id, seller]))
  const problems: SplitProblem[] = []
  const check = (sellerId: number, path: SplitProblem['path']) => {
    const seller = byId.get(sellerId)
    if (!seller) problems.push({ text: 'sellerUnknown', path })
    else if (seller.status !== 'active') {
      problems.push({ text: 'sellerNotActive', path, params: { seller: seller.name } })
    }
  }
  rule.shares.forEach((share, index) => check(share.seller_id, ['shares', index, 'seller_id']))
  rule.overrides.forEach((override, at) =>
    override.shares.forEach((share, index) =>
      check(share.seller_id, ['overrides', at, 'shares', index, 'seller_id']),
    ),
  )
  return problems
}

/** Every seller id a rule names, once. */
export function ruleSellerIds(rule: Pick<SplitRule, 'shares' | 'overrides'>): number[] {
  return [
    ...new Set([
      ...rule.shares.map((share) => share.seller_id),
      ...rule.overrides.flatMap((override) => override.shares.map((share) => share.seller_id)),
    ]),
  ]
}
