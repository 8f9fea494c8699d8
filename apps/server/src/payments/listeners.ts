import type { PaymentEvent } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import type { PaymentRow } from './rows.ts'

/*
 * Domains built on payments (recurring billing, issue 13) must follow a payment's moves in the
 * move's own transaction, whoever made it — the engine, a payer's page, the sandbox's "simulate
 * paid", a person in the panel, crash recovery. They register a listener here, once, when their
 * routes are composed; `PaymentChange.move` (apply.ts) calls every listener after it wrote a
 * move. So payments never imports those domains (no import cycle), and a listener that throws
 * rolls the move back with it. A shipment saved is told the same way (`onShipmentSaved`).
 */

/** One move as it was written, inside its transaction (the payment row is locked). */
export interface PaymentMove {
  tx: Database
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>
  appId: number
  lang: Lang
  now: Date
  event: PaymentEvent
  before: PaymentRow
  after: PaymentRow
  /** The move's note (a decline's reason, the provider's verdict), '' when none. */
  note: string
}

export type PaymentListener = (move: PaymentMove) => Promise<void>

const listeners = new Map<string, PaymentListener>()

/** Registers (or replaces) the listener under `name`: registering twice keeps one. */
export function onPaymentMove(name: string, listener: PaymentListener): void {
  listeners.set(name, listener)
}

/** Tells every listener of a move (apply.ts). */
export async function paymentMoved(move: PaymentMove): Promise<void> {
  for (const listener of listeners.values()) await listener(move)
}

/**
 * A paid payment's shipment was saved (payments/shipment), inside the save's transaction: what
 * became new for the payer — a tracking code first saved or changed, an invoice key first saved
 * or changed. The store's mails follow it the same way they follow moves.
 */
export interface ShipmentNews {
  tx: Database
  deps: Pick<AppDeps, 'jobs'>
  appId: number
  payment: PaymentRow
  tracking: boolean
  invoice: boolean
}

export type ShipmentListener = (news: ShipmentNews) => Promise<void>

const shipmentListeners = new Map<string, ShipmentListener>()

/** Registers (or replaces) the shipment listener under `name`. */
export function onShipmentSaved(name: string, listener: ShipmentListener): void {
  shipmentListeners.set(name, listener)
}

/** Tells every shipment listener (shipment.ts). */
export async function shipmentSaved(news: ShipmentNews): Promise<void> {
  for (const listener of shipmentListeners.values()) await listener(news)
}
