import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { apps } from '../access/schema.ts'
import { rowsOf } from '../db/rows.ts'
import { createStore, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestServer } from '../testing/test-server.ts'
import { balanceOf, balancesOf, moneyTrail, unbalancedJournals } from './balances.ts'
import { postJournal, postJournals, UnbalancedJournalError, type Posting } from './post.ts'
import { ledgerAccounts, ledgerJournals, ledgerPostings } from './schema.ts'

let t: TestServer
let app: AppRecord
let other: AppRecord
beforeAll(async () => {
  t = await createTestServer()
  app = await createStore(t, await t.register())
  other = await createStore(t, await t.register(), { name: 'Outra' })
})
afterAll(() => t.close())

/** A R$ 100,00 charge paid, with a R$ 3,49 fee: the trail of one payment. */
const charge: Posting[] = [
  { account: 'customer_receivable', amountCents: 10000 },
  { account: 'merchant_pending', amountCents: -10000 },
]
const paid: Posting[] = [
  { account: 'gateway_clearing', amountCents: 10000 },
  { account: 'customer_receivable', amountCents: -10000 },
  { account: 'fees', amountCents: 349 },
  { account: 'gateway_clearing', amountCents: -349 },
]

const journal = (reference: string, postings: Posting[], extra = {}) =>
  postJournal(t.db, {
    appId: app.id,
    kind: 'test',
    reference,
    postings,
    now: t.clock.now(),
    ...extra,
  })

/** Whether the database alone, with our code bypassed, refuses what the block writes. */
async function refusedByDatabase(write: (db: TestServer['db']) => Promise<unknown>) {
  try {
    await t.db.transaction(async (tx) => {
      await write(tx)
    })
    return false
  } catch (error) {
    return /unbalanced|append-only|another app/.test(String((error as Error).cause ?? error))
  }
}

describe('posting', () => {
  test('balanced journals post, and every balance follows', async () => {
    await journal('payment:1', charge)
    await journal('payment:1', paid)
    const balances = await balancesOf(t.db, app.id)
    expect(Object.fromEntries(balances)).toEqual({
      customer_receivable: 0,
      gateway_clearing: 9651,
      fees: 349,
      merchant_pending: -10000,
    })
    expect([...balances.values()].reduce((sum, value) => sum + value, 0)).toBe(0)
    expect(await balanceOf(t.db, app.id, 'merchant_available')).toBe(0)
    expect(await balanceOf(t.db, app.id, 'gateway_clearing')).toBe(9651)
    expect(await balanceOf(t.db, other.id, 'gateway_clearing')).toBe(0)
    const trail = await moneyTrail(t.db, app.id, 'payment:1')
    expect(trail.map((posting) => [posting.account, posting.amountCents])).toEqual([
      ['customer_receivable', 10000],
      ['merchant_pending', -10000],
      ...paid.map((posting) => [posting.account, posting.amountCents]),
    ])
    expect(await moneyTrail(t.db, other.id, 'payment:1')).toEqual([])
  })

  test('our code refuses what cannot balance, before any write', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerJournals)
    for (const postings of [
      [],
      [
        { account: 'fees', amountCents: 0 },
        { account: 'refunds', amountCents: 0 },
      ],
      [
        { account: 'fees', amountCents: 1 },
        { account: 'refunds', amountCents: -2 },
      ],
      [
        { account: 'fees', amountCents: 0.5 },
        { account: 'refunds', amountCents: -0.5 },
      ],
      [{ account: 'fees', amountCents: 5 }],
    ] as Posting[][]) {
      await expect(journal('payment:x', postings)).rejects.toBeInstanceOf(UnbalancedJournalError)
    }
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerJournals)
    expect(after).toEqual(before)
  })

  test('the same idempotency key posts once', async () => {
    const first = await journal('payment:2', charge, { idempotencyKey: 'k-1' })
    const again = await journal('payment:2', charge, { idempotencyKey: 'k-1' })
    expect(first.created).toBe(true)
    expect(again).toEqual({ journalId: first.journalId, created: false })
    expect(await moneyTrail(t.db, app.id, 'payment:2')).toHaveLength(2)
    // Keys belong to an app: another store's same key is its own journal.
    const elsewhere = await postJournal(t.db, {
      appId: other.id,
      kind: 'test',
      reference: 'payment:2',
      postings: charge,
      now: t.clock.now(),
      idempotencyKey: 'k-1',
    })
    expect(elsewhere.created).toBe(true)
  })
})

