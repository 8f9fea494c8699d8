import { useMemo } from 'react'
import useSWR from 'swr'
import { gatewayKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useGateways } from '../shared/use-gateways.ts'

/**
 * What a new charge chooses from, asked once per opening of its dialog for both ways of
 * charging: the store's active gateways and the installments setup. The setup only prices and
 * bounds the installment choices; without it they show the counts alone.
 */
export function useChargeGateways(appId: number) {
  const api = useApi()
  const { gateways, error, reload } = useGateways(appId, true)
  const { data: setup } = useSWR(gatewayKeys.installments(appId), () =>
    api.gateways.installments(appId),
  )
  const active = useMemo(() => gateways?.filter((gateway) => gateway.active) ?? [], [gateways])
  return {
    active,
    loading: !gateways,
    failed: Boolean(error) && !gateways,
    reload,
    setup,
  }
}
