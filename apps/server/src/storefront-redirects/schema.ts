import type { RedirectStatus } from '@vitrine/api'
import { boolean, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'

/*
 * The storefront's redirect rules (issue 17 item 3; contract packages/api/src/storefront-redirects,
 * README.md beside this file). `from_key` is the from-path as compared (lower case, no trailing
 * slash, query sorted): one rule per key and store, and the list's keyset order.
 */
export const storefrontRedirects = pgTable(
  'storefront_redirects',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    fromPath: text('from_path').notNull(),
    fromKey: text('from_key').notNull(),
    to: text('to').notNull(),
    status: smallint('status').$type<RedirectStatus>().notNull(),
    active: boolean('active').notNull(),
    note: text('note').notNull().default(''),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [uniqueIndex('storefront_redirects_key').on(t.appId, t.fromKey)],
)

/*
 * One row per store with rules: `version` goes up with every write (in the write's transaction),
 * so each server process knows its cached matcher is stale by reading one row; the row is also
 * the lock that puts a store's writes one after another (two saves cannot make a loop together).
 * `total` is the store's rule count, kept here so the list never counts 50,000 rows.
 */
export const storefrontRedirectVersions = pgTable('storefront_redirect_versions', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  total: integer('total').notNull(),
})
