import type { Lang } from '@vitrine/api/validation'
import type { Profession, User } from '@vitrine/api'
import { PROFESSIONS } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { apiError } from '../http/errors.ts'
import { t } from '../http/messages.ts'
import { users } from './schema.ts'

export type UserRow = typeof users.$inferSelect

function isProfession(value: string | null): value is Profession {
  return (PROFESSIONS as readonly (string | null)[]).includes(value)
}

/**
 * The user as the contract describes it. Built field by field so nothing stored (password
 * hash, timestamps) can leak into an answer by being added to the table later.
 */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    profession: isProfession(row.profession) ? row.profession : null,
    whRole: row.whRole,
    email_verified: row.emailVerifiedAt !== null,
  }
}

/**
 * A link mailed to the account's own address was followed (an invitation to that address, a
 * password recovery): the address is proved. Answers the row as it is now.
 */
export async function markEmailVerified(db: Database, user: UserRow, now: Date): Promise<UserRow> {
  if (user.emailVerifiedAt) return user
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(eq(users.id, user.id))
    .returning()
  return row ?? user
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return row
}

/** 409 on the e-mail field: another account has the address. */
export function emailTaken(lang: Lang) {
  return apiError(409, lang, 'emailTaken', { data: { fields: { email: t(lang, 'emailTaken') } } })
}
