import { sql } from 'drizzle-orm'
import type { AuditActor, AuditRecord } from '../../audit/write.ts'
import type { Database } from '../../db/client.ts'
import { auditLog } from '../../audit/schema.ts'
import { jsonRows } from './write.ts'

/** Entries per statement: an undo of a large import logs one per customer. */
const ENTRIES_PER_STATEMENT = 5000

/**
 * Appends many entries by one actor at one time, as writeAudit does one, in the transaction of
 * the change: the entries travel as one JSON parameter (see write.ts), in their order.
 */
export async function writeAuditEntries(
  db: Database,
  appId: number,
  actor: AuditActor,
  at: Date,
  records: readonly AuditRecord[],
): Promise<void> {
  for (let start = 0; start < records.length; start += ENTRIES_PER_STATEMENT) {
    const entries = records.slice(start, start + ENTRIES_PER_STATEMENT).map((record) => ({
      area: record.area,
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId === null ? null : String(record.entityId),
      label: record.label,
      changes: record.changes,
    }))
    await db.execute(sql`
      insert into ${auditLog} (app_id, at, actor_kind, actor_user_id, actor_token_id,
        actor_name, actor_email, area, action, entity, entity_id, label, changes)
      select ${appId}, ${at.toISOString()}::timestamptz, ${actor.kind}, ${actor.userId}::integer,
        ${actor.tokenId}::integer, ${actor.name}, ${actor.email}::text, r.area, r.action,
        r.entity, r.entity_id, r.label, r.changes
      from rows from (json_to_recordset(${jsonRows(entries)}) as (area text, action text,
        entity text, entity_id text, label text, changes jsonb))
        with ordinality as r(area, action, entity, entity_id, label, changes, n)
      order by r.n`)
  }
}
