import {
  PROVIDER_CREDENTIALS,
  type Gateway,
  type GatewayEnvironment,
  type GatewayProvider,
  type GatewayType,
  type GatewayValues,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, count, eq, max } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields, createdFields, deletedFields } from '../audit/diff.ts'
import { actorOf, writeAudit, type AuditRecord, type FieldChanges } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { payments } from '../payments/schema.ts'
import { credentialsKey, decryptCredentials, encryptCredentials } from './credentials.ts'
import { gatewayError, gatewayFieldError } from './messages.ts'
import { gateways } from './schema.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>
type GatewayRow = typeof gateways.$inferSelect

/** The audit log's entity name (the panel words it "o gateway «…»"). */
export const GATEWAY_ENTITY = 'gateway'

/** How a credential reads in the audit log: that it holds a value, never the value. */
const SECRET_MARK = '••••••'

interface Usage {
  count: number
  last: Date | null
}

function toGateway(row: GatewayRow, usage: Usage | undefined): Gateway {
  const provider = row.provider as GatewayProvider
  return {
    id: row.id,
    type: row.type as GatewayType,
    name: row.name,
    provider,
    environment: row.environment as GatewayEnvironment,
    active: row.active,
    fees: { percent_bps: row.feePercentBps, fixed_cents: row.feeFixedCents },
    credentials: Object.fromEntries(
      (PROVIDER_CREDENTIALS[provider] ?? []).map((field) => [
        field,
        row.credentialsSet.includes(field),
      ]),
    ),
    settings: row.settings,
    payments_count: usage?.count ?? 0,
    last_payment_at: usage?.last?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Payments made through the store's gateways (one, or all): how many, and the last one's time. */
async function usageOf(
  db: Database,
  appId: number,
  gatewayId?: number,
): Promise<Map<number, Usage>> {
  const rows = await db
    .select({ gatewayId: payments.gatewayId, count: count(), last: max(payments.createdAt) })
    .from(payments)
    .where(
      gatewayId === undefined
        ? eq(payments.appId, appId)
        : and(eq(payments.appId, appId), eq(payments.gatewayId, gatewayId)),
    )
    .groupBy(payments.gatewayId)
  const usage = new Map<number, Usage>()
  for (const row of rows) {
    if (row.gatewayId !== null) usage.set(row.gatewayId, { count: row.count, last: row.last })
  }
  return usage
}

/** What the audit log compares: the fields people edit, credentials as set / not set only. */
function auditedFields(
  row: Pick<GatewayRow, 'type' | 'name' | 'provider' | 'environment' | 'active'> & {
    feePercentBps: number
    feeFixedCents: number
    settings: Record<string, unknown>
  },
): Record<string, unknown> {
  return {
    type: row.type,
    name: row.name,
    provider: row.provider,
    environment: row.environment,
    active: row.active,
    fees: { percent_bps: row.feePercentBps, fixed_cents: row.feeFixedCents },
    settings: row.settings,
  }
}

function columnsOf(values: GatewayValues) {
  return {
    type: values.type,
    name: values.name,
    provider: values.provider,
    environment: values.environment,
    active: values.active,
    feePercentBps: values.fees.percent_bps,
    feeFixedCents: values.fees.fixed_cents,
    settings: values.settings as Record<string, unknown>,
  }
}

/**
 * The stored credentials after a write: a value sets the field, null or an empty text clears
 * it, a field left out keeps its value. Fields the provider does not ask for are dropped (a
 * provider change leaves nothing of the old one behind).
 */
function mergeCredentials(
  provider: GatewayProvider,
  stored: Record<string, string>,
  written: Record<string, string | null>,
): Record<string, string> {
  const merged: Record<string, string> = {}
  for (const field of PROVIDER_CREDENTIALS[provider]) {
    const value = field in written ? written[field] : stored[field]
    if (value !== null && value !== undefined && value !== '') merged[field] = value
  }
  return merged
}

/** Credentials whose value changed, each as set / not set: the log never holds a secret. */
function credentialChanges(
  before: Record<string, string>,
  after: Record<string, string>,
): FieldChanges {
  const changes: FieldChanges = {}
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[field] === after[field]) continue
    changes[`credentials.${field}`] = {
      before: field in before ? SECRET_MARK : null,
      after: field in after ? SECRET_MARK : null,
    }
  }
  return changes
}

/** Refuses credential fields the provider does not ask for, naming each one. */
function ensureKnownCredentials(values: GatewayValues, lang: Lang): void {
  const known: readonly string[] = PROVIDER_CREDENTIALS[values.provider]
  const unknown = Object.keys(values.credentials).filter((field) => !known.includes(field))
  if (unknown.length > 0) {
    throw gatewayFieldError(
      lang,
      'unknownCredential',
      unknown.map((field) => `credentials.${field}`),
    )
  }
}

function auditOf(
  action: AuditRecord['action'],
  row: GatewayRow,
  changes: FieldChanges,
): AuditRecord {
  return {
    area: 'payments',
    action,
    entity: GATEWAY_ENTITY,
    entityId: row.id,
    label: row.name,
    changes,
  }
}

