import {
  nextPaymentStatus,
  PAYMENT_EVENTS,
  PAYMENT_STATUSES,
  type PaymentEvent,
  type PaymentStatus,
} from '@vitrine/api'
import { describe, expect, test } from 'vitest'
import type { JournalPlan } from './ledger-entries.ts'
import { feeOf, planMove, type MoveIntent, type PaymentMoney } from './moves.ts'

/** Statuses that hold received money (the contract's CAPTURED). */
const HOLDING: PaymentStatus[] = ['authorized', 'complete', 'partial_refund', 'retry-success']

/** A R$ 100,00 payment in the status, with the money such a payment has. */
function moneyIn(status: PaymentStatus): PaymentMoney {
  const holding = HOLDING.includes(status)
  return {
    status,
    amountCents: 10_000,
    capturedCents: holding || status === 'refunded' ? 10_000 : 0,
    refundedCents: status === 'partial_refund' ? 2_000 : status === 'refunded' ? 10_000 : 0,
    feeCents: 300,
    released: status === 'complete' || status === 'partial_refund',
  }
}

/** The intent that asks for the event. */
function intentOf(event: PaymentEvent): MoveIntent {
  if (event === 'refund_part') return { kind: 'refund', amountCents: 1_000 }
  if (event === 'refund_rest') return { kind: 'refund' }
  // What a settle is called from partial_refund (card money refunded before it settled).
  if (event === 'settle_rest') return { kind: 'settle' }
  return { kind: event }
}

const sumOf = (journal: JournalPlan) =>
  journal.postings.reduce((sum, posting) => sum + posting.amountCents, 0)

describe('planMove against the transition table', () => {
  test('every status × event is allowed exactly when the contract allows it, and lands where it says', () => {
    const seen: string[] = []
    for (const status of PAYMENT_STATUSES) {
      for (const event of PAYMENT_EVENTS) {
        // Elsewhere than partial_refund the intent behind settle_rest is a plain settle; and a
        // rest is settled only while the money is not yet released.
        const named = event === 'settle_rest' && status !== 'partial_refund' ? 'settle' : event
        const money =
          event === 'settle_rest' ? { ...moneyIn(status), released: false } : moneyIn(status)
        const plan = planMove(money, intentOf(event))
        const expected = nextPaymentStatus(status, named)
        seen.push(`${status} ${event}`)
        if (expected === null) {
          // A refused refund, partial or not, is refused as "estornar" (refund_rest).
          expect(plan, `${status} ${event}`).toEqual({
            ok: false,
            reason: 'illegal',
            event:
              event === 'refund_part'
                ? 'refund_rest'
                : // A refused settle of a partial refund is refused as settling its rest.
                  event === 'settle' && status === 'partial_refund'
                  ? 'settle_rest'
                  : named,
            from: status,
          })
        } else {
          expect(plan.ok, `${status} ${event}`).toBe(true)
          if (!plan.ok) continue
          expect(plan.to).toBe(expected)
          expect(plan.next.status).toBe(expected)
          expect(plan.event).toBe(named)
          for (const journal of plan.journals) expect(sumOf(journal)).toBe(0)
        }
      }
    }
    expect(seen).toHaveLength(PAYMENT_STATUSES.length * PAYMENT_EVENTS.length)
  })

  test('a chargeback is the rest refunded', () => {
    for (const status of PAYMENT_STATUSES) {
      const plan = planMove(moneyIn(status), { kind: 'chargeback' })
      expect(plan.ok).toBe(nextPaymentStatus(status, 'refund_rest') !== null)
    }
  })
})

describe('a card refunded in part before it settled', () => {
  const refundedEarly: PaymentMoney = { ...moneyIn('partial_refund'), released: false }

  test('settles the rest: the status stays, what is left of the pending money is released', () => {
    const plan = planMove(refundedEarly, { kind: 'settle' })
    if (!plan.ok) throw new Error('refused')
    expect(plan.event).toBe('settle_rest')
    expect(plan.to).toBe('partial_refund')
    expect(plan.next.released).toBe(true)
    const moved = plan.journals.flatMap((journal) => journal.postings)
    expect(moved).toContainEqual({
      account: 'merchant_available',
      amountCents: 10_000 - 300 - 2_000,
    })
  })

  test('is refused once the money was released (and twice)', () => {
    expect(planMove({ ...refundedEarly, released: true }, { kind: 'settle' })).toEqual({
      ok: false,
      reason: 'illegal',
      event: 'settle_rest',
      from: 'partial_refund',
    })
  })
})

