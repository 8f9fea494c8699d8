import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { auditLog } from './schema.ts'
import type { FieldChanges } from './write.ts'

/** What a redacted value reads in the log: the field changed, what it held is gone. */
export const REDACTED = '[removido]'

/** An empty value stays empty: that a field was blank tells nothing about anyone. */
function redacted(value: unknown): unknown {
  return value === null || value === undefined ? value : REDACTED
}

/** The changes with the values of these fields replaced by the marker. */
export function redactFields(changes: FieldChanges, fields: readonly string[]): FieldChanges {
  const result: FieldChanges = {}
  for (const [field, change] of Object.entries(changes)) {
    result[field] = fields.includes(field)
      ? { before: redacted(change.before), after: redacted(change.after) }
      : change
  }
  return result
}

/**
 * Erases personal data from one entity's entries while keeping the entries: who changed what
 * and when stays, and so do the fields not listed; the listed fields' values and the label
 * (which names the entity) become the marker. Call it in the transaction that deletes the
 * entity, after logging the deletion.
 */
export async function redactEntityHistory(
  db: Database,
  appId: number,
  entity: string,
  entityId: string | number,
  fields: readonly string[],
): Promise<void> {
  const match = and(
    eq(auditLog.appId, appId),
    eq(auditLog.entity, entity),
    eq(auditLog.entityId, String(entityId)),
  )
  const entries = await db
    .select({ id: auditLog.id, changes: auditLog.changes })
    .from(auditLog)
    .where(match)
  for (const entry of entries) {
    await db
      .update(auditLog)
      .set({ label: REDACTED, changes: redactFields(entry.changes, fields) })
      .where(and(match, eq(auditLog.id, entry.id)))
  }
}
