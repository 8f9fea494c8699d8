import type { CustomerTag } from '@vitrine/api'
import { asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { customers } from './schema.ts'

/** The filter chips show the most used tags; a store with more gets them by search instead. */
export const TAGS_LISTED = 200

/** The store's tags with how many customers carry each, most used first, then by name. */
export async function customerTags(db: Database, appId: number): Promise<CustomerTag[]> {
  const tagged = db
    .select({ tag: sql<string>`unnest(${customers.tags})`.as('tag') })
    .from(customers)
    .where(eq(customers.appId, appId))
    .as('tagged')
  return db
    .select({ tag: tagged.tag, count: count() })
    .from(tagged)
    .groupBy(tagged.tag)
    .orderBy(desc(count()), asc(tagged.tag))
    .limit(TAGS_LISTED)
}
