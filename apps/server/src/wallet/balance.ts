import { WALLET_CARD_RELEASE_DAYS, type WalletBalance } from '@vitrine/api'
import { sql } from 'drizzle-orm'
import { addMs, DAY } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { rowsOf } from '../db/rows.ts'
import { balancesOf } from '../ledger/balances.ts'
import { ledgerAccounts, ledgerJournals, ledgerPostings } from '../ledger/schema.ts'
import { storeToday } from '../time/store-time.ts'

/*
 * The wallet's figures, all read from the ledger's postings (debits positive: the merchant's
 * money is a positive balance on its accounts):
 *
 *   available = merchant_available   pending = merchant_pending   blocked = wallet_in_transit
 *
 * What is pending is card money (pix, boleto and custom are released on payment;
 * payments/ledger-entries.ts): a payment's `net` journal put it there when it was authorised or
 * captured, and its settlement releases it. The expected release day is that journal's day +
 * WALLET_CARD_RELEASE_DAYS; one already past it (a settlement not reported yet) shows as today.
 */

export const WALLET_IN_TRANSIT = 'wallet_in_transit'
export const WALLET_PAID_OUT = 'wallet_paid_out'

/** A timestamp of a raw statement: a Date from node-postgres and PGlite, a string otherwise. */
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)))

/** Pending money by expected release day, soonest first; it sums to merchant_pending. */
async function releases(
  db: Database,
  appId: number,
  now: Date,
): Promise<WalletBalance['releases']> {
  const result = await db.execute(sql`
    select min(j.created_at) filter (where j.kind = 'net') as since,
           min(j.created_at) as first, sum(p.amount_cents) as cents
    from ${ledgerPostings} p
    join ${ledgerAccounts} a on a.id = p.account_id
    join ${ledgerJournals} j on j.id = p.journal_id
    where p.app_id = ${appId} and a.app_id = ${appId} and a.code = 'merchant_pending'
    group by j.reference
    having sum(p.amount_cents) <> 0`)
  const today = storeToday(now)
  const byDay = new Map<string, number>()
  for (const row of rowsOf<{ since: unknown; first: unknown; cents: unknown }>(result)) {
    const since = asDate(row.since ?? row.first)
    const expected = storeToday(addMs(since, WALLET_CARD_RELEASE_DAYS * DAY))
    const day = expected < today ? today : expected
    byDay.set(day, (byDay.get(day) ?? 0) + Number(row.cents))
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, cents]) => ({ date, cents }))
}

/** The balance as it is now (inside a transaction, as that transaction sees it). */
export async function balanceNow(db: Database, appId: number, now: Date): Promise<WalletBalance> {
  const balances = await balancesOf(db, appId)
  return {
    available_cents: balances.get('merchant_available') ?? 0,
    pending_cents: balances.get('merchant_pending') ?? 0,
    blocked_cents: balances.get(WALLET_IN_TRANSIT) ?? 0,
    releases: await releases(db, appId, now),
  }
}
