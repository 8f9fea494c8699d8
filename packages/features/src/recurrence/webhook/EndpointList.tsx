import type { WebhookEndpoint } from '@vitrine/api'
import type { UnreadableAreas } from './use-event-access.ts'
import { Card, Skeleton, SkeletonGroup } from '@vitrine/ui'
import { EndpointCard, type EndpointActions } from './EndpointCard.tsx'

export interface EndpointListProps {
  endpoints: readonly WebhookEndpoint[]
  actions?: EndpointActions
  /** The endpoint a test event is being sent to. */
  sending: number | null
  unreadable: UnreadableAreas
}

/** The store's endpoints, newest first, two to a row on a wide screen. */
export function EndpointList({ endpoints, actions, sending, unreadable }: EndpointListProps) {
  return (
    <ul aria-label="Endpoints" className="grid gap-3 lg:grid-cols-2">
      {endpoints.map((endpoint) => (
        <EndpointCard
          key={endpoint.id}
          endpoint={endpoint}
          actions={actions}
          sending={sending === endpoint.id}
          locked={unreadable(endpoint.event_types)}
        />
      ))}
    </ul>
  )
}

export function EndpointListSkeleton() {
  return (
    <SkeletonGroup label="Carregando endpoints" className="grid gap-3 lg:grid-cols-2">
      {[0, 1].map((card) => (
        <Card key={card} className="flex flex-col gap-3 p-4">
          <Skeleton className="w-32" />
          <Skeleton className="w-64" />
          <Skeleton className="w-48" />
        </Card>
      ))}
    </SkeletonGroup>
  )
}
