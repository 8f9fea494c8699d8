import type { Posting } from '../ledger/post.ts'

/*
 * What each move of a payment posts to the ledger (ledger/accounts.ts), all under the
 * reference `payment:<id>`. Debits are positive, credits negative; C is the money received,
 * F the gateway's fee on it, R a refund.
 *
 *   move                         journal     debit (+)            credit (−)            amount
 *   ───────────────────────────  ──────────  ───────────────────  ────────────────────  ──────
 *   money received:              charge      gateway_clearing     customer_receivable   C
 *     pay, authorize,            fee         fees                 gateway_clearing      F      (none when F = 0)
 *     capture of C,              net         merchant_pending     gateway_clearing      C − F  (none when 0)
 *     retry_succeeded
 *   released to the merchant:    release     merchant_available   merchant_pending      C − F  (none when 0)
 *     at once on pay and retry_succeeded (pix, boleto, custom: the money is in);
 *     on settle for cards (authorize / capture leave it pending until the acquirer settles)
 *   refund of R                  refund      refunds              merchant_available    R
 *                                                                  (merchant_pending while the
 *                                                                  card money is not released)
 *   chargeback (the rest, R)     chargeback  refunds              as a refund           R
 *   issue, pre_authorize, decline, cancel, void, retry_failed: no money moves, no journal.
 *
 * Fees are not given back on refunds (the provider keeps them, as Brazilian PSPs do): a
 * payment refunded in full leaves F on `fees` and −F on the merchant's balance. The clearing
 * account of one payment always returns to zero once its money is received.
 */

export interface JournalPlan {
  kind: 'charge' | 'fee' | 'net' | 'release' | 'refund' | 'chargeback'
  postings: Posting[]
}

/** The money of a payment reaches the gateway: C received, F kept by the provider. */
export function moneyReceived(capturedCents: number, feeCents: number): JournalPlan[] {
  const net = capturedCents - feeCents
  const journals: JournalPlan[] = [
    {
      kind: 'charge',
      postings: [
        { account: 'gateway_clearing', amountCents: capturedCents },
        { account: 'customer_receivable', amountCents: -capturedCents },
      ],
    },
  ]
  if (feeCents > 0) {
    journals.push({
      kind: 'fee',
      postings: [
        { account: 'fees', amountCents: feeCents },
        { account: 'gateway_clearing', amountCents: -feeCents },
      ],
    })
  }
  if (net > 0) {
    journals.push({
      kind: 'net',
      postings: [
        { account: 'merchant_pending', amountCents: net },
        { account: 'gateway_clearing', amountCents: -net },
      ],
    })
  }
  return journals
}

/** The merchant's pending money of the payment becomes available. */
export function released(cents: number): JournalPlan[] {
  if (cents <= 0) return []
  return [
    {
      kind: 'release',
      postings: [
        { account: 'merchant_available', amountCents: cents },
        { account: 'merchant_pending', amountCents: -cents },
      ],
    },
  ]
}

/** R goes back to the payer, out of the merchant's available money or, before release, pending. */
export function givenBack(
  kind: 'refund' | 'chargeback',
  cents: number,
  wasReleased: boolean,
): JournalPlan[] {
  return [
    {
      kind,
      postings: [
        { account: 'refunds', amountCents: cents },
        {
          account: wasReleased ? 'merchant_available' : 'merchant_pending',
          amountCents: -cents,
        },
      ],
    },
  ]
}