async function findGateway(db: Database, appId: number, gatewayId: number, lock = false) {
  const query = db
    .select()
    .from(gateways)
    .where(and(eq(gateways.appId, appId), eq(gateways.id, gatewayId)))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

export async function listGateways(
  db: Database,
  appId: number,
  type: GatewayType | undefined,
): Promise<Gateway[]> {
  const rows = await db
    .select()
    .from(gateways)
    .where(
      type === undefined
        ? eq(gateways.appId, appId)
        : and(eq(gateways.appId, appId), eq(gateways.type, type)),
    )
    .orderBy(asc(gateways.id))
  const usage = await usageOf(db, appId)
  return rows.map((row) => toGateway(row, usage.get(row.id)))
}

export async function getGateway(
  db: Database,
  appId: number,
  gatewayId: number,
  lang: Lang,
): Promise<Gateway> {
  const row = await findGateway(db, appId, gatewayId)
  if (!row) throw gatewayError(404, lang, 'gatewayNotFound')
  return toGateway(row, (await usageOf(db, appId, gatewayId)).get(gatewayId))
}

export async function createGateway(
  { db, clock, config }: Deps,
  access: AppAccess,
  values: GatewayValues,
  lang: Lang,
): Promise<Gateway> {
  ensureKnownCredentials(values, lang)
  const key = credentialsKey(config)
  const appId = access.app.id
  const now = clock.now()
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(gateways)
      .values({ appId, ...columnsOf(values), createdAt: now, updatedAt: now })
      .returning()
    let created = inserted!
    const secrets = mergeCredentials(values.provider, {}, values.credentials)
    if (Object.keys(secrets).length > 0) {
      // The ciphertext is bound to the gateway's id, which exists only once the row does.
      const [withSecrets] = await tx
        .update(gateways)
        .set({
          credentials: encryptCredentials(key, created.id, secrets),
          credentialsSet: Object.keys(secrets),
        })
        .where(eq(gateways.id, created.id))
        .returning()
      created = withSecrets!
    }
    await writeAudit(
      tx,
      appId,
      actorOf(access.caller),
      now,
      auditOf('create', created, {
        ...createdFields(auditedFields(created)),
        ...credentialChanges({}, secrets),
      }),
    )
    return created
  })
  return toGateway(row, undefined)
}

/**
 * Replaces the gateway. Its type never changes (another type is another gateway). A save that
 * changes nothing writes nothing: neither the time of the last change nor an audit entry.
 */
export async function updateGateway(
  { db, clock, config }: Deps,
  access: AppAccess,
  gatewayId: number,
  values: GatewayValues,
  lang: Lang,
): Promise<Gateway> {
  const appId = access.app.id
  const now = clock.now()
  // Not found before anything else: a missing gateway is a 404 whatever the body says.
  if (!(await findGateway(db, appId, gatewayId))) throw gatewayError(404, lang, 'gatewayNotFound')
  ensureKnownCredentials(values, lang)
  const key = credentialsKey(config)
  const row = await db.transaction(async (tx) => {
    const current = await findGateway(tx, appId, gatewayId, true)
    if (!current) throw gatewayError(404, lang, 'gatewayNotFound')
    if (current.type !== values.type) throw gatewayFieldError(lang, 'typeChanged', ['type'])
    const stored = decryptCredentials(key, current.id, current.credentials)
    const secrets = mergeCredentials(values.provider, stored, values.credentials)
    const columns = columnsOf(values)
    const changes = {
      ...changedFields(auditedFields(current), auditedFields(columns)),
      ...credentialChanges(stored, secrets),
    }
    if (Object.keys(changes).length === 0) return current
    const [updated] = await tx
      .update(gateways)
      .set({
        ...columns,
        credentials:
          Object.keys(secrets).length > 0 ? encryptCredentials(key, current.id, secrets) : null,
        credentialsSet: Object.keys(secrets),
        updatedAt: now,
      })
      .where(and(eq(gateways.appId, appId), eq(gateways.id, gatewayId)))
      .returning()
    await writeAudit(tx, appId, actorOf(access.caller), now, auditOf('update', updated!, changes))
    return updated!
  })
  return toGateway(row, (await usageOf(db, appId, gatewayId)).get(gatewayId))
}

/**
 * Deletes a gateway no payment used. Once one did, the payment names it in the store's
 * history, so it stays: the merchant deactivates it instead. The row lock keeps a payment
 * being created through it (whose foreign key check shares the lock) from slipping in between
 * the count and the delete.
 */
export async function deleteGateway(
  { db, clock }: Deps,
  access: AppAccess,
  gatewayId: number,
  lang: Lang,
): Promise<void> {
  const appId = access.app.id
  const now = clock.now()
  await db.transaction(async (tx) => {
    const current = await findGateway(tx, appId, gatewayId, true)
    if (!current) throw gatewayError(404, lang, 'gatewayNotFound')
    const [used] = await tx
      .select({ count: count() })
      .from(payments)
      .where(and(eq(payments.appId, appId), eq(payments.gatewayId, gatewayId)))
    if (used!.count > 0) {
      throw gatewayError(409, lang, 'gatewayHasPayments', { payments_count: used!.count })
    }
    await tx.delete(gateways).where(and(eq(gateways.appId, appId), eq(gateways.id, gatewayId)))
    const stored = credentialsSetOf(current)
    await writeAudit(
      tx,
      appId,
      actorOf(access.caller),
      now,
      auditOf('delete', current, {
        ...deletedFields(auditedFields(current)),
        ...credentialChanges(stored, {}),
      }),
    )
  })
}

/** The credential fields that hold a value, with stand-ins for the values (nothing decrypted). */
function credentialsSetOf(row: GatewayRow): Record<string, string> {
  return Object.fromEntries(row.credentialsSet.map((field) => [field, SECRET_MARK]))
}
