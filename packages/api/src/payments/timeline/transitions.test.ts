import { describe, expect, it } from 'vitest'
import { illegalMoveMessage, PAYMENT_STATUS_LABELS } from './labels.ts'
import {
  canMovePayment,
  nextPaymentStatus,
  PAYMENT_EVENTS,
  PAYMENT_STATUSES,
  paymentEventsFrom,
  type PaymentEvent,
  type PaymentStatus,
} from './transitions.ts'

/*
 * The allowed moves written out by hand, independently of the table they check: a change to
 * PAYMENT_TRANSITIONS that is not also made here fails, so no move appears or goes unnoticed.
 */
const ALLOWED: Record<PaymentStatus, Partial<Record<PaymentEvent, PaymentStatus>>> = {
  empty: { issue: 'pending', decline: 'failed' },
  pending: {
    pay: 'complete',
    authorize: 'authorized',
    pre_authorize: 'pre_authorized',
    decline: 'failed',
    cancel: 'failed',
  },
  pre_authorized: { capture: 'authorized', void: 'failed' },
  authorized: { settle: 'complete', refund_part: 'partial_refund', refund_rest: 'refunded' },
  complete: { refund_part: 'partial_refund', refund_rest: 'refunded' },
  partial_refund: {
    refund_part: 'partial_refund',
    refund_rest: 'refunded',
    settle_rest: 'partial_refund',
  },
  refunded: {},
  failed: { retry_failed: 'retry-error', retry_succeeded: 'retry-success' },
  'retry-error': { retry_failed: 'retry-error', retry_succeeded: 'retry-success' },
  'retry-success': { refund_part: 'partial_refund', refund_rest: 'refunded' },
}

describe('the payment timeline', () => {
  it('allows exactly the listed moves: every status × every event', () => {
    for (const from of PAYMENT_STATUSES) {
      for (const event of PAYMENT_EVENTS) {
        expect(nextPaymentStatus(from, event), `${from} --${event}-->`).toBe(
          ALLOWED[from][event] ?? null,
        )
      }
    }
  })

  it('moves between two statuses only where an event leads: every pair', () => {
    for (const from of PAYMENT_STATUSES) {
      const reachable = new Set(Object.values(ALLOWED[from]))
      for (const to of PAYMENT_STATUSES) {
        expect(canMovePayment(from, to), `${from} → ${to}`).toBe(reachable.has(to))
      }
    }
  })

  it('offers the actions a status allows, and none from a refund in full', () => {
    expect(paymentEventsFrom('pre_authorized')).toEqual(['capture', 'void'])
    expect(paymentEventsFrom('refunded')).toEqual([])
    for (const from of PAYMENT_STATUSES) {
      expect(paymentEventsFrom(from).sort()).toEqual(Object.keys(ALLOWED[from]).sort())
    }
  })

  it('reaches every status from a new payment, and nothing leaves a full refund', () => {
    const seen = new Set<PaymentStatus>(['empty'])
    const queue: PaymentStatus[] = ['empty']
    while (queue.length > 0) {
      const from = queue.shift()!
      for (const event of paymentEventsFrom(from)) {
        const to = nextPaymentStatus(from, event)!
        if (!seen.has(to)) {
          seen.add(to)
          queue.push(to)
        }
      }
    }
    expect([...seen].sort()).toEqual([...PAYMENT_STATUSES].sort())
  })

  it('names every status and refuses a move in plain words', () => {
    for (const status of PAYMENT_STATUSES) {
      expect(PAYMENT_STATUS_LABELS[status]['pt-BR']).not.toBe('')
    }
    expect(illegalMoveMessage('pt-BR', 'pending', 'refund_rest')).toBe(
      'Não é possível estornar um pagamento com status “Aguardando pagamento”.',
    )
    expect(illegalMoveMessage('en', 'refunded', 'capture')).toBe(
      'Cannot capture a payment whose status is “Refunded”.',
    )
  })
})
