import {
  TRIGGER_EVENT_TYPES,
  type CreateWebhookEndpointSchema,
  type UpdateWebhookEndpointSchema,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields, createdFields, deletedFields } from '../audit/diff.ts'
import { actorOf, writeAudit, type AuditRecord } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { t } from '../http/messages.ts'
import { requireEventAccess } from './event-access.ts'
import { webhookEndpoints } from './schema.ts'
import { newWebhookSecret, secretPrefix } from './signature.ts'
import { namesRefusedHost } from './targets.ts'

type EndpointRow = typeof webhookEndpoints.$inferSelect
type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>

export function toWebhookEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.eventTypes,
    active: row.active,
    secret_prefix: secretPrefix(row.secret),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** What the audit log shows of an endpoint: never its secret. */
const logged = (row: EndpointRow) => ({
  url: row.url,
  description: row.description,
  event_types: row.eventTypes,
  active: row.active,
})

const whereEndpoint = (appId: number, id: number) =>
  and(eq(webhookEndpoints.appId, appId), eq(webhookEndpoints.id, id))

/**
 * The console's endpoints: not a Data Plus trigger's (its events are only the triggers'), which
 * is listed, changed and deleted on its table's triggers page only, so the two never disagree.
 */
const notATriggers = sql`not (${webhookEndpoints.eventTypes} && array[${sql.join(
  TRIGGER_EVENT_TYPES.map((type) => sql`${type}`),
  sql`, `,
)}]::text[])`

/**
 * A URL naming a private host outright is refused when saved, for a quick answer; names that
 * resolve to one are refused at each delivery (their address can change).
 */
function checkTarget(config: Deps['config'], url: string, lang: Lang) {
  if (!config.webhooksAllowPrivateTargets && namesRefusedHost(new URL(url))) {
    throw apiError(400, lang, 'webhookTargetRefused', {
      data: { fields: { url: t(lang, 'webhookTargetRefused') } },
    })
  }
}

export async function listEndpoints(db: Database, appId: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.appId, appId), notATriggers))
    .orderBy(desc(webhookEndpoints.id))
  return rows.map(toWebhookEndpoint)
}

/** The app's endpoint, or the 404 a stranger's id gets too. */
export async function findEndpoint(db: Database, appId: number, id: number, lang: Lang) {
  const [row] = await db.select().from(webhookEndpoints).where(whereEndpoint(appId, id))
  if (!row) throw apiError(404, lang, 'webhookNotFound')
  return row
}

/** The console's endpoint: a trigger's is a 404 there, as if it were not the app's. */
export async function findConsoleEndpoint(db: Database, appId: number, id: number, lang: Lang) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(whereEndpoint(appId, id), notATriggers))
  if (!row) throw apiError(404, lang, 'webhookNotFound')
  return row
}

/**
 * The area the change was made through (settings or recurrence): the audit log shows it to
 * whoever reads that area, so a change made from the recurrence console is seen there.
 */
type AuditArea = 'settings' | 'recurrence'

async function audit(
  tx: Database,
  access: AppAccess,
  at: Date,
  record: Omit<AuditRecord, 'area'> & { area: AuditArea },
) {
  await writeAudit(tx, access.app.id, actorOf(access.caller), at, record)
}

export async function createEndpoint(
  { db, clock, config }: Deps,
  access: AppAccess,
  input: v.InferOutput<typeof CreateWebhookEndpointSchema>,
  lang: Lang,
  area: AuditArea = 'settings',
): Promise<WebhookEndpointWithSecret> {
  requireEventAccess(access, input.event_types, lang)
  checkTarget(config, input.url, lang)
  const now = clock.now()
  const secret = newWebhookSecret()
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        appId: access.app.id,
        url: input.url,
        description: input.description || null,
        eventTypes: input.event_types,
        active: input.active,
        secret,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    await audit(tx, access, now, {
      area,
      action: 'create',
      entity: 'webhook_endpoint',
      entityId: created!.id,
      label: created!.url,
      changes: createdFields(logged(created!)),
    })
    return created!
  })
  return { endpoint: toWebhookEndpoint(row), secret }
}

export async function updateEndpoint(
  { db, clock, config }: Deps,
  access: AppAccess,
  id: number,
  input: v.InferOutput<typeof UpdateWebhookEndpointSchema>,
  lang: Lang,
  area: AuditArea = 'settings',
): Promise<WebhookEndpoint> {
  if (input.url !== undefined) checkTarget(config, input.url, lang)
  const now = clock.now()
  return db.transaction(async (tx) => {
    const before = await findConsoleEndpoint(tx, access.app.id, id, lang)
    requireEventAccess(access, [...before.eventTypes, ...(input.event_types ?? [])], lang)
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        url: input.url,
        description: input.description === undefined ? undefined : input.description || null,
        eventTypes: input.event_types,
        active: input.active,
        updatedAt: now,
      })
      .where(whereEndpoint(access.app.id, id))
      .returning()
    const changes = changedFields(logged(before), logged(after!))
    if (Object.keys(changes).length > 0) {
      await audit(tx, access, now, {
        area,
        action: 'update',
        entity: 'webhook_endpoint',
        entityId: id,
        label: after!.url,
        changes,
      })
    }
    return toWebhookEndpoint(after!)
  })
}

export async function deleteEndpoint(
  { db, clock }: Deps,
  access: AppAccess,
  id: number,
  lang: Lang,
  area: AuditArea = 'settings',
): Promise<void> {
  const now = clock.now()
  await db.transaction(async (tx) => {
    const before = await findConsoleEndpoint(tx, access.app.id, id, lang)
    requireEventAccess(access, before.eventTypes, lang)
    const [deleted] = await tx
      .delete(webhookEndpoints)
      .where(whereEndpoint(access.app.id, id))
      .returning()
    if (!deleted) throw apiError(404, lang, 'webhookNotFound')
    await audit(tx, access, now, {
      area,
      action: 'delete',
      entity: 'webhook_endpoint',
      entityId: id,
      label: deleted.url,
      changes: deletedFields(logged(deleted)),
    })
  })
}

/** A new secret at once: the old one signs nothing more, so receivers must switch now. */
export async function rotateSecret(
  { db, clock }: Deps,
  access: AppAccess,
  id: number,
  lang: Lang,
  area: AuditArea = 'settings',
): Promise<WebhookEndpointWithSecret> {
  const now = clock.now()
  const secret = newWebhookSecret()
  const row = await db.transaction(async (tx) => {
    const before = await findConsoleEndpoint(tx, access.app.id, id, lang)
    requireEventAccess(access, before.eventTypes, lang)
    const [rotated] = await tx
      .update(webhookEndpoints)
      .set({ secret, updatedAt: now })
      .where(whereEndpoint(access.app.id, id))
      .returning()
    if (!rotated) throw apiError(404, lang, 'webhookNotFound')
    await audit(tx, access, now, {
      area,
      action: 'update',
      entity: 'webhook_endpoint',
      entityId: id,
      label: rotated.url,
      // The secret itself never enters the log; that it changed does.
      changes: { secret: { before: '(previous)', after: '(new)' } },
    })
    return rotated
  })
  return { endpoint: toWebhookEndpoint(row), secret }
}
