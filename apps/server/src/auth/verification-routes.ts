import { EmailVerifiedSchema } from '@vitrine/api'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { isUniqueViolation } from '../db/errors.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { requireSession } from '../identity/authenticate.ts'
import { emailTaken } from '../identity/users.ts'
import {
  errorAnswers,
  jsonAnswer,
  noContent,
  pathParameters,
  TOKEN_SECURITY,
} from '../openapi/describe.ts'
import { emailChangedMail } from './account-mail.ts'
import {
  confirmEmailVerification,
  issueEmailVerification,
  pendingEmailOf,
  sendConfirmationMail,
} from './email-verification.ts'
import { ensureNotThrottled, recordAttempt, VERIFICATION_PER_USER } from './throttle.ts'

/** Confirming an address with the link mailed to it, and asking for a new link. */
export function verificationRoutes(deps: AppDeps) {
  const { db, clock, mailer } = deps
  const signedIn = requireSession(deps)
  const routes = new Hono<AppEnv>()

  routes.post(
    '/auth/verify-email/:token',
    describeRoute({
      summary: 'Confirm an e-mail address with the link sent to it',
      description:
        'Needs no session: the link proves the mailbox. Uses up the link; for a change of ' +
        'address the new one replaces the old (`changed: true`) and a notice goes to the old ' +
        'one. 400 for an unknown, used or expired link (valid 2 days); 409 when the new address ' +
        'was taken by another account meanwhile.',
      tags: ['auth'],
      parameters: pathParameters('token'),
      responses: {
        200: jsonAnswer('The confirmed address', EmailVerifiedSchema),
        ...errorAnswers(400, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const now = clock.now()
      let confirmed
      try {
        confirmed = await db.transaction((tx) =>
          confirmEmailVerification(tx, c.req.param('token'), now),
        )
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken(lang)
        throw error
      }
      if (!confirmed) throw apiError(400, lang, 'verificationInvalid')
      const { user, previousEmail } = confirmed
      if (previousEmail) {
        const notice = emailChangedMail(lang, previousEmail, user.name, user.email)
        mailer.deliver(async () => notice)
      }
      return c.json({ email: user.email, changed: previousEmail !== null })
    },
  )

  routes.post(
    '/auth/verify-email',
    describeRoute({
      summary: 'Send a new confirmation link',
      description:
        'To the address waiting to replace the current one when a change is pending, else to ' +
        'the current address; earlier links stop working. 409 when there is nothing to ' +
        'confirm; 5 links an hour per account, then 429 with Retry-After.',
      tags: ['auth'],
      security: TOKEN_SECURITY,
      responses: { 204: noContent, ...errorAnswers(401, 409, 429) },
    }),
    signedIn,
    async (c) => {
      const lang = c.get('lang')
      const { user } = c.get('signedIn')
      const now = clock.now()
      const pending = await pendingEmailOf(db, user, now)
      if (!pending && user.emailVerifiedAt) throw apiError(409, lang, 'emailAlreadyVerified')
      const limit = [VERIFICATION_PER_USER, String(user.id)] as const
      await ensureNotThrottled(db, [limit], now, lang)
      await recordAttempt(db, limit, now)
      const to = pending ?? user.email
      const token = await issueEmailVerification(db, user.id, to, now)
      sendConfirmationMail(deps, lang, { to, name: user.name, token, change: pending !== null })
      return c.body(null, 204)
    },
  )

  return routes
}
