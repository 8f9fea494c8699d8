import useSWR from 'swr'
import { recurrenceKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/**
 * The store's products to put in a plan: those in use (not archived), one request of up to 200
 * — a subscription store sells tens of products, not thousands. Shared with the products
 * screen's first page through the same key.
 */
export function useProductChoices(appId: number, enabled: boolean) {
  const api = useApi()
  const products = useSWR(enabled ? [...recurrenceKeys.products(appId, {}), 'choices'] : null, () =>
    api.recurrence.listProducts(appId, { limit: 200 }),
  )
  return { products: products.data?.items, error: products.error as unknown }
}
