import { HEADERS, PlatformListSchema, WhitelabelLookupSchema, WhitelabelSchema } from '@vitrine/api'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { tokenOf } from '../access/caller.ts'
import { findActiveSession } from '../identity/sessions.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { BODY_ERRORS, errorAnswers, jsonAnswer, jsonBody } from '../openapi/describe.ts'
import { PLATFORMS } from './platforms.ts'
import { findResellerByDomain, isResellerManager, toWhitelabel } from './resellers.ts'

/** The platforms list only changes with a deploy. */
const PLATFORMS_CACHE_CONTROL = 'public, max-age=300'

/** White-label resolution (main service): who answers on a host, and the platforms list. */
export function whitelabelRoutes({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const routes = new Hono<AppEnv>()

  routes.post(
    '/whitelabel',
    describeRoute({
      summary: 'The reseller answering on a host: brand, menu flags and hash',
      description:
        'Public: the panel asks before anyone signs in. `type` is `manager` when the `Token` ' +
        "header is a session of one of the reseller's managers, `reseller` otherwise. The " +
        '`hash` is what the panel then sends as `Whitelabel-Hash`.',
      tags: ['whitelabel'],
      requestBody: jsonBody(WhitelabelLookupSchema),
      responses: {
        200: jsonAnswer('The reseller', WhitelabelSchema),
        ...errorAnswers(...BODY_ERRORS, 404),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { domain } = await readJsonBody(c.req, lang, WhitelabelLookupSchema)
      const reseller = await findResellerByDomain(db, domain)
      if (!reseller) throw apiError(404, lang, 'resellerNotFound')
      // A missing or stale session is not an error here: the host still has its brand.
      const session = await findActiveSession(db, tokenOf(c.req.header(HEADERS.token)), clock.now())
      const manager = session ? await isResellerManager(db, reseller.id, session.user.id) : false
      return c.json(toWhitelabel(reseller, manager))
    },
  )

  routes.get(
    '/whitelabel/config/platforms',
    describeRoute({
      summary: "The e-commerce platforms a reseller's stores can run on",
      tags: ['whitelabel'],
      responses: { 200: jsonAnswer('The platforms', PlatformListSchema) },
    }),
    (c) => c.json([...PLATFORMS], 200, { 'Cache-Control': PLATFORMS_CACHE_CONTROL }),
  )

  return routes
}
