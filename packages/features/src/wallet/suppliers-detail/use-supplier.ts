import useSWR from 'swr'
import { isApiError, walletKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'

/*
 * What the supplier's page reads: the supplier and the payments made to it (the balance is the
 * wallet's shared hook). Nothing is asked when `allowed` is false (level none).
 */

/** A 404 is final: another store's supplier, or an id typed wrong. */
export const isNotFound = (error: unknown) => isApiError(error) && error.statusCode === 404
const retryUnlessNotFound = { shouldRetryOnError: (error: unknown) => !isNotFound(error) }

/** Payments to one supplier per page of its history. */
export const PAYOUTS_PAGE_SIZE = 20

export function useSupplier(appId: number, supplierId: number, allowed: boolean) {
  const api = useApi()
  return useSWR(
    allowed ? walletKeys.supplier(appId, supplierId) : null,
    () => api.wallet.supplier(appId, supplierId),
    retryUnlessNotFound,
  )
}

/** The supplier's payments, newest first, a page after another. */
export function useSupplierPayouts(appId: number, supplierId: number, allowed: boolean) {
  const api = useApi()
  return useKeysetPages({
    filters: { supplier_id: supplierId },
    enabled: allowed,
    pageSize: PAYOUTS_PAGE_SIZE,
    listKey: (filters) => walletKeys.payouts(appId, filters),
    fetchPage: (query) => api.wallet.payouts(appId, query),
  })
}
