import {
  PasswordChangeSchema,
  ProfileAnswerSchema,
  ProfileUpdateSchema,
  SessionSchema,
} from '@vitrine/api'
import { eq } from 'drizzle-orm'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { t } from '../http/messages.ts'
import { requireSession } from '../identity/authenticate.ts'
import { hashPassword, verifyPassword } from '../identity/passwords.ts'
import { users } from '../identity/schema.ts'
import { createSession, revokeAllSessions } from '../identity/sessions.ts'
import { emailTaken, findUserByEmail, toUser, type UserRow } from '../identity/users.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  TOKEN_SECURITY,
} from '../openapi/describe.ts'
import { passwordChangedMail } from './account-mail.ts'
import {
  issueEmailVerification,
  pendingEmailOf,
  sendConfirmationMail,
} from './email-verification.ts'
import { sessionMeta } from './session-meta.ts'
import { accountFromIp, ensureNotThrottled, recordAttempt } from './throttle.ts'

/**
 * The current password, as proof that the person at the keyboard owns the account: a stolen
 * session must not become a way to guess it either, so failures count like sign-in failures.
 */
async function ensureCurrentPassword(
  db: AppDeps['db'],
  request: { lang: Lang; clientIp: string },
  user: UserRow,
  currentPassword: string | undefined,
  now: Date,
): Promise<void> {
  const { lang, clientIp } = request
  const account = accountFromIp(user.email, clientIp)
  await ensureNotThrottled(db, [account], now, lang)
  if (currentPassword && (await verifyPassword(currentPassword, user.passwordHash))) return
  await recordAttempt(db, account, now)
  throw apiError(400, lang, 'wrongCurrentPassword', {
    data: { fields: { current_password: t(lang, 'wrongCurrentPassword') } },
  })
}

/** What a signed-in person changes about their own account: profile and password. */
export function profileRoutes(deps: AppDeps) {
  const { db, clock, mailer } = deps
  const signedIn = requireSession(deps)
  const routes = new Hono<AppEnv>()

  routes.put(
    '/auth',
    describeRoute({
      summary: "Update one's own profile",
      description:
        'Changing the e-mail needs `current_password` (400 on that field when it is missing or ' +
        'wrong, counted like a failed sign-in; 429 past the sign-in limits). The new address is ' +
        'not applied at once: a confirmation link goes to it and `pending_email` names it until ' +
        'the link is followed (POST /auth/verify-email/{token}), which also sends a notice to ' +
        'the old address.',
      tags: ['auth'],
      security: TOKEN_SECURITY,
      requestBody: jsonBody(ProfileUpdateSchema),
      responses: {
        200: jsonAnswer('The updated user', ProfileAnswerSchema),
        ...errorAnswers(...BODY_ERRORS, 401, 409, 429),
      },
    }),
    signedIn,
    async (c) => {
      const lang = c.get('lang')
      const { current_password: currentPassword, ...profile } = await readJsonBody(
        c.req,
        lang,
        ProfileUpdateSchema,
      )
      const { user } = c.get('signedIn')
      const now = clock.now()
      const { email, ...fields } = profile
      const emailChanged = email !== user.email
      if (emailChanged) {
        await ensureCurrentPassword(db, c.var, user, currentPassword, now)
        const holder = await findUserByEmail(db, email)
        if (holder && holder.id !== user.id) throw emailTaken(lang)
      }
      const { updated, confirmation } = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...fields, updatedAt: now })
          .where(eq(users.id, user.id))
          .returning()
        // The new address waits for its link; asking again replaces the earlier link.
        const token = emailChanged ? await issueEmailVerification(tx, user.id, email, now) : null
        return { updated: row!, confirmation: token }
      })
      if (confirmation) {
        const mail = { to: email, name: updated.name, token: confirmation, change: true }
        sendConfirmationMail(deps, lang, mail)
      }
      return c.json({
        user: toUser(updated),
        pending_email: await pendingEmailOf(db, updated, now),
      })
    },
  )

  routes.put(
    '/auth/password',
    describeRoute({
      summary: 'Change the password',
      description:
        'Checks the current password, signs out every session of the user and answers a new ' +
        'one; a notice goes to the e-mail address of the account. A wrong current password ' +
        'counts like a failed sign-in (429 past the limits).',
      tags: ['auth'],
      security: TOKEN_SECURITY,
      requestBody: jsonBody(PasswordChangeSchema),
      responses: {
        200: jsonAnswer('A new session; every other one is revoked', SessionSchema),
        ...errorAnswers(...BODY_ERRORS, 401, 429),
      },
    }),
    signedIn,
    async (c) => {
      const lang = c.get('lang')
      const change = await readJsonBody(c.req, lang, PasswordChangeSchema)
      const { user } = c.get('signedIn')
      const now = clock.now()
      await ensureCurrentPassword(db, c.var, user, change.current_password, now)
      const passwordHash = await hashPassword(change.password)
      const token = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id))
        await revokeAllSessions(tx, user.id, now)
        return createSession(tx, user.id, now, sessionMeta(c))
      })
      const notice = passwordChangedMail(lang, user.email, user.name)
      mailer.deliver(async () => notice)
      return c.json({ token, user: toUser(user) })
    },
  )

  return routes
}
