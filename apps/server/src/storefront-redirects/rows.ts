import type { StorefrontRedirect } from '@vitrine/api'
import type { storefrontRedirects } from './schema.ts'

type Row = typeof storefrontRedirects.$inferSelect

/** A stored rule as the contract answers it. */
export function toRule(row: Row): StorefrontRedirect {
  return {
    id: row.id,
    from_path: row.fromPath,
    to: row.to,
    status: row.status,
    active: row.active,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
