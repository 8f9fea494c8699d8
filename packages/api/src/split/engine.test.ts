import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PAYMENT_TYPES } from '../transactions/schema.ts'
import {
  splitPayment,
  splitRefusalMessage,
  type Split,
  type SplitInput,
  type SplitResult,
} from './engine.ts'
import { reverseSplit, reversalRefusalMessage, type Reversal } from './reverse.ts'
import {
  splitFixedTotal,
  splitSharesFor,
  splitRuleProblems,
  SplitRuleSchema,
  SPLIT_WHOLE_BPS,
  type SplitBearer,
  type SplitRule,
  type SplitRuleInput,
  type SplitShare,
} from './schema.ts'
import { compareSplits } from './simulate.ts'

const nbsp = '\u00a0'
const rule = (input: SplitRuleInput): SplitRule => v.parse(SplitRuleSchema, input)
const pix = (amountCents: number, feeCents = 0): SplitInput => ({
  amountCents,
  feeCents,
  paymentType: 'pix',
  installments: 1,
})
const percent = (seller_id: number, basis_points: number) =>
  ({ seller_id, kind: 'percent', basis_points }) as const
const fixed = (seller_id: number, cents: number) => ({ seller_id, kind: 'fixed', cents }) as const

function accepted(result: SplitResult): Split {
  if (!result.ok) throw new Error(`refused: ${splitRefusalMessage('pt-BR', result.refusal)}`)
  return result.split
}

/** Each party's [gross, fee, net], the merchant first. */
const lines = (split: Split) =>
  split.parts.map((part) => [part.grossCents, part.feeCents, part.netCents])

