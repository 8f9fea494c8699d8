import { ApiTokenListSchema, CreateApiTokenSchema, CreatedApiTokenSchema } from '@vitrine/api'
import { Hono } from 'hono'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { BODY_ERRORS, errorAnswers, jsonAnswer, jsonBody, noContent } from '../openapi/describe.ts'
import { createApiToken, listApiTokens, revokeApiToken } from './manage.ts'

/** Settings → API tokens. */
export function apiTokensRoutes(deps: AppDeps) {
  const routes = new Hono<AppScopedEnv>()

  routes.get(
    '/control/:appId/tokens',
    ...appRoute(
      deps,
      { area: 'settings', level: 'read' },
      {
        summary: "The app's API tokens, revoked ones included, newest first",
        description: 'Secrets are never listed: only their first characters (`prefix`).',
        tags: ['tokens'],
        responses: { 200: jsonAnswer('The tokens', ApiTokenListSchema) },
      },
    ),
    async (c) => c.json(await listApiTokens(deps.db, c.get('access').app.id)),
  )

  routes.post(
    '/control/:appId/tokens',
    ...appRoute(
      deps,
      { area: 'settings', level: 'write' },
      {
        summary: 'Create an API token',
        description:
          'The secret (`vt_` and 43 characters) is in this answer only; the server keeps its ' +
          'hash. Sent in the `Token` header, it works on this app only, with its scope capped ' +
          "by its creator's access at each call. `expires_on` is the last day it works " +
          '(America/Sao_Paulo). A scope above your own access is refused.',
        tags: ['tokens'],
        requestBody: jsonBody(CreateApiTokenSchema),
        responses: {
          201: jsonAnswer('The token and its secret', CreatedApiTokenSchema),
          ...errorAnswers(...BODY_ERRORS),
        },
      },
    ),
    async (c) => {
      const lang = c.get('lang')
      const input = await readJsonBody(c.req, lang, CreateApiTokenSchema)
      return c.json(await createApiToken(deps, c.get('access'), input, lang), 201)
    },
  )

  routes.delete(
    '/control/:appId/tokens/:id',
    ...appRoute(
      deps,
      { area: 'settings', level: 'write' },
      {
        summary: 'Revoke an API token',
        tags: ['tokens'],
        params: ['id'],
        responses: { 204: noContent },
      },
    ),
    async (c) => {
      const lang = c.get('lang')
      const tokenId = parseId(c.req.param('id'))
      if (tokenId === undefined) throw apiError(404, lang, 'tokenNotFound')
      await revokeApiToken(deps, c.get('access'), tokenId, lang)
      return c.body(null, 204)
    },
  )

  return routes
}
