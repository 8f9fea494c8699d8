import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'

/**
 * A store's storefront layout: the CMS pages and their elements hang from it (cms/schema.ts).
 * `apps.layout_id` names the layout in use (nullable, no foreign key: it predates this table);
 * today a store has one, made by POST /apps/{appId}/layout; onboarding will pick a theme.
 * The CMS calls address a layout by its id and reach its store through `app_id`.
 */
export const layouts = pgTable(
  'layouts',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('layouts_app_id_idx').on(t.appId)],
)
export type LayoutRow = typeof layouts.$inferSelect
