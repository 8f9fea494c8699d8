import type {
  Payout,
  PayoutPage,
  PayoutQuery,
  StatementPage,
  StatementQuery,
  Supplier,
  SupplierInput,
  SupplierPage,
  SupplierPaymentInput,
  SupplierQuery,
  WalletBalance,
  WalletSettings,
  WalletSettingsInput,
  WithdrawalInput,
} from './schema.ts'

/**
 * The wallet (payments service, `/apps/{appId}/wallet`). Reads need payments read, changes
 * payments write; the `__wallet` role (section 3) is enough for both without any payments level.
 * Money moves (withdrawals, supplier payments) take an idempotency key: the same key replays the
 * first answer, so a retried click never pays twice.
 */
export interface WalletApi {
  settings(appId: number, signal?: AbortSignal): Promise<WalletSettings>
  saveSettings(appId: number, input: WalletSettingsInput): Promise<WalletSettings>
  /** Enabling is always allowed; disabling is a 409 `walletNotEmpty` whose data is the balance. */
  setEnabled(appId: number, enabled: boolean): Promise<WalletSettings>
  balance(appId: number, signal?: AbortSignal): Promise<WalletBalance>
  statement(appId: number, query?: StatementQuery, signal?: AbortSignal): Promise<StatementPage>
  /** The statement's lines with the same filters as CSV (a Blob, for `saveFile`). */
  exportStatement(appId: number, query?: StatementQuery): Promise<Blob>
  withdraw(appId: number, input: WithdrawalInput, idempotencyKey: string): Promise<Payout>
  payouts(appId: number, query?: PayoutQuery, signal?: AbortSignal): Promise<PayoutPage>
  suppliers(appId: number, query?: SupplierQuery, signal?: AbortSignal): Promise<SupplierPage>
  supplier(appId: number, supplierId: number, signal?: AbortSignal): Promise<Supplier>
  createSupplier(appId: number, input: SupplierInput): Promise<Supplier>
  updateSupplier(appId: number, supplierId: number, input: SupplierInput): Promise<Supplier>
  /** Archived suppliers cannot be paid; unarchiving brings them back. */
  setSupplierArchived(appId: number, supplierId: number, archived: boolean): Promise<Supplier>
  paySupplier(
    appId: number,
    supplierId: number,
    input: SupplierPaymentInput,
    idempotencyKey: string,
  ): Promise<Payout>
}
