import {
  documentKind,
  type Customer,
  type CustomerAddress,
  type CustomerValues,
} from '@vitrine/api'
import { getTableColumns } from 'drizzle-orm'
import { customers } from './schema.ts'
import { foldName } from './names.ts'

export type CustomerRow = typeof customers.$inferSelect

/** Every column but the generated search vector, which only `WHERE` clauses read. */
const { search: _search, ...customerColumns } = getTableColumns(customers)
export { customerColumns }

export type StoredCustomer = Omit<CustomerRow, 'search'>

/** Every stored address went through the shared schema on its way in (states included). */
const addressesOf = (row: StoredCustomer) => row.addresses as CustomerAddress[]

export function toCustomer(row: StoredCustomer): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    document: row.document,
    document_kind: row.documentKind,
    phone: row.phone,
    birth_date: row.birthDate,
    addresses: addressesOf(row),
    tags: row.tags,
    notes: row.notes,
    marketing_consent: row.marketingConsent,
    purchases_count: row.purchasesCount,
    subscriptions_count: row.subscriptionsCount,
    total_spent: row.totalSpent,
    last_purchase_at: row.lastPurchaseAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The fields people edit, in the API's names: what the audit log compares. */
export function editableFields(row: StoredCustomer): CustomerValues {
  return {
    name: row.name,
    email: row.email,
    document: row.document,
    phone: row.phone,
    birth_date: row.birthDate,
    addresses: addressesOf(row),
    tags: row.tags,
    notes: row.notes,
    marketing_consent: row.marketingConsent,
  }
}

/** The stored columns for what people typed (already normalised by the shared schema). */
export function columnsOf(values: CustomerValues) {
  return {
    name: values.name,
    sortName: foldName(values.name),
    email: values.email,
    document: values.document,
    documentKind: values.document ? documentKind(values.document) : null,
    phone: values.phone,
    birthDate: values.birth_date,
    addresses: values.addresses,
    tags: values.tags,
    notes: values.notes,
    marketingConsent: values.marketing_consent,
  }
}
