import {
  DATAPLUS_DEMO_TABLES,
  DataplusColumnInputSchema,
  DataplusTriggerInputSchema,
  checkRow,
  parseBody,
} from '@vitrine/api'
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { dataplusRows, dataplusTables } from './schema.ts'
import { addColumn, createTable, findTable } from './tables.ts'
import { createTrigger } from './triggers.ts'

/** Any number: it only has to differ from the other advisory locks of the database. */
const DATAPLUS_SEED_LOCK = 736_100_117

/**
 * The demo store's Data Plus (app 1): store locations, a size chart and FAQs (the contract's
 * DATAPLUS_DEMO_TABLES, also the stories'), made through the service code as a merchant's
 * clicks would, and one trigger, switched off, so the triggers page is alive. Added once, to a
 * store that has no table.
 */
export async function seedDataplusDemo(
  db: Database,
  appId: number,
  now: Date,
  config: Pick<Config, 'webhooksAllowPrivateTargets'>,
): Promise<void> {
  // Two starts at once (PostgreSQL): the second waits, then finds the tables and adds nothing.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DATAPLUS_SEED_LOCK})`)
    const [existing] = await tx
      .select({ id: dataplusTables.id })
      .from(dataplusTables)
      .where(eq(dataplusTables.appId, appId))
      .limit(1)
    if (existing) return
    const deps = { db: tx, clock: { now: () => now } }
    for (const demo of DATAPLUS_DEMO_TABLES) {
      const created = await createTable(
        deps,
        appId,
        { name: demo.name, slug: demo.slug, description: demo.description },
        'pt-BR',
      )
      for (const column of demo.columns) {
        await addColumn(
          deps,
          appId,
          created.id,
          parseBody(DataplusColumnInputSchema, column, 'pt-BR'),
          'pt-BR',
        )
      }
      const table = await findTable(tx, appId, created.id, 'pt-BR')
      await tx.insert(dataplusRows).values(
        demo.rows.map((row) => ({
          appId,
          tableId: table.id,
          data: checkRow(table.columns, row, 'pt-BR').values,
          createdAt: now,
          updatedAt: now,
        })),
      )
      if (demo.slug === 'lojas-fisicas') {
        await createTrigger(
          { ...deps, config: config as Config },
          appId,
          table.id,
          v.parse(DataplusTriggerInputSchema, {
            url: 'https://erp.exemplo.com.br/webhooks/vitrine',
            description: 'Exemplo: avisa o ERP das lojas (desligado)',
            events: ['inserted', 'updated', 'removed'],
            active: false,
          }),
          'pt-BR',
        )
      }
    }
  })
}
