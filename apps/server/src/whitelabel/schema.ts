import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { resellers } from '../access/schema.ts'

/** The hosts a reseller's panel answers on (POST /whitelabel looks them up). */
export const resellerDomains = pgTable(
  'reseller_domains',
  {
    domain: text('domain').primaryKey(),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('reseller_domains_reseller_id_idx').on(t.resellerId),
    check('reseller_domains_lower_case', sql`${t.domain} = lower(${t.domain})`),
  ],
)
