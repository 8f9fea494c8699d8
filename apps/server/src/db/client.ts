import type { PGlite, PGliteOptions } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Pool, PoolConfig } from 'pg'
import { initPgliteDataDir } from './pglite-init.ts'
import * as schema from './schema.ts'

/**
 * The one type every query is written against. PGlite and node-postgres databases both extend
 * it, which is what keeps a single code path for the embedded and the external database.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseKind = 'pglite' | 'postgres'

export interface DatabaseHandle {
  kind: DatabaseKind
  db: Database
  /** Applies the committed migrations (safe when several processes start at once). */
  migrate(migrationsFolder: string): Promise<void>
  /** Throws when the database does not answer. */
  ping(): Promise<void>
  /**
   * Raw SQL for libraries that bring their own (the job queue, pg-boss): with values one
   * parameterised statement; without, any number of statements, answering the last one's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }> // eslint-disable-line @typescript-eslint/no-explicit-any -- rows of any query
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined
  dataDir: string
  /** Told about connection errors that happen outside any request (idle pool clients). */
  onBackgroundError?: (error: Error) => void
}

/** PostgreSQL when a URL is configured, otherwise the embedded PGlite in `dataDir`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres({ connectionString: options.databaseUrl }, options.onBackgroundError)
  }
  await initPgliteDataDir(options.dataDir)
  return openPglite({ dataDir: options.dataDir })
}

/**
 * PGlite settings for a small single-user server. PostgreSQL's defaults assume a dedicated
 * machine (128 MB of shared buffers, reserved up front inside the WebAssembly heap); these keep
 * the embedded default's resident memory down. Measured in scripts/bench-api.mjs.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'wal_buffers=1MB',
  'temp_buffers=1MB',
]

/** The PGlite instance itself is exposed for tests, which dump and reload data directories. */
export async function openPglite(
  options: PGliteOptions,
): Promise<DatabaseHandle & { client: PGlite }> {
  // Imported on demand: a server on PostgreSQL never loads the WebAssembly build.
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  // The contrib extensions the catalogue's search needs (migration catalogue: pg_trgm for typos,
  // unaccent for folding); PostgreSQL ships them as contrib packages.
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ])
  const client: PGlite = await PGlite.create({
    postgresqlconf: PGLITE_SETTINGS,
    extensions: { pg_trgm, unaccent },
    ...options,
  })
  const db: Database = drizzle({ client, schema })
  return {
    kind: 'pglite',
    client,
    db,
    async migrate(migrationsFolder) {
      // One process owns a PGlite data directory, so no lock is needed.
      const { migrate } = await import('drizzle-orm/pglite/migrator')
      await migrate(drizzle({ client, schema }), { migrationsFolder })
    },
    ping: () => ping(db),
    // PGlite's query() takes one statement; exec() takes several but no parameters.
    executeSql: async (text, values) =>
      values?.length
        ? client.query(text, values)
        : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    close: () => client.close(),
  }
}

export async function openPostgres(
  poolConfig: PoolConfig,
  onBackgroundError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const pool: Pool = new pg.Pool({ max: 10, ...poolConfig })
  // An idle client losing its connection emits here; unhandled, it would end the process.
  pool.on('error', (error) => onBackgroundError?.(error))
  const db: Database = drizzle({ client: pool, schema })
  return {
    kind: 'postgres',
    db,
    async migrate(migrationsFolder) {
      const { migratePostgres } = await import('./migrate.ts')
      await migratePostgres(pool, migrationsFolder)
    },
    ping: () => ping(db),
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  }
}

async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`)
}
