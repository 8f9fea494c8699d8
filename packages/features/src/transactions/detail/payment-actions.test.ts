import { describe, expect, it } from 'vitest'
import { PAYMENT_STATUSES, type Transaction } from '@vitrine/api'
import { sampleTransactions } from '@vitrine/api/fixture'
import { paymentActions, refundableOf } from './payment-actions.ts'

const payment = (id: number) => sampleTransactions.find((item) => item.id === id)!

describe('payment actions', () => {
  it('offers what the status allows to a write-level viewer', () => {
    expect(paymentActions(payment(4821), 'write')).toEqual(['capture', 'void'])
    expect(paymentActions(payment(4822), 'write')).toEqual(['refund'])
    expect(paymentActions(payment(4820), 'write')).toEqual([
      'resend',
      'cancel',
      'simulate-paid',
      'simulate-expired',
    ])
    expect(paymentActions(payment(4812), 'write')).toEqual(['confirm', 'resend', 'cancel'])
    expect(paymentActions(payment(4818), 'write')).toEqual([
      'refund',
      'simulate-settled',
      'simulate-chargeback',
    ])
  })

  it('offers no simulation on a production gateway, and nothing once all went back', () => {
    expect(paymentActions(payment(4801), 'write')).toEqual(['refund', 'simulate-chargeback'])
    const live = {
      ...payment(4820),
      gateway: { ...payment(4820).gateway!, environment: 'production' },
    }
    expect(paymentActions(live as Transaction, 'write')).toEqual(['resend', 'cancel'])
    expect(paymentActions(payment(4816), 'write')).toEqual([])
    expect(paymentActions(payment(4815), 'write')).toEqual([])
  })

  it('offers nothing to read level or below, whatever the status', () => {
    for (const status of PAYMENT_STATUSES) {
      const sample = { ...payment(4822), status } satisfies Transaction
      expect(paymentActions(sample, 'read')).toEqual([])
      expect(paymentActions(sample, 'none')).toEqual([])
    }
  })

  it('refunds only what was captured and not yet returned', () => {
    expect(refundableOf(payment(4817))).toBe(20_000)
    expect(refundableOf(payment(4820))).toBe(0)
  })
})
