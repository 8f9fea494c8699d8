import { PlatformSettingsInputSchema, PlatformSettingsSchema } from '@vitrine/api'
import { Hono } from 'hono'
import { appRoute, type AppScopedEnv } from '../../access/require-access.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps } from '../../http/context.ts'
import { BODY_ERRORS, errorAnswers, jsonAnswer, jsonBody } from '../../openapi/describe.ts'
import { getPlatformSettings, savePlatformSettings } from './settings.ts'

const READ = { area: 'ecommerce', level: 'read' } as const
const WRITE = { area: 'ecommerce', level: 'write' } as const
const TAGS = ['ecommerce platform']

/** The store's platform settings under the ecommerce service: `/apps/{appId}/platform`. */
export function ecommercePlatformRoutes(deps: AppDeps) {
  const routes = new Hono<AppScopedEnv>()
  const path = '/apps/:appId/platform'

  routes.get(
    path,
    ...appRoute(deps, READ, {
      summary: "The store's platform settings",
      description:
        'The defaults (named after the store, BRL, America/Sao_Paulo) until first saved.',
      tags: TAGS,
      responses: { 200: jsonAnswer('The settings', PlatformSettingsSchema) },
    }),
    async (c) => c.json(await getPlatformSettings(deps.db, c.get('access'))),
  )

  routes.put(
    path,
    ...appRoute(deps, WRITE, {
      summary: "Save the store's platform settings",
      description:
        'The whole document. Domain: a host name (loja.com.br); CNPJ checked by its digits ' +
        '(letters allowed, stored normalised); social links must be profile addresses on their ' +
        'network; maintenance needs a message. Audited; logged as settings_changed.',
      tags: TAGS,
      requestBody: jsonBody(PlatformSettingsInputSchema),
      responses: {
        200: jsonAnswer('The saved settings', PlatformSettingsSchema),
        ...errorAnswers(...BODY_ERRORS, 422),
      },
    }),
    async (c) => {
      const values = await readJsonBody(c.req, c.get('lang'), PlatformSettingsInputSchema)
      return c.json(await savePlatformSettings(deps, c.get('access'), values))
    },
  )
  return routes
}
