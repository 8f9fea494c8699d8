import type { WebhookDelivery } from '@vitrine/api'

/** How a delivery reads in the log: the server's status, with "pending" split in two. */
export type DeliveryState = 'queued' | 'retrying' | 'delivered' | 'failed' | 'cancelled'

/**
 * Pending before any attempt is a delivery waiting in the queue; pending after a failed
 * attempt is one the engine will try again (up to 15 times over three days).
 */
export function deliveryState(
  delivery: Pick<WebhookDelivery, 'status' | 'attempts'>,
): DeliveryState {
  if (delivery.status === 'pending') return delivery.attempts.length === 0 ? 'queued' : 'retrying'
  return delivery.status
}

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  queued: 'Na fila',
  retrying: 'Tentando de novo',
  delivered: 'Entregue',
  failed: 'Falhou',
  cancelled: 'Cancelada',
}

export const DELIVERY_STATE_TONES = {
  queued: 'neutral',
  retrying: 'warning',
  delivered: 'success',
  failed: 'danger',
  cancelled: 'neutral',
} as const satisfies Record<DeliveryState, string>

/** The status filter's choices: the server's statuses, in the log's words. */
export const STATUS_FILTERS = [
  { value: 'delivered', label: 'Entregue' },
  { value: 'pending', label: 'Na fila ou tentando de novo' },
  { value: 'failed', label: 'Falhou' },
  { value: 'cancelled', label: 'Cancelada' },
] as const
