import useSWR, { useSWRConfig } from 'swr'
import { gatewayKeys, isApiError, splitKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'

/*
 * What the rules screen reads: the gateway (its type and fees, for the variant and the
 * simulator's fee), the rule in force, the gateway's sellers (names and status) and the
 * versions. Nothing is asked when `allowed` is false (level none).
 */

/** A 404 is final: another store's gateway, or one that does not split. */
export const isNotFound = (error: unknown) => isApiError(error) && error.statusCode === 404
const retryUnlessNotFound = { shouldRetryOnError: (error: unknown) => !isNotFound(error) }

/** The most sellers a rule form lists: a rule names at most 20, a gateway rarely has more. */
export const RULE_SELLERS_LIMIT = 100

export function useRuleGateway(appId: number, gatewayId: number, allowed: boolean) {
  const api = useApi()
  return useSWR(
    allowed ? gatewayKeys.detail(appId, gatewayId) : null,
    () => api.gateways.get(appId, gatewayId),
    retryUnlessNotFound,
  )
}

export function useCurrentRule(appId: number, gatewayId: number, allowed: boolean) {
  const api = useApi()
  return useSWR(
    allowed ? splitKeys.rule(appId, gatewayId) : null,
    () => api.split.currentRule(appId, gatewayId),
    retryUnlessNotFound,
  )
}

export function useRuleSellers(appId: number, gatewayId: number, allowed: boolean) {
  const api = useApi()
  return useSWR(
    allowed ? splitKeys.sellers(appId, gatewayId, {}) : null,
    () => api.split.listSellers(appId, gatewayId, { limit: RULE_SELLERS_LIMIT }),
    retryUnlessNotFound,
  )
}

export function useEfiCustomRule(appId: number, gatewayId: number, allowed: boolean) {
  const api = useApi()
  return useSWR(
    allowed ? splitKeys.efiCustom(appId, gatewayId) : null,
    () => api.split.efiCustomRule(appId, gatewayId),
    retryUnlessNotFound,
  )
}

/** The versions, newest first, a page after another. */
export function useRuleHistory(appId: number, gatewayId: number, allowed: boolean) {
  const api = useApi()
  return useKeysetPages({
    filters: {},
    enabled: allowed,
    listKey: () => splitKeys.ruleHistory(appId, gatewayId),
    fetchPage: ({ cursor }) => api.split.ruleHistory(appId, gatewayId, cursor),
  })
}

/** After a save, the gateways list (which shows each rule's version) is asked again. */
export function useGatewaysChanged(appId: number) {
  const { mutate } = useSWRConfig()
  return () => mutate(splitKeys.gateways(appId))
}
