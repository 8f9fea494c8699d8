import {
  reverseSplit,
  splitPayment,
  splitReleaseAt,
  type PaymentType,
  type Reversal,
} from '@vitrine/api'
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { postJournals, type JournalInput, type Posting } from '../../ledger/post.ts'
import { paymentEvents, payments } from '../../payments/schema.ts'
import { splitRuleVersions } from '../schema.ts'
import { reversalPostings, sellerPending, type PartState } from './reversal-postings.ts'
import { splitQueue } from './schema.ts'
import { writeSplitBatch, type PartRow, type ReversalRow, type SplitRow } from './split-rows.ts'

/*
 * The split job's sweep (issue 12 items 5 and 8): the store's queued payments, in batches by
 * payment id, each batch one transaction holding the payments' rows (`FOR UPDATE`, as a refund
 * does in payments/apply.ts: a refund and the split of one payment never run at once, so a
 * refund either finds the split posted and reverses it, or is found here and reversed now).
 * Per payment: the rule version in force when the money was received, the engine's split (a
 * refusal is recorded, the money stays the merchant's), the parts, the `split` journal and the
 * reversals of the refunds made before the split. A batch is a few round trips whatever its
 * size: the select, the splits with their parts and reversals and the queue rows deleted in
 * one statement (split-rows.ts), the journals in one `postJournals` statement, the commit.
 * SPLIT_WORKERS batches run at once, on payments of their own. Safe to repeat: a payment's
 * split is inserted once (unique key), and only the splits this run inserted get parts and
 * journals. `npm run bench:split` times 100,000 payments.
 */

export const SPLIT_BATCH = 500

/** Events after which the merchant's money of a payment is available (as payments/apply.ts). */
const RELEASING = ['pay', 'settle', 'settle_rest', 'retry_succeeded']
const REFUNDS = ['refund_part', 'refund_rest']

type VersionRow = typeof splitRuleVersions.$inferSelect

export interface SweepResult {
  posted: number
  refused: number
  /** Queued with no rule version made before the money came in: not split. */
  unruled: number
}

/**
 * Batches written at once, each in its own transaction: most of a batch's time is the
 * database's (bench:split), and two transactions keep PostgreSQL's two backends busy while this
 * process plans the next batch. PGlite, one connection, runs them one after the other.
 */
export const SPLIT_WORKERS = 2

/** Which payments of the queue one worker sweeps: payment id modulo `of` equal to `is`. */
interface Share {
  of: number
  is: number
}

/** Splits every payment the store has queued; answers how many. */
export async function postQueuedSplits(
  db: Database,
  appId: number,
  now: Date,
  batch = SPLIT_BATCH,
  workers = SPLIT_WORKERS,
): Promise<SweepResult> {
  const result: SweepResult = { posted: 0, refused: 0, unruled: 0 }
  const versions = new Map<number, VersionRow[]>()
  const sweep = async (after: number, share: Share | null, once = false) => {
    for (;;) {
      const last = await db.transaction((tx) =>
        postBatch(tx, appId, now, after, batch, versions, result, share),
      )
      if (last === null || once) return last
      after = last
    }
  }
  // The first batch alone: it makes the sellers' ledger accounts, so the workers seldom wait
  // on each other for them (a seller first met later is made in the sorted order accountIds
  // locks in, so two workers making it wait rather than deadlock).
  const first = await sweep(0, null, true)
  if (first === null) return result
  // Then each worker its own payments, so no two transactions ever wait on one payment's row.
  // Settled, all of them, before failing: a job retried must not meet its own first run.
  const swept = await Promise.allSettled(
    Array.from({ length: workers }, (_, is) => sweep(first, { of: workers, is })),
  )
  for (const outcome of swept) if (outcome.status === 'rejected') throw outcome.reason
  return result
}

/** The newest version made at or before `at` (versions oldest first), or none. */
function versionAt(list: readonly VersionRow[], at: Date): VersionRow | undefined {
  let found: VersionRow | undefined
  for (const version of list) if (version.createdAt.getTime() <= at.getTime()) found = version
  return found
}

