import {
  CredentialsSchema,
  PasswordChangeSchema,
  PasswordResetSchema,
  ProfileAnswerSchema,
  ProfileUpdateSchema,
  RecoveryAcceptedSchema,
  RecoveryRequestSchema,
  RegisteredSchema,
  RegistrationSchema,
  SessionSchema,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { acceptInvitationLink } from '../control/invitations.ts'
import { users } from '../db/schema.ts'
import type { Database } from '../db/client.ts'
import { readJsonBody } from '../http/body.ts'
import { clientIp, type AppDeps, type AppEnv } from '../http/context.ts'
import { apiError, ApiErrorWithHeaders } from '../http/errors.ts'
import { t } from '../http/messages.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  TOKEN_SECURITY,
} from '../openapi/describe.ts'
import { requireSession } from './authenticate.ts'
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords.ts'
import {
  consumeRecoveryToken,
  createRecoveryToken,
  recoveryLink,
  recoveryMail,
  retireRecoveryTokens,
} from './recovery.ts'
import { createSession, revokeAllSessions, revokeSession, type SessionMeta } from './sessions.ts'
import {
  ACCOUNT_FAILURES,
  clearAttempts,
  IP_FAILURES,
  recordAttempt,
  RECOVERY_PER_EMAIL,
  RECOVERY_PER_IP,
  retryAfterMs,
  type ThrottleSubject,
} from './throttle.ts'
import { findUserByEmail, isUniqueViolation, toUser } from './users.ts'

/** Any route's context: only the connection and the User-Agent header are read. */
interface MetaSource {
  env: AppEnv['Bindings']
  req: { header(name: string): string | undefined }
}

function sessionMeta(c: MetaSource): SessionMeta {
  return { ip: clientIp(c.env), userAgent: c.req.header('User-Agent') }
}

/** 429 with Retry-After while any of the subjects is locked. */
async function ensureNotThrottled(
  db: Database,
  subjects: readonly ThrottleSubject[],
  now: Date,
  lang: Lang,
): Promise<void> {
  const wait = await retryAfterMs(db, subjects, now)
  if (wait <= 0) return
  const seconds = Math.ceil(wait / 1000)
  throw new ApiErrorWithHeaders(
    apiError(429, lang, 'tooManyAttempts', {
      params: { minutes: Math.ceil(seconds / 60) },
      data: { retryAfter: seconds },
    }),
    { 'Retry-After': String(seconds) },
  )
}

function emailTaken(lang: Lang) {
  return apiError(409, lang, 'emailTaken', { data: { fields: { email: t(lang, 'emailTaken') } } })
}

