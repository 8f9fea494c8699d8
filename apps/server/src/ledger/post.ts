import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { LedgerAccountCode } from './accounts.ts'
import { ledgerAccounts, ledgerJournals, ledgerPostings } from './schema.ts'

export interface Posting {
  account: LedgerAccountCode
  /** Centavos: debit positive, credit negative. */
  amountCents: number
}

export interface JournalInput {
  appId: number
  kind: string
  reference: string
  postings: readonly Posting[]
  now: Date
  idempotencyKey?: string
  memo?: string
}

export interface PostedJournal {
  journalId: number
  /** False when the idempotency key had already posted this journal: nothing new was written. */
  created: boolean
}

/**
 * A journal that cannot balance is a programming error, caught here with a readable message
 * before the database's own check (migration 0007) would refuse the commit anyway.
 */
export class UnbalancedJournalError extends Error {}

function ensureBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new UnbalancedJournalError('a journal needs two postings or more')
  let total = 0
  for (const { account, amountCents } of postings) {
    if (!Number.isSafeInteger(amountCents) || amountCents === 0) {
      throw new UnbalancedJournalError(`${account}: ${amountCents} is not a whole, non-zero amount`)
    }
    total += amountCents
  }
  if (total !== 0) throw new UnbalancedJournalError(`the postings sum to ${total} centavos, not 0`)
}

/** The ids of the app's accounts with these codes, creating the ones it does not have yet. */
async function accountIds(
  db: Database,
  appId: number,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(codes)]
  await db
    .insert(ledgerAccounts)
    .values(unique.map((code) => ({ appId, code })))
    .onConflictDoNothing()
  const rows = await db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.appId, appId), inArray(ledgerAccounts.code, unique)))
  return new Map(rows.map((row) => [row.code, row.id]))
}

/**
 * Posts one balanced journal. Call it inside the transaction that changes what the money is
 * about (the payment's status), so both commit or neither does. With an idempotency key, a
 * second call answers the first journal and writes nothing.
 */
export async function postJournal(db: Database, input: JournalInput): Promise<PostedJournal> {
  ensureBalanced(input.postings)
  // Its own transaction (a savepoint inside the caller's): the journal row and its postings
  // must reach the commit together, where the database checks the balance.
  return db.transaction((tx) => writeJournal(tx, input))
}

async function writeJournal(db: Database, input: JournalInput): Promise<PostedJournal> {
  const { appId, idempotencyKey } = input
  const [journal] = await db
    .insert(ledgerJournals)
    .values({
      appId,
      kind: input.kind,
      reference: input.reference,
      idempotencyKey,
      memo: input.memo,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerJournals.id })
  if (!journal) {
    const [earlier] = await db
      .select({ id: ledgerJournals.id })
      .from(ledgerJournals)
      .where(
        and(eq(ledgerJournals.appId, appId), eq(ledgerJournals.idempotencyKey, idempotencyKey!)),
      )
    return { journalId: earlier!.id, created: false }
  }
  const ids = await accountIds(
    db,
    appId,
    input.postings.map((posting) => posting.account),
  )
  await db.insert(ledgerPostings).values(
    input.postings.map((posting) => ({
      journalId: journal.id,
      appId,
      accountId: ids.get(posting.account)!,
      amountCents: posting.amountCents,
    })),
  )
  return { journalId: journal.id, created: true }
}
