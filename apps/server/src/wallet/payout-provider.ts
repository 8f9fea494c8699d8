import type { PayoutDestination } from '@vitrine/api'

/*
 * What a payout provider (the PSP or bank that moves the store's money out) must do. Our
 * reference (`payout:<id>`) is unique per store and idempotent on its side: a transfer asked
 * again with the same reference answers the first transfer, never a second one, so a crash
 * between asking and writing the answer is repaired by asking again (settle.ts).
 */

export interface TransferRequest {
  appId: number
  reference: string
  destination: PayoutDestination
  amountCents: number
}

/** Taken (the transfer is on its way; its outcome comes later), or refused outright. */
export type TransferAnswer = { ok: true; reference: string } | { ok: false; reason: string }

/** Where a transfer is: still on its way, paid out at the destination, or failed. */
export type TransferState =
  | { status: 'pending'; reference: string }
  | { status: 'paid'; reference: string }
  | { status: 'failed'; reference: string; reason: string }

export interface PayoutProvider {
  readonly name: string
  transfer(request: TransferRequest): Promise<TransferAnswer>
  /** The transfer made under our reference, or null when the provider never got it. */
  lookup(appId: number, reference: string): Promise<TransferState | null>
}
