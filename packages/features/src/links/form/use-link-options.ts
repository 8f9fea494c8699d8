import useSWR from 'swr'
import { gatewayKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { linkableGateways } from '../../shared/payment-methods/payment-methods.ts'

/**
 * What the form offers: the store's gateways a link may accept and the installments setup's
 * maximum (both from the gateways API). Nothing is asked when `enabled` is false.
 */
export function useLinkOptions(appId: number, enabled: boolean) {
  const api = useApi()
  const gateways = useSWR(enabled ? gatewayKeys.list(appId) : null, () => api.gateways.list(appId))
  const installments = useSWR(enabled ? gatewayKeys.installments(appId) : null, () =>
    api.gateways.installments(appId),
  )
  const ready = gateways.data !== undefined && installments.data !== undefined
  return {
    options: ready
      ? {
          gateways: linkableGateways(gateways.data!),
          setupMax: installments.data!.max_installments,
        }
      : undefined,
    error: (gateways.error ?? installments.error) as unknown,
    retry: () => {
      void gateways.mutate()
      void installments.mutate()
    },
  }
}
