import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { bigIdentity, instant } from '../db/columns.ts'
import { users } from '../identity/schema.ts'

/* Password recovery links and failed sign-in counters. */

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
 * Attempt counters, one row per key ('<rule>:<subject>', see throttle.ts). Kept in the
 * database rather than in memory so the limit holds across several server processes.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull(),
  lockedUntil: instant('locked_until'),
})
