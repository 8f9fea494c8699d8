import {
  gatewayFeeCents,
  nextPaymentStatus,
  type GatewayFees,
  type PaymentEvent,
  type PaymentStatus,
} from '@vitrine/api'
import { givenBack, moneyReceived, released, type JournalPlan } from './ledger-entries.ts'

/*
 * The move function: what one event does to a payment's money, decided without I/O so that
 * it can be tested against every status. The server applies the plan (apply.ts) after locking
 * the payment row; the status part is the contract's PAYMENT_TRANSITIONS, and this adds the
 * arithmetic (a refund never passes what is left, a capture never passes the pre-authorised
 * amount) and the ledger's journals (ledger-entries.ts).
 */

/** The payment's money as stored, and whether the merchant's part was released yet. */
export interface PaymentMoney {
  status: PaymentStatus
  amountCents: number
  capturedCents: number
  refundedCents: number
  feeCents: number
  /** A pay or a settle happened: the merchant's money is available, not pending. */
  released: boolean
  /**
   * What a split took out of the merchant's pending money and did not give back (the sellers'
   * parts): a settle releases only the rest. Read from the ledger for a settle only.
   */
  heldForSellersCents?: number
}

/** What is asked: an event of the timeline, with the amount where the person chooses one. */
export type MoveIntent =
  | { kind: 'issue' | 'pay' | 'authorize' | 'pre_authorize' | 'settle' }
  | { kind: 'decline' | 'cancel' | 'void' | 'retry_failed' | 'retry_succeeded' }
  /** Left out: the whole pre-authorised amount. */
  | { kind: 'capture'; amountCents?: number }
  /** Left out: the rest of the captured money. */
  | { kind: 'refund'; amountCents?: number }
  /** The payer's bank takes back everything not refunded yet. */
  | { kind: 'chargeback' }

export interface MovePlan {
  ok: true
  event: PaymentEvent
  from: PaymentStatus
  to: PaymentStatus
  /** The money this event moved (received, captured, refunded), null when none. */
  movedCents: number | null
  next: PaymentMoney
  journals: JournalPlan[]
}

export type MoveRefusal =
  | { ok: false; reason: 'illegal'; event: PaymentEvent; from: PaymentStatus }
  /** The amount passes what the move allows: at most `maxCents`. */
  | { ok: false; reason: 'too_much'; event: PaymentEvent; maxCents: number }

/**
 * The provider's fee on money received: percent (basis points) plus fixed, never above it.
 * The contract's, so the split simulator previews the very fee a payment carries.
 */
export const feeOf: (cents: number, fees: GatewayFees) => number = gatewayFeeCents

/**
 * Plans one move. `fees` are the gateway's, for a partial capture (the fee of a payment taken
 * whole was fixed when it was charged); without them a partial capture keeps at most the fee
 * fixed then.
 */
export function planMove(
  money: PaymentMoney,
  intent: MoveIntent,
  fees: GatewayFees | null = null,
): MovePlan | MoveRefusal {
  const from = money.status
  // Both refund events start from the same statuses; a refused refund reads "estornar".
  const asked =
    intent.kind === 'refund' || intent.kind === 'chargeback'
      ? 'refund_rest'
      : intent.kind === 'settle' && from === 'partial_refund'
        ? 'settle_rest'
        : intent.kind
  // A settle of what a partial refund left is for money not yet released, only.
  if (nextPaymentStatus(from, asked) === null || (asked === 'settle_rest' && money.released))
    return { ok: false, reason: 'illegal', event: asked, from }
  const event = eventOf(money, intent)
  const to = nextPaymentStatus(from, event)!
  const plan = (next: Partial<PaymentMoney>, movedCents: number | null, journals: JournalPlan[]) =>
    ({
      ok: true,
      event,
      from,
      to,
      movedCents,
      next: { ...money, ...next, status: to },
      journals,
    }) satisfies MovePlan

  switch (intent.kind) {
    case 'pay':
    case 'retry_succeeded': {
      // Pix, boleto and custom money is in the merchant's hands once paid.
      const captured = money.amountCents
      const fee = Math.min(money.feeCents, captured)
      return plan({ capturedCents: captured, feeCents: fee, released: true }, captured, [
        ...moneyReceived(captured, fee),
        ...released(captured - fee),
      ])
    }
    case 'authorize': {
      const captured = money.amountCents
      const fee = Math.min(money.feeCents, captured)
      return plan(
        { capturedCents: captured, feeCents: fee },
        captured,
        moneyReceived(captured, fee),
      )
    }
    case 'capture': {
      const captured = intent.amountCents ?? money.amountCents
      if (captured > money.amountCents) {
        return { ok: false, reason: 'too_much', event, maxCents: money.amountCents }
      }
      const fee =
        captured === money.amountCents
          ? money.feeCents
          : fees
            ? feeOf(captured, fees)
            : Math.min(money.feeCents, captured)
      return plan(
        { capturedCents: captured, feeCents: fee },
        captured,
        moneyReceived(captured, fee),
      )
    }
    case 'settle': {
      const pending =
        money.capturedCents -
        money.feeCents -
        money.refundedCents -
        (money.heldForSellersCents ?? 0)
      return plan({ released: true }, null, released(pending))
    }
    case 'refund':
    case 'chargeback': {
      const rest = money.capturedCents - money.refundedCents
      const cents = intent.kind === 'refund' ? (intent.amountCents ?? rest) : rest
      if (cents > rest) return { ok: false, reason: 'too_much', event, maxCents: rest }
      const kind = intent.kind === 'refund' ? 'refund' : 'chargeback'
      return plan(
        { refundedCents: money.refundedCents + cents },
        cents,
        givenBack(kind, cents, money.released),
      )
    }
    default:
      // issue, pre_authorize, decline, cancel, void, retry_failed: no money moves.
      return plan({}, null, [])
  }
}

/** The timeline's event for the intent: a refund of the whole rest is `refund_rest`. */
function eventOf(money: PaymentMoney, intent: MoveIntent): PaymentEvent {
  if (intent.kind === 'chargeback') return 'refund_rest'
  if (intent.kind === 'settle' && money.status === 'partial_refund') return 'settle_rest'
  if (intent.kind !== 'refund') return intent.kind
  const rest = money.capturedCents - money.refundedCents
  return intent.amountCents === undefined || intent.amountCents >= rest
    ? 'refund_rest'
    : 'refund_part'
}
