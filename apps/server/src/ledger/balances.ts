import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { LedgerAccountCode } from './accounts.ts'
import { ledgerAccounts, ledgerJournals, ledgerPostings } from './schema.ts'

/** Each account's balance in centavos (debits positive), for the accounts that have postings. */
export async function balancesOf(db: Database, appId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({
      code: ledgerAccounts.code,
      balance: sql<string>`sum(${ledgerPostings.amountCents})`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(eq(ledgerPostings.appId, appId))
    .groupBy(ledgerAccounts.code)
  return new Map(rows.map((row) => [row.code, Number(row.balance)]))
}

/** One account's balance in centavos: only its postings are summed. */
export async function balanceOf(
  db: Database,
  appId: number,
  account: LedgerAccountCode,
): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string | null>`sum(${ledgerPostings.amountCents})` })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(and(eq(ledgerPostings.appId, appId), eq(ledgerAccounts.code, account)))
  return Number(row?.balance ?? 0)
}

/**
 * The journals whose postings do not sum to zero (at most `limit`), every store's: none, ever.
 * The database refuses such a journal at commit (migration 0007); the test server asks this
 * when a test file ends, so losing that guard would not go unnoticed.
 */
export async function unbalancedJournals(db: Database, limit = 5): Promise<number[]> {
  const rows = await db
    .select({ journalId: ledgerPostings.journalId })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.journalId)
    .having(sql`sum(${ledgerPostings.amountCents}) <> 0`)
    .limit(limit)
  return rows.map((row) => row.journalId)
}

export interface TrailPosting {
  journalId: number
  kind: string
  /** Why, in the merchant's words (a refund's reason), or null. */
  memo: string | null
  account: string
  amountCents: number
  createdAt: Date
}

/** Every posting about one thing (e.g. 'payment:123'), in the order they were made. */
export async function moneyTrail(
  db: Database,
  appId: number,
  reference: string,
): Promise<TrailPosting[]> {
  return db
    .select({
      journalId: ledgerJournals.id,
      kind: ledgerJournals.kind,
      memo: ledgerJournals.memo,
      account: ledgerAccounts.code,
      amountCents: ledgerPostings.amountCents,
      createdAt: ledgerJournals.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerPostings.journalId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(and(eq(ledgerJournals.appId, appId), eq(ledgerJournals.reference, reference)))
    .orderBy(ledgerJournals.id, ledgerPostings.id)
}