async function postBatch(
  tx: Database,
  appId: number,
  now: Date,
  after: number,
  batch: number,
  versions: Map<number, VersionRow[]>,
  result: SweepResult,
  share: Share | null,
): Promise<number | null> {
  const rows = await tx
    .select({
      paymentId: splitQueue.paymentId,
      receivedAt: splitQueue.receivedAt,
      type: payments.type,
      status: payments.status,
      installments: payments.installments,
      capturedCents: payments.capturedCents,
      feeCents: payments.feeCents,
      refundedCents: payments.refundedCents,
      gatewayId: payments.gatewayId,
    })
    .from(splitQueue)
    .innerJoin(
      payments,
      and(eq(payments.appId, splitQueue.appId), eq(payments.id, splitQueue.paymentId)),
    )
    .where(
      and(
        eq(splitQueue.appId, appId),
        gt(splitQueue.paymentId, after),
        share ? sql`${splitQueue.paymentId} % ${share.of} = ${share.is}` : undefined,
      ),
    )
    .orderBy(asc(splitQueue.paymentId))
    .limit(batch)
    .for('update', { of: payments })
  if (rows.length === 0) return null

  const gatewayIds = [
    ...new Set(rows.flatMap((row) => (row.gatewayId === null ? [] : [row.gatewayId]))),
  ]
  const unknown = gatewayIds.filter((id) => !versions.has(id))
  if (unknown.length > 0) {
    const found = await tx
      .select()
      .from(splitRuleVersions)
      .where(and(eq(splitRuleVersions.appId, appId), inArray(splitRuleVersions.gatewayId, unknown)))
      .orderBy(asc(splitRuleVersions.version))
    for (const id of unknown)
      versions.set(
        id,
        found.filter((row) => row.gatewayId === id),
      )
  }

  // The timeline's releases and refunds, for the payments that may have had one.
  const eventful = rows
    .filter((row) => row.refundedCents > 0 || !['complete', 'retry-success'].includes(row.status))
    .map((row) => row.paymentId)
  const events =
    eventful.length === 0
      ? []
      : await tx
          .select({
            id: paymentEvents.id,
            paymentId: paymentEvents.paymentId,
            event: paymentEvents.event,
            amountCents: paymentEvents.amountCents,
          })
          .from(paymentEvents)
          .where(
            and(
              inArray(paymentEvents.paymentId, eventful),
              inArray(paymentEvents.event, [...RELEASING, ...REFUNDS]),
            ),
          )
          .orderBy(asc(paymentEvents.id))

  type Planned = {
    paymentId: number
    version: VersionRow
    receivedAt: Date
    gatewayId: number
    outcome: ReturnType<typeof splitPayment>
    released: boolean
    paymentType: PaymentType
  }
  const planned: Planned[] = []
  for (const row of rows) {
    const version =
      row.gatewayId === null ? undefined : versionAt(versions.get(row.gatewayId)!, row.receivedAt)
    if (!version) {
      result.unruled += 1
      continue
    }
    const paymentType = row.type as PaymentType
    const own = events.filter((event) => event.paymentId === row.paymentId)
    planned.push({
      paymentId: row.paymentId,
      version,
      receivedAt: row.receivedAt,
      gatewayId: row.gatewayId!,
      paymentType,
      released:
        ['complete', 'retry-success'].includes(row.status) ||
        own.some((event) => RELEASING.includes(event.event)),
      outcome: splitPayment(version.rule, {
        amountCents: row.capturedCents,
        feeCents: row.feeCents,
        paymentType,
        installments: row.installments,
      }),
    })
  }

  // Everything is planned first, then written in one statement (split-rows.ts); only the
  // journals of the splits inserted now are posted.
  const splitRows: SplitRow[] = []
  const partRows: PartRow[] = []
  const reversalRows: ReversalRow[] = []
  const journalsOf = new Map<number, JournalInput[]>()
  for (const plan of planned) {
    if (!plan.outcome.ok) {
      splitRows.push({
        paymentId: plan.paymentId,
        gatewayId: plan.gatewayId,
        ruleVersionId: plan.version.id,
        split: null,
        refusal: plan.outcome.refusal,
        takenFrom: null,
        receivedAt: plan.receivedAt,
      })
      continue
    }
    const split = plan.outcome.split
    const reference = `payment:${plan.paymentId}`
    const merchantAccount = plan.released ? 'merchant_available' : 'merchant_pending'
    splitRows.push({
      paymentId: plan.paymentId,
      gatewayId: plan.gatewayId,
      ruleVersionId: plan.version.id,
      split,
      refusal: null,
      takenFrom: merchantAccount,
      receivedAt: plan.receivedAt,
    })
    const journals: JournalInput[] = []
    journalsOf.set(plan.paymentId, journals)
    const releaseAt = splitReleaseAt(plan.paymentType, plan.receivedAt)
    const states: PartState[] = []
    const postings: Posting[] = []
    let out = 0
    for (const part of split.parts) {
      if (part.party.kind !== 'seller') continue
      states.push({
        sellerId: part.party.sellerId,
        netCents: part.netCents,
        reversedCents: 0,
        reversedPendingCents: 0,
        released: false,
      })
      if (part.netCents > 0) {
        postings.push({ account: sellerPending(part.party.sellerId), amountCents: part.netCents })
        out += part.netCents
      }
    }
    if (out > 0) {
      postings.push({ account: merchantAccount, amountCents: -out })
      journals.push({
        appId,
        kind: 'split',
        reference,
        postings,
        now,
        idempotencyKey: `${reference}:split`,
      })
    }
    // The refunds made before this split, each reversed as if it had come after it.
    const previous: Reversal[] = []
    let releasedThen = false
    for (const event of events) {
      if (event.paymentId !== plan.paymentId) continue
      if (RELEASING.includes(event.event)) releasedThen = true
      if (!REFUNDS.includes(event.event) || !event.amountCents) continue
      const reversed = reverseSplit(
        split,
        event.amountCents,
        plan.version.rule.chargeback_liability,
        previous,
      )
      if (!reversed.ok) continue
      previous.push(reversed.reversal)
      reversalRows.push({
        paymentId: plan.paymentId,
        paymentEventId: event.id,
        refundCents: event.amountCents,
        reversal: reversed.reversal,
      })
      const back = reversalPostings(
        reversed.reversal,
        states,
        releasedThen ? 'merchant_available' : 'merchant_pending',
      )
      if (back.length > 0) {
        journals.push({
          appId,
          kind: 'split_reversal',
          reference,
          postings: back,
          now,
          idempotencyKey: `${reference}:split_reversal:${event.id}`,
        })
      }
    }
    for (const state of states) {
      const part = split.parts.find(
        (candidate) =>
          candidate.party.kind === 'seller' && candidate.party.sellerId === state.sellerId,
      )!
      partRows.push({
        paymentId: plan.paymentId,
        sellerId: state.sellerId,
        grossCents: part.grossCents,
        feeCents: part.feeCents,
        netCents: part.netCents,
        roundingCents: part.roundingCents,
        reversedCents: state.reversedCents,
        reversedPendingCents: state.reversedPendingCents,
        releaseAt,
      })
    }
  }
  const inserted = await writeSplitBatch(tx, appId, now, {
    splits: splitRows,
    parts: partRows,
    reversals: reversalRows,
    dequeued: rows.map((row) => row.paymentId),
  })
  const journals: JournalInput[] = []
  for (const split of splitRows) {
    if (!inserted.has(split.paymentId)) continue
    if (split.split === null) {
      result.refused += 1
      continue
    }
    result.posted += 1
    journals.push(...journalsOf.get(split.paymentId)!)
  }
  await postJournals(tx, journals)
  return rows.at(-1)!.paymentId
}
