import type { DiscountChoiceList, DiscountChoiceQuerySchema } from '@vitrine/api'
import { INT4 } from '@vitrine/api/validation'
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type * as v from 'valibot'
import { catalogueCategories, catalogueProducts } from '../../catalogue/schema.ts'
import { productSearch } from '../../catalogue/search.ts'
import { customers } from '../../customers/schema.ts'
import type { Database } from '../../db/client.ts'

/*
 * What the coupon and promotion pickers choose from, at the ecommerce level: a manager who
 * writes discounts may lack the catalogue's (layout) or the customers' level, and needs only a
 * name to choose by. Ten at most by words; by keys, the saved rule's chips named. Products are
 * found by the catalogue's own search (its indexes: a keystroke costs what its hits cost, not
 * what the store holds); categories and customers, far fewer per store, by a folded `like`.
 */

type ChoiceQuery = v.InferOutput<typeof DiscountChoiceQuerySchema>
const FOUND = 10
const KEYS_MAX = 500

/** Any of the columns contains the words, accents and case folded (the catalogue's fold). */
function containing(q: string | undefined, ...columns: PgColumn[]): SQL | undefined {
  const words = q?.trim()
  if (!words) return undefined
  const pattern = `%${words.replace(/[\\%_]/g, '\\$&')}%`
  // In parentheses: an `or` beside the store's `and` must not widen it to other stores.
  return sql`(${sql.join(
    columns.map((column) => sql`catalogue_fold(${column}) like catalogue_fold(${pattern})`),
    sql` or `,
  )})`
}

const idsOf = (keys: string) =>
  keys
    .split(',')
    .slice(0, KEYS_MAX)
    .map(Number)
    // A key past the ids' int4 would make PostgreSQL refuse the whole query: no such row.
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= INT4.max)

export async function listChoices(
  db: Database,
  appId: number,
  { of, q, keys }: ChoiceQuery,
): Promise<DiscountChoiceList> {
  if (of === 'products') {
    const search = keys === undefined && q ? productSearch(appId, q) : undefined
    const rows = await db
      .select({
        id: catalogueProducts.id,
        name: catalogueProducts.name,
        sku: catalogueProducts.sku,
      })
      .from(catalogueProducts)
      .where(
        and(
          eq(catalogueProducts.appId, appId),
          keys !== undefined
            ? inArray(catalogueProducts.id, idsOf(keys))
            : search
              ? sql`${catalogueProducts.id} = any(${search.hits})`
              : undefined,
        ),
      )
      .orderBy(
        ...(search ? [desc(search.rank)] : []),
        asc(catalogueProducts.name),
        asc(catalogueProducts.id),
      )
      .limit(keys === undefined ? FOUND : KEYS_MAX)
    return {
      items: rows.map((row) => ({ key: String(row.id), label: row.name, detail: row.sku || null })),
    }
  }
  if (of === 'categories') {
    const rows = await db
      .select({ id: catalogueCategories.id, name: catalogueCategories.name })
      .from(catalogueCategories)
      .where(
        and(
          eq(catalogueCategories.appId, appId),
          keys === undefined
            ? containing(q, catalogueCategories.name)
            : inArray(catalogueCategories.id, idsOf(keys)),
        ),
      )
      .orderBy(asc(catalogueCategories.name), asc(catalogueCategories.id))
      .limit(keys === undefined ? FOUND : KEYS_MAX)
    return { items: rows.map((row) => ({ key: String(row.id), label: row.name, detail: null })) }
  }
  // Customers are chosen by e-mail, the key a coupon keeps (a checkout may have no account).
  const emails = keys
    ?.split(',')
    .slice(0, KEYS_MAX)
    .map((key) => key.trim().toLowerCase())
  const rows = await db
    .select({ name: customers.name, email: customers.email })
    .from(customers)
    .where(
      and(
        eq(customers.appId, appId),
        isNotNull(customers.email),
        emails === undefined
          ? containing(q, customers.name, customers.email)
          : inArray(sql`lower(${customers.email})`, emails.length ? emails : ['']),
      ),
    )
    .orderBy(asc(customers.sortName), asc(customers.id))
    .limit(keys === undefined ? FOUND : KEYS_MAX)
  return {
    items: rows.map((row) => ({
      key: row.email!.toLowerCase(),
      label: row.name,
      detail: row.email,
    })),
  }
}