describe('splitPayment: the issue’s cases', () => {
  it('splits R$ 10,01 three ways exactly, the 2 centavos left to the rounding taker', () => {
    // The store and two sellers with a third each (33,33 %, the store keeps 33,34 %).
    const thirds = rule({ shares: [percent(1, 3333), percent(2, 3333)] })
    const split = accepted(splitPayment(thirds, pix(1001)))
    expect(lines(split)).toEqual([
      [335, 0, 335],
      [333, 0, 333],
      [333, 0, 333],
    ])
    expect(split.rounding).toEqual({ party: { kind: 'merchant' }, cents: 2 })
    expect(split.parts[0]).toMatchObject({ term: { kind: 'rest', basisPoints: 3334 } })

    // Three sellers, nothing for the store, the rounding to the third, the fee pro rata.
    const sellers = rule({
      shares: [percent(1, 3333), percent(2, 3333), percent(3, 3334)],
      fee_payer: { kind: 'sellers_pro_rata' },
      remainder_taker: { kind: 'seller', seller_id: 3 },
    })
    const three = accepted(splitPayment(sellers, pix(1001, 30)))
    expect(three.parts.map((part) => part.grossCents)).toEqual([0, 333, 333, 335])
    expect(three.parts.map((part) => part.feeCents)).toEqual([0, 10, 10, 10])
    expect(three.rounding).toEqual({ party: { kind: 'seller', sellerId: 3 }, cents: 2 })
    expect(three.parts[3]!.roundingCents).toBe(2)
  })

  it('splits R$ 0,01: the one centavo goes to the rounding taker', () => {
    const shares = [percent(1, 2000), percent(2, 1000)]
    expect(lines(accepted(splitPayment(rule({ shares }), pix(1))))).toEqual([
      [1, 0, 1],
      [0, 0, 0],
      [0, 0, 0],
    ])
    const toSeller = rule({ shares, remainder_taker: { kind: 'seller', seller_id: 2 } })
    const split = accepted(splitPayment(toSeller, pix(1)))
    expect(lines(split)).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [1, 0, 1],
    ])
    expect(split.rounding).toEqual({ party: { kind: 'seller', sellerId: 2 }, cents: 1 })
  })

  it('splits 70/20/10 with the fee on the merchant', () => {
    const seventy = rule({ shares: [percent(1, 2000), percent(2, 1000)] })
    const split = accepted(splitPayment(seventy, pix(10_000, 99)))
    expect(lines(split)).toEqual([
      [7000, 99, 6901],
      [2000, 0, 2000],
      [1000, 0, 1000],
    ])
    expect(split.rounding).toBeNull()
  })

  it('divides the fee pro rata by the largest remainder', () => {
    const shares = [percent(1, 2000), percent(2, 1000)]
    // 99 × 70 % = 69,3; × 20 % = 19,8; × 10 % = 9,9: the two centavos go to the .9 and the .8.
    const all = accepted(
      splitPayment(rule({ shares, fee_payer: { kind: 'pro_rata' } }), pix(10_000, 99)),
    )
    expect(all.parts.map((part) => part.feeCents)).toEqual([69, 20, 10])
    const sellers = accepted(
      splitPayment(rule({ shares, fee_payer: { kind: 'sellers_pro_rata' } }), pix(10_000, 99)),
    )
    expect(sellers.parts.map((part) => part.feeCents)).toEqual([0, 66, 33])
    const named = accepted(
      splitPayment(rule({ shares, fee_payer: { kind: 'seller', seller_id: 2 } }), pix(10_000, 99)),
    )
    expect(lines(named)[2]).toEqual([1000, 99, 901])
  })

  it('pays fixed shares first and the percentages of what remains', () => {
    const courier = rule({ shares: [fixed(1, 500), percent(2, 2000)] })
    const split = accepted(splitPayment(courier, pix(10_000, 100)))
    expect(split).toMatchObject({ fixedCents: 500, percentBaseCents: 9500 })
    expect(lines(split)).toEqual([
      [7600, 100, 7500],
      [500, 0, 500],
      [1900, 0, 1900],
    ])
    // Fixed shares with the percentages at 100 %: the store keeps only the rounding centavo
    // (60 % of 751 is 450,6 and 40 % is 300,4), the sellers pay the fee by share (2,75 · 4,95 · 3,3).
    const all = rule({
      shares: [fixed(1, 250), percent(2, 6000), percent(3, 4000)],
      fee_payer: { kind: 'sellers_pro_rata' },
    })
    expect(lines(accepted(splitPayment(all, pix(1001, 11))))).toEqual([
      [1, 0, 1],
      [250, 3, 247],
      [450, 5, 445],
      [300, 3, 297],
    ])
  })

  it('uses the shares of the payment type’s override', () => {
    const card = rule({
      shares: [percent(1, 1000)],
      overrides: [{ payment_type: 'creditcard', shares: [percent(1, 1500)] }],
    })
    const byPix = accepted(splitPayment(card, pix(10_000)))
    const byCard = accepted(
      splitPayment(card, { ...pix(10_000), paymentType: 'creditcard', installments: 3 }),
    )
    expect([byPix.sharesFrom, byPix.parts[1]!.grossCents]).toEqual(['rule', 1000])
    expect([byCard.sharesFrom, byCard.parts[1]!.grossCents, byCard.installments]).toEqual([
      'override',
      1500,
      3,
    ])
  })

  it('refuses percentages over 100 % with the rule’s problem', () => {
    const over: SplitRule = {
      shares: [percent(1, 7000), percent(2, 5000)],
      fee_payer: { kind: 'pro_rata' },
      remainder_taker: { kind: 'merchant' },
      chargeback_liability: { kind: 'merchant' },
      overrides: [],
    }
    const result = splitPayment(over, pix(10_000))
    expect(result).toMatchObject({ ok: false, refusal: { reason: 'invalid_rule' } })
    expect(!result.ok && splitRefusalMessage('pt-BR', result.refusal)).toBe(
      'As porcentagens somam 120%: juntas, não podem passar de 100%.',
    )
  })

  it('refuses fixed shares over the amount, with both amounts', () => {
    const result = splitPayment(rule({ shares: [fixed(1, 3000), fixed(2, 2000)] }), pix(4999))
    expect(result).toEqual({
      ok: false,
      refusal: { reason: 'fixed_over_amount', fixedCents: 5000, amountCents: 4999 },
    })
    expect(!result.ok && splitRefusalMessage('pt-BR', result.refusal)).toBe(
      `As partes fixas somam R$${nbsp}50,00, mais que o valor do pagamento (R$${nbsp}49,99): este pagamento não pode ser dividido por esta regra.`,
    )
  })

  it('refuses a fee its payer’s share cannot cover, never a negative net', () => {
    const tiny = rule({ shares: [fixed(7, 10)], fee_payer: { kind: 'seller', seller_id: 7 } })
    const result = splitPayment(tiny, pix(10_000, 50))
    expect(result).toEqual({
      ok: false,
      refusal: {
        reason: 'fee_over_share',
        payer: { kind: 'seller', seller_id: 7 },
        feeCents: 50,
        shareCents: 10,
      },
    })
    expect(!result.ok && splitRefusalMessage('pt-BR', result.refusal, () => 'Ana Tecidos')).toBe(
      `O vendedor Ana Tecidos receberia R$${nbsp}0,10 e teria de pagar R$${nbsp}0,50 de tarifa: ficaria com saldo negativo neste pagamento.`,
    )
    const store = rule({ shares: [percent(1, 9990)] })
    const merchant = splitPayment(store, pix(1000, 5))
    expect(merchant).toMatchObject({
      ok: false,
      refusal: { reason: 'fee_over_share', shareCents: 1 },
    })
    expect(splitPayment(store, pix(100, 101))).toMatchObject({
      ok: false,
      refusal: { reason: 'fee_over_amount' },
    })
  })

  it('refuses what is not a payment, in words', () => {
    const any = rule({ shares: [percent(1, 1000)] })
    const cases = [
      [{ ...pix(10.5) }, 'amountCents'],
      [{ ...pix(100, -1) }, 'feeCents'],
      [{ ...pix(100), installments: 0 }, 'installments'],
      [{ ...pix(100), paymentType: 'cash' as never }, 'paymentType'],
    ] as const
    for (const [input, field] of cases) {
      const result = splitPayment(any, input)
      expect(result).toEqual({ ok: false, refusal: { reason: 'invalid_input', field } })
      expect(!result.ok && splitRefusalMessage('pt-BR', result.refusal)).toMatch(/\.$/)
    }
  })

  it('is deterministic', () => {
    const same = rule({ shares: [percent(1, 3333), fixed(2, 17)], fee_payer: { kind: 'pro_rata' } })
    expect(splitPayment(same, pix(98_765, 321))).toEqual(splitPayment(same, pix(98_765, 321)))
  })
})

