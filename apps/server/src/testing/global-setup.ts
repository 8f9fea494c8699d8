import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite, openPostgres } from '../db/client.ts'
import { installJobs } from '../jobs/boss.ts'
import { SERVER_JOBS } from '../jobs/registry.ts'
import { migrationsFolder } from '../paths.ts'
import { quoteIdent, withDatabase } from './database-template.ts'

/**
 * Migrates ONE template database for the whole run; each test file then copies it (PGlite:
 * loads the dumped data directory; PostgreSQL: CREATE DATABASE … TEMPLATE). A fresh PGlite
 * initdb per file would cost seconds and hundreds of MB each (TOOLCHAIN.md).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    const template = `vitrine_test_tpl_${randomBytes(4).toString('hex')}`
    const admin = await openPostgres({ connectionString: adminUrl, max: 1 })
    await admin.db.execute(`create database ${quoteIdent(template)}`)
    const database = await openPostgres({
      connectionString: withDatabase(adminUrl, template),
      max: 1,
    })
    await database.migrate(migrationsFolder)
    await installJobs(database, SERVER_JOBS)
    // A template must have no open connections when copied.
    await database.close()
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template })
    return async () => {
      await admin.db.execute(`drop database if exists ${quoteIdent(template)} with (force)`)
      await admin.close()
    }
  }

  const database = await openPglite({})
  await database.migrate(migrationsFolder)
  // pg-boss's schema and the server's queues too: only tests that work jobs start a runner.
  await installJobs(database, SERVER_JOBS)
  const dump = await database.client.dumpDataDir('none')
  await database.close()
  const dataDirFile = path.join(os.tmpdir(), `vitrine-test-template-${process.pid}.tar`)
  await fs.writeFile(dataDirFile, Buffer.from(await dump.arrayBuffer()))
  project.provide('testDatabase', { kind: 'pglite', dataDirFile })
  return async () => {
    await fs.rm(dataDirFile, { force: true })
  }
}
