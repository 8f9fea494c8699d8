import {
  SELLER_PARTS_PAGE_SIZE,
  type PaymentType,
  type SellerBalances,
  type SellerPart,
  type SellerPartsPage,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { decodeCursor, encodeCursor } from '../../http/cursor.ts'
import { ledgerAccounts, ledgerPostings } from '../../ledger/schema.ts'
import { payments } from '../../payments/schema.ts'
import { splitRuleVersions } from '../schema.ts'
import { sellerAvailable, sellerPending } from './reversal-postings.ts'
import { paymentSplits, splitParts } from './schema.ts'

/** The seller's two balances, summed from the ledger's postings on its accounts. */
export async function sellerBalances(
  db: Database,
  appId: number,
  sellerId: number,
): Promise<SellerBalances> {
  const pending = sellerPending(sellerId)
  const available = sellerAvailable(sellerId)
  const rows = await db
    .select({ code: ledgerAccounts.code, balance: sql<string>`sum(${ledgerPostings.amountCents})` })
    .from(ledgerAccounts)
    .innerJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.appId, appId), inArray(ledgerAccounts.code, [pending, available])))
    .groupBy(ledgerAccounts.code)
  const of = (code: string) => Number(rows.find((row) => row.code === code)?.balance ?? 0)
  return { pending_cents: of(pending), available_cents: of(available) }
}

/** The seller's parts, newest payment first, in keyset pages by payment id. */
export async function sellerParts(
  db: Database,
  appId: number,
  sellerId: number,
  cursor: string | undefined,
  lang: Lang,
): Promise<SellerPartsPage> {
  const limit = SELLER_PARTS_PAGE_SIZE
  const rows = await db
    .select({
      part: splitParts,
      receivedAt: paymentSplits.receivedAt,
      type: payments.type,
      version: splitRuleVersions.version,
    })
    .from(splitParts)
    .innerJoin(paymentSplits, eq(paymentSplits.id, splitParts.splitId))
    .innerJoin(payments, eq(payments.id, splitParts.paymentId))
    .innerJoin(splitRuleVersions, eq(splitRuleVersions.id, paymentSplits.ruleVersionId))
    .where(
      and(
        eq(splitParts.appId, appId),
        eq(splitParts.sellerId, sellerId),
        cursor === undefined ? undefined : lt(splitParts.paymentId, decodeCursor(cursor, lang)),
      ),
    )
    .orderBy(desc(splitParts.paymentId))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const items = page.map(({ part, receivedAt, type, version }): SellerPart => ({
    payment_id: part.paymentId,
    received_at: receivedAt.toISOString(),
    payment_type: type as PaymentType,
    gross_cents: part.grossCents,
    fee_cents: part.feeCents,
    net_cents: part.netCents,
    rounding_cents: part.roundingCents,
    reversed_cents: part.reversedCents,
    status:
      part.grossCents > 0 && part.reversedCents >= part.grossCents
        ? 'reversed'
        : part.releasedAt
          ? 'released'
          : 'pending',
    release_at: part.releaseAt.toISOString(),
    released_at: part.releasedAt?.toISOString() ?? null,
    rule_version: version,
  }))
  return {
    items,
    next_cursor: rows.length > limit ? encodeCursor(page.at(-1)!.part.paymentId) : null,
    balances: await sellerBalances(db, appId, sellerId),
  }
}
