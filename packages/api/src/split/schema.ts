import * as v from 'valibot'
import { PAYMENT_TYPES } from '../transactions/schema.ts'
import { between, INT4, required, type FieldLabel } from '../validation/index.ts'
import { problemsCheck, type SplitProblem } from './problems.ts'
import { splitText, type SplitText } from './texts.ts'

/*
 * Split rules (issue 12 item 3): who receives what of each payment of a gateway. This is one
 * version of a rule as the merchant edits it; saving makes a new version and a payment keeps
 * the version it was split with (the server numbers and stores them). The engine (engine.ts)
 * turns a rule and a payment into each party's gross share, fee part and net.
 *
 * The parties are the merchant (the store, the merchant of record: the payment is in its name)
 * and the sellers named in the shares. The merchant has no share of its own: it keeps the
 * rest, whatever the sellers' shares leave.
 *
 * Design choices (specification section 9 leaves split percentages and limits to us):
 * - A percentage is in basis points (1 = 0,01 %), as every rate in payments and as the
 *   providers' split APIs take it ("15.00"); a fixed share is in centavos.
 * - Fixed shares are taken first; the percentages are of what remains after them. So a rule
 *   "courier R$ 5,00 fixed, seller 20 %" gives the seller 20 % of (amount − R$ 5,00), and any
 *   mix whose percentages total at most 100 % can split any amount that covers the fixed
 *   shares: the only refusal left for the amount is fixed shares above it, which the engine
 *   answers per payment (an open-amount pix may bring less than the fixed shares).
 * - The percentages total at most 100 %; at exactly 100 % the merchant keeps only rounding
 *   centavos, which is allowed (a pure marketplace) unless the merchant is to pay the fee.
 * - At most SPLIT_MAX_SHARES sellers per rule: enough for any marketplace cart we know, small
 *   enough for a simulator to show and a payment's ledger posting to stay small.
 * - A share is never zero (leave the seller out instead), and a seller appears once.
 * - Per payment type, a rule may give other shares (`overrides`); the fee payer, the rounding
 *   taker and the liability are the rule's, for every type. A seller they name must have a
 *   share in every list of shares, so no payment type leaves it paying from nothing.
 * - By default the merchant pays the fee, takes the rounding centavos and is liable for
 *   refunds and chargebacks: it is the merchant of record, so that is the safe reading.
 */

/** 100 % in basis points. */
export const SPLIT_WHOLE_BPS = 10_000
export const SPLIT_MAX_SHARES = 20
/** R$ 10.000.000,00, the most a payment link charges: a fixed share above it is a typo. */
export const SPLIT_MAX_FIXED_CENTS = 1_000_000_000

export const SPLIT_SHARE_KINDS = ['percent', 'fixed'] as const
export type SplitShareKind = (typeof SPLIT_SHARE_KINDS)[number]

/**
 * Who pays the gateway's fee, and who gives money back on a refund or chargeback:
 * - `merchant`: the store alone;
 * - `pro_rata`: every party (the merchant's rest included) in proportion to its gross share;
 * - `sellers_pro_rata`: the sellers only, in proportion to their gross shares;
 * - `seller`: the seller named.
 */
export const SPLIT_BEARERS = ['merchant', 'pro_rata', 'sellers_pro_rata', 'seller'] as const
export type SplitBearerKind = (typeof SPLIT_BEARERS)[number]

/** Who takes the centavos a percentage split leaves over: the store or the seller named. */
export const SPLIT_REMAINDER_TAKERS = ['merchant', 'seller'] as const

// Feminine labels make "{Field} é obrigatória" agree (validation/lang.ts).
const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const splitLabels = {
  seller: label('Vendedor', 'Seller'),
  percent: label('Porcentagem', 'Percentage', true),
  fixed: label('Valor fixo', 'Fixed amount'),
  shares: label('Partes', 'Shares', true),
  feePayer: label('Quem paga a tarifa', 'Fee payer'),
  remainderTaker: label('Quem fica com o arredondamento', 'Rounding taker'),
  liability: label('Responsável por estornos', 'Liable for refunds'),
  paymentType: label('Forma de pagamento', 'Payment method', true),
} as const

