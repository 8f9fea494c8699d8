import { is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { expect, inject, test } from 'vitest'
import { migrationsFolder } from '../paths.ts'
import { openTestDatabase } from '../testing/test-server.ts'
import { openPostgres } from './client.ts'
import * as schema from './schema.ts'
import { quoteIdent, withDatabase } from '../testing/database-template.ts'

test('migrating an up-to-date database changes nothing', async () => {
  const database = await openTestDatabase()
  try {
    const applied = async () =>
      (
        await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`drizzle.__drizzle_migrations`)
      )[0]?.n
    await database.handle.migrate(migrationsFolder)
    const before = await applied()
    expect(before).toBeGreaterThan(0)
    await database.handle.migrate(migrationsFolder)
    expect(await applied()).toBe(before)
  } finally {
    await database.close()
  }
})

test.runIf(inject('testDatabase').kind === 'postgres')(
  'two servers migrating an empty PostgreSQL database at once both succeed',
  async () => {
    const template = inject('testDatabase')
    if (template.kind !== 'postgres') return
    const name = `vitrine_test_race_${process.pid}`
    const admin = await openPostgres({ connectionString: template.adminUrl, max: 1 })
    await admin.db.execute(`create database ${quoteIdent(name)}`)
    const url = withDatabase(template.adminUrl, name)
    const [first, second] = await Promise.all([
      openPostgres({ connectionString: url }),
      openPostgres({ connectionString: url }),
    ])
    try {
      await Promise.all([first.migrate(migrationsFolder), second.migrate(migrationsFolder)])
      const [tables] = await first.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`information_schema.tables`)
        .where(sql`table_schema = 'public'`)
      // Exactly the schema's tables: none missing, none made twice by the racing servers.
      const declared = Object.values(schema).filter((value) => is(value, PgTable)).length
      expect(declared).toBe(108)
      expect(tables?.n).toBe(declared)
    } finally {
      await first.close()
      await second.close()
      await admin.db.execute(`drop database ${quoteIdent(name)} with (force)`)
      await admin.close()
    }
  },
)
