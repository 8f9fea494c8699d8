import type { PayoutFilters, StatementFilters, SupplierFilters } from './schema.ts'

export const walletKeys = {
  all: (appId: number) => ['wallet', appId] as const,
  settings: (appId: number) => [...walletKeys.all(appId), 'settings'] as const,
  balance: (appId: number) => [...walletKeys.all(appId), 'balance'] as const,
  /** One filtered list; the cursor is part of swr/infinite's page key, not of this one. */
  statement: (appId: number, filters: StatementFilters) =>
    [...walletKeys.all(appId), 'statement', filters] as const,
  payouts: (appId: number, filters: PayoutFilters) =>
    [...walletKeys.all(appId), 'payouts', filters] as const,
  suppliers: (appId: number, filters: SupplierFilters) =>
    [...walletKeys.all(appId), 'suppliers', filters] as const,
  supplier: (appId: number, supplierId: number) =>
    [...walletKeys.all(appId), 'supplier', supplierId] as const,
}