const int = (low: number, high: number, fieldLabel: FieldLabel) =>
  v.pipe(v.number(), v.integer(), between(low, high, { label: fieldLabel }))

/** A seller's id (the sellers resource's; int4 as every id of the store's records). */
const sellerId = int(1, INT4.max, splitLabels.seller)

/** One seller's share: a percentage (basis points) or a fixed amount (centavos). */
export const SplitShareSchema = v.variant('kind', [
  v.object({
    seller_id: sellerId,
    kind: v.literal('percent'),
    basis_points: int(1, SPLIT_WHOLE_BPS, splitLabels.percent),
  }),
  v.object({
    seller_id: sellerId,
    kind: v.literal('fixed'),
    cents: int(1, SPLIT_MAX_FIXED_CENTS, splitLabels.fixed),
  }),
])
export type SplitShare = v.InferOutput<typeof SplitShareSchema>

const merchant = v.object({ kind: v.literal('merchant') })
const namedSeller = v.object({ kind: v.literal('seller'), seller_id: sellerId })

/** Who pays the fee, or is liable for refunds and chargebacks (SPLIT_BEARERS). */
export const SplitBearerSchema = v.variant('kind', [
  merchant,
  v.object({ kind: v.literal('pro_rata') }),
  v.object({ kind: v.literal('sellers_pro_rata') }),
  namedSeller,
])
export type SplitBearer = v.InferOutput<typeof SplitBearerSchema>

export const SplitRemainderTakerSchema = v.variant('kind', [merchant, namedSeller])
export type SplitRemainderTaker = v.InferOutput<typeof SplitRemainderTakerSchema>

const SharesSchema = v.pipe(
  v.array(SplitShareSchema),
  required({ label: splitLabels.shares, message: (lang) => splitText(lang, 'noShares') }),
  v.maxLength(SPLIT_MAX_SHARES, (issue) =>
    splitText(issue.lang, 'tooManyShares', { max: SPLIT_MAX_SHARES }),
  ),
)

/** Other shares for one payment type (the rest of the rule stays). */
export const SplitOverrideSchema = v.object({
  payment_type: v.picklist(PAYMENT_TYPES),
  shares: SharesSchema,
})
export type SplitOverride = v.InferOutput<typeof SplitOverrideSchema>

const MERCHANT = { kind: 'merchant' } as const

const ruleEntries = {
  shares: SharesSchema,
  fee_payer: v.optional(SplitBearerSchema, MERCHANT),
  remainder_taker: v.optional(SplitRemainderTakerSchema, MERCHANT),
  chargeback_liability: v.optional(SplitBearerSchema, MERCHANT),
}

/** The rule's shape before the checks that weigh one part against another. */
type RuleShape = {
  shares: SplitShare[]
  fee_payer: SplitBearer
  remainder_taker: SplitRemainderTaker
  chargeback_liability: SplitBearer
  overrides: SplitOverride[]
}

/** The rule's variants: a gateway's rule, or a static pix code's (fixed shares only). */
export type SplitRuleVariant = 'rule' | 'static-pix'

/** The sum of the percentage shares, in basis points. */
export function splitPercentTotal(shares: readonly SplitShare[]): number {
  return shares.reduce((sum, share) => sum + (share.kind === 'percent' ? share.basis_points : 0), 0)
}

/** The sum of the fixed shares, in centavos. */
export function splitFixedTotal(shares: readonly SplitShare[]): number {
  return shares.reduce((sum, share) => sum + (share.kind === 'fixed' ? share.cents : 0), 0)
}

/** The shares a payment of this type is split by: its override's, or the rule's own. */
export function splitSharesFor(
  rule: Pick<RuleShape, 'shares' | 'overrides'>,
  paymentType: string,
): readonly SplitShare[] {
  return (
    rule.overrides.find((override) => override.payment_type === paymentType)?.shares ?? rule.shares
  )
}