describe('reverseSplit', () => {
  const thirds = accepted(
    splitPayment(rule({ shares: [percent(1, 3333), percent(2, 3333)] }), pix(1001)),
  )
  const cents = (reversal: Reversal) => reversal.parts.map((part) => part.cents)
  const reversed = (result: ReturnType<typeof reverseSplit>) => {
    if (!result.ok) throw new Error(reversalRefusalMessage('pt-BR', result.refusal))
    return result.reversal
  }

  it('gives back pro rata, and partial refunds add up to each share exactly', () => {
    const proRata: SplitBearer = { kind: 'pro_rata' }
    const first = reversed(reverseSplit(thirds, 500, proRata))
    expect(cents(first)).toEqual([167, 167, 166])
    const second = reversed(reverseSplit(thirds, 501, proRata, [first]))
    expect(cents(first).map((part, index) => part + cents(second)[index]!)).toEqual([335, 333, 333])
    expect(reverseSplit(thirds, 1, proRata, [first, second])).toEqual({
      ok: false,
      refusal: { reason: 'refund_over_remaining', refundCents: 1, remainingCents: 0 },
    })
  })

  it('charges a single liable party the whole refund, even past its share', () => {
    const store = reversed(reverseSplit(thirds, 1001, { kind: 'merchant' }))
    expect(cents(store)).toEqual([1001, 0, 0])
    expect(store.parts[0]!.beyondShareCents).toBe(666)
    const seller = reversed(reverseSplit(thirds, 400, { kind: 'seller', seller_id: 2 }))
    expect(cents(seller)).toEqual([0, 0, 400])
    expect(seller.parts[2]!.beyondShareCents).toBe(67)
  })

  it('leaves the merchant liable when the liable sellers had no part', () => {
    const gone = reversed(reverseSplit(thirds, 100, { kind: 'seller', seller_id: 9 }))
    expect([gone.bornBy, ...cents(gone)]).toEqual(['merchant_fallback', 100, 0, 0])
    const cent = accepted(splitPayment(rule({ shares: [percent(1, 5000)] }), pix(1)))
    const sellers = reversed(reverseSplit(cent, 1, { kind: 'sellers_pro_rata' }))
    expect([sellers.bornBy, ...cents(sellers)]).toEqual(['merchant_fallback', 1, 0])
  })

  it('has the sellers give what they have, then the excess by share', () => {
    const sellers = reversed(reverseSplit(thirds, 1001, { kind: 'sellers_pro_rata' }))
    expect(cents(sellers)).toEqual([0, 501, 500])
    expect(sellers.parts.map((part) => part.beyondShareCents)).toEqual([0, 168, 167])
  })

  it('refuses a refund that is not a whole number of centavos', () => {
    const result = reverseSplit(thirds, -5, { kind: 'merchant' })
    expect(result).toEqual({ ok: false, refusal: { reason: 'invalid_refund' } })
  })
})

