import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'

/*
 * The storefront's layout settings (issue 17 item 5), one row per store with its two documents
 * (project, catalog), each null until first saved and read back through the contract's schema
 * over the defaults, so a document written by an older version still answers every field. One
 * row, not two tables: the storefront reads both together, and each is small.
 */
export const layoutSettings = pgTable('layout_settings', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  project: jsonb('project').$type<Record<string, unknown>>(),
  projectUpdatedAt: instant('project_updated_at'),
  projectUpdatedBy: text('project_updated_by'),
  catalog: jsonb('catalog').$type<Record<string, unknown>>(),
  catalogUpdatedAt: instant('catalog_updated_at'),
  catalogUpdatedBy: text('catalog_updated_by'),
})
