import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { postJournals, type JournalInput } from '../../ledger/post.ts'
import { sellerAvailable, sellerPending } from './reversal-postings.ts'
import { splitParts } from './schema.ts'

/*
 * A seller's part moves from its pending balance to its available one (journal
 * `split_release`, under the payment's reference, one per part): when it is due (the hourly
 * housekeeping), or now for one seller when the store decides (the release route). The parts'
 * rows are locked, as a refund's reversal locks them, so a part is released once and a
 * reversal sees whether it was.
 */

const RELEASE_BATCH = 500

export interface Released {
  parts: number
  cents: number
}

type PartRow = typeof splitParts.$inferSelect

/** What is still pending of a part: its net, less what refunds took out of it before release. */
const pendingOf = (part: PartRow) => Math.max(0, part.netCents - part.reversedPendingCents)

async function releaseRows(tx: Database, rows: readonly PartRow[], now: Date): Promise<Released> {
  const byApp = new Map<number, JournalInput[]>()
  let cents = 0
  for (const part of rows) {
    const amount = pendingOf(part)
    if (amount === 0) continue
    cents += amount
    const journals = byApp.get(part.appId) ?? []
    journals.push({
      appId: part.appId,
      kind: 'split_release',
      reference: `payment:${part.paymentId}`,
      postings: [
        { account: sellerAvailable(part.sellerId), amountCents: amount },
        { account: sellerPending(part.sellerId), amountCents: -amount },
      ],
      now,
      idempotencyKey: `split_part:${part.id}:release`,
    })
    byApp.set(part.appId, journals)
  }
  for (const journals of byApp.values()) await postJournals(tx, journals)
  if (rows.length > 0) {
    await tx.execute(sql`
      update ${splitParts} set released_at = ${now.toISOString()}::timestamptz
      where id in (${sql.join(
        rows.map((row) => sql`${row.id}`),
        sql`, `,
      )})`)
  }
  return { parts: rows.length, cents }
}

/** Every store's parts due by `now`, in batches (parts locked by another run are skipped). */
export async function releaseDueParts(db: Database, now: Date): Promise<Released> {
  const total: Released = { parts: 0, cents: 0 }
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(splitParts)
        .where(and(isNull(splitParts.releasedAt), lte(splitParts.releaseAt, now)))
        .orderBy(asc(splitParts.releaseAt))
        .limit(RELEASE_BATCH)
        .for('update', { skipLocked: true })
      return releaseRows(tx, rows, now)
    })
    total.parts += done.parts
    total.cents += done.cents
    if (done.parts < RELEASE_BATCH) return total
  }
}

/** Every pending part of one seller, released now (the store's decision). */
export async function releaseSellerNow(
  db: Database,
  appId: number,
  sellerId: number,
  now: Date,
): Promise<Released> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(splitParts)
      .where(
        and(
          eq(splitParts.appId, appId),
          eq(splitParts.sellerId, sellerId),
          isNull(splitParts.releasedAt),
        ),
      )
      .orderBy(asc(splitParts.id))
      .for('update')
    return releaseRows(tx, rows, now)
  })
}