describe('compareSplits', () => {
  it('shows the draft against the rule in force, party by party', () => {
    const current = rule({ shares: [percent(1, 2000)] })
    const draft = rule({ shares: [percent(1, 1500), percent(2, 1000)] })
    const comparison = compareSplits(draft, current, pix(10_000, 99))
    expect(comparison.hasCurrentRule).toBe(true)
    expect(
      comparison.differences?.map((line) => [line.party, line.grossDeltaCents, line.netDeltaCents]),
    ).toEqual([
      [{ kind: 'merchant' }, -500, -500],
      [{ kind: 'seller', sellerId: 1 }, -500, -500],
      [{ kind: 'seller', sellerId: 2 }, 1000, 1000],
    ])
  })

  it('compares with the unsplit payment when there is no rule yet', () => {
    const draft = rule({ shares: [percent(1, 2000)] })
    const comparison = compareSplits(draft, null, pix(10_000, 99))
    expect(comparison.hasCurrentRule).toBe(false)
    expect(comparison.current.ok && lines(comparison.current.split)).toEqual([[10_000, 99, 9901]])
    expect(comparison.differences?.map((line) => line.netDeltaCents)).toEqual([-2000, 2000])
  })

  it('has no differences when a side is refused', () => {
    const draft = rule({ shares: [fixed(1, 20_000)] })
    const comparison = compareSplits(draft, null, pix(10_000))
    expect(comparison.draft.ok).toBe(false)
    expect(comparison.differences).toBeNull()
  })
})

/*
 * Property tests: rules and payments drawn at random by fast-check (it prints the seed and the
 * smallest failing case), the invariants the issue asks of the engine checked on every one.
 */

/** A valid rule of 1–6 sellers: percentages that total at most 100 %, fixed shares, any bearers. */
const ruleArbitrary: fc.Arbitrary<SplitRule> = fc
  .integer({ min: 1, max: 6 })
  .chain((count) =>
    fc.record({
      kinds: fc.array(fc.boolean(), { minLength: count, maxLength: count }),
      bps: fc.array(fc.integer({ min: 1, max: Math.floor(SPLIT_WHOLE_BPS / count) }), {
        minLength: count,
        maxLength: count,
      }),
      cents: fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: count, maxLength: count }),
      fill: fc.boolean(),
      fee: fc.constantFrom('merchant', 'pro_rata', 'sellers_pro_rata', 'seller'),
      liability: fc.constantFrom('merchant', 'pro_rata', 'sellers_pro_rata', 'seller'),
      takerSeller: fc.boolean(),
      pick: fc.nat({ max: count - 1 }),
    }),
  )
  .map(({ kinds, bps, cents, fill, fee, liability, takerSeller, pick }) => {
    const shares: SplitShare[] = kinds.map((isPercent, index) =>
      isPercent ? percent(index + 1, bps[index]!) : fixed(index + 1, cents[index]!),
    )
    const last = shares.at(-1)!
    if (fill && last.kind === 'percent') {
      // Now and then the percentages make exactly 100 %.
      last.basis_points =
        SPLIT_WHOLE_BPS -
        shares
          .slice(0, -1)
          .reduce((sum, share) => sum + (share.kind === 'percent' ? share.basis_points : 0), 0)
    }
    const named = (kind: string): SplitBearer =>
      kind === 'seller' ? { kind: 'seller', seller_id: pick + 1 } : ({ kind } as SplitBearer)
    return {
      shares,
      fee_payer: named(fee),
      remainder_taker: takerSeller ? { kind: 'seller', seller_id: pick + 1 } : { kind: 'merchant' },
      chargeback_liability: named(liability),
      overrides: [],
    } satisfies SplitRule
  })
  .filter((candidate) => splitRuleProblems(candidate).length === 0)

