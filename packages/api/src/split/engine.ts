import { PAYMENT_TYPES, type PaymentType } from '../transactions/schema.ts'
import { apportion, mulDivFloor } from './apportion.ts'
import {
  splitFixedTotal,
  splitPercentTotal,
  splitSharesFor,
  SPLIT_WHOLE_BPS,
  splitRuleProblems,
  type SplitBearer,
  type SplitRule,
} from './schema.ts'
import type { SplitProblem } from './problems.ts'
import { splitText } from './texts.ts'

/*
 * The split engine: one pure function that the panel's simulator and the server's real split
 * both call, so what the merchant sees before saving is what the ledger gets. Integer centavos
 * only, no clock, no I/O: the same rule and payment always give the same split.
 *
 * How a payment of `amountCents` is split (see README.md for the whole model):
 * 1. The shares are the override's for the payment's type, or the rule's own.
 * 2. Fixed shares are paid first, exactly. What remains is the base of the percentages.
 * 3. Each percentage share gets its exact part of that base rounded down; the merchant's part
 *    of the base (100 % minus the percentages) too. The centavos this leaves over (fewer than
 *    the number of percentage parties) go, all of them, to the rule's remainder taker: one
 *    named party, so a split is explained in one sentence ("the R$ 0,01 left by the rounding
 *    went to the store, as the rule says"). Everyone else is at most one centavo short of its
 *    exact share, and never over it.
 * 4. The gateway fee is charged to the rule's fee payer. A group (pro rata) divides it in
 *    proportion to gross shares by the largest remainder (apportion.ts): no party chose to
 *    take a rounding there, each part is within a centavo of exact, and no party's fee
 *    exceeds its gross share while the group's shares cover the fee.
 * 5. Net = gross − fee. A payer whose share cannot cover its fee makes the split refused:
 *    the answer is a typed refusal with the amounts, never a negative net and never a throw.
 */

export type SplitParty =
  { readonly kind: 'merchant' } | { readonly kind: 'seller'; readonly sellerId: number }

/** What the rule gives a party: a percentage of the base, a fixed amount, or (the merchant) the rest. */
export type SplitTerm =
  | { readonly kind: 'percent'; readonly basisPoints: number }
  | { readonly kind: 'fixed'; readonly cents: number }
  /** The merchant: what the percentages leave of the base (basis points), after fixed shares. */
  | { readonly kind: 'rest'; readonly basisPoints: number }

export interface SplitPart {
  readonly party: SplitParty
  readonly term: SplitTerm
  /** Its share of the amount, rounding centavos included. */
  readonly grossCents: number
  /** Its part of the gateway fee. */
  readonly feeCents: number
  /** What it receives: gross − fee, never negative. */
  readonly netCents: number
  /** The centavos of the rounding it took (the rule's remainder taker only). */
  readonly roundingCents: number
}

export interface SplitInput {
  readonly amountCents: number
  /** The gateway's fee for this payment, as the provider charges it (installments included). */
  readonly feeCents: number
  readonly paymentType: PaymentType
  /** Carried into the split for the record and the simulator; it changes no share. */
  readonly installments: number
}

export interface Split {
  readonly amountCents: number
  readonly feeCents: number
  readonly paymentType: PaymentType
  readonly installments: number
  /** `override`: the shares came from the rule's override for the payment's type. */
  readonly sharesFrom: 'rule' | 'override'
  /** The fixed shares' total, and what remained of the amount for the percentages. */
  readonly fixedCents: number
  readonly percentBaseCents: number
  /** The merchant first, then the sellers in the rule's order. */
  readonly parts: readonly SplitPart[]
  /** Who took the centavos the rounding left, and how many; null when nothing was left. */
  readonly rounding: { readonly party: SplitParty; readonly cents: number } | null
  readonly feePayer: SplitBearer
}

export type SplitRefusal =
  | {
      readonly reason: 'invalid_input'
      readonly field: 'amountCents' | 'feeCents' | 'installments' | 'paymentType'
    }
  | { readonly reason: 'invalid_rule'; readonly problems: readonly SplitProblem[] }
  | { readonly reason: 'fee_over_amount'; readonly feeCents: number; readonly amountCents: number }
  | {
      readonly reason: 'fixed_over_amount'
      readonly fixedCents: number
      readonly amountCents: number
    }
  /** The fee payer's gross share (a group's: their sum) is below the fee. */
  | {
      readonly reason: 'fee_over_share'
      readonly payer: SplitBearer
      readonly feeCents: number
      readonly shareCents: number
    }

