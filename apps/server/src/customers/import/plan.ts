import type { CustomerField, CustomerValues, ImportIssue, ImportRow } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import { changedFields } from '../../audit/diff.ts'
import type { FieldChanges } from '../../audit/write.ts'
import type { Database } from '../../db/client.ts'
import { customers } from '../schema.ts'
import { customerColumns, editableFields, type StoredCustomer } from '../rows.ts'
import { importMessage } from './messages.ts'
import { textArray } from './write.ts'

/** What a valid row does to the store; an invalid one says why it cannot. */
export type RowPlan =
  | { kind: 'create'; line: number; values: CustomerValues }
  | {
      kind: 'update'
      line: number
      id: number
      name: string
      /** The customer's editable fields after the row. */
      values: CustomerValues
      /** The changed fields' values before it: what an undo puts back. */
      before: Partial<CustomerValues>
      changes: FieldChanges
    }
  | { kind: 'skip'; line: number; id: number }
  | { kind: 'invalid'; line: number; issues: ImportIssue[] }

/** The stored customers that a set of rows may mean, by e-mail and by document. */
export interface StoredMatches {
  byEmail: Map<string, StoredCustomer>
  byDocument: Map<string, StoredCustomer>
}

/**
 * The app's customers having any e-mail or document of the rows (one query, served by the
 * unique indexes). `lock` holds them until the transaction ends, so what a batch compares
 * is what it overwrites.
 */
export async function findStored(
  db: Database,
  appId: number,
  rows: readonly ImportRow[],
  lock = false,
): Promise<StoredMatches> {
  const emails = rows.flatMap((row) => row.values?.email ?? [])
  const documents = rows.flatMap((row) => row.values?.document ?? [])
  const matches: StoredMatches = { byEmail: new Map(), byDocument: new Map() }
  // Each list as one text[] parameter: a thousand separate ones cost more to build than to run.
  const keys: SQL[] = []
  if (emails.length > 0) keys.push(sql`${customers.email} = any(${textArray(emails)}::text[])`)
  if (documents.length > 0) {
    keys.push(sql`${customers.document} = any(${textArray(documents)}::text[])`)
  }
  if (keys.length === 0) return matches
  const query = db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.appId, appId), or(...keys)))
  for (const row of await (lock ? query.for('update') : query)) {
    if (row.email) matches.byEmail.set(row.email, row)
    if (row.document) matches.byDocument.set(row.document, row)
  }
  return matches
}

/**
 * A stored customer after a row: only the file's columns change. A blank e-mail or document
 * leaves the stored one (they are how customers are found, not something a blank cell should
 * erase); a row with an address replaces the first address and keeps its name, one without
 * leaves the addresses alone.
 */
export function mergeRow(
  stored: CustomerValues,
  row: CustomerValues,
  fields: readonly CustomerField[],
): CustomerValues {
  const next: CustomerValues = { ...stored }
  for (const field of fields) {
    if (field === 'email') next.email = row.email ?? stored.email
    else if (field === 'document') next.document = row.document ?? stored.document
    else if (field === 'addresses') {
      const [address] = row.addresses
      if (address) {
        const label = stored.addresses[0]?.label ?? null
        next.addresses = [{ ...address, label }, ...stored.addresses.slice(1)]
      }
    } else {
      ;(next as Record<CustomerField, unknown>)[field] = row[field]
    }
  }
  return next
}

/**
 * Decides each row against the stored customers: create when nobody has its e-mail or
 * document, update when someone does and something would change, skip when nothing would.
 * A row naming two different customers, or a customer an earlier row already took, is
 * invalid. `claimed` (customer id → line) carries the taken customers across batches.
 */
export function planRows(
  rows: readonly ImportRow[],
  fields: readonly CustomerField[],
  stored: StoredMatches,
  claimed: Map<number, number>,
  lang: Lang,
): RowPlan[] {
  return rows.map((row): RowPlan => {
    const { line, values } = row
    if (!values) return { kind: 'invalid', line, issues: row.issues }
    const byEmail = values.email ? stored.byEmail.get(values.email) : undefined
    const byDocument = values.document ? stored.byDocument.get(values.document) : undefined
    const invalid = (message: string): RowPlan => ({
      kind: 'invalid',
      line,
      issues: [{ line, column: null, message }],
    })
    if (byEmail && byDocument && byEmail.id !== byDocument.id) {
      return invalid(importMessage(lang, 'twoCustomers'))
    }
    const match = byEmail ?? byDocument
    if (!match) return { kind: 'create', line, values }
    const earlier = claimed.get(match.id)
    if (earlier !== undefined)
      return invalid(importMessage(lang, 'sameCustomer', { line: earlier }))
    claimed.set(match.id, line)
    const current = editableFields(match)
    const next = mergeRow(current, values, fields)
    const changes = changedFields({ ...current }, { ...next })
    if (Object.keys(changes).length === 0) return { kind: 'skip', line, id: match.id }
    const before = Object.fromEntries(
      Object.keys(changes).map((field) => [field, current[field as CustomerField]]),
    ) as Partial<CustomerValues>
    return { kind: 'update', line, id: match.id, name: next.name, values: next, before, changes }
  })
}
