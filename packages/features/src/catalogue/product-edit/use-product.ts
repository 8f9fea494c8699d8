import useSWR from 'swr'
import { catalogueKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** The product to edit (none for a new one, or without access). */
export function useProduct(appId: number, productId: number | null, enabled: boolean) {
  const api = useApi()
  const swr = useSWR(
    enabled && productId !== null ? catalogueKeys.product(appId, productId) : null,
    () => api.catalogue.getProduct(appId, productId!),
  )
  return {
    product: swr.data,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    reload: () => swr.mutate(),
    mutate: swr.mutate,
  }
}
