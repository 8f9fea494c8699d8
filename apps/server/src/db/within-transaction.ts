import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Database } from './client.ts'

/** Drizzle's transactions (node-postgres and PGlite alike) are PgTransaction instances. */
const isTransaction = (db: Database): boolean => (db as unknown) instanceof PgTransaction

/**
 * Runs `work` in a transaction: the caller's when it already is one, else a new one. Inside a
 * transaction drizzle's `transaction()` opens a savepoint, which costs two round trips
 * (SAVEPOINT, RELEASE) and buys nothing when the work throws no SQL error it means to survive:
 * an error thrown by our own code rolls the whole transaction back anyway. Keep a real savepoint
 * (`tx.transaction`) where an expected SQL error (a unique violation lost in a race) must leave
 * the outer transaction usable.
 */
export function withinTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return isTransaction(db) ? work(db) : db.transaction(work)
}
