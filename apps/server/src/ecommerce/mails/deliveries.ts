import type { MailDeliveryPage, MailDeliveryQuery } from '@vitrine/api'
import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { encodeCursor } from '../../http/cursor.ts'
import { ecommerceMailDeliveries } from './schema.ts'

type DeliveryRow = typeof ecommerceMailDeliveries.$inferSelect

function toDelivery(row: DeliveryRow) {
  return {
    id: row.id,
    type: row.type,
    source: row.source,
    to: row.to,
    subject: row.subject,
    status: row.status,
    via: row.via,
    error: row.error,
    step: row.step,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
  }
}

/** The delivery log, newest first, by keyset on the id (`before` from the cursor). */
export async function listDeliveries(
  db: Database,
  appId: number,
  query: Omit<MailDeliveryQuery, 'cursor'> & { before?: number; limit: number },
): Promise<MailDeliveryPage> {
  const where: SQL[] = [eq(ecommerceMailDeliveries.appId, appId)]
  if (query.before !== undefined) where.push(lt(ecommerceMailDeliveries.id, query.before))
  if (query.status) where.push(eq(ecommerceMailDeliveries.status, query.status))
  if (query.type) where.push(eq(ecommerceMailDeliveries.type, query.type))
  if (query.source) where.push(eq(ecommerceMailDeliveries.source, query.source))
  const rows = await db
    .select()
    .from(ecommerceMailDeliveries)
    .where(and(...where))
    .orderBy(desc(ecommerceMailDeliveries.id))
    .limit(query.limit + 1)
  const items = rows.slice(0, query.limit).map(toDelivery)
  return {
    items,
    next_cursor: rows.length > query.limit ? encodeCursor(items.at(-1)!.id) : null,
  }
}
