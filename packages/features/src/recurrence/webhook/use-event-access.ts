import useSWR from 'swr'
import {
  areaLevel,
  controlKeys,
  grantsOf,
  satisfies,
  unreadableEventAreas,
  type Area,
  type WebhookEventType,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/**
 * Which events' areas the person cannot read (the server's rule, event-access.ts): those events
 * are not theirs to subscribe to, and an endpoint receiving them is not theirs to change. Until
 * the person's access is known (or if it cannot be read) nothing is held back here: the server
 * refuses what it must, and the refusal is shown.
 */
export function useEventAccess(appId: number, enabled: boolean) {
  const api = useApi()
  const { data } = useSWR(enabled ? controlKeys.me(appId) : null, () => api.control.me(appId))
  const grants = data ? grantsOf(data) : null
  return (types: readonly WebhookEventType[]): Area[] =>
    grants ? unreadableEventAreas(types, (area) => satisfies(areaLevel(grants, area), 'read')) : []
}

export type UnreadableAreas = ReturnType<typeof useEventAccess>
