import type {
  DataplusTriggerInputSchema,
  DataplusTrigger,
  DataplusTriggerWithSecret,
  WebhookDelivery,
  WebhookEventType,
} from '@vitrine/api'
import {
  DATAPLUS_EVENT_TYPES,
  DATAPLUS_TRIGGER_EVENTS,
  dataplusError,
  dataplusText,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { toWebhookDelivery } from '../webhooks/deliveries.ts'
import { changedFields, createdFields, deletedFields } from '../audit/diff.ts'
import { writeAudit, type AuditActor } from '../audit/write.ts'
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../webhooks/schema.ts'
import { newWebhookSecret, secretPrefix } from '../webhooks/signature.ts'
import { namesRefusedHost } from '../webhooks/targets.ts'
import { dataplusTriggers } from './schema.ts'
import { findTable } from './tables.ts'

/*
 * A trigger is a webhook endpoint of the engine's (URL, events as `dataplus.row.*`, active,
 * secret) tied to one table: the engine signs, retries and logs; rows.ts queues the events.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>
type TriggerValues = v.InferOutput<typeof DataplusTriggerInputSchema>
/** Deliveries the triggers page shows (the newest). */
const DELIVERIES_SHOWN = 50

type Joined = {
  trigger: typeof dataplusTriggers.$inferSelect
  endpoint: typeof webhookEndpoints.$inferSelect
}

function toTrigger({ trigger, endpoint }: Joined): DataplusTrigger {
  return {
    id: trigger.id,
    table_id: trigger.tableId,
    endpoint_id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description ?? '',
    events: DATAPLUS_TRIGGER_EVENTS.filter((event) =>
      endpoint.eventTypes.includes(DATAPLUS_EVENT_TYPES[event]),
    ),
    active: endpoint.active,
    secret_prefix: secretPrefix(endpoint.secret),
    created_at: trigger.createdAt.toISOString(),
    updated_at: endpoint.updatedAt.toISOString(),
  }
}

function joined(db: Database, appId: number) {
  return db
    .select({ trigger: dataplusTriggers, endpoint: webhookEndpoints })
    .from(dataplusTriggers)
    .innerJoin(
      webhookEndpoints,
      and(
        eq(webhookEndpoints.appId, dataplusTriggers.appId),
        eq(webhookEndpoints.id, dataplusTriggers.endpointId),
      ),
    )
    .where(eq(dataplusTriggers.appId, appId))
    .$dynamic()
}

/** A URL naming a private host outright is refused when saved (the engine checks each send). */
function checkTarget(config: Deps['config'], url: string, lang: Lang) {
  if (!config.webhooksAllowPrivateTargets && namesRefusedHost(new URL(url))) {
    const message = dataplusText(lang, 'triggerTargetRefused')
    throw dataplusError(400, lang, 'triggerTargetRefused', {}, { url: message })
  }
}

const eventTypes = (values: TriggerValues): WebhookEventType[] =>
  values.events.map((event) => DATAPLUS_EVENT_TYPES[event])

export async function listTriggers(db: Database, appId: number, tableId: number, lang: Lang) {
  await findTable(db, appId, tableId, lang)
  const rows = await joined(db, appId)
    .where(and(eq(dataplusTriggers.appId, appId), eq(dataplusTriggers.tableId, tableId)))
    .orderBy(asc(dataplusTriggers.id))
  return rows.map(toTrigger)
}

export async function findTrigger(db: Database, appId: number, triggerId: number, lang: Lang) {
  const [row] = await joined(db, appId).where(
    and(eq(dataplusTriggers.appId, appId), eq(dataplusTriggers.id, triggerId)),
  )
  if (!row) throw dataplusError(404, lang, 'triggerNotFound')
  return row
}

export async function createTrigger(
  { db, clock, config }: Deps,
  appId: number,
  tableId: number,
  values: TriggerValues,
  lang: Lang,
  /** Who acts, for the audit log; none for the demo's own data, which is not logged. */
  actor?: AuditActor,
): Promise<DataplusTriggerWithSecret> {
  checkTarget(config, values.url, lang)
  const table = await findTable(db, appId, tableId, lang)
  const now = clock.now()
  const secret = newWebhookSecret()
  const row = await db.transaction(async (tx) => {
    const [endpoint] = await tx
      .insert(webhookEndpoints)
      .values({
        appId,
        url: values.url,
        // The console lists the endpoint too: its description says whose it is.
        description: values.description || `Data Plus: ${table.name}`,
        eventTypes: eventTypes(values),
        active: values.active,
        secret,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    const [trigger] = await tx
      .insert(dataplusTriggers)
      .values({ appId, tableId, endpointId: endpoint!.id, createdAt: now })
      .returning()
    const changes = createdFields(loggedTrigger(endpoint!))
    await auditTrigger(tx, appId, actor, now, 'create', trigger!.id, endpoint!.description, changes)
    return { trigger: trigger!, endpoint: endpoint! }
  })
  return { trigger: toTrigger(row), secret }
}

export async function updateTrigger(
  { db, clock, config }: Deps,
  appId: number,
  triggerId: number,
  values: TriggerValues,
  lang: Lang,
  /** Who acts, for the audit log; none for the demo's own data, which is not logged. */
  actor?: AuditActor,
): Promise<DataplusTrigger> {
  checkTarget(config, values.url, lang)
  const current = await findTrigger(db, appId, triggerId, lang)
  const now = clock.now()
  return db.transaction(async (tx) => {
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        url: values.url,
        description: values.description || current.endpoint.description,
        eventTypes: eventTypes(values),
        active: values.active,
        updatedAt: now,
      })
      .where(and(eq(webhookEndpoints.appId, appId), eq(webhookEndpoints.id, current.endpoint.id)))
      .returning()
    const changes = changedFields(loggedTrigger(current.endpoint), loggedTrigger(endpoint!))
    await auditTrigger(tx, appId, actor, now, 'update', triggerId, endpoint!.description, changes)
    return toTrigger({ trigger: current.trigger, endpoint: endpoint! })
  })
}

/** Deletes the trigger's endpoint, which takes the trigger and its delivery log with it. */
export async function removeTrigger(
  { db, clock }: Deps,
  appId: number,
  triggerId: number,
  lang: Lang,
  /** Who acts, for the audit log; none for the demo's own data, which is not logged. */
  actor?: AuditActor,
) {
  const current = await findTrigger(db, appId, triggerId, lang)
  await db.transaction(async (tx) => {
    await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.appId, appId), eq(webhookEndpoints.id, current.endpoint.id)))
    const changes = deletedFields(loggedTrigger(current.endpoint))
    await auditTrigger(
      tx,
      appId,
      actor,
      clock.now(),
      'delete',
      triggerId,
      current.endpoint.description,
      changes,
    )
  })
}

