import {
  InvitationAcceptedSchema,
  InvitationSchema,
  type Invitation,
  type InvitationAccepted,
} from '@vitrine/api'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { users } from '../identity/schema.ts'
import type { AppDeps } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { requireSession } from '../identity/authenticate.ts'
import {
  errorAnswers,
  jsonAnswer,
  noContent,
  pathParameters,
  TOKEN_SECURITY,
} from '../openapi/describe.ts'
import { acceptInvitationLink, findInvitationByToken } from './invitations.ts'
import { cancelInvitation } from './removal.ts'

export function invitationsRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const signedIn = requireSession(deps)
  const routes = new Hono<AppScopedEnv>()

  routes.get(
    '/auth/invitations/:token',
    describeRoute({
      summary: 'A pending invitation, for the sign-up page to greet the invited person',
      description:
        'Answers 404 once the invitation is accepted, cancelled or expired, and 409 when whoever ' +
        'sent it no longer holds the access it grants (it can then no longer be accepted).',
      tags: ['auth'],
      parameters: pathParameters('token'),
      responses: { 200: jsonAnswer('The invitation', InvitationSchema), ...errorAnswers(404, 409) },
    }),
    async (c) => {
      const found = await findInvitationByToken(db, c.req.param('token'), clock.now())
      if (!found) throw apiError(404, c.get('lang'), 'invitationNotFound')
      if (!found.granted) throw apiError(409, c.get('lang'), 'invitationNoLongerGranted')
      const { invitation, appName, invitedBy } = found
      const [account] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, invitation.email))
        .limit(1)
      return c.json({
        email: invitation.email,
        app_id: invitation.appId,
        app_name: appName,
        invited_by: invitedBy,
        has_account: account !== undefined,
      } satisfies Invitation)
    },
  )

  routes.post(
    '/auth/invitations/:token/accept',
    describeRoute({
      summary: 'Accept an invitation as the signed-in account',
      description:
        'For someone already signed in who follows an invitation link. Holding the link proves ' +
        'the invited mailbox, so an account with that address is confirmed by it; any other ' +
        'account must have confirmed its own address (403 until then, the invitation stays ' +
        'open). 409 when whoever sent it no longer holds the access it grants; 404 once it is ' +
        'accepted, cancelled or expired.',
      tags: ['auth'],
      security: TOKEN_SECURITY,
      parameters: pathParameters('token'),
      responses: {
        200: jsonAnswer('The app joined', InvitationAcceptedSchema),
        ...errorAnswers(401, 403, 404, 409),
      },
    }),
    signedIn,
    async (c) => {
      const lang = c.get('lang')
      const { user } = c.get('signedIn')
      const token = c.req.param('token')
      const accepted = await db.transaction((tx) =>
        acceptInvitationLink(tx, user, clock.now(), token),
      )
      switch (accepted.outcome) {
        case 'joined':
          return c.json({ app_id: accepted.appId! } satisfies InvitationAccepted)
        case 'email_unverified':
          throw apiError(403, lang, 'emailNotVerified')
        case 'no_longer_granted':
          throw apiError(409, lang, 'invitationNoLongerGranted')
        default:
          throw apiError(404, lang, 'invitationNotFound')
      }
    },
  )

  routes.delete(
    '/control/:appId/invitations/:id',
    ...appRoute(
      deps,
      { area: 'settings', level: 'write' },
      {
        summary: 'Cancel a pending invitation',
        description: 'Its link stops working at once.',
        tags: ['control'],
        params: ['id'],
        responses: { 204: noContent },
      },
    ),
    async (c) => {
      const lang = c.get('lang')
      const invitationId = parseId(c.req.param('id'))
      if (invitationId === undefined) throw apiError(404, lang, 'invitationNotFound')
      await cancelInvitation(deps, c.get('access'), invitationId, lang)
      return c.body(null, 204)
    },
  )

  return routes
}
