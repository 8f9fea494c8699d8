import { sql } from 'drizzle-orm'
import type { AreaLevels, Role } from '@vitrine/api'
import { check, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { instant } from '../db/columns.ts'
import { apps } from '../access/schema.ts'
import { users } from '../identity/schema.ts'

/**
 * An invitation to manage an app, sent to an address (with an account or not); only its link, by
 * an account whose address is confirmed or is the invited one, accepts
 * it (managers/invitations.ts). Its id comes from the
 * users' sequence, so an id in the managers list names one person, active (a user id) or
 * invited (an invitation id), and PUT /control/{appId}/save can take either.
 */
export const invitations = pgTable(
  'invitations',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    id: integer('id')
      .notNull()
      .default(sql`nextval('users_id_seq')`),
    email: text('email').notNull(),
    /** SHA-256 of the link's token; cleared by housekeeping once the link can no longer work. */
    tokenHash: text('token_hash').unique(),
    /** What the manager will hold once they join. */
    permissions: jsonb('permissions').$type<AreaLevels>().notNull(),
    roles: jsonb('roles').$type<Role[]>().notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.id] }),
    // One open invitation per address and app.
    uniqueIndex('invitations_open_email_idx')
      .on(t.appId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('invitations_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
)
