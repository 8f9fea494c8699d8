import type { Reversal, Split, SplitRefusal } from '@vitrine/api'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rowsOf } from '../../db/rows.ts'
import { paymentSplits, splitParts, splitQueue, splitReversals } from './schema.ts'

/*
 * One batch of the split job written in ONE statement (data-modifying CTEs): the payments'
 * splits, their sellers' parts, the reversals of refunds made before the split, and the queue
 * rows deleted. Each column travels as one array parameter (`unnest`), not one parameter per
 * cell: a batch of 500 payments with 5 sellers is 3,000 rows, and building, sending and parsing
 * 30,000 parameters cost more than writing the rows (bench:split). Parts and reversals join the
 * splits this statement inserted, by payment: a payment split by an earlier run (the unique key
 * of payment_splits) gets nothing new, and its id is not answered.
 */

export interface SplitRow {
  paymentId: number
  gatewayId: number
  ruleVersionId: number
  split: Split | null
  refusal: SplitRefusal | null
  takenFrom: 'merchant_pending' | 'merchant_available' | null
  receivedAt: Date
}

/** A seller's part; its split is found by the payment. */
export interface PartRow {
  paymentId: number
  sellerId: number
  grossCents: number
  feeCents: number
  netCents: number
  roundingCents: number
  reversedCents: number
  reversedPendingCents: number
  releaseAt: Date
}

export interface ReversalRow {
  paymentId: number
  paymentEventId: number
  refundCents: number
  reversal: Reversal
}

/** One array parameter, cast to its PostgreSQL array type (never spread into a list). */
const array = (values: readonly unknown[], type: string): SQL =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`

const json = (value: unknown) => (value === null ? null : JSON.stringify(value))

/** Writes the batch; answers the id of each split inserted now, by payment. */
export async function writeSplitBatch(
  tx: Database,
  appId: number,
  now: Date,
  batch: {
    splits: readonly SplitRow[]
    parts: readonly PartRow[]
    reversals: readonly ReversalRow[]
    /** Every payment of the batch, split or not: they leave the queue. */
    dequeued: readonly number[]
  },
): Promise<Map<number, number>> {
  const { splits, parts, reversals, dequeued } = batch
  const at = now.toISOString()
  const result = await tx.execute(sql`
    with splits as (
      insert into ${paymentSplits} (app_id, payment_id, gateway_id, rule_version_id, status,
        split, refusal, taken_from, received_at, created_at)
      select ${appId}::int, s.payment_id, s.gateway_id, s.rule_version_id,
        case when s.split is null then 'refused' else 'posted' end,
        s.split::jsonb, s.refusal::jsonb, s.taken_from, s.received_at, ${at}::timestamptz
      from unnest(
        ${array(
          splits.map((row) => row.paymentId),
          'bigint',
        )}, ${array(
          splits.map((row) => row.gatewayId),
          'int',
        )}, ${array(
          splits.map((row) => row.ruleVersionId),
          'int',
        )}, ${array(
          splits.map((row) => json(row.split)),
          'text',
        )}, ${array(
          splits.map((row) => json(row.refusal)),
          'text',
        )}, ${array(
          splits.map((row) => row.takenFrom),
          'text',
        )}, ${array(
          splits.map((row) => row.receivedAt.toISOString()),
          'timestamptz',
        )}
      ) as s(payment_id, gateway_id, rule_version_id, split, refusal, taken_from, received_at)
      on conflict do nothing
      returning id, payment_id
    ),
    parts as (
      insert into ${splitParts} (app_id, split_id, payment_id, seller_id, gross_cents, fee_cents,
        net_cents, rounding_cents, reversed_cents, reversed_pending_cents, release_at)
      select ${appId}::int, s.id, p.payment_id, p.seller_id, p.gross, p.fee, p.net, p.rounding,
        p.reversed, p.reversed_pending, p.release_at
      from unnest(
        ${array(
          parts.map((row) => row.paymentId),
          'bigint',
        )}, ${array(
          parts.map((row) => row.sellerId),
          'int',
        )}, ${array(
          parts.map((row) => row.grossCents),
          'bigint',
        )}, ${array(
          parts.map((row) => row.feeCents),
          'bigint',
        )}, ${array(
          parts.map((row) => row.netCents),
          'bigint',
        )}, ${array(
          parts.map((row) => row.roundingCents),
          'bigint',
        )}, ${array(
          parts.map((row) => row.reversedCents),
          'bigint',
        )}, ${array(
          parts.map((row) => row.reversedPendingCents),
          'bigint',
        )}, ${array(
          parts.map((row) => row.releaseAt.toISOString()),
          'timestamptz',
        )}
      ) as p(payment_id, seller_id, gross, fee, net, rounding, reversed, reversed_pending,
        release_at)
      join splits s on s.payment_id = p.payment_id
    ),
    reversals as (
      insert into ${splitReversals} (app_id, split_id, payment_event_id, refund_cents, reversal,
        created_at)
      select ${appId}::int, s.id, r.payment_event_id, r.refund_cents, r.reversal::jsonb,
        ${at}::timestamptz
      from unnest(
        ${array(
          reversals.map((row) => row.paymentId),
          'bigint',
        )}, ${array(
          reversals.map((row) => row.paymentEventId),
          'bigint',
        )}, ${array(
          reversals.map((row) => row.refundCents),
          'bigint',
        )}, ${array(
          reversals.map((row) => JSON.stringify(row.reversal)),
          'text',
        )}
      ) as r(payment_id, payment_event_id, refund_cents, reversal)
      join splits s on s.payment_id = r.payment_id
    ),
    dequeued as (
      delete from ${splitQueue}
      where app_id = ${appId} and payment_id = any(${array(dequeued, 'bigint')})
    )
    select id, payment_id from splits`)
  return new Map(
    rowsOf<{ id: unknown; payment_id: unknown }>(result).map((row) => [
      Number(row.payment_id),
      Number(row.id),
    ]),
  )
}
