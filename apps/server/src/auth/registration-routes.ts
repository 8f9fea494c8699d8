import { RegisteredSchema, RegistrationSchema } from '@vitrine/api'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { isUniqueViolation } from '../db/errors.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { hashPassword } from '../identity/passwords.ts'
import { users } from '../identity/schema.ts'
import { createSession } from '../identity/sessions.ts'
import { emailTaken, toUser } from '../identity/users.ts'
import { acceptInvitationLink } from '../managers/invitations.ts'
import { BODY_ERRORS, errorAnswers, jsonAnswer, jsonBody } from '../openapi/describe.ts'
import { issueEmailVerification, sendConfirmationMail } from './email-verification.ts'
import { sessionMeta } from './session-meta.ts'
import { ensureNotThrottled, recordAttempt, registrationsPerIp } from './throttle.ts'

/**
 * A new account, signed in at once and asked to confirm its address, joining the app of the
 * invitation link it came with when that link proves the address.
 */
export function registrationRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  const perAddress = registrationsPerIp(config.registrationsPerIp)
  const routes = new Hono<AppEnv>()

  routes.post(
    '/auth/register',
    describeRoute({
      summary: 'Create an account and sign in',
      description:
        'The new account starts with an unconfirmed e-mail (`email_verified: false`) and a ' +
        'confirmation link is mailed to it (POST /auth/verify-email/{token}). With `invitation` ' +
        '(the token of an invitation e-mail) registering with the invited address proves that ' +
        "address and joins the invitation's app; with another address the account must confirm " +
        'its own first, and the invitation stays open (`invitation_outcome` says what happened; ' +
        '`joined_app_id` names the app joined, or is null). Each client address may try 5 ' +
        'sign-ups in 10 minutes (REGISTRATIONS_PER_IP); past that the answer is 429 with ' +
        'Retry-After. A taken e-mail is a 409 that says only that.',
      tags: ['auth'],
      requestBody: jsonBody(RegistrationSchema),
      responses: {
        201: jsonAnswer('The new account, its session and the app joined', RegisteredSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 429),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const registration = await readJsonBody(c.req, lang, RegistrationSchema)
      const now = clock.now()
      // Counted before the hash, whether the sign-up then succeeds or not.
      const address = [perAddress, c.get('clientIp')] as const
      await ensureNotThrottled(db, [address], now, lang)
      await recordAttempt(db, address, now)
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
          const accepted = await acceptInvitationLink(tx, created!, now, registration.invitation)
          const confirmation = accepted.user.emailVerifiedAt
            ? null
            : await issueEmailVerification(tx, created!.id, created!.email, now)
          return { ...accepted, confirmation }
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken(lang)
        throw error
      }
      const { user, confirmation } = joined
      if (confirmation) {
        const mail = { to: user.email, name: user.name, token: confirmation, change: false }
        sendConfirmationMail(deps, lang, mail)
      }
      const token = await createSession(db, user.id, now, sessionMeta(c))
      return c.json(
        {
          token,
          user: toUser(user),
          joined_app_id: joined.appId,
          invitation_outcome: joined.outcome,
        },
        201,
      )
    },
  )

  return routes
}
