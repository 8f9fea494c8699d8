import type { PaymentType } from '../transactions/schema.ts'

/*
 * When a seller's part of a split payment becomes theirs to withdraw (issue 12 item 5): the
 * part waits in the seller's pending balance for a number of days after the money was received,
 * by payment type. Why these numbers: pix (immediate, static, in installments — the provider is
 * paid at once either way) and boletos (compensated before we mark them paid) are money in hand,
 * but a day's wait leaves the store time to refund a mistaken sale before the seller withdraws;
 * a card's money reaches the store only when the acquirer settles (D+30 in Brazil without
 * anticipation), so the seller waits as long as the store does. Types that never split
 * (supportsSplit) are listed so the table is total.
 */
export const SPLIT_RELEASE_DAYS: Readonly<Record<PaymentType, number>> = {
  pix: 1,
  'static-pix': 1,
  'pix-installment': 1,
  billet: 1,
  creditcard: 30,
  debitcard: 1,
  voucher: 30,
  custom: 1,
  free: 0,
  onetap: 30,
  other: 1,
}

const DAY_MS = 24 * 60 * 60 * 1000

/** When a part of a payment received at `receivedAt` is released to its seller. */
export function splitReleaseAt(paymentType: PaymentType, receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + SPLIT_RELEASE_DAYS[paymentType] * DAY_MS)
}
