import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rowsOf } from '../db/rows.ts'
import { withinTransaction } from '../db/within-transaction.ts'
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
  // Sorted: two transactions creating the same new accounts (the split job's batches run side
  // by side) take their locks in one order, so one waits for the other instead of deadlocking.
  const wanted = [...new Set(codes)].sort()
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
  const keys = inputs.map((input) => input.idempotencyKey)
  if (new Set(keys).size < keys.length) {
    throw new UnbalancedJournalError('two journals of one batch share an idempotency key')
  }
  // In a transaction (the caller's, or one of its own): the journal rows and their postings
  // must reach the commit together, where the database checks the balance.
  return withinTransaction(db, (tx) => writeJournals(tx, appId, inputs))
}

/**
 * The journals, any accounts the app does not have yet, and the postings, in ONE statement
 * (data-modifying CTEs): a payment's move posts up to four journals, and each round trip to
 * the database costs more than the rows it writes (bench:payments). Postings are matched to
 * their journal by idempotency key, so a journal whose key was posted before gets none.
 *
 * One case needs a second statement: an account another transaction created while this
 * statement ran is in neither this statement's snapshot nor its own inserts, so the postings on
 * it are missing from `posted`; they are inserted afterwards with the account's id read anew.
 * The database's balance check at commit would refuse the journal if any were ever left out.
 */
async function writeJournals(
  db: Database,
  appId: number,
  inputs: readonly JournalInput[],
): Promise<PostedJournal[]> {
  // Without keys (a batch of one) the postings cannot be matched in SQL: the two-step path.
  if (inputs.some((input) => input.idempotencyKey === undefined)) {
    return writeJournalsStepByStep(db, appId, inputs)
  }
  const journals = sql.join(
    inputs.map(
      (input) =>
        sql`(${appId}::int, ${input.kind}::text, ${input.reference}::text, ${input.idempotencyKey}::text, ${input.memo ?? null}::text, ${input.now.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  )
  const postings = sql.join(
    inputs.flatMap((input) =>
      input.postings.map(
        (posting) =>
          sql`(${input.idempotencyKey}::text, ${posting.account}::text, ${posting.amountCents}::bigint)`,
      ),
    ),
    sql`, `,
  )
  const result = await db.execute(sql`
    with journals as (
      insert into ${ledgerJournals} (app_id, kind, reference, idempotency_key, memo, created_at)
      values ${journals}
      on conflict do nothing
      returning id, idempotency_key
    ),
    wanted(key, code, amount) as (values ${postings}),
    added as (
      insert into ${ledgerAccounts} (app_id, code)
      select distinct ${appId}::int, code from wanted
      on conflict do nothing
      returning id, code
    ),
    accounts as (
      select id, code from added
      union all
      select a.id, a.code from ${ledgerAccounts} a
      where a.app_id = ${appId} and a.code in (select code from wanted)
    ),
    posted as (
      insert into ${ledgerPostings} (journal_id, app_id, account_id, amount_cents)
      select j.id, ${appId}::int, a.id, w.amount
      from wanted w
      join journals j on j.idempotency_key = w.key
      join accounts a on a.code = w.code
      returning journal_id
    )
    select j.id, j.idempotency_key as key,
      (select count(*) from posted p where p.journal_id = j.id)::int as posted
    from journals j`)
  const fresh = new Map(
    rowsOf<{ id: unknown; key: string; posted: number }>(result).map((row) => [
      row.key,
      { id: Number(row.id), posted: Number(row.posted) },
    ]),
  )
  const posted: PostedJournal[] = inputs.map((input) => {
    const journal = fresh.get(input.idempotencyKey!)
    return journal ? { journalId: journal.id, created: true } : { journalId: 0, created: false }
  })
  const short = inputs.filter((input) => {
    const journal = fresh.get(input.idempotencyKey!)
    return journal !== undefined && journal.posted < input.postings.length
  })
  if (short.length > 0) {
    // The race above: these journals' postings are all written again but for those that went in.
    await completePostings(
      db,
      appId,
      short.map((input) => ({ journalId: fresh.get(input.idempotencyKey!)!.id, input })),
    )
  }
  await findReplayed(db, appId, inputs, posted)
  return posted
}

/** The journals' postings that `writeJournals`' statement could not write (an account raced). */
async function completePostings(
  db: Database,
  appId: number,
  journals: readonly { journalId: number; input: JournalInput }[],
): Promise<void> {
  const ids = await accountIds(
    db,
    appId,
    journals.flatMap(({ input }) => input.postings.map((posting) => posting.account)),
  )
  const written = await db
    .select({ journalId: ledgerPostings.journalId, accountId: ledgerPostings.accountId })
    .from(ledgerPostings)
    .where(
      inArray(
        ledgerPostings.journalId,
        journals.map(({ journalId }) => journalId),
      ),
    )
  const left = new Map<string, number>()
  for (const row of written) {
    const key = `${row.journalId}:${row.accountId}`
    left.set(key, (left.get(key) ?? 0) + 1)
  }
  const missing = journals.flatMap(({ journalId, input }) =>
    input.postings.flatMap((posting) => {
      const key = `${journalId}:${ids.get(posting.account)!}`
      const count = left.get(key) ?? 0
      if (count > 0) {
        left.set(key, count - 1)
        return []
      }
      return [
        {
          journalId,
          appId,
          accountId: ids.get(posting.account)!,
          amountCents: posting.amountCents,
        },
      ]
    }),
  )
  if (missing.length > 0) await db.insert(ledgerPostings).values(missing)
}

/** For journals whose key was posted before: the earlier journal's id. */
async function findReplayed(
  db: Database,
  appId: number,
  inputs: readonly JournalInput[],
  posted: PostedJournal[],
): Promise<void> {
  const replayedKeys = inputs
    .filter((_, index) => !posted[index]!.created)
    .map((input) => input.idempotencyKey!)
  if (replayedKeys.length === 0) return
  const earlier = await db
    .select({ id: ledgerJournals.id, key: ledgerJournals.idempotencyKey })
    .from(ledgerJournals)
    .where(
      and(eq(ledgerJournals.appId, appId), inArray(ledgerJournals.idempotencyKey, replayedKeys)),
    )
  const earlierByKey = new Map(earlier.map((row) => [row.key, row.id]))
  inputs.forEach((input, index) => {
    if (!posted[index]!.created) posted[index]!.journalId = earlierByKey.get(input.idempotencyKey!)!
  })
}

/** One journal without an idempotency key: the journal, then the accounts, then the postings. */
async function writeJournalsStepByStep(
  db: Database,
  appId: number,
  inputs: readonly JournalInput[],
): Promise<PostedJournal[]> {
  const [input] = inputs
  const [journal] = await db
    .insert(ledgerJournals)
    .values({
      appId,
      kind: input!.kind,
      reference: input!.reference,
      memo: input!.memo,
      createdAt: input!.now,
    })
    .returning({ id: ledgerJournals.id })
  await completePostings(db, appId, [{ journalId: journal!.id, input: input! }])
  return [{ journalId: journal!.id, created: true }]
}
