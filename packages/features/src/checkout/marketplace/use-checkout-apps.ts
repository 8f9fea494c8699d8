import useSWR from 'swr'
import { checkoutMarketplaceKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** The catalogue's apps with this store's installations; nothing asked at level none. */
export function useCheckoutApps(appId: number, enabled: boolean) {
  const api = useApi()
  const list = useSWR(enabled ? checkoutMarketplaceKeys.list(appId) : null, () =>
    api.checkoutMarketplace.list(appId),
  )
  return { apps: list.data, error: list.error as unknown, retry: () => void list.mutate() }
}
