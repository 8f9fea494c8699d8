import type { Database } from '../../db/client.ts'
import { ecommerceLogs, type EcommerceLogKind } from './schema.ts'

export { ECOMMERCE_LOG_KINDS, type EcommerceLogKind } from './schema.ts'

export interface EcommerceLogEntry {
  appId: number
  kind: EcommerceLogKind
  /** One line for people: the recipient, the feed, the coupon's code. */
  subject: string
  /** Anything that helps reading the event later; shown as readable JSON in the panel. */
  detail?: Record<string, unknown>
  /** Who did it; null or absent for the server's own events (jobs, the storefront). */
  actor?: { id: number | null; name: string } | null
  at: Date
}

/**
 * Appends one e-commerce log entry. Pass the transaction of the change when there is one, so the
 * log has the event exactly when the database does (and loses it when the change rolls back).
 */
export async function writeEcommerceLog(db: Database, entry: EcommerceLogEntry): Promise<void> {
  await db.insert(ecommerceLogs).values({
    appId: entry.appId,
    at: entry.at,
    kind: entry.kind,
    subject: entry.subject,
    detail: entry.detail ?? {},
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
  })
}
