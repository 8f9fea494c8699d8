/**
 * The accounts every app's ledger starts with, following one payment's money:
 * the customer owes it (customer_receivable) → the gateway collects it (gateway_clearing) →
 * the merchant is owed it, not yet released (merchant_pending) → released (merchant_available);
 * fees are what the gateway keeps, refunds what went back. Debits are positive, credits
 * negative: the customer's debt is a debit on customer_receivable, and so on. Later areas add
 * their own codes (a seller's balance, a wallet) with a prefix, e.g. 'seller:42'.
 *
 * The wallet (wallet/balance.ts) adds two: a payout asked for moves the merchant's available
 * money to `wallet_in_transit` (journal `payout`, reference `payout:<id>`); confirmed, it moves on
 * to `wallet_paid_out` (`payout_paid`), the money that left for good; failed, it returns to
 * `merchant_available` (`payout_returned`).
 */
export const LEDGER_ACCOUNTS = [
  'customer_receivable',
  'gateway_clearing',
  'merchant_pending',
  'merchant_available',
  'fees',
  'refunds',
  'wallet_in_transit',
  'wallet_paid_out',
] as const

export type LedgerAccountCode = (typeof LEDGER_ACCOUNTS)[number] | `${string}:${string}`