export type SplitResult =
  | { readonly ok: true; readonly split: Split }
  | { readonly ok: false; readonly refusal: SplitRefusal }

const MERCHANT: SplitParty = { kind: 'merchant' }
const seller = (sellerId: number): SplitParty => ({ kind: 'seller', sellerId })

const isCents = (value: number) => Number.isSafeInteger(value) && value >= 0

/** Whether two parties are the same one. */
export function sameSplitParty(a: SplitParty, b: SplitParty): boolean {
  return a.kind === 'merchant'
    ? b.kind === 'merchant'
    : b.kind === 'seller' && a.sellerId === b.sellerId
}

/** A stable key for a party: "merchant", "seller:12" (maps, React keys, ledger accounts). */
export function splitPartyKey(party: SplitParty): string {
  return party.kind === 'merchant' ? 'merchant' : `seller:${party.sellerId}`
}

/** The party a rule's bearer or remainder taker names, when it names one. */
function namedParty(bearer: { kind: string; seller_id?: number }): SplitParty | null {
  if (bearer.kind === 'merchant') return MERCHANT
  if (bearer.kind === 'seller' && bearer.seller_id !== undefined) return seller(bearer.seller_id)
  return null
}

function inputRefusal(input: SplitInput): SplitRefusal | null {
  if (!isCents(input.amountCents)) return { reason: 'invalid_input', field: 'amountCents' }
  if (!isCents(input.feeCents)) return { reason: 'invalid_input', field: 'feeCents' }
  if (!Number.isSafeInteger(input.installments) || input.installments < 1) {
    return { reason: 'invalid_input', field: 'installments' }
  }
  if (!(PAYMENT_TYPES as readonly string[]).includes(input.paymentType)) {
    return { reason: 'invalid_input', field: 'paymentType' }
  }
  return null
}

/** Splits one payment by a rule: each party's gross share, fee part and net, or a refusal. */
export function splitPayment(rule: SplitRule, input: SplitInput): SplitResult {
  const refused = (refusal: SplitRefusal): SplitResult => ({ ok: false, refusal })
  const badInput = inputRefusal(input)
  if (badInput) return refused(badInput)
  const problems = splitRuleProblems(rule)
  if (problems.length > 0) return refused({ reason: 'invalid_rule', problems })
  const { amountCents, feeCents } = input
  if (feeCents > amountCents) return refused({ reason: 'fee_over_amount', feeCents, amountCents })

  const shares = splitSharesFor(rule, input.paymentType)
  const fixedCents = splitFixedTotal(shares)
  if (fixedCents > amountCents) {
    return refused({ reason: 'fixed_over_amount', fixedCents, amountCents })
  }

  // Steps 2 and 3: fixed shares exactly, then each percentage of the base rounded down.
  const base = amountCents - fixedCents
  const merchantBps = SPLIT_WHOLE_BPS - splitPercentTotal(shares)
  const merchantFloor = mulDivFloor(base, merchantBps, SPLIT_WHOLE_BPS)
  const sellerParts = shares.map((share) => ({
    party: seller(share.seller_id),
    term:
      share.kind === 'fixed'
        ? ({ kind: 'fixed', cents: share.cents } as const)
        : ({ kind: 'percent', basisPoints: share.basis_points } as const),
    gross:
      share.kind === 'fixed' ? share.cents : mulDivFloor(base, share.basis_points, SPLIT_WHOLE_BPS),
  }))
  const parts = [
    {
      party: MERCHANT,
      term: { kind: 'rest', basisPoints: merchantBps } as SplitTerm,
      gross: merchantFloor,
    },
    ...sellerParts,
  ]
  const left = amountCents - parts.reduce((sum, part) => sum + part.gross, 0)
  const taker = namedParty(rule.remainder_taker) ?? MERCHANT
  const takerIndex = parts.findIndex((part) => sameSplitParty(part.party, taker))
  parts[takerIndex]!.gross += left

  // Step 4: the fee.
  const grosses = parts.map((part) => part.gross)
  const fees = feeParts(rule.fee_payer, parts, feeCents)
  if (!Array.isArray(fees)) return refused(fees)

  return {
    ok: true,
    split: {
      amountCents,
      feeCents,
      paymentType: input.paymentType,
      installments: input.installments,
      sharesFrom: shares === rule.shares ? 'rule' : 'override',
      fixedCents,
      percentBaseCents: base,
      parts: parts.map((part, index) => ({
        party: part.party,
        term: part.term,
        grossCents: grosses[index]!,
        feeCents: fees[index]!,
        netCents: grosses[index]! - fees[index]!,
        roundingCents: index === takerIndex ? left : 0,
      })),
      rounding: left > 0 ? { party: taker, cents: left } : null,
      feePayer: rule.fee_payer,
    },
  }
}

