import { reverseSplit } from '@vitrine/api'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { postJournals } from '../../ledger/post.ts'
import { splitRuleVersions } from '../schema.ts'
import { reversalPostings, type PartState } from './reversal-postings.ts'
import { paymentSplits, splitParts, splitReversals } from './schema.ts'

/*
 * A refund or chargeback of a split payment gives the sellers' parts back by the rule's
 * liability (`reverseSplit` of the contract), in the refund's own transaction
 * (payments/apply.ts), with the payment's row locked: the split job holds the same lock, so
 * either the split is posted and reversed here, or it is not yet and the job reverses this
 * refund when it posts the split (post.ts). Each refund is reversed once (unique per refund
 * event), and the earlier reversals are passed to the engine so partial refunds add up.
 */

export async function reverseSplitOfRefund(
  tx: Database,
  appId: number,
  paymentId: number,
  paymentEventId: number,
  refundCents: number,
  takenFrom: 'merchant_pending' | 'merchant_available',
  now: Date,
): Promise<void> {
  const [split] = await tx
    .select({
      id: paymentSplits.id,
      split: paymentSplits.split,
      rule: splitRuleVersions.rule,
    })
    .from(paymentSplits)
    .innerJoin(splitRuleVersions, eq(splitRuleVersions.id, paymentSplits.ruleVersionId))
    .where(
      and(
        eq(paymentSplits.appId, appId),
        eq(paymentSplits.paymentId, paymentId),
        eq(paymentSplits.status, 'posted'),
      ),
    )
  if (!split?.split) return
  const previous = await tx
    .select({ reversal: splitReversals.reversal })
    .from(splitReversals)
    .where(eq(splitReversals.splitId, split.id))
    .orderBy(asc(splitReversals.id))
  const reversed = reverseSplit(
    split.split,
    refundCents,
    split.rule.chargeback_liability,
    previous.map((row) => row.reversal),
  )
  // The move already refused a refund past what is left; the engine agrees by construction.
  if (!reversed.ok) throw new Error(`split reversal refused: ${reversed.refusal.reason}`)
  const parts = await tx
    .select()
    .from(splitParts)
    .where(eq(splitParts.splitId, split.id))
    .for('update')
  const states: PartState[] = parts.map((part) => ({
    sellerId: part.sellerId,
    netCents: part.netCents,
    reversedCents: part.reversedCents,
    reversedPendingCents: part.reversedPendingCents,
    released: part.releasedAt !== null,
  }))
  const postings = reversalPostings(reversed.reversal, states, takenFrom)
  await tx.insert(splitReversals).values({
    appId,
    splitId: split.id,
    paymentEventId,
    refundCents,
    reversal: reversed.reversal,
    createdAt: now,
  })
  for (const [index, part] of parts.entries()) {
    const state = states[index]!
    if (state.reversedCents === part.reversedCents) continue
    await tx
      .update(splitParts)
      .set({
        reversedCents: state.reversedCents,
        reversedPendingCents: state.reversedPendingCents,
      })
      .where(eq(splitParts.id, part.id))
  }
  if (postings.length > 0) {
    await postJournals(tx, [
      {
        appId,
        kind: 'split_reversal',
        reference: `payment:${paymentId}`,
        postings,
        now,
        idempotencyKey: `payment:${paymentId}:split_reversal:${paymentEventId}`,
      },
    ])
  }
}

/**
 * What the split took out of the merchant's pending money of a payment and did not give back:
 * a card's settle releases only the rest to the merchant (payments/moves.ts).
 */
export async function heldForSellers(
  tx: Database,
  appId: number,
  paymentId: number,
): Promise<number> {
  const result = await tx.execute(sql`
    select coalesce(sum(p.amount_cents), 0)::bigint as held
    from ledger_postings p
    join ledger_journals j on j.id = p.journal_id
    join ledger_accounts a on a.id = p.account_id
    where j.app_id = ${appId} and j.reference = ${`payment:${paymentId}`}
      and j.kind in ('split', 'split_reversal') and a.code = 'merchant_pending'`)
  const [row] = (result as unknown as { rows: { held: unknown }[] }).rows
  return -Number(row?.held ?? 0)
}
