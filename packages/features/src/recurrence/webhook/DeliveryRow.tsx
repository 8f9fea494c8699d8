import type { WebhookDelivery } from '@vitrine/api'
import { Badge } from '@vitrine/ui'
import { ChevronRight } from 'lucide-react'
import { formatDateTime } from '../../shared/format.ts'
import { DELIVERY_STATE_LABELS, DELIVERY_STATE_TONES, deliveryState } from './delivery-status.ts'
import { answerLabel, attemptsLabel, lastAttempt } from './delivery-summary.ts'

export interface DeliveryRowProps {
  delivery: WebhookDelivery
  /** The endpoint's name, or a word for one deleted since. */
  endpointName: string
  onOpen: (delivery: WebhookDelivery) => void
}

/**
 * One delivery in the log, a button that opens its detail: the event, where it went, how it
 * stands, how many attempts, and the last answer. Columns on a wide screen, stacked on a phone.
 */
export function DeliveryRow({ delivery, endpointName, onOpen }: DeliveryRowProps) {
  const state = deliveryState(delivery)
  return (
    <li data-slot="webhook-delivery" className="border-b border-border last:border-b-0">
      <button
        type="button"
        onClick={() => onOpen(delivery)}
        className="grid w-full items-center gap-x-4 gap-y-1 px-4 py-3 text-start outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_8.5rem_minmax(0,1fr)_auto]"
      >
        <span className="flex min-w-0 flex-col">
          <code className="truncate font-mono text-sm font-medium">{delivery.event_type}</code>
          <span className="text-sm text-muted-foreground">
            {formatDateTime(delivery.created_at)}
            {delivery.trigger === 'replay'
              ? ' · reenvio'
              : delivery.trigger === 'test'
                ? ' · teste'
                : ''}
          </span>
        </span>
        <span className="truncate text-sm">{endpointName}</span>
        <span>
          <Badge tone={DELIVERY_STATE_TONES[state]}>{DELIVERY_STATE_LABELS[state]}</Badge>
        </span>
        <span className="flex flex-col text-sm">
          <span>{attemptsLabel(delivery.attempts.length)}</span>
          <span className="text-muted-foreground">{answerLabel(lastAttempt(delivery))}</span>
        </span>
        <ChevronRight aria-hidden className="size-4 text-muted-foreground max-md:hidden" />
      </button>
    </li>
  )
}
