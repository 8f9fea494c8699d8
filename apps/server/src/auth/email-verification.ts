import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import { addMs, DAY } from '../clock.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { hashToken, looksLikeToken, newToken } from '../identity/secrets.ts'
import { users } from '../identity/schema.ts'
import type { UserRow } from '../identity/users.ts'
import { verifyEmailMail } from './account-mail.ts'
import { emailVerifications } from './schema.ts'

/*
 * Proving an address (issue 9): access is granted by e-mail, so an address must be shown to be
 * its holder's before it counts. A link goes to the address; following it proves it. A new
 * address asked for in the profile replaces the old one only then, so an account can never
 * hold an address nobody proved.
 */

/** Two days: long enough for a weekend, short enough that an old mail is not a standing key. */
export const VERIFICATION_TTL_MS = 2 * DAY

/** A new link for `email`; the earlier unused links of the account stop working. */
export async function issueEmailVerification(
  db: Database,
  userId: number,
  email: string,
  now: Date,
): Promise<string> {
  await retireVerifications(db, userId, now)
  const token = newToken()
  await db.insert(emailVerifications).values({
    tokenHash: hashToken(token),
    userId,
    email,
    createdAt: now,
    expiresAt: addMs(now, VERIFICATION_TTL_MS),
  })
  return token
}

async function retireVerifications(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)))
}

export interface ConfirmedEmail {
  user: UserRow
  /** The address it replaced, when the link was for a change. */
  previousEmail: string | null
}

/**
 * Uses up the link and marks its address proved, replacing the account's address when the
 * link was for a change. Undefined for an unknown, used or expired link. A unique violation
 * (the new address was taken meanwhile) escapes to the caller, which answers 409.
 */
export async function confirmEmailVerification(
  db: Database,
  token: string,
  now: Date,
): Promise<ConfirmedEmail | undefined> {
  if (!looksLikeToken(token)) return undefined
  const [link] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, hashToken(token)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email })
  if (!link) return undefined
  const [before] = await db.select().from(users).where(eq(users.id, link.userId))
  if (!before) return undefined
  const [user] = await db
    .update(users)
    .set({ email: link.email, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, link.userId))
    .returning()
  // Any other link of the account (an older change) is void now.
  await retireVerifications(db, link.userId, now)
  return { user: user!, previousEmail: before.email === link.email ? null : before.email }
}

/** The address a change is waiting to prove, or null. */
export async function pendingEmailOf(
  db: Database,
  user: UserRow,
  now: Date,
): Promise<string | null> {
  const [pending] = await db
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, user.id),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
        ne(emailVerifications.email, user.email),
      ),
    )
    .orderBy(desc(emailVerifications.id))
    .limit(1)
  return pending?.email ?? null
}

/** The panel's page for a confirmation link; the page asks before confirming (mail scanners). */
function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/verify-email/${token}`
}

export interface ConfirmationMail {
  to: string
  name: string
  /** What issueEmailVerification answered. */
  token: string
  /** For a new address (rather than the account's own at sign-up). */
  change: boolean
}

/** Mails a confirmation link in the background; call it once the link's row is committed. */
export function sendConfirmationMail(
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  lang: Lang,
  { token, ...mail }: ConfirmationMail,
): void {
  const message = verifyEmailMail(lang, {
    ...mail,
    link: verificationLink(deps.config.publicUrl, token),
  })
  deps.mailer.deliver(async () => message)
}
