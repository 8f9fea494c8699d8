import type { Reversal } from '@vitrine/api'
import type { Posting } from '../../ledger/post.ts'

/*
 * What a split's reversal posts (the journal `split_reversal`): each seller gives back what the
 * engine says it bears — out of its pending part first, its available balance for the rest (a
 * part already released, or a refund beyond its net). A seller's available balance may go
 * below zero that way: it is a debt of the seller to the store, kept on the books until later
 * sales cover it. The merchant gets it all back into the account the refund was taken from.
 */

export interface PartState {
  sellerId: number
  netCents: number
  reversedCents: number
  reversedPendingCents: number
  released: boolean
}

export const sellerPending = (sellerId: number) => `seller_pending:${sellerId}` as const
export const sellerAvailable = (sellerId: number) => `seller_available:${sellerId}` as const

/** The postings of one reversal, and each part as it is after it (changed in place). */
export function reversalPostings(
  reversal: Reversal,
  parts: PartState[],
  merchantAccount: 'merchant_pending' | 'merchant_available',
): Posting[] {
  const postings: Posting[] = []
  let back = 0
  for (const given of reversal.parts) {
    if (given.party.kind !== 'seller' || given.cents === 0) continue
    const sellerId = given.party.sellerId
    const part = parts.find((candidate) => candidate.sellerId === sellerId)
    if (!part) continue
    const stillPending = part.released ? 0 : part.netCents - part.reversedPendingCents
    const fromPending = Math.max(0, Math.min(given.cents, stillPending))
    const fromAvailable = given.cents - fromPending
    if (fromPending > 0)
      postings.push({ account: sellerPending(sellerId), amountCents: -fromPending })
    if (fromAvailable > 0) {
      postings.push({ account: sellerAvailable(sellerId), amountCents: -fromAvailable })
    }
    part.reversedCents += given.cents
    part.reversedPendingCents += fromPending
    back += given.cents
  }
  if (back > 0) postings.push({ account: merchantAccount, amountCents: back })
  return postings
}
