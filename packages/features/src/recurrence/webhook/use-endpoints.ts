import useSWR from 'swr'
import { webhookKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** The store's webhook endpoints (never their secrets); nothing is asked when `enabled` is false. */
export function useEndpoints(appId: number, enabled: boolean) {
  const api = useApi()
  return useSWR(enabled ? webhookKeys.list(appId) : null, () => api.webhooks.list(appId))
}
