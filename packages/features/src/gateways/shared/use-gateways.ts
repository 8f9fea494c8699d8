import useSWR from 'swr'
import { gatewayKeys, isApiError, type GatewayType } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** The gateway is not there (another id, another type, or removed meanwhile). */
export const isNotFound = (error: unknown) => isApiError(error) && error.statusCode === 404

/** The store's gateways (of one type, or all); nothing is asked when `allowed` is false. */
export function useGatewayList(appId: number, type: GatewayType | undefined, allowed: boolean) {
  const api = useApi()
  return useSWR(allowed ? gatewayKeys.list(appId, type) : null, () =>
    api.gateways.list(appId, type),
  )
}

/** One gateway; a 404 is final (asking again will not bring it back). */
export function useGateway(appId: number, gatewayId: number | null, allowed: boolean) {
  const api = useApi()
  return useSWR(
    allowed && gatewayId !== null ? gatewayKeys.detail(appId, gatewayId) : null,
    () => api.gateways.get(appId, gatewayId!),
    { shouldRetryOnError: (error) => !isNotFound(error) },
  )
}
