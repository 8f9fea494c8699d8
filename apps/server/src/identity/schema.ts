import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { bigIdentity, instant } from '../db/columns.ts'

/* Who people are and their signed-in sessions: the tables every other domain builds on. */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone'),
    profession: text('profession'),
    whRole: text('wh_role').notNull().default('none'),
    passwordHash: text('password_hash').notNull(),
    acceptedTermsAt: instant('accepted_terms_at'),
    /** When a link sent to `email` was followed (or an invitation or recovery link proved it). */
    emailVerifiedAt: instant('email_verified_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The unique index is on the stored text, so the stored text must already be normalised.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: bigIdentity('id'),
    /** SHA-256 of the token, hex: a leaked table does not give working tokens. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)