/** Each party's part of the fee, by the rule's payer; a refusal when the payer's share is short. */
function feeParts(
  payer: SplitBearer,
  parts: readonly { party: SplitParty; gross: number }[],
  feeCents: number,
): number[] | SplitRefusal {
  const inGroup = (party: SplitParty) => {
    if (payer.kind === 'pro_rata') return true
    if (payer.kind === 'sellers_pro_rata') return party.kind === 'seller'
    return sameSplitParty(party, namedParty(payer)!)
  }
  const weights = parts.map((part) => (inGroup(part.party) ? part.gross : 0))
  const shareCents = weights.reduce((sum, weight) => sum + weight, 0)
  if (feeCents > shareCents) return { reason: 'fee_over_share', payer, feeCents, shareCents }
  // One payer's weights are its own gross alone, so it takes the whole fee.
  return apportion(feeCents, weights)
}

/**
 * A payment with no rule: the merchant's whole, fee included (the simulator's "no rule yet"
 * side). Refused only for what splitPayment refuses in the input itself.
 */
export function unsplitPayment(input: SplitInput): SplitResult {
  const badInput = inputRefusal(input)
  if (badInput) return { ok: false, refusal: badInput }
  const { amountCents, feeCents } = input
  if (feeCents > amountCents) {
    return { ok: false, refusal: { reason: 'fee_over_amount', feeCents, amountCents } }
  }
  return {
    ok: true,
    split: {
      amountCents,
      feeCents,
      paymentType: input.paymentType,
      installments: input.installments,
      sharesFrom: 'rule',
      fixedCents: 0,
      percentBaseCents: amountCents,
      parts: [
        {
          party: MERCHANT,
          term: { kind: 'rest', basisPoints: SPLIT_WHOLE_BPS },
          grossCents: amountCents,
          feeCents,
          netCents: amountCents - feeCents,
          roundingCents: 0,
        },
      ],
      rounding: null,
      feePayer: { kind: 'merchant' },
    },
  }
}

/** What a refusal means, in a sentence; `sellerName` names a seller (its id otherwise). */
export function splitRefusalMessage(
  lang: string | undefined,
  refusal: SplitRefusal,
  sellerName: (sellerId: number) => string = String,
): string {
  switch (refusal.reason) {
    case 'invalid_input':
      return splitText(lang, INPUT_TEXTS[refusal.field])
    case 'invalid_rule': {
      const [first] = refusal.problems
      return first ? splitText(lang, first.text, first.params) : ''
    }
    case 'fee_over_amount':
      return splitText(lang, 'feeOverAmount', {
        fee: { cents: refusal.feeCents },
        amount: { cents: refusal.amountCents },
      })
    case 'fixed_over_amount':
      return splitText(lang, 'fixedOverAmount', {
        fixed: { cents: refusal.fixedCents },
        amount: { cents: refusal.amountCents },
      })
    case 'fee_over_share': {
      const params = { fee: { cents: refusal.feeCents }, share: { cents: refusal.shareCents } }
      const { payer } = refusal
      if (payer.kind === 'seller') {
        return splitText(lang, 'sellerFeeOverShare', {
          ...params,
          seller: sellerName(payer.seller_id),
        })
      }
      return splitText(
        lang,
        payer.kind === 'sellers_pro_rata' ? 'sellersFeeOverShare' : 'merchantFeeOverShare',
        params,
      )
    }
  }
}

const INPUT_TEXTS = {
  amountCents: 'invalidAmount',
  feeCents: 'invalidFee',
  installments: 'invalidInstallments',
  paymentType: 'invalidPaymentType',
} as const
