import type {
  CaptureInput,
  ChargeInput,
  MoneyTrail,
  RefundInput,
  ResendInput,
  SimulatedOutcome,
  Transaction,
  TransactionFilters,
  TransactionPage,
  TransactionQuery,
  TransactionTotals,
} from './schema.ts'
import type { PaymentSplit } from '../split/parts.ts'

/**
 * The store's payments (payments service, `/apps/{appId}/transactions`), payments level. Every
 * write that moves money takes an idempotency key: the same key and body answer the first
 * result again; the same key with another body is refused. Callers make one key per intent
 * (one click of "Reembolsar") and reuse it when they retry.
 */
export interface TransactionsApi {
  list(appId: number, query?: TransactionQuery, signal?: AbortSignal): Promise<TransactionPage>
  totals(
    appId: number,
    filters: TransactionFilters,
    signal?: AbortSignal,
  ): Promise<TransactionTotals>
  get(appId: number, paymentId: number, signal?: AbortSignal): Promise<Transaction>
  /** The ledger's journals about this payment, oldest first. */
  trail(appId: number, paymentId: number, signal?: AbortSignal): Promise<MoneyTrail>
  /**
   * How the payment was split with the split's sellers (each party's part, or why it was not
   * split); null when it was not split.
   */
  split(appId: number, paymentId: number, signal?: AbortSignal): Promise<PaymentSplit | null>
  create(appId: number, input: ChargeInput, idempotencyKey: string): Promise<Transaction>
  capture(
    appId: number,
    paymentId: number,
    input: CaptureInput,
    idempotencyKey: string,
  ): Promise<Transaction>
  refund(
    appId: number,
    paymentId: number,
    input: RefundInput,
    idempotencyKey: string,
  ): Promise<Transaction>
  /** Cancels a pending pix or boleto (or releases a pre-authorisation). */
  cancel(appId: number, paymentId: number, idempotencyKey: string): Promise<Transaction>
  /** Confirms by hand a payment of a custom method (a transfer, paid on delivery). */
  confirm(appId: number, paymentId: number, idempotencyKey: string): Promise<Transaction>
  /** Mails the payment instructions (pix code, boleto line) to the customer again. */
  resend(appId: number, paymentId: number, input: ResendInput): Promise<void>
  /** Sandbox gateways only: pretend the provider reported this outcome. */
  simulate(
    appId: number,
    paymentId: number,
    outcome: SimulatedOutcome,
    idempotencyKey: string,
  ): Promise<Transaction>
  /** Every payment matching the filters, as CSV (the server streams it). */
  exportCsv(appId: number, filters: TransactionFilters, signal?: AbortSignal): Promise<Blob>
}
