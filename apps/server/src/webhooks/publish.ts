import {
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEventData,
  type WebhookEventType,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, arrayContains, eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { eventBody, queueDelivery, toWebhookDelivery } from './deliveries.ts'
import { findEndpoint } from './endpoints.ts'
import { webhookDeliveries, webhookEndpoints } from './schema.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>

/**
 * Sends an event to every active endpoint of the app subscribed to its type: one delivery and
 * one job each, retried for three days. Pass the transaction of the change the event tells
 * about (`tx`), so that a rolled-back change sends nothing. Answers how many endpoints get it.
 *
 *   await publish(deps, app.id, 'payment.paid', { payment_id: 42, … }, { tx })
 */
export async function publish<T extends WebhookEventType>(
  { db, clock, jobs }: Deps,
  appId: number,
  type: T,
  data: WebhookEventData<T>,
  { tx }: { tx?: Database } = {},
): Promise<number> {
  const checked = v.parse(WEBHOOK_EVENTS[type], data)
  const { id, body } = eventBody({ appId, type, data: checked, at: clock.now() })
  const fanOut = async (tx: Database) => {
    const endpoints = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.appId, appId),
          eq(webhookEndpoints.active, true),
          arrayContains(webhookEndpoints.eventTypes, [type]),
        ),
      )
    for (const endpoint of endpoints) {
      await queueDelivery(tx, jobs, {
        appId,
        endpointId: endpoint.id,
        eventId: id,
        eventType: type,
        trigger: 'event',
        body,
        createdAt: clock.now(),
      })
    }
    return endpoints.length
  }
  return tx ? fanOut(tx) : db.transaction(fanOut)
}

/** A webhook.test event for one endpoint, whatever it subscribes to and even switched off. */
export async function sendTestEvent(
  { db, clock, jobs }: Deps,
  appId: number,
  endpointId: number,
  lang: Lang,
): Promise<WebhookDelivery> {
  const endpoint = await findEndpoint(db, appId, endpointId, lang)
  const now = clock.now()
  const data: WebhookEventData<'webhook.test'> = {
    message: 'Evento de teste enviado pela Vitrine. / Test event sent by Vitrine.',
  }
  const { id, body } = eventBody({ appId, type: 'webhook.test', data, at: now })
  const row = await db.transaction((tx) =>
    queueDelivery(tx, jobs, {
      appId,
      endpointId: endpoint.id,
      eventId: id,
      eventType: 'webhook.test',
      trigger: 'test',
      body,
      createdAt: now,
    }),
  )
  return toWebhookDelivery(row, [])
}

/** The same event (same id and body) to the same endpoint, as a new delivery. */
export async function replayDelivery(
  { db, clock, jobs }: Deps,
  appId: number,
  deliveryId: number,
  lang: Lang,
  hidden: readonly WebhookEventType[] = [],
): Promise<WebhookDelivery> {
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.appId, appId), eq(webhookDeliveries.id, deliveryId)))
  // A delivery the caller may not see (event-access.ts) is answered as one that does not exist.
  if (!original || hidden.includes(original.eventType)) {
    throw apiError(404, lang, 'webhookDeliveryNotFound')
  }
  const row = await db.transaction((tx) =>
    queueDelivery(tx, jobs, {
      appId,
      endpointId: original.endpointId,
      eventId: original.eventId,
      eventType: original.eventType,
      trigger: 'replay',
      replayOf: original.id,
      body: original.body,
      createdAt: clock.now(),
    }),
  )
  return toWebhookDelivery(row, [])
}
