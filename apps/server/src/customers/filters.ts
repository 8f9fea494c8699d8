import type { CustomerFilters } from '@vitrine/api'
import { and, arrayContains, eq, gt, gte, lt, type SQL } from 'drizzle-orm'
import { customers } from './schema.ts'
import { storeDayEnd, storeDayStart } from '../time/store-time.ts'
import { searchCondition } from './search.ts'

/**
 * The list's filters as conditions on `customers`, the app first (every index starts with it).
 * Shared by the list and anything else that works on "the current filter".
 */
export function customerConditions(appId: number, filters: CustomerFilters): SQL[] {
  const conditions: SQL[] = [eq(customers.appId, appId)]
  const search = filters.q ? searchCondition(filters.q) : undefined
  if (search) conditions.push(search)
  if (filters.tag) conditions.push(arrayContains(customers.tags, [filters.tag]))
  // Whole days in São Paulo, as the panel shows them.
  if (filters.created_from) {
    conditions.push(gte(customers.createdAt, storeDayStart(filters.created_from)))
  }
  if (filters.created_to) conditions.push(lt(customers.createdAt, storeDayEnd(filters.created_to)))
  if (filters.has_purchases === true) conditions.push(gt(customers.purchasesCount, 0))
  if (filters.has_purchases === false) conditions.push(eq(customers.purchasesCount, 0))
  return conditions
}

/** All of the filters at once. */
export function customerFilter(appId: number, filters: CustomerFilters): SQL {
  return and(...customerConditions(appId, filters))!
}
