import type { TransactionFilters } from '@vitrine/api'
import { eq, gte, lt, lte, type SQL } from 'drizzle-orm'
import { storeDayEnd, storeDayStart } from '../time/store-time.ts'
import { payments } from './schema.ts'
import { paymentSearchCondition } from './search.ts'

/**
 * The list's filters as conditions on `payments`, the app first (every index starts with it).
 * Shared by the list, the totals and the export, so the three always mean the same payments.
 * Days are whole days in São Paulo, as the panel shows them; amounts are inclusive.
 */
export function paymentConditions(appId: number, filters: TransactionFilters): SQL[] {
  const search = filters.q ? paymentSearchCondition(filters.q) : undefined
  return search ? [...filterConditions(appId, filters), search] : filterConditions(appId, filters)
}

/** Every condition but the search text's. */
export function filterConditions(appId: number, filters: TransactionFilters): SQL[] {
  const conditions: SQL[] = [eq(payments.appId, appId)]
  if (filters.status) conditions.push(eq(payments.status, filters.status))
  if (filters.type) conditions.push(eq(payments.type, filters.type))
  if (filters.gateway_id !== undefined) conditions.push(eq(payments.gatewayId, filters.gateway_id))
  if (filters.customer_id !== undefined) {
    conditions.push(eq(payments.customerId, filters.customer_id))
  }
  if (filters.link_id !== undefined) conditions.push(eq(payments.linkId, filters.link_id))
  if (filters.from) conditions.push(gte(payments.createdAt, storeDayStart(filters.from)))
  if (filters.to) conditions.push(lt(payments.createdAt, storeDayEnd(filters.to)))
  if (filters.min_cents !== undefined) conditions.push(gte(payments.amountCents, filters.min_cents))
  if (filters.max_cents !== undefined) conditions.push(lte(payments.amountCents, filters.max_cents))
  return conditions
}
