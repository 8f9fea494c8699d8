import type { Profession, User } from '@vitrine/api'
import { PROFESSIONS } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema.ts'

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
  }
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return row
}

/** PostgreSQL's unique_violation: two requests raced for the same e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}
