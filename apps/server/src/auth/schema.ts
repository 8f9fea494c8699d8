import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { bigIdentity, instant } from '../db/columns.ts'
import { users } from '../identity/schema.ts'

/* Password recovery links, e-mail confirmation links and failed sign-in counters. */

export const recoveryTokens = pgTable(
  'recovery_tokens',
  {
    id: bigIdentity('id'),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('recovery_tokens_user_id_idx').on(t.userId)],
)

/**
 * A link that proves an address: the account's own at sign-up, or the new one it asked to
 * change to (which only replaces the old address once the link is followed).
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: bigIdentity('id'),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    index('email_verifications_user_id_idx').on(t.userId),
    check('email_verifications_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
)

/**
 * Attempt counters, one row per key ('<rule>:<subject>', see throttle.ts). Kept in the
 * database rather than in memory so the limit holds across several server processes.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull(),
  lockedUntil: instant('locked_until'),
})
