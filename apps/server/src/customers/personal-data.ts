import type { CustomerValues } from '@vitrine/api'
import { and, eq, isNotNull } from 'drizzle-orm'
import { REDACTED, redactEntityHistory } from '../audit/redact.ts'
import type { Database } from '../db/client.ts'
import { CUSTOMER_ENTITY } from './activity.ts'
import { customerImportChanges } from './schema.ts'

/**
 * A customer's personal data (LGPD): what identifies or describes the person. Tags and the
 * marketing consent are the store's own records about the relationship and stay; notes are
 * free text about the person, so they go.
 */
export const PERSONAL_FIELDS = [
  'name',
  'email',
  'document',
  'phone',
  'birth_date',
  'addresses',
  'notes',
] as const satisfies readonly (keyof CustomerValues)[]

/**
 * When a customer is deleted, their personal data leaves the history too: the audit log keeps
 * every entry about them (that they existed, what happened when, by whom, the fields that are
 * not personal) with the personal values replaced by "[removido]", and the values an import
 * kept to undo its updates are erased the same way. Runs in the transaction of the delete.
 */
export async function forgetCustomer(
  db: Database,
  appId: number,
  customerId: number,
): Promise<void> {
  await redactEntityHistory(db, appId, CUSTOMER_ENTITY, customerId, PERSONAL_FIELDS)
  const kept = await db
    .select({ importId: customerImportChanges.importId, before: customerImportChanges.before })
    .from(customerImportChanges)
    .where(
      and(
        eq(customerImportChanges.customerId, customerId),
        isNotNull(customerImportChanges.before),
      ),
    )
  for (const change of kept) {
    const before = Object.fromEntries(
      Object.entries(change.before!).map(([field, value]) => [
        field,
        (PERSONAL_FIELDS as readonly string[]).includes(field) && value !== null ? REDACTED : value,
      ]),
    )
    await db
      .update(customerImportChanges)
      .set({ before })
      .where(
        and(
          eq(customerImportChanges.importId, change.importId),
          eq(customerImportChanges.customerId, customerId),
        ),
      )
  }
}
