import { ApiError, HEADERS, parseBody, PostalAddressSchema } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import * as v from 'valibot'
import { resolveCaller, tokenOf } from '../access/caller.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { apiError, statusText } from '../http/errors.ts'
import { errorAnswers, jsonAnswer, pathParameters, TOKEN_SECURITY } from '../openapi/describe.ts'
import { touchApiToken } from '../access/api-tokens.ts'
import { looksLikeApiToken } from '../identity/api-token-secrets.ts'
import { lookupPostalCode } from './lookup.ts'

const messages = {
  invalid: { en: 'Enter a postal code with 8 digits.', 'pt-BR': 'Informe um CEP com 8 dígitos.' },
  notFound: {
    en: 'We could not find this postal code. Fill in the address by hand.',
    'pt-BR': 'Não encontramos este CEP. Preencha o endereço manualmente.',
  },
} as const

const PostalCodeParamSchema = v.object({
  postal_code: v.pipe(
    v.string(),
    v.regex(/^\d{5}-?\d{3}$/, (issue) => messages.invalid[issue.lang === 'pt-BR' ? 'pt-BR' : 'en']),
    v.transform((code) => code.replace('-', '')),
  ),
})

function notFound(lang: Lang) {
  return new ApiError({
    statusCode: 404,
    statusMessage: statusText(404),
    message: messages.notFound[lang],
  })
}

/**
 * Postal-code lookup (main service) for the address forms' autofill. The same for every store,
 * so it is not app-scoped: any signed-in person or live API token may ask.
 */
export function postalCodesRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const routes = new Hono<AppEnv>()

  routes.get(
    '/postal-codes/:code',
    describeRoute({
      summary: 'The address of a postal code (CEP)',
      description:
        'Looked up in the configured service (ViaCEP by default, `POSTAL_CODE_URL`) and kept ' +
        'for a while. 404 when the code is unknown and also when the service fails or is slow: ' +
        'either way people type the address themselves.',
      tags: ['postal codes'],
      security: TOKEN_SECURITY,
      parameters: pathParameters('code'),
      responses: {
        200: jsonAnswer('The address', PostalAddressSchema),
        ...errorAnswers(400, 401, 404),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const header = c.req.header(HEADERS.token)
      const now = clock.now()
      const caller = await resolveCaller(db, header, now)
      if (!caller) {
        throw apiError(
          401,
          lang,
          looksLikeApiToken(tokenOf(header)) ? 'apiTokenInvalid' : 'unauthenticated',
        )
      }
      if (caller.kind === 'token') await touchApiToken(db, caller.token, now)
      const { postal_code } = parseBody(
        PostalCodeParamSchema,
        { postal_code: c.req.param('code') },
        lang,
      )
      const address = await lookupPostalCode(deps, postal_code)
      if (!address) throw notFound(lang)
      // The same answer for everyone, and addresses rarely change: the browser may keep it.
      return c.json(address, 200, { 'Cache-Control': 'private, max-age=3600' })
    },
  )

  return routes
}
