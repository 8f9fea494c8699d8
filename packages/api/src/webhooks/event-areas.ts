import type { Area } from '../access/levels.ts'
import type { WebhookEventType } from './schema.ts'

/**
 * Whose data each event carries: a payment event is payment data, a subscription or invoice
 * event recurrence data. Seeing such an event's deliveries, or pointing an endpoint that
 * receives it somewhere else, needs read access to that area besides the webhook routes' own
 * level, so the webhook console opens no area's data to someone who cannot read it. The test
 * event carries nothing of the store's. Typed by the event list: a new event says its area.
 */
export const WEBHOOK_EVENT_AREAS: Record<WebhookEventType, Area | null> = {
  'webhook.test': null,
  'payment.created': 'payments',
  'payment.status_changed': 'payments',
  'payment.captured': 'payments',
  'payment.refunded': 'payments',
  'subscription.created': 'recurrence',
  'subscription.updated': 'recurrence',
  'subscription.canceled': 'recurrence',
  'invoice.created': 'recurrence',
  'invoice.paid': 'recurrence',
  'invoice.failed': 'recurrence',
  'invoice.expired': 'recurrence',
  'dataplus.row.inserted': 'layout',
  'dataplus.row.updated': 'layout',
  'dataplus.row.removed': 'layout',
}

/** The areas of these event types that `canRead` refuses, each once, in the events' order. */
export function unreadableEventAreas(
  types: readonly WebhookEventType[],
  canRead: (area: Area) => boolean,
): Area[] {
  const areas = types.map((type) => WEBHOOK_EVENT_AREAS[type])
  return [...new Set(areas)].filter((area): area is Area => area !== null && !canRead(area))
}
