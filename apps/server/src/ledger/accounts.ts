/**
 * The accounts every app's ledger starts with, following one payment's money:
 * the customer owes it (customer_receivable) → the gateway collects it (gateway_clearing) →
 * the merchant is owed it, not yet released (merchant_pending) → released (merchant_available);
 * fees are what the gateway keeps, refunds what went back. Debits are positive, credits
 * negative: the customer's debt is a debit on customer_receivable, and so on. Later areas add
 * their own codes (a seller's balance, a wallet) with a prefix, e.g. 'seller:42'.
 */
export const LEDGER_ACCOUNTS = [
  'customer_receivable',
  'gateway_clearing',
  'merchant_pending',
  'merchant_available',
  'fees',
  'refunds',
] as const

export type LedgerAccountCode = (typeof LEDGER_ACCOUNTS)[number] | `${string}:${string}`
