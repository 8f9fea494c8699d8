import type { Database } from './client.ts'

/*
 * Statements every request runs (who is calling, which app) are prepared once per database
 * handle and per connection: drizzle builds their SQL once instead of on every call, and
 * PostgreSQL parses and plans them once per connection instead of on every execution. On a
 * two-core machine that is a fifth of an authenticated request's time (bench:payments).
 * Named statements live on a connection: behind a pooler, use session pooling (PgBouncer's
 * transaction mode would hand the statement's name to a connection that never prepared it).
 */

/**
 * `build(db)` makes the prepared query (`.prepare(name)` on a builder with `sql.placeholder`s);
 * the answer gives the one made for this database handle, building it on first use.
 */
export function preparedFor<P>(build: (db: Database) => P): (db: Database) => P {
  const made = new WeakMap<Database, P>()
  return (db) => {
    let prepared = made.get(db)
    if (prepared === undefined) {
      prepared = build(db)
      made.set(db, prepared)
    }
    return prepared
  }
}
