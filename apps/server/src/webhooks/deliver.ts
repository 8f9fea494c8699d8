import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { HOUR, MINUTE, SECOND } from '../clock.ts'
import { defineJob, scheduledBackoff } from '../jobs/define.ts'
import { postWebhook, type WebhookResponse } from './send.ts'
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './schema.ts'
import { signatureHeader } from './signature.ts'

/**
 * 15 attempts over a little more than three days (73.8 h), the waits growing from 30 s to 16 h:
 * a receiver down for a long weekend still gets every event once it is back.
 */
export const WEBHOOK_RETRY = scheduledBackoff([
  30 * SECOND,
  MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  6 * HOUR,
  8 * HOUR,
  10 * HOUR,
  12 * HOUR,
  14 * HOUR,
  16 * HOUR,
])

export const WEBHOOK_USER_AGENT = 'Vitrine-Webhooks/1.0'

/** An answer outside 2xx, as the attempt's failure. */
class RejectedDelivery extends Error {
  override readonly name = 'RejectedDelivery'
}

/** One attempt at one delivery; the job's retry policy spaces the attempts. */
export const webhookDeliveryJob = defineJob({
  name: 'webhook.deliver',
  payload: v.object({ app_id: v.number(), delivery_id: v.number() }),
  retry: WEBHOOK_RETRY,
  concurrency: 4,
  timeoutMs: MINUTE,
  async handler({ app_id: appId, delivery_id: deliveryId }, { deps, attempt, attempts, signal }) {
    const { db, clock, config } = deps
    const [found] = await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(
        webhookEndpoints,
        and(
          eq(webhookEndpoints.appId, webhookDeliveries.appId),
          eq(webhookEndpoints.id, webhookDeliveries.endpointId),
        ),
      )
      .where(and(eq(webhookDeliveries.appId, appId), eq(webhookDeliveries.id, deliveryId)))
    // Deleted with its endpoint, or settled by an earlier run that was cut short after it.
    if (!found || found.delivery.status !== 'pending') return
    const { delivery, endpoint } = found
    const setStatus = (status: 'delivered' | 'failed' | 'cancelled', at: Date | null = null) =>
      db
        .update(webhookDeliveries)
        .set({ status, deliveredAt: at })
        .where(and(eq(webhookDeliveries.appId, appId), eq(webhookDeliveries.id, deliveryId)))
    // Switching an endpoint off stops its events; a test or replay asked for by hand still goes.
    if (!endpoint.active && delivery.trigger === 'event') {
      await setStatus('cancelled')
      return
    }

    const at = clock.now()
    const headers = {
      'Content-Type': 'application/json',
      'User-Agent': WEBHOOK_USER_AGENT,
      'Vitrine-Event': delivery.eventType,
      'Vitrine-Event-Id': delivery.eventId,
      'Vitrine-Delivery': String(delivery.id),
      'Vitrine-Signature': signatureHeader(
        endpoint.secret,
        delivery.body,
        Math.floor(at.getTime() / 1000),
      ),
    }
    const started = performance.now()
    let response: WebhookResponse | undefined
    let error: string | null = null
    try {
      response = await postWebhook({
        url: endpoint.url,
        headers,
        body: delivery.body,
        allowPrivateTargets: config.webhooksAllowPrivateTargets,
        signal,
      })
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught)
    }
    // Cut short by a stop: the job goes back to the queue and this attempt runs again.
    if (signal.aborted) throw signal.reason
    const record = {
      at,
      url: endpoint.url,
      requestHeaders: headers,
      responseStatus: response?.status ?? null,
      responseHeaders: response?.headers ?? null,
      responseBody: response?.body ?? null,
      responseBodyTruncated: response?.bodyTruncated ?? false,
      durationMs: Math.round(performance.now() - started),
      error,
    }
    await db
      .insert(webhookAttempts)
      .values({ appId, deliveryId, attempt, ...record })
      .onConflictDoUpdate({
        target: [webhookAttempts.appId, webhookAttempts.deliveryId, webhookAttempts.attempt],
        set: record,
      })
    if (response && response.status >= 200 && response.status < 300) {
      await setStatus('delivered', clock.now())
      return
    }
    if (attempt >= attempts) await setStatus('failed')
    throw new RejectedDelivery(error ?? `The endpoint answered ${response?.status}`)
  },
})
