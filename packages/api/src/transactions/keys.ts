import type { TransactionFilters } from './schema.ts'

export const transactionKeys = {
  all: (appId: number) => ['transactions', appId] as const,
  /** One filtered list; the cursor is part of swr/infinite's page key, not of this one. */
  list: (appId: number, filters: TransactionFilters) =>
    [...transactionKeys.all(appId), 'list', filters] as const,
  totals: (appId: number, filters: TransactionFilters) =>
    [...transactionKeys.all(appId), 'totals', filters] as const,
  detail: (appId: number, paymentId: number) =>
    [...transactionKeys.all(appId), 'detail', paymentId] as const,
  trail: (appId: number, paymentId: number) =>
    [...transactionKeys.all(appId), 'trail', paymentId] as const,
  split: (appId: number, paymentId: number) =>
    [...transactionKeys.all(appId), 'split', paymentId] as const,
}