describe('several journals at once', () => {
  test('a batch posts each journal once per key, and a replayed batch writes nothing', async () => {
    const store = await createStore(t, await t.register(), { name: 'Lote' })
    const batch = (keys: string[]) =>
      postJournals(
        t.db,
        keys.map((key) => ({
          appId: store.id,
          kind: 'test',
          reference: 'payment:7',
          postings: paid,
          now: t.clock.now(),
          idempotencyKey: key,
        })),
      )
    const first = await batch(['a', 'b'])
    expect(first.map((posted) => posted.created)).toEqual([true, true])
    const again = await batch(['a', 'b', 'c'])
    expect(again.map((posted) => posted.created)).toEqual([false, false, true])
    expect(again.slice(0, 2).map((posted) => posted.journalId)).toEqual(
      first.map((posted) => posted.journalId),
    )
    expect(await balanceOf(t.db, store.id, 'fees')).toBe(3 * 349)
  })

  test("a new store's first journals, posted at the same time, create its accounts once", async () => {
    // On PostgreSQL the transactions really race to add the same accounts.
    const store = await createStore(t, await t.register(), { name: 'Corrida' })
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        t.db.transaction((tx) =>
          postJournals(tx, [
            {
              appId: store.id,
              kind: 'test',
              reference: `payment:${index}`,
              postings: paid,
              now: t.clock.now(),
              idempotencyKey: `race-${index}`,
            },
          ]),
        ),
      ),
    )
    expect(await balanceOf(t.db, store.id, 'fees')).toBe(8 * 349)
    const accounts = await t.db
      .select({ code: ledgerAccounts.code })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.appId, store.id))
    expect(accounts.map((row) => row.code).sort()).toEqual([
      'customer_receivable',
      'fees',
      'gateway_clearing',
    ])
  })
})

describe('an account added by another transaction meanwhile', () => {
  // Only PostgreSQL has two connections to race; PGlite runs one statement at a time.
  test.runIf(inject('testDatabase').kind === 'postgres')(
    "still gets the journal's postings (they are written once the other commits)",
    async () => {
      const store = await createStore(t, await t.register(), { name: 'Conta nova' })
      let commitOther!: () => void
      const otherMayCommit = new Promise<void>((resolve) => (commitOther = resolve))
      let accountAdded!: () => void
      const added = new Promise<void>((resolve) => (accountAdded = resolve))
      // The other transaction adds `fees` and holds it uncommitted…
      const other = t.db.transaction(async (tx) => {
        await tx.insert(ledgerAccounts).values({ appId: store.id, code: 'fees' })
        accountAdded()
        await otherMayCommit
      })
      await added
      // …while the journal's one statement waits on that row, with a snapshot without it.
      const posting = t.db.transaction((tx) =>
        postJournals(tx, [
          {
            appId: store.id,
            kind: 'test',
            reference: 'payment:1',
            postings: paid,
            now: t.clock.now(),
            idempotencyKey: 'late-account',
          },
        ]),
      )
      const waiting = async () => {
        const result = await t.db.execute(sql`
          select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`)
        return rowsOf<{ waiting: number }>(result)[0]!.waiting
      }
      await expect.poll(waiting).toBe(1)
      commitOther()
      await other
      const [posted] = await posting
      expect(posted!.created).toBe(true)
      expect(await balanceOf(t.db, store.id, 'fees')).toBe(349)
      expect(await balanceOf(t.db, store.id, 'gateway_clearing')).toBe(10000 - 349)
    },
  )
})

