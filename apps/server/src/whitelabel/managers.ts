import type { ResellerManager } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq } from 'drizzle-orm'
import { resellerManagers } from '../access/schema.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { users } from '../identity/schema.ts'
import { findUserByEmail, type UserRow } from '../identity/users.ts'
import type { MailMessage } from '../mail/outbox.ts'
import type { ResellerRow } from './resellers.ts'
import { resellerInvitations } from './schema.ts'
import { resellerError } from './texts.ts'

/**
 * Whether the user runs the reseller. An open invitation to the user's address joins them here,
 * the first time they are asked about — but only with the address confirmed (a link sent to it
 * was followed): anyone may register any address, so an unconfirmed one proves nothing.
 */
export async function isManagerOf(
  db: Database,
  resellerId: number,
  user: UserRow,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: resellerManagers.userId })
    .from(resellerManagers)
    .where(and(eq(resellerManagers.resellerId, resellerId), eq(resellerManagers.userId, user.id)))
    .limit(1)
  if (row) return true
  if (!user.emailVerifiedAt) return false
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .delete(resellerInvitations)
      .where(
        and(
          eq(resellerInvitations.resellerId, resellerId),
          eq(resellerInvitations.email, user.email),
        ),
      )
      .returning({ id: resellerInvitations.id })
    if (!invitation) return false
    await tx.insert(resellerManagers).values({ resellerId, userId: user.id }).onConflictDoNothing()
    return true
  })
}

/** The team: active people by the date they joined, then open invitations. */
export async function listManagers(
  db: Database,
  resellerId: number,
  me: UserRow,
): Promise<ResellerManager[]> {
  const active = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      createdAt: resellerManagers.createdAt,
    })
    .from(resellerManagers)
    .innerJoin(users, eq(users.id, resellerManagers.userId))
    .where(eq(resellerManagers.resellerId, resellerId))
    .orderBy(asc(resellerManagers.createdAt), asc(users.id))
  const invited = await db
    .select()
    .from(resellerInvitations)
    .where(eq(resellerInvitations.resellerId, resellerId))
    .orderBy(asc(resellerInvitations.createdAt), asc(resellerInvitations.id))
  return [
    ...active.map((row) => ({
      id: row.id,
      status: 'active' as const,
      name: row.name,
      email: row.email,
      me: row.id === me.id,
      created_at: row.createdAt.toISOString(),
    })),
    ...invited.map((row) => ({
      id: row.id,
      status: 'invited' as const,
      name: null,
      email: row.email,
      me: false,
      created_at: row.createdAt.toISOString(),
    })),
  ]
}

function invitationMail(
  lang: Lang,
  to: string,
  reseller: ResellerRow,
  inviter: UserRow,
  link: string,
): MailMessage {
  if (lang === 'en')
    return {
      to,
      subject: `Invitation to run ${reseller.name}`,
      text: [
        'Hello!',
        '',
        `${inviter.name} invited you to the team of the reseller ${reseller.name}.`,
        'To accept, create your account through this link and confirm your e-mail address:',
        link,
        '',
        'If you did not expect this e-mail, ignore it.',
      ].join('\n'),
    }
  return {
    to,
    subject: `Convite para a equipe da revenda ${reseller.name}`,
    text: [
      'Olá!',
      '',
      `${inviter.name} convidou você para a equipe da revenda ${reseller.name}.`,
      'Para aceitar, crie sua conta por este link e confirme o seu e-mail:',
      link,
      '',
      'Se você não esperava este e-mail, pode ignorá-lo.',
    ].join('\n'),
  }
}

/**
 * An address with an account joins at once; any other is kept as an invitation and mailed a
 * link to register on the reseller's own address (its first domain), where the reseller area
 * opens once the address is confirmed.
 */
export async function inviteManager(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'mailer'>,
  lang: Lang,
  reseller: ResellerRow,
  inviter: UserRow,
  email: string,
  registerBase: string,
): Promise<ResellerManager> {
  const { db, clock, mailer } = deps
  const now = clock.now()
  const existing = await findUserByEmail(db, email)
  const taken = () =>
    resellerError(409, lang, 'alreadyManager', {
      fields: { email: resellerError(409, lang, 'alreadyManager').message },
    })
  if (existing) {
    const [added] = await db
      .insert(resellerManagers)
      .values({ resellerId: reseller.id, userId: existing.id, createdAt: now })
      .onConflictDoNothing()
      .returning()
    if (!added) throw taken()
    return {
      id: existing.id,
      status: 'active',
      name: existing.name,
      email: existing.email,
      me: false,
      created_at: added.createdAt.toISOString(),
    }
  }
  const [invitation] = await db
    .insert(resellerInvitations)
    .values({ resellerId: reseller.id, email, invitedBy: inviter.id, createdAt: now })
    .onConflictDoNothing()
    .returning()
  if (!invitation) throw taken()
  const link = `${registerBase}/auth/register?email=${encodeURIComponent(email)}`
  mailer.deliver(async () => invitationMail(lang, email, reseller, inviter, link))
  return {
    id: invitation.id,
    status: 'invited',
    name: null,
    email,
    me: false,
    created_at: invitation.createdAt.toISOString(),
  }
}

/**
 * Removes a person (a user's id) or an invitation (its id). Never the caller (they would lock
 * themself out mid-session) and never the last person: a reseller without a team cannot be run
 * from the panel any more. The row is locked so two removals at once cannot both pass the count.
 */
export async function removeManager(
  db: Database,
  lang: Lang,
  reseller: ResellerRow,
  me: UserRow,
  id: number,
): Promise<void> {
  const [invitation] = await db
    .delete(resellerInvitations)
    .where(and(eq(resellerInvitations.resellerId, reseller.id), eq(resellerInvitations.id, id)))
    .returning({ id: resellerInvitations.id })
  if (invitation) return
  // The gate let the caller in as a manager of this reseller.
  if (id === me.id) throw resellerError(409, lang, 'removeSelf')
  await db.transaction(async (tx) => {
    const team = await tx
      .select({ userId: resellerManagers.userId })
      .from(resellerManagers)
      .where(eq(resellerManagers.resellerId, reseller.id))
      .for('update')
    if (!team.some((row) => row.userId === id)) throw resellerError(404, lang, 'managerNotFound')
    if (team.length <= 1) throw resellerError(409, lang, 'lastManager')
    await tx
      .delete(resellerManagers)
      .where(and(eq(resellerManagers.resellerId, reseller.id), eq(resellerManagers.userId, id)))
  })
}