/** Amounts from R$ 0,00 up, small ones often (rounding) and huge ones too (BigInt arithmetic). */
const amountArbitrary = fc.oneof(
  fc.integer({ min: 0, max: 2_000 }),
  fc.integer({ min: 0, max: 10_000_000 }),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
)
const paymentArbitrary = amountArbitrary.chain((amountCents) =>
  fc.record({
    amountCents: fc.constant(amountCents),
    feeCents: fc.oneof(
      fc.integer({ min: 0, max: Math.min(amountCents, 500) }),
      fc.integer({ min: 0, max: amountCents }),
    ),
    paymentType: fc.constantFrom(...PAYMENT_TYPES),
    installments: fc.integer({ min: 1, max: 24 }),
  }),
)

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

describe('splitPayment: properties', () => {
  it('shares sum to the amount, fees to the fee, nets to amount − fee, none negative', () => {
    fc.assert(
      fc.property(ruleArbitrary, paymentArbitrary, (anyRule, payment) => {
        const result = splitPayment(anyRule, payment)
        if (!result.ok) return
        const { parts } = result.split
        expect(sum(parts.map((part) => part.grossCents))).toBe(payment.amountCents)
        expect(sum(parts.map((part) => part.feeCents))).toBe(payment.feeCents)
        expect(sum(parts.map((part) => part.netCents))).toBe(payment.amountCents - payment.feeCents)
        for (const part of parts) {
          expect(part.feeCents).toBeGreaterThanOrEqual(0)
          expect(part.netCents).toBeGreaterThanOrEqual(0)
          expect(part.netCents).toBe(part.grossCents - part.feeCents)
        }
        // The rounding leaves fewer centavos than there are percentage parties.
        expect(result.split.rounding?.cents ?? 0).toBeLessThanOrEqual(parts.length - 1)
      }),
      { numRuns: 2000 },
    )
  })

  it('refuses only fixed shares over the amount or a fee its payer cannot cover', () => {
    fc.assert(
      fc.property(ruleArbitrary, paymentArbitrary, (anyRule, payment) => {
        const result = splitPayment(anyRule, payment)
        const fixedOver =
          splitFixedTotal(splitSharesFor(anyRule, payment.paymentType)) > payment.amountCents
        if (fixedOver)
          expect(result).toMatchObject({ ok: false, refusal: { reason: 'fixed_over_amount' } })
        else if (!result.ok) {
          expect(result.refusal.reason).toBe('fee_over_share')
          expect(anyRule.fee_payer.kind).not.toBe('pro_rata')
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('reversals never give back more than was split and each sums to its refund', () => {
    const refunds = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 5 })
    fc.assert(
      fc.property(ruleArbitrary, paymentArbitrary, refunds, (anyRule, payment, pieces) => {
        const result = splitPayment(anyRule, payment)
        if (!result.ok) return
        const split = result.split
        const liability = anyRule.chargeback_liability
        const done: Reversal[] = []
        let refunded = 0
        // The pieces while they fit, then whatever is left: every run refunds it all.
        for (const piece of [...pieces, Number.MAX_SAFE_INTEGER]) {
          const refund = Math.min(piece, split.amountCents - refunded)
          const reversal = reverseSplit(split, refund, liability, done)
          if (!reversal.ok) throw new Error(reversal.refusal.reason)
          expect(sum(reversal.reversal.parts.map((part) => part.cents))).toBe(refund)
          for (const part of reversal.reversal.parts) expect(part.cents).toBeGreaterThanOrEqual(0)
          done.push(reversal.reversal)
          refunded += refund
        }
        expect(refunded).toBe(split.amountCents)
        expect(reverseSplit(split, 1, liability, done)).toMatchObject({
          ok: false,
          refusal: { reason: 'refund_over_remaining' },
        })
        if (liability.kind === 'pro_rata') {
          // Refunded in full, piece by piece: each party gives back exactly its gross share.
          split.parts.forEach((part, index) => {
            expect(sum(done.map((d) => d.parts[index]!.cents))).toBe(part.grossCents)
          })
        }
      }),
      { numRuns: 500 },
    )
  })

  it('a comparison’s differences balance out: money only moves between parties', () => {
    fc.assert(
      fc.property(ruleArbitrary, ruleArbitrary, paymentArbitrary, (draft, current, payment) => {
        const { differences } = compareSplits(draft, current, payment)
        if (!differences) return
        expect(sum(differences.map((line) => line.grossDeltaCents))).toBe(0)
        expect(sum(differences.map((line) => line.netDeltaCents))).toBe(0)
      }),
      { numRuns: 500 },
    )
  })
})
