import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { apps } from '../../access/schema.ts'
import { instant } from '../../db/columns.ts'

/**
 * The store's platform settings (issue 15 item 4), one row per store. The settings are one JSON
 * document checked by the contract's schema on every save: they are read and written whole, and
 * the publish summary compares them field by field with the last publication's snapshot.
 */
export const ecommercePlatformSettings = pgTable('ecommerce_platform_settings', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: instant('updated_at').notNull(),
  updatedByName: text('updated_by_name'),
})
