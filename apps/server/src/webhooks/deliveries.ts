import { randomUUID } from 'node:crypto'
import {
  WEBHOOK_DELIVERY_PAGE_SIZE,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookDeliveryQuerySchema,
  type WebhookEventType,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, desc, eq, inArray, lt, notInArray, type SQL } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Database } from '../db/client.ts'
import { decodeCursor, encodeCursor } from '../http/cursor.ts'
import type { Jobs } from '../jobs/queue.ts'
import { webhookDeliveryJob } from './deliver.ts'
import { webhookAttempts, webhookDeliveries } from './schema.ts'

type DeliveryRow = typeof webhookDeliveries.$inferSelect
type AttemptRow = typeof webhookAttempts.$inferSelect

export interface NewEvent {
  appId: number
  type: WebhookEventType
  data: unknown
  at: Date
}

/** The body every attempt of every delivery of this event sends, byte for byte. */
export function eventBody({ appId, type, data, at }: NewEvent, id = `evt_${randomUUID()}`) {
  return {
    id,
    body: JSON.stringify({ id, type, created_at: at.toISOString(), app_id: appId, data }),
  }
}

/**
 * Records a delivery and enqueues its job, in the transaction given: both exist, or neither.
 */
export async function queueDelivery(
  tx: Database,
  jobs: Jobs,
  delivery: Omit<typeof webhookDeliveries.$inferInsert, 'id' | 'status'>,
): Promise<DeliveryRow> {
  const [row] = await tx.insert(webhookDeliveries).values(delivery).returning()
  await jobs.enqueue(webhookDeliveryJob, { app_id: row!.appId, delivery_id: row!.id }, { tx })
  return row!
}

function toAttempt(delivery: DeliveryRow, row: AttemptRow): WebhookDelivery['attempts'][number] {
  return {
    attempt: row.attempt,
    at: row.at.toISOString(),
    request: { url: row.url, headers: row.requestHeaders, body: delivery.body },
    response:
      row.responseStatus === null
        ? null
        : {
            status: row.responseStatus,
            headers: row.responseHeaders ?? {},
            body: row.responseBody ?? '',
            body_truncated: row.responseBodyTruncated,
          },
    duration_ms: row.durationMs,
    error: row.error,
  }
}

export function toWebhookDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.eventType,
    trigger: row.trigger,
    replay_of: row.replayOf,
    status: row.status,
    attempts: attempts.map((attempt) => toAttempt(row, attempt)),
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  }
}

async function withAttempts(db: Database, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return []
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      and(
        eq(webhookAttempts.appId, rows[0]!.appId),
        inArray(
          webhookAttempts.deliveryId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(webhookAttempts.attempt))
  return rows.map((row) =>
    toWebhookDelivery(
      row,
      attempts.filter((attempt) => attempt.deliveryId === row.id),
    ),
  )
}

export async function findDelivery(
  db: Database,
  appId: number,
  id: number,
): Promise<WebhookDelivery | undefined> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.appId, appId), eq(webhookDeliveries.id, id)))
  return (await withAttempts(db, rows))[0]
}

/**
 * One page of the app's deliveries, newest first, keyset by id as the audit log's, without the
 * `hidden` event types.
 */
export async function deliveryPage(
  db: Database,
  appId: number,
  filters: v.InferOutput<typeof WebhookDeliveryQuerySchema>,
  lang: Lang,
  hidden: readonly WebhookEventType[] = [],
): Promise<WebhookDeliveryPage> {
  const limit = filters.limit ?? WEBHOOK_DELIVERY_PAGE_SIZE
  const conditions: SQL[] = [eq(webhookDeliveries.appId, appId)]
  // Events of an area the caller cannot read (event-access.ts) are not theirs to see.
  if (hidden.length > 0) conditions.push(notInArray(webhookDeliveries.eventType, [...hidden]))
  if (filters.cursor !== undefined) {
    conditions.push(lt(webhookDeliveries.id, decodeCursor(filters.cursor, lang)))
  }
  if (filters.endpoint_id !== undefined) {
    conditions.push(eq(webhookDeliveries.endpointId, filters.endpoint_id))
  }
  if (filters.status) conditions.push(eq(webhookDeliveries.status, filters.status))
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit + 1)
  const items = await withAttempts(db, rows.slice(0, limit))
  return { items, next_cursor: rows.length > limit ? encodeCursor(items.at(-1)!.id) : null }
}
