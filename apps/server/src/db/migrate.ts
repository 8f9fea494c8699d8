import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type { Pool } from 'pg'

/** An arbitrary constant naming "Vitrine schema migrations" among advisory locks. */
const MIGRATION_LOCK = 7_406_123_001

/**
 * drizzle's migrator creates its bookkeeping table with "IF NOT EXISTS" outside its
 * transaction, which two processes starting together can both attempt. A session-level
 * advisory lock on one dedicated connection makes them take turns; the second then finds
 * every migration applied.
 */
export async function migratePostgres(pool: Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migrate(drizzle({ client }), { migrationsFolder })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
}
