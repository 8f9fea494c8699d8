import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { apps } from '../../access/schema.ts'
import { instant } from '../../db/columns.ts'

/**
 * Each publication of the store (issue 15: publish). A publication is the marker "pending" is
 * computed against: CMS pages and elements whose updated_at is after its `at` changed since,
 * the page and element counts it kept tell removals, and its settings snapshot is compared
 * field by field with the current platform settings. See ./README.md.
 */
export const ecommercePublications = pgTable(
  'ecommerce_publications',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: instant('at').notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    /** What this publication made live (the pending summary at the time). */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    /** The platform settings as published. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** CMS pages and elements that existed when published (a lower count since means removals). */
    pages: integer('pages').notNull(),
    elements: integer('elements').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.id] }),
    index('ecommerce_publications_page_idx').on(t.appId, t.id.desc()),
  ],
)
