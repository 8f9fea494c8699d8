import useSWR from 'swr'
import { gatewayKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** The store's gateways (the gateway filter, the new charge's choice). */
export function useGateways(appId: number, enabled: boolean) {
  const api = useApi()
  const swr = useSWR(enabled ? gatewayKeys.list(appId) : null, () => api.gateways.list(appId))
  return { gateways: swr.data, error: swr.error as unknown, reload: () => swr.mutate() }
}
