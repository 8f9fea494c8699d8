import { apportion } from './apportion.ts'
import { splitPartyKey, sameSplitParty, type Split, type SplitParty } from './engine.ts'
import type { SplitBearer } from './schema.ts'
import { splitText } from './texts.ts'

/*
 * Refunds and chargebacks of a split payment: who gives back how much, by the rule's
 * liability (`chargeback_liability`, SPLIT_BEARERS). The money given back is taken from the
 * parties' gross shares; the gateway fee is not part of it (providers keep their fee on a
 * refund), so the fee parts of the split stay as they were.
 *
 * - A single bearer (the merchant, or the seller named) gives back the whole refund, even past
 *   its own share: being liable means exactly that. A named seller that has no part in this
 *   split (a rule edited since) leaves the merchant, the merchant of record, liable.
 * - A group (`pro_rata`: every party; `sellers_pro_rata`: the sellers) divides the refund in
 *   proportion to what is still left of each member's share (gross minus what it already gave
 *   back), by the largest remainder (apportion.ts). So successive partial refunds stay exact to
 *   the centavo: refunding the whole amount in any number of pieces gives each party back
 *   exactly its gross share, and no piece takes a party past what it had left. Only when the
 *   group has less left than the refund (the sellers' shares are smaller than a large refund)
 *   does each member give all it has left and the group share the excess by gross share; when
 *   the group received nothing at all, the merchant bears it.
 */

export interface ReversalPart {
  readonly party: SplitParty
  /** What this party gives back of this refund. */
  readonly cents: number
  /** Of that, how much is beyond what it still had of its share (a liable party's loss). */
  readonly beyondShareCents: number
}

export interface Reversal {
  readonly refundCents: number
  readonly liability: SplitBearer
  /** Who bore it: the liability's parties, or the merchant when they could not (see above). */
  readonly bornBy: 'liability' | 'merchant_fallback'
  /** Every party of the split, in the split's order (zeros included). */
  readonly parts: readonly ReversalPart[]
}

export type ReversalRefusal =
  | { readonly reason: 'invalid_refund' }
  /** Refunds cannot give back more than the payment brought, in all. */
  | {
      readonly reason: 'refund_over_remaining'
      readonly refundCents: number
      readonly remainingCents: number
    }

export type ReversalResult =
  | { readonly ok: true; readonly reversal: Reversal }
  | { readonly ok: false; readonly refusal: ReversalRefusal }

/**
 * Reverses `refundCents` of a split by `liability`. `previous` are the reversals already made
 * of the same split (oldest first), so partial refunds add up exactly.
 */
export function reverseSplit(
  split: Split,
  refundCents: number,
  liability: SplitBearer,
  previous: readonly Reversal[] = [],
): ReversalResult {
  if (!Number.isSafeInteger(refundCents) || refundCents < 0) {
    return { ok: false, refusal: { reason: 'invalid_refund' } }
  }
  const remainingCents = previous.reduce((rest, done) => rest - done.refundCents, split.amountCents)
  if (refundCents > remainingCents) {
    return { ok: false, refusal: { reason: 'refund_over_remaining', refundCents, remainingCents } }
  }

  // What each party still has of its gross share (never below zero, after a liable loss).
  const given = new Map<string, number>()
  for (const part of previous.flatMap((done) => done.parts)) {
    const key = splitPartyKey(part.party)
    given.set(key, (given.get(key) ?? 0) + part.cents)
  }
  const left = split.parts.map((part) =>
    Math.max(0, part.grossCents - (given.get(splitPartyKey(part.party)) ?? 0)),
  )

  const inGroup = split.parts.map((part) => bears(liability, part.party))
  const groupGross = split.parts.reduce(
    (sum, part, index) => sum + (inGroup[index] ? part.grossCents : 0),
    0,
  )
  const isGroup = liability.kind === 'pro_rata' || liability.kind === 'sellers_pro_rata'
  const fallback = !inGroup.some(Boolean) || (isGroup && refundCents > 0 && groupGross === 0)
  const members = fallback ? split.parts.map((part) => part.party.kind === 'merchant') : inGroup

  const cents = shareOut(
    refundCents,
    members,
    left.map((rest, index) => (members[index] ? rest : 0)),
    split.parts.map((part, index) => (members[index] ? part.grossCents : 0)),
  )
  return {
    ok: true,
    reversal: {
      refundCents,
      liability,
      bornBy: fallback ? 'merchant_fallback' : 'liability',
      parts: split.parts.map((part, index) => ({
        party: part.party,
        cents: cents[index]!,
        beyondShareCents: Math.max(0, cents[index]! - left[index]!),
      })),
    },
  }
}

function bears(liability: SplitBearer, party: SplitParty): boolean {
  switch (liability.kind) {
    case 'pro_rata':
      return true
    case 'sellers_pro_rata':
      return party.kind === 'seller'
    case 'merchant':
      return party.kind === 'merchant'
    case 'seller':
      return sameSplitParty(party, { kind: 'seller', sellerId: liability.seller_id })
  }
}

/**
 * The refund among the bearers: by what each has left while that covers it; beyond, each gives
 * all it has left and the excess goes by gross share (a single bearer takes it all).
 */
function shareOut(
  refund: number,
  members: readonly boolean[],
  left: readonly number[],
  gross: readonly number[],
): number[] {
  const leftTotal = left.reduce((sum, rest) => sum + rest, 0)
  if (refund <= leftTotal) return apportion(refund, left)
  const grossTotal = gross.reduce((sum, share) => sum + share, 0)
  // A single bearer that received nothing (the store kept nothing) still bears it all.
  const weights = grossTotal > 0 ? gross : members.map((member) => (member ? 1 : 0))
  const excess = apportion(refund - leftTotal, weights)
  return left.map((rest, index) => rest + excess[index]!)
}

/** What a reversal's refusal means, in a sentence. */
export function reversalRefusalMessage(lang: string | undefined, refusal: ReversalRefusal): string {
  if (refusal.reason === 'invalid_refund') return splitText(lang, 'invalidRefund')
  return splitText(lang, 'refundOverRemaining', {
    refund: { cents: refusal.refundCents },
    remaining: { cents: refusal.remainingCents },
  })
}
