import useSWR from 'swr'
import { splitKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** The store's gateways that split; nothing is asked when `allowed` is false (level none). */
export function useSplitGateways(appId: number, allowed: boolean) {
  const api = useApi()
  return useSWR(allowed ? splitKeys.gateways(appId) : null, () => api.split.listGateways(appId))
}
