import { PasswordResetSchema, RecoveryAcceptedSchema, RecoveryRequestSchema } from '@vitrine/api'
import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { t } from '../http/messages.ts'
import { hashPassword } from '../identity/passwords.ts'
import { users } from '../identity/schema.ts'
import { revokeAllSessions } from '../identity/sessions.ts'
import { findUserByEmail } from '../identity/users.ts'
import { revokeTokensCreatedBy } from '../api-tokens/manage.ts'
import { BODY_ERRORS, errorAnswers, jsonAnswer, jsonBody, noContent } from '../openapi/describe.ts'
import {
  consumeRecoveryToken,
  createRecoveryToken,
  recoveryLink,
  recoveryMail,
  retireRecoveryTokens,
} from './recovery.ts'
import {
  clearAccountAttempts,
  ensureNotThrottled,
  recordAttempt,
  RECOVERY_PER_EMAIL,
  RECOVERY_PER_IP,
} from './throttle.ts'

/** A forgotten password: a one-hour, one-use link by e-mail, then a new password with it. */
export function recoveryRoutes(deps: AppDeps) {
  const { db, clock, config, mailer } = deps
  const routes = new Hono<AppEnv>()

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
        [RECOVERY_PER_IP, c.get('clientIp')],
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
      description:
        'Uses up the link, confirms the e-mail address (the link came through it) and signs ' +
        'out every session of the user, so whoever registered an address before its holder ' +
        'loses the account to the holder. With ' +
        '`revoke_api_tokens: true` it also revokes every API token the user created, in every ' +
        'store (each with an audit entry), in case a stolen password was used to make some.',
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
          // The link came through the mailbox: the address is proved.
          .set({
            passwordHash,
            updatedAt: now,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(eq(users.id, userId))
          .returning()
        await revokeAllSessions(tx, userId, now)
        if (reset.revoke_api_tokens) await revokeTokensCreatedBy(tx, row!, now)
        await retireRecoveryTokens(tx, userId, now)
        return row!.email
      })
      // Whoever holds the mailbox may sign in again at once.
      await clearAccountAttempts(db, email)
      return c.body(null, 204)
    },
  )

  return routes
}
