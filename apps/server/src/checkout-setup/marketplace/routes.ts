import {
  AntifraudDecisionSchema,
  AppSettingsSchema,
  CHECKOUT_APP_SLUGS,
  CheckoutAppInstallationSchema,
} from '@vitrine/api'
import { Hono } from 'hono'
import * as v from 'valibot'
import { appRoute, type AppScopedEnv } from '../../access/require-access.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps } from '../../http/context.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  pathParameters,
} from '../../openapi/describe.ts'
import {
  appOf,
  configureApp,
  getInstallation,
  installApp,
  latestDecisions,
  listInstallations,
  uninstallApp,
} from './installations.ts'

const READ = { area: 'checkout', level: 'read' } as const
const WRITE = { area: 'checkout', level: 'write' } as const
const TAGS = ['checkout marketplace']

const SETTINGS_NOTE =
  "The body is the app's settings, checked by its JSON Schema from the contract's catalogue " +
  `(${CHECKOUT_APP_SLUGS.join(', ')}): 422 with a message per field; unknown keys are dropped. ` +
  'Money is in centavos.'

/**
 * The marketplace of checkout apps (checkout service, `/apps/{appId}/checkout/marketplace`):
 * checkout read to see, write to install, configure and uninstall. What the installed apps add
 * to the public page is `PublicLink.checkout.apps` (public.ts); the charge runs at-charge.ts.
 */
export function checkoutMarketplaceRoutes(deps: AppDeps) {
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/checkout/marketplace'
  const one = `${base}/:slug`

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: 'The catalogue of checkout apps with what this store installed',
      tags: TAGS,
      responses: { 200: jsonAnswer('Every app', v.array(CheckoutAppInstallationSchema)) },
    }),
    async (c) => c.json(await listInstallations(deps.db, c.get('access').app.id)),
  )

  routes.get(
    `${base}/antifraud/decisions`,
    ...appRoute(deps, READ, {
      summary: "The anti-fraud app's latest analyses, newest first",
      description: 'Up to 30, approved and refused, with the rule that refused; documents masked.',
      tags: TAGS,
      responses: { 200: jsonAnswer('The analyses', v.array(AntifraudDecisionSchema)) },
    }),
    async (c) => c.json(await latestDecisions(deps.db, c.get('access').app.id)),
  )

  routes.get(
    one,
    ...appRoute(deps, READ, {
      summary: "One app's installation in this store",
      tags: TAGS,
      parameters: pathParameters('slug'),
      responses: { 200: jsonAnswer('The app', CheckoutAppInstallationSchema) },
    }),
    async (c) => {
      const app = appOf(c.req.param('slug'), c.get('lang'))
      return c.json(await getInstallation(deps.db, c.get('access').app.id, app))
    },
  )

  routes.post(
    one,
    ...appRoute(deps, WRITE, {
      summary: 'Install an app with its settings',
      description: `${SETTINGS_NOTE} 409 when already installed.`,
      tags: TAGS,
      parameters: pathParameters('slug'),
      requestBody: jsonBody(AppSettingsSchema),
      responses: {
        201: jsonAnswer('The installed app', CheckoutAppInstallationSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const app = appOf(c.req.param('slug'), lang)
      const body = await readJsonBody(c.req, lang, AppSettingsSchema)
      return c.json(await installApp(deps, c.get('access').app.id, app, body, lang), 201)
    },
  )

  routes.put(
    one,
    ...appRoute(deps, WRITE, {
      summary: "Save an installed app's settings",
      description: `${SETTINGS_NOTE} 404 when not installed.`,
      tags: TAGS,
      parameters: pathParameters('slug'),
      requestBody: jsonBody(AppSettingsSchema),
      responses: {
        200: jsonAnswer('The app', CheckoutAppInstallationSchema),
        ...errorAnswers(...BODY_ERRORS, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const app = appOf(c.req.param('slug'), lang)
      const body = await readJsonBody(c.req, lang, AppSettingsSchema)
      return c.json(await configureApp(deps, c.get('access').app.id, app, body, lang))
    },
  )

  routes.delete(
    one,
    ...appRoute(deps, WRITE, {
      summary: 'Uninstall an app',
      description: 'Its settings are deleted; the anti-fraud log stays. 404 when not installed.',
      tags: TAGS,
      parameters: pathParameters('slug'),
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      const app = appOf(c.req.param('slug'), lang)
      await uninstallApp(deps.db, c.get('access').app.id, app, lang)
      return c.body(null, 204)
    },
  )
  return routes
}
