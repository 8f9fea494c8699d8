import type { GatewayType, PaymentEvent } from '@vitrine/api'

/**
 * Which ledger journals each move of a payment posts (the demo's copy of the plan the payment
 * routes post; see payments/ for the routes'). Accounts: money received goes
 * customer_receivable → gateway_clearing; the provider's fee leaves the clearing to `fees`;
 * the net goes to merchant_pending, then to merchant_available when released (at once for pix,
 * boleto and custom methods, on `settle` for cards). A refund takes money from
 * merchant_available (merchant_pending when not yet released) to `refunds`. Fees are not
 * given back.
 */
export interface MoneyState {
  amountCents: number
  capturedCents: number
  refundedCents: number
  feeCents: number
  /** Whether the net was released to merchant_available. */
  released: boolean
}

export interface PlannedJournal {
  kind: string
  postings: { account: string; amountCents: number }[]
}

const move = (kind: string, debit: string, credit: string, cents: number): PlannedJournal[] =>
  cents > 0
    ? [
        {
          kind,
          postings: [
            { account: debit, amountCents: cents },
            { account: credit, amountCents: -cents },
          ],
        },
      ]
    : []

const releasedAtOnce = (type: GatewayType) => type !== 'creditcard' && type !== 'voucher'

export function journalsOfMove(
  event: PaymentEvent,
  money: MoneyState,
  /** The capture's or refund's amount; the whole amount otherwise. */
  movedCents: number | null,
  feeCents: number,
  type: GatewayType,
): { journals: PlannedJournal[]; after: MoneyState } {
  const received = (cents: number, release: boolean) => {
    const net = cents - feeCents
    const journals = [
      ...move('charge', 'gateway_clearing', 'customer_receivable', cents),
      ...move('fee', 'fees', 'gateway_clearing', feeCents),
      ...move('net', 'merchant_pending', 'gateway_clearing', net),
      ...(release ? move('release', 'merchant_available', 'merchant_pending', net) : []),
    ]
    return {
      journals,
      after: {
        ...money,
        capturedCents: cents,
        feeCents,
        released: release,
      },
    }
  }
  switch (event) {
    case 'pay':
    case 'retry_succeeded':
      return received(money.amountCents, releasedAtOnce(type))
    case 'authorize':
      return received(money.amountCents, false)
    case 'capture':
      return received(movedCents ?? money.amountCents, false)
    case 'settle': {
      const net = money.capturedCents - money.feeCents - money.refundedCents
      return {
        journals: move('release', 'merchant_available', 'merchant_pending', net),
        after: { ...money, released: true },
      }
    }
    case 'refund_part':
    case 'refund_rest': {
      const cents = movedCents ?? money.capturedCents - money.refundedCents
      const from = money.released ? 'merchant_available' : 'merchant_pending'
      return {
        journals: move('refund', 'refunds', from, cents),
        after: { ...money, refundedCents: money.refundedCents + cents },
      }
    }
    default:
      return { journals: [], after: money }
  }
}
