import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { bigIdentity, instant } from '../db/columns.ts'

/*
 * One double-entry ledger for every movement of money (ARCHITECTURE.md, "The ledger"). A journal
 * is one event (a charge, a capture, a fee, a refund, a payout…); its postings move integer
 * centavos between accounts, debits positive and credits negative, and always sum to zero. The
 * database proves it: a deferred constraint trigger (migration 0007) refuses to commit a
 * journal whose postings do not balance, and postings can be neither changed nor deleted — a
 * mistake is corrected by a reversing journal, so the trail stays whole.
 */

/** An account of an app's ledger, named by its code (see LEDGER_ACCOUNTS in ledger/accounts.ts). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_accounts_app_code_idx').on(t.appId, t.code)],
)

export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: bigIdentity('id'),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** What happened, in the domain's words: 'charge', 'capture', 'fee', 'refund', … */
    kind: text('kind').notNull(),
    /** What it is about, e.g. 'payment:123': the money trail of one payment is one query. */
    reference: text('reference').notNull(),
    /** The caller's Idempotency-Key, when the movement came from one: posted once per key. */
    idempotencyKey: text('idempotency_key'),
    memo: text('memo'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('ledger_journals_reference_idx').on(t.appId, t.reference),
    uniqueIndex('ledger_journals_idempotency_idx')
      .on(t.appId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
)

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigIdentity('id'),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: 'cascade' }),
    // The app and the account have no foreign key of their own: the postings' statement trigger
    // (migrations 0017, 0021) refuses a posting whose account is missing or whose app or
    // account's app is not its journal's, accounts are append-only like the rest of the ledger,
    // and the journal's key removes the postings with their app. Two more checks per posting cost
    // a fifth of billing's ledger writes (bench:recurrence).
    appId: integer('app_id').notNull(),
    accountId: integer('account_id').notNull(),
    /** Centavos: debit positive, credit negative; bigint so no sum of them can overflow. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_postings_journal_idx').on(t.journalId),
    index('ledger_postings_account_idx').on(t.accountId),
    check('ledger_postings_amount_nonzero', sql`${t.amountCents} <> 0`),
  ],
)
