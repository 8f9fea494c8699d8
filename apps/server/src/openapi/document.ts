import type { Hono } from 'hono'
import { generateSpecs } from 'hono-openapi'
import type { AppEnv } from '../http/context.ts'

export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>

/**
 * The OpenAPI document of every described route, generated from the same valibot schemas the
 * routes validate with. Built on first request and kept: routes do not change while running.
 */
export function openApiDocument(app: Hono<AppEnv>) {
  let document: Promise<OpenApiDocument> | undefined
  return () =>
    (document ??= generateSpecs(app, {
      documentation: {
        openapi: '3.1.0',
        info: {
          title: 'Vitrine API',
          version: '1',
          description:
            'The reference backend of the Vitrine panel. Every call may send `Token` (the session ' +
            'token), `Language` (en or pt-BR: the language of messages) and `Whitelabel-Hash`. ' +
            'On app routes (`{appId}`), `Token` may also be an API token (`vt_…`) of that app. ' +
            'App routes answer 401 without a valid token, 404 to anyone who does not belong to ' +
            'the app (as for an app that does not exist) and 403 below the level they need. ' +
            'Every failure answers `{ statusCode, statusMessage, message, data }`; a 400 for ' +
            'invalid fields lists them in `data.fields`.',
        },
        components: {
          securitySchemes: {
            sessionToken: {
              type: 'apiKey',
              in: 'header',
              name: 'Token',
              description: 'A session token, or on app routes an API token of the app',
            },
          },
        },
      },
      // The built-in 400 answer has another shape than ours; routes declare their own.
      defaultValidationErrorResponse: false,
    }).catch((error: unknown) => {
      // Let the next request try again rather than cache a failure.
      document = undefined
      throw error
    }))
}
