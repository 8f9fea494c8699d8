import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { auditLog } from '../db/schema.ts'
import { decodeCursor, encodeCursor } from '../http/cursor.ts'

/** What the audit log calls a customer (entity) and where customers' changes are filed. */
export const CUSTOMER_ENTITY = 'customer'

/**
 * One page of a customer's history from the audit log, newest first: keyset by id like the
 * log itself. Filtering on the area as well lets the (app, area, id) index narrow the scan.
 */
export async function customerActivity(
  db: Database,
  appId: number,
  customerId: number,
  cursor: string | undefined,
  lang: Lang,
): Promise<AuditPage> {
  const conditions: SQL[] = [
    eq(auditLog.appId, appId),
    eq(auditLog.area, 'customers'),
    eq(auditLog.entity, CUSTOMER_ENTITY),
    eq(auditLog.entityId, String(customerId)),
  ]
  if (cursor !== undefined) conditions.push(lt(auditLog.id, decodeCursor(cursor, lang)))
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
  const items = rows.slice(0, AUDIT_PAGE_SIZE).map((row): AuditEntry => ({
    id: row.id,
    at: row.at.toISOString(),
    app_id: row.appId,
    actor: {
      kind: row.actorKind,
      id: row.actorUserId,
      name: row.actorName,
      email: row.actorEmail,
    },
    area: row.area as AuditEntry['area'],
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    label: row.label,
    changes: row.changes,
  }))
  const more = rows.length > AUDIT_PAGE_SIZE
  return { items, next_cursor: more ? encodeCursor(items.at(-1)!.id) : null }
}
