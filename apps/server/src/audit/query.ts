import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditPage,
  type AuditQuerySchema,
  type Grants,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type * as v from 'valibot'
import { readableAreasOnly } from '../access/readable-areas.ts'
import type { Database } from '../db/client.ts'
import { auditLog } from './schema.ts'
import { decodeCursor, encodeCursor } from '../http/cursor.ts'
import { storeDayEnd, storeDayStart } from '../time/store-time.ts'

/**
 * The log's query-string filters, plus one entity's history (a customer's activity timeline
 * reads its entries through the same page).
 */
export type AuditFilters = v.InferOutput<typeof AuditQuerySchema> & {
  entity?: string
  entity_id?: string
}

type AuditRow = typeof auditLog.$inferSelect

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
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
  }
}

/**
 * One page of the app's log, newest first by id (ids only grow, so the order is stable while
 * entries are added). Keyset pagination: "id below the cursor", never OFFSET; one row more
 * than the page says whether another page exists, without counting. Entries of areas the
 * caller does not read are left out of the query itself, so every page is as full as the
 * filters allow.
 */
export async function auditPage(
  db: Database,
  appId: number,
  filters: AuditFilters,
  grants: Grants,
  lang: Lang,
): Promise<AuditPage> {
  const limit = filters.limit ?? AUDIT_PAGE_SIZE
  const conditions: SQL[] = [eq(auditLog.appId, appId)]
  // Only the entries of areas the caller reads; one without an area counts as settings.
  const readable = readableAreasOnly(sql`coalesce(${auditLog.area}, 'settings')`, grants)
  if (readable) conditions.push(readable)
  if (filters.cursor !== undefined)
    conditions.push(lt(auditLog.id, decodeCursor(filters.cursor, lang)))
  if (filters.area) conditions.push(eq(auditLog.area, filters.area))
  if (filters.user_id !== undefined) conditions.push(eq(auditLog.actorUserId, filters.user_id))
  if (filters.from) conditions.push(gte(auditLog.at, storeDayStart(filters.from)))
  if (filters.to) conditions.push(lt(auditLog.at, storeDayEnd(filters.to)))
  if (filters.entity !== undefined) conditions.push(eq(auditLog.entity, filters.entity))
  if (filters.entity_id !== undefined) conditions.push(eq(auditLog.entityId, filters.entity_id))
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1)
  const items = rows.slice(0, limit).map(toAuditEntry)
  const more = rows.length > limit
  return { items, next_cursor: more ? encodeCursor(items.at(-1)!.id) : null }
}
