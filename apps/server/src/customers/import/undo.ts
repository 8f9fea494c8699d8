import type { CustomerField, CustomerValues, UndoImportResult } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, count, eq, gt, inArray, or } from 'drizzle-orm'
import type { AppAccess } from '../../access/require-access.ts'
import { changedFields, deletedFields } from '../../audit/diff.ts'
import { actorOf, type AuditRecord } from '../../audit/write.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Database } from '../../db/client.ts'
import { customerImportChanges, customerImports, customers } from '../schema.ts'
import type { AppDeps } from '../../http/context.ts'
import { CUSTOMER_ENTITY } from '../activity.ts'
import { customerColumns, editableFields } from '../rows.ts'
import { writeAuditEntries } from './audit.ts'
import { importError } from './messages.ts'
import { IMPORT_ENTITY } from './run.ts'
import { updateCustomers } from './write.ts'

/** Updated customers restored per statement. */
const RESTORE_PAGE = 1000

const audit = (
  action: AuditRecord['action'],
  id: number,
  label: string,
  changes: AuditRecord['changes'],
): AuditRecord => ({
  area: 'customers',
  action,
  entity: CUSTOMER_ENTITY,
  entityId: id,
  label,
  changes,
})

/**
 * Undoes a committed import as a whole, in one transaction: the customers it created go
 * (refused while any of them has purchases or subscriptions), the ones it updated get back
 * the values it changed, and the import is marked undone. Changes made to the same fields
 * after the import are overwritten by the values from before it: that is what undo means.
 */
export async function undoImport(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: AppAccess,
  importId: number,
  lang: Lang,
): Promise<UndoImportResult> {
  const appId = access.app.id
  const actor = actorOf(access.caller)
  const now = clock.now()
  try {
    return await db.transaction(async (tx) => {
      const [record] = await tx
        .select()
        .from(customerImports)
        .where(and(eq(customerImports.appId, appId), eq(customerImports.id, importId)))
        .for('update')
      if (!record) throw importError(404, lang, 'importNotFound')
      if (record.undoneAt) throw importError(409, lang, 'alreadyUndone')

      const createdIds = tx
        .select({ id: customerImportChanges.customerId })
        .from(customerImportChanges)
        .where(
          and(
            eq(customerImportChanges.importId, importId),
            eq(customerImportChanges.action, 'create'),
          ),
        )
      const created = and(eq(customers.appId, appId), inArray(customers.id, createdIds))
      const [blocked] = await tx
        .select({ n: count() })
        .from(customers)
        .where(
          and(created, or(gt(customers.purchasesCount, 0), gt(customers.subscriptionsCount, 0))),
        )
      if (blocked && blocked.n > 0) {
        throw importError(409, lang, 'undoBlocked', { count: blocked.n }, { blocked: blocked.n })
      }
      const deleted = await tx.delete(customers).where(created).returning(customerColumns)
      const entries = deleted.map((row) =>
        audit('delete', row.id, row.name, deletedFields({ ...editableFields(row) })),
      )

      const restored = await restoreUpdated(tx, appId, importId, now, entries)
      await tx
        .update(customerImports)
        .set({ undoneAt: now })
        .where(eq(customerImports.id, importId))
      entries.push({
        area: 'customers',
        action: 'update',
        entity: IMPORT_ENTITY,
        entityId: importId,
        label: record.fileName,
        changes: { undone_at: { before: null, after: now.toISOString() } },
      })
      await writeAuditEntries(tx, appId, actor, now, entries)
      return { deleted: deleted.length, restored }
    })
  } catch (error) {
    // An e-mail or document to restore has been given to someone else since.
    if (isUniqueViolation(error)) throw importError(409, lang, 'undoConflict')
    throw error
  }
}

/** Puts back what the import changed, page by page; answers how many customers it restored. */
async function restoreUpdated(
  tx: Database,
  appId: number,
  importId: number,
  now: Date,
  entries: AuditRecord[],
): Promise<number> {
  let restored = 0
  let after = 0
  for (;;) {
    const page = await tx
      .select({ id: customerImportChanges.customerId, before: customerImportChanges.before })
      .from(customerImportChanges)
      .where(
        and(
          eq(customerImportChanges.importId, importId),
          eq(customerImportChanges.action, 'update'),
          gt(customerImportChanges.customerId, after),
        ),
      )
      .orderBy(asc(customerImportChanges.customerId))
      .limit(RESTORE_PAGE)
    if (page.length === 0) return restored
    after = page.at(-1)!.id
    const before = new Map(page.map((change) => [change.id, change.before ?? {}]))
    // Customers deleted since the import have nothing left to restore.
    const current = await tx
      .select(customerColumns)
      .from(customers)
      .where(and(eq(customers.appId, appId), inArray(customers.id, [...before.keys()])))
      .for('update')
    const rows: { id: number; values: CustomerValues }[] = []
    for (const row of current) {
      const values = editableFields(row)
      const was = before.get(row.id) as Partial<CustomerValues>
      const present = Object.fromEntries(
        Object.keys(was).map((field) => [field, values[field as CustomerField]]),
      )
      const changes = changedFields(present, was)
      restored += 1
      if (Object.keys(changes).length === 0) continue
      const next = { ...values, ...was }
      rows.push({ id: row.id, values: next })
      entries.push(audit('update', row.id, next.name, changes))
    }
    await updateCustomers(tx, appId, rows, now)
  }
}
