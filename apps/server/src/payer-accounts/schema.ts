import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { bigIdentity, instant } from '../db/columns.ts'

/*
 * The payer's account page of one store (`/acc/<slug>`): no password, only a one-time link
 * mailed to the address the payer paid with, exchanged for a session bound to that store and
 * that address. Codes and tokens are stored as their SHA-256 only (identity/secrets.ts), so a
 * copy of the database opens no one's account.
 */

/** A sign-in link's code: single use (`used_at`), valid for 15 minutes. */
export const payerSignInCodes = pgTable(
  'payer_sign_in_codes',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    id: bigIdentity('id'),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [uniqueIndex('payer_sign_in_codes_hash_key').on(t.codeHash)],
)

/** A payer's session at one store, for one e-mail address: 30 days, or until signed out. */
export const payerSessions = pgTable(
  'payer_sessions',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    id: bigIdentity('id'),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [uniqueIndex('payer_sessions_hash_key').on(t.tokenHash)],
)
