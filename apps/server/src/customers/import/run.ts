import {
  IMPORT_BATCH_SIZE,
  IMPORT_ERRORS_LISTED,
  parseImport,
  type ImportIssue,
  type ImportProgress,
  type ImportReport,
  type ImportRow,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { eq, sql } from 'drizzle-orm'
import type { AppAccess } from '../../access/require-access.ts'
import { createdFields } from '../../audit/diff.ts'
import { actorOf } from '../../audit/write.ts'
import { customerImports } from '../schema.ts'
import type { AppDeps } from '../../http/context.ts'
import { writeAuditEntries } from './audit.ts'
import { commitBatch } from './commit-batch.ts'
import { importMessage } from './messages.ts'
import { findStored, planRows, type RowPlan } from './plan.ts'

/** What the audit log calls an import. */
export const IMPORT_ENTITY = 'customer_import'

/**
 * Batches written at the same time, each in its own transaction and connection: the writes are
 * the database's work (ten indexes per customer, the audit log), and two keep two of its cores
 * busy. Rows of different batches never mean the same customer (the check sees to it), so they
 * do not wait on each other's locks.
 */
const WRITERS = 2

export interface ImportRequest {
  access: AppAccess
  lang: Lang
  fileName: string
  dryRun: boolean
  bytes: Uint8Array
  /** Told each step, to stream it as progress. */
  onProgress: (progress: ImportProgress) => void
  /** True once nobody waits for the answer: a dry run then stops (a commit finishes). */
  abandoned: () => boolean
}

interface Tally {
  created: number
  updated: number
  skipped: number
  failed: number
  issues: ImportIssue[]
}

const progress = (phase: ImportProgress['phase'], done: number, total: number): ImportProgress => ({
  type: 'progress',
  phase,
  done,
  total,
})

function batchesOf<T>(items: readonly T[]): T[][] {
  const batches: T[][] = []
  for (let start = 0; start < items.length; start += IMPORT_BATCH_SIZE) {
    batches.push(items.slice(start, start + IMPORT_BATCH_SIZE))
  }
  return batches
}

function count(tally: Tally, plans: readonly RowPlan[]) {
  for (const plan of plans) {
    if (plan.kind === 'create') tally.created += 1
    else if (plan.kind === 'update') tally.updated += 1
    else if (plan.kind === 'skip') tally.skipped += 1
    else {
      tally.failed += 1
      tally.issues.push(...plan.issues)
    }
  }
}

/** Runs `work` on every item, `workers` at a time; the first failure stops the rest. */
async function inParallel<T>(
  items: readonly T[],
  workers: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0
  let failure: { error: unknown } | undefined
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++]!
      try {
        await work(item)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(workers, items.length) }, worker))
  if (failure) throw failure.error
}

/**
 * Imports a CSV file of customers. Both kinds read every row and check it against the stored
 * customers (create, update, skip, or why not), batch by batch. A dry run stops there, having
 * written nothing. A commit then writes batches of IMPORT_BATCH_SIZE rows, each in its own
 * transaction: a batch with an invalid row writes nothing, the others land, and the import is
 * recorded with what it changed, to be undone.
 */
export async function runImport(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  request: ImportRequest,
): Promise<ImportReport> {
  const { access, lang, onProgress } = request
  const appId = access.app.id
  const parsed = parseImport(request.bytes, lang)
  const total = parsed.rows.length
  onProgress(progress('read', total, total))
  const tally: Tally = { created: 0, updated: 0, skipped: 0, failed: 0, issues: [...parsed.issues] }

  // One row per stored customer, in file order: the claims (customer id → line) run across
  // batches.
  const claimed = new Map<number, number>()
  const plans: RowPlan[] = []
  for (const batch of batchesOf(parsed.rows)) {
    if (request.dryRun && request.abandoned()) break
    const stored = await findStored(db, appId, batch)
    plans.push(...planRows(batch, parsed.fields, stored, claimed, lang))
    onProgress(progress('check', plans.length, total))
  }
  let importId: number | null = null
  if (request.dryRun) count(tally, plans)
  else importId = await commit({ db, clock }, request, parsed, plans, tally)

  // In file order; file-level issues (no line) first. Array sort is stable.
  const errors = tally.issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
  return {
    import_id: importId,
    dry_run: request.dryRun,
    encoding: parsed.encoding,
    separator: parsed.separator,
    unknown_columns: parsed.unknown_columns,
    ignored_columns: parsed.ignored_columns,
    total_rows: total,
    created: tally.created,
    updated: tally.updated,
    skipped: tally.skipped,
    failed: tally.failed,
    errors_total: errors.length,
    errors: errors.slice(0, IMPORT_ERRORS_LISTED),
  }
}

/** Records the import and writes its batches; answers the import's id. */
async function commit(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  request: ImportRequest,
  parsed: ReturnType<typeof parseImport>,
  plans: readonly RowPlan[],
  tally: Tally,
): Promise<number> {
  const { access, lang, onProgress } = request
  const appId = access.app.id
  const actor = actorOf(access.caller)
  const total = parsed.rows.length
  // What the check refused (a row naming two customers, a customer named by two rows) is an
  // invalid row for the write as well.
  const rows = parsed.rows.map((row, index): ImportRow => {
    const plan = plans[index]!
    return plan.kind === 'invalid' && row.values
      ? { ...row, values: null, issues: plan.issues }
      : row
  })
  const [record] = await db
    .insert(customerImports)
    .values({
      appId,
      fileName: request.fileName,
      actorUserId: actor.userId,
      actorName: actor.name,
      createdAt: clock.now(),
      totalRows: total,
      created: 0,
      updated: 0,
      skipped: 0,
      failed: 0,
    })
    .returning({ id: customerImports.id })
  const importId = record!.id

  let done = 0
  await inParallel(batchesOf(rows), WRITERS, async (batch) => {
    const input = { appId, importId, actor, now: clock.now(), batch, parsed, lang }
    const outcome = await commitBatch(db, input)
    if (outcome.ok) {
      count(tally, outcome.plans)
    } else {
      tally.failed += batch.length
      const from = batch[0]!.line
      const to = batch.at(-1)!.line
      const message = outcome.conflict ? 'batchConflict' : 'batchFailed'
      tally.issues.push(...outcome.issues, {
        line: from,
        column: null,
        message: importMessage(lang, message, { from, to }),
      })
      await db
        .update(customerImports)
        .set({ failed: sql`${customerImports.failed} + ${batch.length}` })
        .where(eq(customerImports.id, importId))
    }
    done += batch.length
    onProgress(progress('write', done, total))
  })

  await writeAuditEntries(db, appId, actor, clock.now(), [
    {
      area: 'customers',
      action: 'create',
      entity: IMPORT_ENTITY,
      entityId: importId,
      label: request.fileName,
      changes: createdFields({
        file_name: request.fileName,
        total_rows: total,
        created: tally.created,
        updated: tally.updated,
        skipped: tally.skipped,
        failed: tally.failed,
      }),
    },
  ])
  return importId
}
