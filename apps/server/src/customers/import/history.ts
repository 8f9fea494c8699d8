import type { CustomerImport } from '@vitrine/api'
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { customerImports } from '../schema.ts'

/** The history shows the latest imports: the ones worth undoing. */
export const IMPORTS_LISTED = 20

type ImportRecord = typeof customerImports.$inferSelect

export function toCustomerImport(row: ImportRecord): CustomerImport {
  return {
    id: row.id,
    file_name: row.fileName,
    actor_name: row.actorName,
    created_at: row.createdAt.toISOString(),
    total_rows: row.totalRows,
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    failed: row.failed,
    undone_at: row.undoneAt?.toISOString() ?? null,
  }
}

/** The app's committed imports, newest first, undone ones included. */
export async function recentImports(db: Database, appId: number): Promise<CustomerImport[]> {
  const rows = await db
    .select()
    .from(customerImports)
    .where(eq(customerImports.appId, appId))
    .orderBy(desc(customerImports.id))
    .limit(IMPORTS_LISTED)
  return rows.map(toCustomerImport)
}
