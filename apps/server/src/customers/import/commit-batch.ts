import type { ImportIssue, ImportRow, ParsedImport } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { eq, sql } from 'drizzle-orm'
import { createdFields } from '../../audit/diff.ts'
import type { AuditActor, AuditRecord } from '../../audit/write.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Database } from '../../db/client.ts'
import { customerImportChanges, customerImports } from '../schema.ts'
import { CUSTOMER_ENTITY } from '../activity.ts'
import { writeAuditEntries } from './audit.ts'
import { findStored, planRows, type RowPlan } from './plan.ts'
import { insertCustomers, jsonRows, updateCustomers } from './write.ts'

/** A batch that must not be written: the transaction rolls back with it. */
class BatchRefused extends Error {
  constructor(readonly issues: ImportIssue[]) {
    super('The batch has invalid rows')
  }
}

export interface BatchInput {
  appId: number
  importId: number
  actor: AuditActor
  now: Date
  batch: ImportRow[]
  parsed: ParsedImport
  lang: Lang
}

export type BatchOutcome =
  { ok: true; plans: RowPlan[] } | { ok: false; issues: ImportIssue[]; conflict: boolean }

/** PostgreSQL's answers for a change that collided with another one running at the same time. */
const CONFLICTS = new Set(['40P01', '40001'])

function isConflict(error: unknown): boolean {
  if (isUniqueViolation(error)) return true
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (CONFLICTS.has(String((cause as { code?: unknown }).code))) return true
  }
  return false
}

/**
 * Writes one batch, all or nothing: the rows are decided again inside the transaction, with
 * the stored customers locked, so what is compared is what is overwritten; then one statement
 * per table (customers, the import's changes, the audit log, the import's counts).
 */
export async function commitBatch(db: Database, input: BatchInput): Promise<BatchOutcome> {
  const { appId, importId, actor, now, batch, parsed, lang } = input
  const invalid = batch.filter((row) => row.values === null)
  if (invalid.length > 0) {
    return { ok: false, issues: invalid.flatMap((row) => row.issues), conflict: false }
  }
  try {
    const plans = await db.transaction(async (tx) => {
      // A bulk load need not wait for each batch's WAL flush. A crash right after a commit can
      // lose that batch, but its counts on the import live in the same transaction: the
      // history never claims rows that are not there.
      await tx.execute(sql`set local synchronous_commit = off`)
      const stored = await findStored(tx, appId, batch, true)
      const plans = planRows(batch, parsed.fields, stored, new Map(), lang)
      const refused = plans.flatMap((plan) => (plan.kind === 'invalid' ? plan.issues : []))
      if (refused.length > 0) throw new BatchRefused(refused)

      const creates = plans.filter((plan) => plan.kind === 'create')
      const updates = plans.filter((plan) => plan.kind === 'update')
      const ids = await insertCustomers(
        tx,
        appId,
        creates.map((plan) => plan.values),
        now,
      )
      await updateCustomers(tx, appId, updates, now)
      await recordChanges(tx, importId, [
        ...ids.map((id) => ({ customer_id: id, action: 'create' as const, before: null })),
        ...updates.map((plan) => ({
          customer_id: plan.id,
          action: 'update' as const,
          before: plan.before,
        })),
      ])
      const entries: AuditRecord[] = [
        ...creates.map((plan, index) => ({
          area: 'customers' as const,
          action: 'create' as const,
          entity: CUSTOMER_ENTITY,
          entityId: ids[index]!,
          label: plan.values.name,
          changes: createdFields({ ...plan.values }),
        })),
        ...updates.map((plan) => ({
          area: 'customers' as const,
          action: 'update' as const,
          entity: CUSTOMER_ENTITY,
          entityId: plan.id,
          label: plan.name,
          changes: plan.changes,
        })),
      ]
      await writeAuditEntries(tx, appId, actor, now, entries)
      await tx
        .update(customerImports)
        .set({
          created: sql`${customerImports.created} + ${creates.length}`,
          updated: sql`${customerImports.updated} + ${updates.length}`,
          skipped: sql`${customerImports.skipped} + ${batch.length - creates.length - updates.length}`,
        })
        .where(eq(customerImports.id, importId))
      return plans
    })
    return { ok: true, plans }
  } catch (error) {
    if (error instanceof BatchRefused) return { ok: false, issues: error.issues, conflict: false }
    // Another change took an e-mail or document, or locked the same customers, meanwhile.
    if (isConflict(error)) return { ok: false, issues: [], conflict: true }
    throw error
  }
}

/** What the batch did to each customer, for the undo. */
async function recordChanges(
  db: Database,
  importId: number,
  changes: { customer_id: number; action: 'create' | 'update'; before: object | null }[],
): Promise<void> {
  if (changes.length === 0) return
  await db.execute(sql`
    insert into ${customerImportChanges} (import_id, customer_id, action, before)
    select ${importId}, r.customer_id, r.action, r.before
    from json_to_recordset(${jsonRows(changes)}) as r(customer_id bigint, action text, before jsonb)`)
}
