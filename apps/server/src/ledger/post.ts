import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rowsOf } from '../db/rows.ts'
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

/**
 * The ids of the app's accounts with these codes, creating the ones it does not have yet, in
 * one statement (the rows the insert adds, and those that were there).
 */
async function accountIds(
  db: Database,
  appId: number,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(codes)]
  const list = sql.join(
    wanted.map((code) => sql`${code}`),
    sql`, `,
  )
  const result = await db.execute(sql`
    with wanted(code) as (select unnest(array[${list}]::text[])),
    added as (
      insert into ${ledgerAccounts} (app_id, code) select ${appId}, code from wanted
      on conflict do nothing returning id, code
    )
    select id, code from added
    union all
    select a.id, a.code from ${ledgerAccounts} a join wanted w on w.code = a.code
    where a.app_id = ${appId}`)
  const ids = new Map(
    rowsOf<{ id: unknown; code: string }>(result).map((row) => [row.code, Number(row.id)]),
  )
  if (ids.size < wanted.length) {
    // Another transaction added one of them while this statement ran: its row is neither ours
    // nor in the statement's snapshot. A new statement sees it.
    const rows = await db
      .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.appId, appId), inArray(ledgerAccounts.code, wanted)))
    for (const row of rows) ids.set(row.code, row.id)
  }
  return ids
}

/**
 * Posts one balanced journal. Call it inside the transaction that changes what the money is
 * about (the payment's status), so both commit or neither does. With an idempotency key, a
 * second call answers the first journal and writes nothing.
 */
export async function postJournal(db: Database, input: JournalInput): Promise<PostedJournal> {
  const [posted] = await postJournals(db, [input])
  return posted!
}

/**
 * Posts several balanced journals of one app at once (a payment's move posts up to four), in a
 * handful of statements whatever their number: the round trips to the database are most of a
 * payment write's cost. Each journal is still checked on its own, by us and at commit by the
 * database, and each is posted once per idempotency key.
 */
export async function postJournals(
  db: Database,
  inputs: readonly JournalInput[],
): Promise<PostedJournal[]> {
  if (inputs.length === 0) return []
  const appId = inputs[0]!.appId
  for (const input of inputs) {
    if (input.appId !== appId) throw new UnbalancedJournalError('one app per batch of journals')
    if (inputs.length > 1 && input.idempotencyKey === undefined) {
      throw new UnbalancedJournalError('journals posted together each need an idempotency key')
    }
    ensureBalanced(input.postings)
  }
  // Its own transaction (a savepoint inside the caller's): the journal rows and their postings
  // must reach the commit together, where the database checks the balance.
  return db.transaction((tx) => writeJournals(tx, appId, inputs))
}

async function writeJournals(
  db: Database,
  appId: number,
  inputs: readonly JournalInput[],
): Promise<PostedJournal[]> {
  const inserted = await db
    .insert(ledgerJournals)
    .values(
      inputs.map((input) => ({
        appId,
        kind: input.kind,
        reference: input.reference,
        idempotencyKey: input.idempotencyKey,
        memo: input.memo,
        createdAt: input.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ledgerJournals.id, idempotencyKey: ledgerJournals.idempotencyKey })
  // Matched by idempotency key (RETURNING's order is not promised); a journal whose key was
  // posted before is not among the rows. A batch of one needs no key to match.
  const byKey = new Map(inserted.map((row) => [row.idempotencyKey, row.id]))
  const posted: PostedJournal[] = []
  const fresh: { journalId: number; input: JournalInput }[] = []
  const replayedKeys: string[] = []
  for (const input of inputs) {
    const id = inputs.length === 1 ? inserted[0]?.id : byKey.get(input.idempotencyKey ?? null)
    if (id !== undefined) {
      posted.push({ journalId: id, created: true })
      fresh.push({ journalId: id, input })
    } else {
      posted.push({ journalId: 0, created: false })
      replayedKeys.push(input.idempotencyKey!)
    }
  }
  if (replayedKeys.length > 0) {
    const earlier = await db
      .select({ id: ledgerJournals.id, key: ledgerJournals.idempotencyKey })
      .from(ledgerJournals)
      .where(
        and(eq(ledgerJournals.appId, appId), inArray(ledgerJournals.idempotencyKey, replayedKeys)),
      )
    const earlierByKey = new Map(earlier.map((row) => [row.key, row.id]))
    inputs.forEach((input, index) => {
      if (!posted[index]!.created) {
        posted[index]!.journalId = earlierByKey.get(input.idempotencyKey!)!
      }
    })
  }
  if (fresh.length === 0) return posted
  const ids = await accountIds(
    db,
    appId,
    fresh.flatMap(({ input }) => input.postings.map((posting) => posting.account)),
  )
  await db.insert(ledgerPostings).values(
    fresh.flatMap(({ journalId, input }) =>
      input.postings.map((posting) => ({
        journalId,
        appId,
        accountId: ids.get(posting.account)!,
        amountCents: posting.amountCents,
      })),
    ),
  )
  return posted
}