/** Problems of one list of shares (the rule's own, or an override's at `at`). */
function sharesProblems(
  rule: RuleShape,
  shares: readonly SplitShare[],
  at: readonly (string | number)[],
  variant: SplitRuleVariant,
): SplitProblem[] {
  const problems: SplitProblem[] = []
  const path = (...rest: (string | number)[]) => [...at, ...rest] as unknown as SplitProblem['path']
  const seen = new Set<number>()
  shares.forEach((share, index) => {
    if (seen.has(share.seller_id)) {
      problems.push({ text: 'repeatedSeller', path: path(index, 'seller_id') })
    }
    seen.add(share.seller_id)
    if (variant === 'static-pix' && share.kind !== 'fixed') {
      problems.push({ text: 'staticPixFixedOnly', path: path(index, 'kind') })
    }
  })
  const total = splitPercentTotal(shares)
  if (total > SPLIT_WHOLE_BPS) {
    problems.push({ text: 'percentOverTotal', path: path(), params: { total: { bps: total } } })
  } else if (total === SPLIT_WHOLE_BPS && rule.fee_payer.kind === 'merchant') {
    problems.push({ text: 'merchantCannotPayFee', path: path() })
  }
  // A named party must be among these shares, or this list would make it pay from nothing.
  const named: [SplitBearer | SplitRemainderTaker, SplitText, string][] = [
    [rule.fee_payer, 'feePayerWithoutShare', 'fee_payer'],
    [rule.remainder_taker, 'remainderTakerWithoutShare', 'remainder_taker'],
    [rule.chargeback_liability, 'liableWithoutShare', 'chargeback_liability'],
  ]
  for (const [party, text, field] of named) {
    if (party.kind === 'seller' && !seen.has(party.seller_id)) {
      // Said at the party's own field for the rule's shares, at the override's for an override.
      problems.push({ text, path: at.length === 1 ? [field, 'seller_id'] : path() })
    }
  }
  return problems
}

/**
 * Everything wrong with a rule whose fields are each valid, in the order a person fixes them.
 * The schemas report these on their paths; the engine refuses a rule that has any (a rule
 * stored before a check was added, a rule built by code), so nothing unchecked is split.
 */
export function splitRuleProblems(
  rule: RuleShape,
  variant: SplitRuleVariant = 'rule',
): SplitProblem[] {
  const problems = sharesProblems(rule, rule.shares, ['shares'], variant)
  const types = new Set<string>()
  rule.overrides.forEach((override, index) => {
    if (types.has(override.payment_type)) {
      problems.push({ text: 'repeatedPaymentType', path: ['overrides', index, 'payment_type'] })
    }
    types.add(override.payment_type)
    problems.push(...sharesProblems(rule, override.shares, ['overrides', index, 'shares'], variant))
  })
  return problems
}

const ruleChecks = (variant: SplitRuleVariant) =>
  problemsCheck<RuleShape>((rule) => splitRuleProblems(rule, variant))

/**
 * PUT split/rules/{gatewayName}/{gatewayID}: one version of a gateway's rule. The server also
 * checks that every seller named is one of the gateway's and active (`sellerNotActive`).
 */
export const SplitRuleSchema = v.pipe(
  v.object({
    ...ruleEntries,
    overrides: v.optional(
      v.pipe(v.array(SplitOverrideSchema), v.maxLength(PAYMENT_TYPES.length)),
      [],
    ),
  }),
  ruleChecks('rule'),
)
export type SplitRuleInput = v.InferInput<typeof SplitRuleSchema>
export type SplitRule = v.InferOutput<typeof SplitRuleSchema>

/**
 * PUT split/rules/static-pix/{gatewayName}/{gatewayID}: a static pix code's rule. The code is
 * printed once and paid many times, often with an amount the payer types, so a percentage of
 * an unknown amount is not offered: each seller receives a fixed amount per payment, the store
 * the rest (a payment below the fixed total is refused by the engine). One payment type, so no
 * overrides; its output is a SplitRule with none, which the engine takes as it is.
 */
export const StaticPixSplitRuleSchema = v.pipe(
  v.object(ruleEntries),
  v.transform((rule): RuleShape => ({ ...rule, overrides: [] })),
  ruleChecks('static-pix'),
)
export type StaticPixSplitRuleInput = v.InferInput<typeof StaticPixSplitRuleSchema>
export type StaticPixSplitRule = v.InferOutput<typeof StaticPixSplitRuleSchema>