/** A trigger as the audit log shows it (never its secret). */
const loggedTrigger = (endpoint: typeof webhookEndpoints.$inferSelect) => ({
  url: endpoint.url,
  events: [...endpoint.eventTypes].sort(),
  active: endpoint.active,
})

function auditTrigger(
  tx: Database,
  appId: number,
  actor: AuditActor | undefined,
  at: Date,
  action: 'create' | 'update' | 'delete',
  triggerId: number,
  label: string | null,
  changes: Record<string, { before: unknown; after: unknown }>,
) {
  if (!actor) return
  return writeAudit(tx, appId, actor, at, {
    area: 'layout',
    action,
    entity: 'dataplus_trigger',
    entityId: triggerId,
    label,
    changes,
  })
}

/** The newest deliveries of the table's triggers, each with its attempts. */
export async function tableDeliveries(
  db: Database,
  appId: number,
  tableId: number,
  lang: Lang,
): Promise<WebhookDelivery[]> {
  await findTable(db, appId, tableId, lang)
  const endpoints = await db
    .select({ id: dataplusTriggers.endpointId })
    .from(dataplusTriggers)
    .where(and(eq(dataplusTriggers.appId, appId), eq(dataplusTriggers.tableId, tableId)))
  if (endpoints.length === 0) return []
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.appId, appId),
        inArray(
          webhookDeliveries.endpointId,
          endpoints.map((endpoint) => endpoint.id),
        ),
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN)
  if (rows.length === 0) return []
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      and(
        eq(webhookAttempts.appId, appId),
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