/** The connect service's /auth calls (specification section 7). */
export function authRoutes(deps: AppDeps) {
  const { db, clock, config, mailer } = deps
  const signedIn = requireSession(deps)
  const routes = new Hono<AppEnv>()

  routes.get(
    '/auth',
    describeRoute({
      summary: 'The user and token of the current session',
      tags: ['auth'],
      security: TOKEN_SECURITY,
      responses: { 200: jsonAnswer('The session', SessionSchema), ...errorAnswers(401) },
    }),
    signedIn,
    (c) => {
      const { token, user } = c.get('signedIn')
      return c.json({ token, user: toUser(user) })
    },
  )

  routes.post(
    '/auth/login',
    describeRoute({
      summary: 'Sign in with e-mail and password',
      description:
        'Failures are limited per account (5 in 15 minutes) and per address (30 in 15 minutes); ' +
        'past the limit the answer is 429 with Retry-After. With `invitation` (the token of an ' +
        "invitation e-mail) the account joins that invitation's app: holding the link is the proof.",
      tags: ['auth'],
      requestBody: jsonBody(CredentialsSchema),
      responses: {
        200: jsonAnswer(
          'A new session, and the app joined through an invitation',
          RegisteredSchema,
        ),
        ...errorAnswers(...BODY_ERRORS, 401),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { email, password, invitation } = await readJsonBody(c.req, lang, CredentialsSchema)
      const now = clock.now()
      const account = [ACCOUNT_FAILURES, email] as const
      const address = [IP_FAILURES, clientIp(c.env)] as const
      await ensureNotThrottled(db, [account, address], now, lang)

      const user = await findUserByEmail(db, email)
      const valid = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstDummy(password)
      if (!user || !valid) {
        await recordAttempt(db, account, now)
        await recordAttempt(db, address, now)
        throw apiError(401, lang, 'badCredentials')
      }

      await clearAttempts(db, account)
      if (needsRehash(user.passwordHash)) {
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.id, user.id))
      }
      const token = await createSession(db, user.id, now, sessionMeta(c))
      const joinedAppId = invitation
        ? await db.transaction((tx) => acceptInvitationLink(tx, user, now, invitation))
        : null
      return c.json({ token, user: toUser(user), joined_app_id: joinedAppId })
    },
  )

  routes.post(
    '/auth/register',
    describeRoute({
      summary: 'Create an account and sign in',
      description:
        'With `invitation` (the token of an invitation e-mail) the new account joins that ' +
        "invitation's app, whatever address it registers with. Only the link accepts an " +
        'invitation: registering or signing in with the invited address does not (addresses ' +
        'are not verified). `joined_app_id` names the app joined, or is null.',
      tags: ['auth'],
      requestBody: jsonBody(RegistrationSchema),
      responses: {
        201: jsonAnswer('The new account, its session and the app joined', RegisteredSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const registration = await readJsonBody(c.req, lang, RegistrationSchema)
      const now = clock.now()
      const passwordHash = await hashPassword(registration.password)
      let joined
      try {
        joined = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              email: registration.email,
              name: registration.name,
              phone: registration.phone,
              profession: registration.profession,
              passwordHash,
              acceptedTermsAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning()
          const appId = await acceptInvitationLink(tx, created!, now, registration.invitation)
          return { user: created!, appId }
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken(lang)
        throw error
      }
      const token = await createSession(db, joined.user.id, now, sessionMeta(c))
      return c.json({ token, user: toUser(joined.user), joined_app_id: joined.appId }, 201)
    },
  )

  routes.put(
    '/auth',
    describeRoute({
      summary: "Update one's own profile",
      tags: ['auth'],
      security: TOKEN_SECURITY,
      requestBody: jsonBody(ProfileUpdateSchema),
      responses: {
        200: jsonAnswer('The updated user', ProfileAnswerSchema),
        ...errorAnswers(...BODY_ERRORS, 401, 409),
      },
    }),
    signedIn,
    async (c) => {
      const lang = c.get('lang')
      const profile = await readJsonBody(c.req, lang, ProfileUpdateSchema)
      const { user } = c.get('signedIn')
      let updated
      try {
        ;[updated] = await db
          .update(users)
          .set({ ...profile, updatedAt: clock.now() })
          .where(eq(users.id, user.id))
          .returning()
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken(lang)
        throw error
      }
      return c.json({ user: toUser(updated!) })
    },
  )

  routes.put(
    '/auth/password',
    describeRoute({
      summary: 'Change the password',
      description:
        'Checks the current password, signs out every session of the user and answers a new one.',
      tags: ['auth'],
      security: TOKEN_SECURITY,
      requestBody: jsonBody(PasswordChangeSchema),
      responses: {
        200: jsonAnswer('A new session; every other one is revoked', SessionSchema),
        ...errorAnswers(...BODY_ERRORS, 401),
      },
    }),
    signedIn,
    async (c) => {
      const lang = c.get('lang')
      const change = await readJsonBody(c.req, lang, PasswordChangeSchema)
      const { user } = c.get('signedIn')
      const now = clock.now()
      // A stolen session must not become a way to guess the password: same limit as sign-in.
      const account = [ACCOUNT_FAILURES, user.email] as const
      await ensureNotThrottled(db, [account], now, lang)
      if (!(await verifyPassword(change.current_password, user.passwordHash))) {
        await recordAttempt(db, account, now)
        throw apiError(400, lang, 'wrongCurrentPassword', {
          data: { fields: { current_password: t(lang, 'wrongCurrentPassword') } },
        })
      }
      const passwordHash = await hashPassword(change.password)
      const token = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id))
        await revokeAllSessions(tx, user.id, now)
        return createSession(tx, user.id, now, sessionMeta(c))
      })
      return c.json({ token, user: toUser(user) })
    },
  )

  routes.post(
    '/auth/recovery',
    describeRoute({
      summary: 'Send a password recovery link',
      description:
        'Answers the same whether or not the e-mail has an account; the link is valid for one ' +
        'hour and one use.',
      tags: ['auth'],
      requestBody: jsonBody(RecoveryRequestSchema),
      responses: {
        200: jsonAnswer('Accepted', RecoveryAcceptedSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { email } = await readJsonBody(c.req, lang, RecoveryRequestSchema)
      const now = clock.now()
      const limits = [
        [RECOVERY_PER_EMAIL, email],
        [RECOVERY_PER_IP, clientIp(c.env)],
      ] as const
      await ensureNotThrottled(db, limits, now, lang)
      for (const subject of limits) await recordAttempt(db, subject, now)

      // Everything that depends on whether the account exists happens after the answer.
      mailer.deliver(async () => {
        const user = await findUserByEmail(db, email)
        if (!user) return undefined
        const token = await createRecoveryToken(db, user.id, clock.now())
        return recoveryMail(lang, user.email, user.name, recoveryLink(config.publicUrl, token))
      })
      return c.json({ message: t(lang, 'recoveryAccepted') })
    },
  )

  routes.put(
    '/auth/recovery/:token',
    describeRoute({
      summary: 'Set a new password with a recovery link',
      description: 'Uses up the link and signs out every session of the user.',
      tags: ['auth'],
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
      requestBody: jsonBody(PasswordResetSchema),
      responses: { 204: noContent, ...errorAnswers(...BODY_ERRORS) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const reset = await readJsonBody(c.req, lang, PasswordResetSchema)
      const now = clock.now()
      // Hashed before the transaction, which should hold its locks for milliseconds, not 100+.
      const passwordHash = await hashPassword(reset.password)
      const email = await db.transaction(async (tx) => {
        const userId = await consumeRecoveryToken(tx, c.req.param('token'), now)
        if (userId === undefined) throw apiError(400, lang, 'recoveryInvalid')
        const [row] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: now })
          .where(eq(users.id, userId))
          .returning({ email: users.email })
        await revokeAllSessions(tx, userId, now)
        await retireRecoveryTokens(tx, userId, now)
        return row!.email
      })
      // Whoever holds the mailbox may sign in again at once.
      await clearAttempts(db, [ACCOUNT_FAILURES, email])
      return c.body(null, 204)
    },
  )

  routes.delete(
    '/auth',
    describeRoute({
      summary: 'Sign out (revoke the current session)',
      tags: ['auth'],
      security: TOKEN_SECURITY,
      responses: { 204: noContent, ...errorAnswers(401) },
    }),
    signedIn,
    async (c) => {
      await revokeSession(db, c.get('signedIn').sessionId, clock.now())
      return c.body(null, 204)
    },
  )

  return routes
}
