import { href } from '../../routes/manifest.ts'

/** The store's suppliers ("/101/payments/wallet/suppliers"). */
export const suppliersHref = (appId: number) => href('payments-wallet-suppliers', { appID: appId })

/** One supplier, its payments and "Pagar fornecedor" ("/101/payments/wallet/suppliers/7"). */
export const supplierHref = (appId: number, supplierId: number) =>
  href('payments-wallet-suppliers-detail', { appID: appId, supplierId })
