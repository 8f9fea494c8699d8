/*
 * The payment timeline as one state machine (specification section 4 lists the statuses; the
 * moves between them are ours). The server enforces it — an illegal move is a 409 that
 * changes nothing — and the screens use it to show only the actions a payment allows.
 *
 *   empty ──issue──▶ pending ──pay──▶ complete ──refund──▶ partial_refund ──refund──▶ refunded
 *                      │  ╰─authorize─▶ authorized ──settle──▶ complete
 *   partial_refund ──settle_rest──▶ partial_refund   (card money refunded in part before it settled)
 *                      ╰pre_authorize▶ pre_authorized ──capture──▶ authorized
 *   pending, pre_authorized ──decline / cancel / void──▶ failed ──retry──▶ retry-error | retry-success
 *
 * `authorized` is card money captured and waiting for the acquirer to settle it; `complete` is
 * money received. A recurring charge that failed is retried (issue 13): each failed retry is
 * `retry-error`, the one that succeeds `retry-success`, which then behaves like `complete`.
 */

export const PAYMENT_STATUSES = [
  'empty',
  'pending',
  'pre_authorized',
  'authorized',
  'complete',
  'partial_refund',
  'refunded',
  'failed',
  'retry-error',
  'retry-success',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** Money the merchant holds: what can be refunded from. */
const CAPTURED = ['authorized', 'complete', 'partial_refund', 'retry-success'] as const

/** The one table: each event, the statuses it may start from, and where it leads. */
export const PAYMENT_TRANSITIONS = {
  /** The charge is created at the provider: a pix code, a boleto, a card attempt. */
  issue: { from: ['empty'], to: 'pending' },
  /** A pix or boleto was paid (or a card captured at once and settled). */
  pay: { from: ['pending'], to: 'complete' },
  /** A card was authorised and captured in one step. */
  authorize: { from: ['pending'], to: 'authorized' },
  /** A card was authorised only; the merchant captures later. */
  pre_authorize: { from: ['pending'], to: 'pre_authorized' },
  /** The merchant captures a pre-authorisation, in full or in part (the rest is released). */
  capture: { from: ['pre_authorized'], to: 'authorized' },
  /** The acquirer settled the captured card money. */
  settle: { from: ['authorized'], to: 'complete' },
  /**
   * The acquirer settled what is left of card money refunded in part before it settled: the
   * status stays, the rest is released. Refused once the money was released (a pay or settle).
   */
  settle_rest: { from: ['partial_refund'], to: 'partial_refund' },
  /** The provider refused: a declined card, an expired pix or boleto, a charge that failed. */
  decline: { from: ['empty', 'pending'], to: 'failed' },
  /** The merchant cancels a pending boleto or pix. */
  cancel: { from: ['pending'], to: 'failed' },
  /** The merchant releases a pre-authorisation without capturing it. */
  void: { from: ['pre_authorized'], to: 'failed' },
  /** Part of the captured money goes back; more partial refunds may follow. */
  refund_part: { from: CAPTURED, to: 'partial_refund' },
  /** The rest of the captured money goes back. */
  refund_rest: { from: CAPTURED, to: 'refunded' },
  /** A retry of a failed recurring charge failed again. */
  retry_failed: { from: ['failed', 'retry-error'], to: 'retry-error' },
  /** A retry of a failed recurring charge was paid. */
  retry_succeeded: { from: ['failed', 'retry-error'], to: 'retry-success' },
} as const satisfies Record<string, { from: readonly PaymentStatus[]; to: PaymentStatus }>

export type PaymentEvent = keyof typeof PAYMENT_TRANSITIONS
export const PAYMENT_EVENTS = Object.keys(PAYMENT_TRANSITIONS) as PaymentEvent[]

/** Where the event leads from this status, or null when the move is not allowed. */
export function nextPaymentStatus(from: PaymentStatus, event: PaymentEvent): PaymentStatus | null {
  const transition = PAYMENT_TRANSITIONS[event]
  return (transition.from as readonly PaymentStatus[]).includes(from) ? transition.to : null
}

/** The events a payment in this status allows (what the screens may offer). */
export function paymentEventsFrom(from: PaymentStatus): PaymentEvent[] {
  return PAYMENT_EVENTS.filter((event) => nextPaymentStatus(from, event) !== null)
}

/** Whether some event moves a payment from one status to the other. */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_EVENTS.some((event) => nextPaymentStatus(from, event) === to)
}
