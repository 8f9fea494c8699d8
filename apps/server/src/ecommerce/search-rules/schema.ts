import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../../access/schema.ts'
import { instant } from '../../db/columns.ts'

/*
 * The store search's rules (issue 15 item 2; contract packages/api/src/ecommerce/search-rules).
 * Terms are kept as typed and normalised (`term_fold`: the contract's `normaliseTerm`, folded
 * in TypeScript so the server and the panel agree); one rule of each kind per term and store.
 */

export const ecommerceSearchTermRules = pgTable(
  'ecommerce_search_term_rules',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    termFold: text('term_fold').notNull(),
    /** `synonyms` or `redirect`. */
    action: text('action').$type<'synonyms' | 'redirect'>().notNull(),
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The synonyms normalised: a query equal to one finds the rule when `both_ways`. */
    synonymsFold: text('synonyms_fold')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bothWays: boolean('both_ways').notNull().default(true),
    redirectUrl: text('redirect_url').notNull().default(''),
    /** Not a foreign key: a removed category leaves the rule answering its last address. */
    redirectCategoryId: integer('redirect_category_id'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('ecommerce_search_term_rules_unique').on(t.appId, t.termFold),
    index('ecommerce_search_term_rules_synonyms_idx').using('gin', t.synonymsFold),
  ],
)

export const ecommerceSearchFixedRules = pgTable(
  'ecommerce_search_fixed_rules',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    termFold: text('term_fold').notNull(),
    /** [{ product_id, position }] by position; products removed later are skipped. */
    pins: jsonb('pins').$type<{ product_id: number; position: number }[]>().notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [uniqueIndex('ecommerce_search_fixed_rules_unique').on(t.appId, t.termFold)],
)

/** One row per store that changed the default (100 %). */
export const ecommerceSearchSettings = pgTable('ecommerce_search_settings', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  agreementPercent: integer('agreement_percent').notNull(),
  updatedAt: instant('updated_at').notNull(),
})