describe('the money of each move', () => {
  const pending = moneyIn('pending')

  test('pay: charge, fee, net and release at once', () => {
    const plan = planMove(pending, { kind: 'pay' })
    if (!plan.ok) throw new Error('refused')
    expect(plan.movedCents).toBe(10_000)
    expect(plan.next).toMatchObject({ capturedCents: 10_000, feeCents: 300, released: true })
    expect(plan.journals).toEqual([
      {
        kind: 'charge',
        postings: [
          { account: 'gateway_clearing', amountCents: 10_000 },
          { account: 'customer_receivable', amountCents: -10_000 },
        ],
      },
      {
        kind: 'fee',
        postings: [
          { account: 'fees', amountCents: 300 },
          { account: 'gateway_clearing', amountCents: -300 },
        ],
      },
      {
        kind: 'net',
        postings: [
          { account: 'merchant_pending', amountCents: 9_700 },
          { account: 'gateway_clearing', amountCents: -9_700 },
        ],
      },
      {
        kind: 'release',
        postings: [
          { account: 'merchant_available', amountCents: 9_700 },
          { account: 'merchant_pending', amountCents: -9_700 },
        ],
      },
    ])
  })

  test('authorize leaves the net pending; settle releases it', () => {
    const authorized = planMove(pending, { kind: 'authorize' })
    if (!authorized.ok) throw new Error('refused')
    expect(authorized.journals.map((journal) => journal.kind)).toEqual(['charge', 'fee', 'net'])
    expect(authorized.next.released).toBe(false)
    const settled = planMove(authorized.next, { kind: 'settle' })
    if (!settled.ok) throw new Error('refused')
    expect(settled.journals).toEqual([
      {
        kind: 'release',
        postings: [
          { account: 'merchant_available', amountCents: 9_700 },
          { account: 'merchant_pending', amountCents: -9_700 },
        ],
      },
    ])
  })

  test('a partial capture takes the fee on what it captured; more than authorised is refused', () => {
    const held = moneyIn('pre_authorized')
    const fees = { percent_bps: 250, fixed_cents: 50 }
    const plan = planMove(held, { kind: 'capture', amountCents: 6_000 }, fees)
    if (!plan.ok) throw new Error('refused')
    expect(plan.next).toMatchObject({ capturedCents: 6_000, feeCents: 200, status: 'authorized' })
    expect(
      plan.journals.map((journal) => [journal.kind, journal.postings[0]!.amountCents]),
    ).toEqual([
      ['charge', 6_000],
      ['fee', 200],
      ['net', 5_800],
    ])
    // The whole amount keeps the fee fixed when the charge was made.
    const whole = planMove(held, { kind: 'capture' }, fees)
    expect(whole.ok && whole.next.feeCents).toBe(300)
    expect(planMove(held, { kind: 'capture', amountCents: 10_001 }, fees)).toEqual({
      ok: false,
      reason: 'too_much',
      event: 'capture',
      maxCents: 10_000,
    })
  })

  test('refunds: partial, the exact rest, a centavo over; from pending before release', () => {
    const complete = moneyIn('complete')
    const part = planMove(complete, { kind: 'refund', amountCents: 9_999 })
    expect(part.ok && [part.event, part.to, part.next.refundedCents]).toEqual([
      'refund_part',
      'partial_refund',
      9_999,
    ])
    const rest = planMove(complete, { kind: 'refund', amountCents: 10_000 })
    expect(rest.ok && [rest.event, rest.to]).toEqual(['refund_rest', 'refunded'])
    expect(planMove(complete, { kind: 'refund', amountCents: 10_001 })).toMatchObject({
      ok: false,
      reason: 'too_much',
      maxCents: 10_000,
    })
    const partly = moneyIn('partial_refund')
    expect(planMove(partly, { kind: 'refund' })).toMatchObject({
      ok: true,
      event: 'refund_rest',
      movedCents: 8_000,
    })
    expect(planMove(partly, { kind: 'refund', amountCents: 8_001 })).toMatchObject({
      ok: false,
      maxCents: 8_000,
    })
    const fromAvailable = planMove(complete, { kind: 'refund', amountCents: 500 })
    const fromPending = planMove(moneyIn('authorized'), { kind: 'refund', amountCents: 500 })
    expect(fromAvailable.ok && fromAvailable.journals[0]!.postings[1]!.account).toBe(
      'merchant_available',
    )
    expect(fromPending.ok && fromPending.journals[0]!.postings[1]!.account).toBe('merchant_pending')
  })

  test('a chargeback takes back the rest, under its own kind', () => {
    const plan = planMove(moneyIn('partial_refund'), { kind: 'chargeback' })
    expect(plan.ok && [plan.event, plan.to, plan.movedCents, plan.journals[0]!.kind]).toEqual([
      'refund_rest',
      'refunded',
      8_000,
      'chargeback',
    ])
  })

  test('no zero postings: a fee of nothing, or one that takes it all', () => {
    const free = planMove({ ...pending, feeCents: 0 }, { kind: 'pay' })
    expect(free.ok && free.journals.map((journal) => journal.kind)).toEqual([
      'charge',
      'net',
      'release',
    ])
    const eaten = planMove({ ...pending, amountCents: 40, feeCents: 40 }, { kind: 'pay' })
    expect(eaten.ok && eaten.journals.map((journal) => journal.kind)).toEqual(['charge', 'fee'])
  })

  test('feeOf: percent rounded to the centavo, plus the fixed part, never above the amount', () => {
    expect(feeOf(10_000, { percent_bps: 250, fixed_cents: 50 })).toBe(300)
    expect(feeOf(1_999, { percent_bps: 299, fixed_cents: 0 })).toBe(60) // 59.77
    expect(feeOf(1_990, { percent_bps: 250, fixed_cents: 0 })).toBe(50) // 49.75
    expect(feeOf(30, { percent_bps: 0, fixed_cents: 50 })).toBe(30)
  })
})
