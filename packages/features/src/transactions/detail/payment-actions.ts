import {
  paymentEventsFrom,
  type Level,
  type SimulatedOutcome,
  type Transaction,
} from '@vitrine/api'

/** What the detail offers to do with a payment, each behind a confirmation. */
export type PaymentAction =
  'capture' | 'refund' | 'cancel' | 'void' | 'confirm' | 'resend' | `simulate-${SimulatedOutcome}`

/** Types whose charge waits for the payer (a code or a slip to pay, instructions to follow). */
const AWAITS_PAYER = ['pix', 'billet', 'pix-installment', 'static-pix', 'custom'] as const
/** Types the sandbox "pays" on request (the payer's side of a pix or a boleto). */
const PAID_BY_PAYER = ['pix', 'billet', 'pix-installment', 'static-pix'] as const
/** Card payments: the ones a cardholder can dispute. */
const CARDS = ['creditcard', 'debitcard', 'onetap'] as const

const among = (list: readonly string[], type: string) => list.includes(type)

/** Money the store holds from this payment and can still give back. */
export const refundableOf = (payment: Transaction) =>
  Math.max(0, payment.captured_cents - payment.refunded_cents)

/** Events after which the merchant's money of the payment is available. */
const RELEASING = new Set(['pay', 'settle', 'settle_rest', 'retry_succeeded'])

/** Whether the payment's money was released (a card refunded in part may still await it). */
const released = (payment: Transaction) =>
  payment.timeline.some((event) => RELEASING.has(event.event))

/**
 * The actions a payment allows: the moves its status has in PAYMENT_TRANSITIONS that a person
 * makes, those its type allows, and the sandbox's simulations on a test gateway. Read level and
 * below get none.
 */
export function paymentActions(payment: Transaction, level: Level): PaymentAction[] {
  if (level !== 'write') return []
  const events = new Set(paymentEventsFrom(payment.status))
  const { type } = payment
  const refundable = refundableOf(payment) > 0
  const sandbox = payment.gateway?.environment === 'sandbox'
  const actions: PaymentAction[] = []
  if (events.has('capture')) actions.push('capture')
  if ((events.has('refund_part') || events.has('refund_rest')) && refundable) {
    actions.push('refund')
  }
  if (events.has('pay') && type === 'custom') actions.push('confirm')
  if (payment.status === 'pending' && among(AWAITS_PAYER, type)) actions.push('resend')
  if (events.has('cancel') && among(AWAITS_PAYER, type)) actions.push('cancel')
  if (events.has('void')) actions.push('void')
  if (sandbox) {
    if (events.has('pay') && among(PAID_BY_PAYER, type)) actions.push('simulate-paid')
    if (events.has('decline') && payment.status === 'pending' && among(PAID_BY_PAYER, type)) {
      actions.push('simulate-expired')
    }
    if (events.has('settle') || (events.has('settle_rest') && !released(payment))) {
      actions.push('simulate-settled')
    }
    if (events.has('refund_rest') && refundable && among(CARDS, type)) {
      actions.push('simulate-chargeback')
    }
  }
  return actions
}
