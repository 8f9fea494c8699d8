import {
  splitPartyKey,
  splitRefusalMessage,
  type PaymentSplit,
  type SplitPart,
  type SplitRefusal,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { splitRuleVersions, splitSellers } from '../schema.ts'
import { paymentSplits, splitReversals } from './schema.ts'

/*
 * One payment's split as its detail shows it beside the money trail (issue 12 item 5): the rule
 * version it was split with, each party's part by name — the store first, then the sellers in
 * the rule's order — with what refunds took back of it, or the refusal in a sentence. Read from
 * what the job recorded (`payment_splits.split`, the engine's answer as it was), never computed
 * again: a rule edited since changes nothing here.
 */

/** The payment's split, or null when it was not split (no rule, or not received yet). */
export async function paymentSplitOf(
  db: Database,
  appId: number,
  paymentId: number,
  storeName: string,
  lang: Lang,
): Promise<PaymentSplit | null> {
  const [row] = await db
    .select({
      id: paymentSplits.id,
      status: paymentSplits.status,
      split: paymentSplits.split,
      refusal: paymentSplits.refusal,
      version: splitRuleVersions.version,
    })
    .from(paymentSplits)
    .innerJoin(splitRuleVersions, eq(splitRuleVersions.id, paymentSplits.ruleVersionId))
    .where(and(eq(paymentSplits.appId, appId), eq(paymentSplits.paymentId, paymentId)))
  if (!row) return null

  const parts = row.split?.parts ?? []
  const sellerIds = [
    ...parts.flatMap((part) => (part.party.kind === 'seller' ? [part.party.sellerId] : [])),
    ...refusalSellers(row.refusal),
  ]
  const names = new Map<number, string>()
  if (sellerIds.length > 0) {
    const sellers = await db
      .select({ id: splitSellers.id, name: splitSellers.name })
      .from(splitSellers)
      .where(and(eq(splitSellers.appId, appId), inArray(splitSellers.id, sellerIds)))
    for (const seller of sellers) names.set(seller.id, seller.name)
  }
  const nameOf = (sellerId: number) => names.get(sellerId) ?? `#${sellerId}`

  if (row.status === 'refused' || !row.split) {
    return {
      status: 'refused',
      rule_version: row.version,
      parties: [],
      refusal: row.refusal ? splitRefusalMessage(lang, row.refusal, nameOf) : null,
    }
  }

  const reversed = new Map<string, number>()
  const reversals = await db
    .select({ reversal: splitReversals.reversal })
    .from(splitReversals)
    .where(and(eq(splitReversals.appId, appId), eq(splitReversals.splitId, row.id)))
    .orderBy(asc(splitReversals.id))
  for (const { reversal } of reversals) {
    for (const given of reversal.parts) {
      const key = splitPartyKey(given.party)
      reversed.set(key, (reversed.get(key) ?? 0) + given.cents)
    }
  }
  return {
    status: 'posted',
    rule_version: row.version,
    parties: parts.map((part: SplitPart) => ({
      seller_id: part.party.kind === 'seller' ? part.party.sellerId : null,
      name: part.party.kind === 'seller' ? nameOf(part.party.sellerId) : storeName,
      gross_cents: part.grossCents,
      fee_cents: part.feeCents,
      net_cents: part.netCents,
      rounding_cents: part.roundingCents,
      reversed_cents: reversed.get(splitPartyKey(part.party)) ?? 0,
    })),
    refusal: null,
  }
}

/** The seller a refusal names (a seller paying a fee its share cannot cover). */
function refusalSellers(refusal: SplitRefusal | null): number[] {
  return refusal?.reason === 'fee_over_share' && refusal.payer.kind === 'seller'
    ? [refusal.payer.seller_id]
    : []
}
