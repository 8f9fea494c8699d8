import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { instant } from '../db/columns.ts'

/**
 * Postal-code lookups from the public service, shared by every store. Found codes are kept for
 * long, codes the service does not know for a day; failures of the service are not kept.
 */
export const postalCodes = pgTable('postal_codes', {
  code: text('code').primaryKey(),
  address: jsonb('address').$type<Record<string, string> | null>(),
  fetchedAt: instant('fetched_at').notNull(),
})
