import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { apps } from '../../access/schema.ts'
import { instant } from '../../db/columns.ts'

/**
 * The store's checkout appearance (issue 16 item 1), one row per store: what the public pages
 * show (`published`, null until first published) and the editor's draft (null when there is
 * none). Both are whole documents checked by the contract's schema on every save and read back
 * through it, so a document written by an older version still answers every field.
 */
export const checkoutAppearances = pgTable('checkout_appearances', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  published: jsonb('published').$type<Record<string, unknown>>(),
  publishedAt: instant('published_at'),
  publishedByName: text('published_by_name'),
  draft: jsonb('draft').$type<Record<string, unknown>>(),
  draftUpdatedAt: instant('draft_updated_at'),
  draftUpdatedByName: text('draft_updated_by_name'),
})
