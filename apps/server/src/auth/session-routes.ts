import { CredentialsSchema, RegisteredSchema, SessionSchema } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { requireSession } from '../identity/authenticate.ts'
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../identity/passwords.ts'
import { users } from '../identity/schema.ts'
import { createSession, revokeSession } from '../identity/sessions.ts'
import { findUserByEmail, toUser } from '../identity/users.ts'
import { acceptInvitationLink } from '../managers/invitations.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  TOKEN_SECURITY,
} from '../openapi/describe.ts'
import { sessionMeta } from './session-meta.ts'
import {
  accountFromIp,
  clearAttempts,
  ensureNotThrottled,
  IP_FAILURES,
  recordAttempt,
} from './throttle.ts'

/** The session itself: who is signed in, signing in (password, throttled) and signing out. */
export function sessionRoutes(deps: AppDeps) {
  const { db, clock } = deps
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
        'Failures are limited per account and address together (after 5 in an hour, that ' +
        'address waits 1, 2, 4… minutes, at most 30, between tries; the owner elsewhere is not ' +
        'locked out) and per address (30 in 15 minutes); past a limit the answer is 429 with ' +
        'Retry-After. With `invitation` (the token of an invitation e-mail) the account joins ' +
        "that invitation's app when its address is confirmed, or is the invited one (the link " +
        'proves it); `invitation_outcome` says what happened, and a refused invitation stays open.',
      tags: ['auth'],
      requestBody: jsonBody(CredentialsSchema),
      responses: {
        200: jsonAnswer(
          'A new session, and the app joined through an invitation',
          RegisteredSchema,
        ),
        ...errorAnswers(...BODY_ERRORS, 401, 429),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { email, password, invitation } = await readJsonBody(c.req, lang, CredentialsSchema)
      const now = clock.now()
      const ip = c.get('clientIp')
      const account = accountFromIp(email, ip)
      const address = [IP_FAILURES, ip] as const
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
      const accepted = await db.transaction((tx) => acceptInvitationLink(tx, user, now, invitation))
      return c.json({
        token,
        user: toUser(accepted.user),
        joined_app_id: accepted.appId,
        invitation_outcome: accepted.outcome,
      })
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