describe('the database proves the balance on its own', () => {
  async function accountId(appId: number, code: string) {
    await t.db.insert(ledgerAccounts).values({ appId, code }).onConflictDoNothing()
    const [row] = await t.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.appId} = ${appId} and ${ledgerAccounts.code} = ${code}`)
    return row!.id
  }

  async function rawJournal(db: TestServer['db'], appId = app.id) {
    const [row] = await db
      .insert(ledgerJournals)
      .values({ appId, kind: 'raw', reference: 'raw', createdAt: t.clock.now() })
      .returning({ id: ledgerJournals.id })
    return row!.id
  }

  test('an unbalanced journal, a lone posting and an empty journal do not commit', async () => {
    const fees = await accountId(app.id, 'fees')
    const refunds = await accountId(app.id, 'refunds')
    expect(
      await refusedByDatabase(async (db) => {
        const journalId = await rawJournal(db)
        await db.insert(ledgerPostings).values([
          { journalId, appId: app.id, accountId: fees, amountCents: 100 },
          { journalId, appId: app.id, accountId: refunds, amountCents: -99 },
        ])
      }),
    ).toBe(true)
    expect(
      await refusedByDatabase(async (db) => {
        const journalId = await rawJournal(db)
        await db
          .insert(ledgerPostings)
          .values({ journalId, appId: app.id, accountId: fees, amountCents: 1 })
      }),
    ).toBe(true)
    expect(await refusedByDatabase((db) => rawJournal(db))).toBe(true)
    // The same shape, balanced, commits: the check is about the sum, not the route in.
    expect(
      await refusedByDatabase(async (db) => {
        const journalId = await rawJournal(db)
        await db.insert(ledgerPostings).values([
          { journalId, appId: app.id, accountId: fees, amountCents: 100 },
          { journalId, appId: app.id, accountId: refunds, amountCents: -100 },
        ])
      }),
    ).toBe(false)
  })

  test('unbalancedJournals names a journal that does not sum to zero (seen before the commit refuses it)', async () => {
    const fees = await accountId(app.id, 'fees')
    const refunds = await accountId(app.id, 'refunds')
    let journalId = 0
    let seen: number[] = []
    expect(
      await refusedByDatabase(async (db) => {
        journalId = await rawJournal(db)
        await db.insert(ledgerPostings).values([
          { journalId, appId: app.id, accountId: fees, amountCents: 100 },
          { journalId, appId: app.id, accountId: refunds, amountCents: -99 },
        ])
        seen = await unbalancedJournals(db)
      }),
    ).toBe(true)
    expect(seen).toEqual([journalId])
    expect(await unbalancedJournals(t.db)).toEqual([])
  })

  test("a posting to another app's account does not commit", async () => {
    const mine = await accountId(app.id, 'fees')
    const theirs = await accountId(other.id, 'fees')
    expect(
      await refusedByDatabase(async (db) => {
        const journalId = await rawJournal(db)
        await db.insert(ledgerPostings).values([
          { journalId, appId: app.id, accountId: mine, amountCents: 100 },
          { journalId, appId: app.id, accountId: theirs, amountCents: -100 },
        ])
      }),
    ).toBe(true)
    // Postings have no foreign keys of their own (migration 0021): the trigger holds them.
    expect(
      await refusedByDatabase(async (db) => {
        const journalId = await rawJournal(db)
        await db.insert(ledgerPostings).values([
          { journalId, appId: app.id, accountId: mine, amountCents: 100 },
          { journalId, appId: app.id, accountId: 2_000_000_000, amountCents: -100 },
        ])
      }),
    ).toBe(true)
    expect(
      await refusedByDatabase(async (db) => {
        const journalId = await rawJournal(db)
        await db.insert(ledgerPostings).values([
          { journalId, appId: other.id, accountId: mine, amountCents: 100 },
          { journalId, appId: other.id, accountId: mine, amountCents: -100 },
        ])
      }),
    ).toBe(true)
  })

  test('no posting joins a journal after the transaction that wrote it', async () => {
    const fees = await accountId(app.id, 'fees')
    const refunds = await accountId(app.id, 'refunds')
    const { journalId } = await postJournal(t.db, {
      appId: app.id,
      kind: 'raw',
      reference: 'closed',
      postings: [
        { account: 'fees', amountCents: 100 },
        { account: 'refunds', amountCents: -100 },
      ],
      now: t.clock.now(),
    })
    // Balanced on its own, and still refused: the journal's balance was checked at its commit.
    expect(
      await refusedByDatabase((db) =>
        db.insert(ledgerPostings).values([
          { journalId, appId: app.id, accountId: fees, amountCents: 5 },
          { journalId, appId: app.id, accountId: refunds, amountCents: -5 },
        ]),
      ),
    ).toBe(true)
  })

  test('postings and journals are append-only; a store deleted for good takes its ledger', async () => {
    const { journalId } = await journal('payment:3', charge)
    expect(
      await refusedByDatabase((db) =>
        db
          .update(ledgerPostings)
          .set({ amountCents: 1 })
          .where(eq(ledgerPostings.journalId, journalId)),
      ),
    ).toBe(true)
    expect(
      await refusedByDatabase((db) =>
        db.delete(ledgerPostings).where(eq(ledgerPostings.journalId, journalId)),
      ),
    ).toBe(true)
    expect(
      await refusedByDatabase((db) =>
        db.delete(ledgerJournals).where(eq(ledgerJournals.id, journalId)),
      ),
    ).toBe(true)
    expect(
      await refusedByDatabase((db) =>
        db.delete(ledgerAccounts).where(eq(ledgerAccounts.appId, app.id)),
      ),
    ).toBe(true)
    expect(
      await refusedByDatabase((db) =>
        db.update(ledgerAccounts).set({ code: 'renamed' }).where(eq(ledgerAccounts.appId, app.id)),
      ),
    ).toBe(true)

    const doomed = await createStore(t, await t.register(), { name: 'Encerrada' })
    await postJournal(t.db, {
      appId: doomed.id,
      kind: 'test',
      reference: 'payment:1',
      postings: charge,
      now: t.clock.now(),
    })
    await t.db.delete(apps).where(eq(apps.id, doomed.id))
    expect(await balancesOf(t.db, doomed.id)).toEqual(new Map())
    expect(await t.db.$count(ledgerPostings, eq(ledgerPostings.appId, doomed.id))).toBe(0)
  })
})
