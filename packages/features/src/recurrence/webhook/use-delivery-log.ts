import { useState } from 'react'
import { webhookKeys, type WebhookDeliveryQuery } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'

export type DeliveryFilters = Pick<WebhookDeliveryQuery, 'endpoint_id' | 'status'>

/** The delivery log, newest first, a keyset page at a time, filtered by endpoint and status. */
export function useDeliveryLog(appId: number, enabled: boolean, pageSize?: number) {
  const api = useApi()
  const [filters, setFilters] = useState<DeliveryFilters>({})
  const { items: deliveries, ...pages } = useKeysetPages({
    // Absent filters stay out of the key, so "all" is one cache entry however it was reached.
    filters: Object.fromEntries(
      Object.entries(filters).filter(([, value]) => value !== undefined),
    ) as DeliveryFilters,
    enabled,
    pageSize,
    listKey: (filters: DeliveryFilters) => webhookKeys.deliveries(appId, filters),
    fetchPage: (query) => api.webhooks.deliveries(appId, query),
  })
  return { deliveries, ...pages, filters, setFilters }
}

export type DeliveryLog = ReturnType<typeof useDeliveryLog>
