import { isMasterUser } from '@vitrine/api'
import type { Database } from '../db/client.ts'
import type { UserRow } from './users.ts'

/*
 * The master account (section 6: "one specific master account is also recognised"): the person
 * whose e-mail is MASTER_ACCOUNT_EMAIL is a master user even though their stored whRole is
 * `none`. It is decided here, where a session or an API token is turned into the person behind
 * it, so every rule downstream (membership, GET /control/{appId}/me, GET /auth's user) reads one
 * whRole and nothing else needs to know about the address.
 *
 * The address is kept per database handle, as db/prepared.ts keeps its statements: a session is
 * resolved in many places that are handed only the database and the clock, and each server (and
 * each test server, with its own database) registers its own address at start (app.ts).
 */

/** The whRole the master account is seen with when it stores none. */
export const MASTER_ACCOUNT_ROLE = 'master'

const addresses = new WeakMap<Database, string>()

/** Registers the configured address for this database's server; null or '' means none. */
export function registerMasterAccount(db: Database, email: string | null): void {
  if (email) addresses.set(db, email.trim().toLowerCase())
  else addresses.delete(db)
}

/** The user as access rules see them: the master account is a master user. */
export function withMasterAccount(db: Database, user: UserRow): UserRow {
  const master = addresses.get(db)
  if (!master || isMasterUser(user.whRole) || user.email !== master) return user
  return { ...user, whRole: MASTER_ACCOUNT_ROLE }
}
