import {
  LayoutCatalogSchema,
  LayoutImageSchema,
  LayoutProjectSchema,
  LayoutSettingsSchema,
} from '@vitrine/api'
import { Hono, type Context } from 'hono'
import { appRoute, type AppScopedEnv } from '../access/require-access.ts'
import { receiveImage } from '../files/upload.ts'
import { ownBodyLimit } from '../http/body-limit.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { BODY_ERRORS, errorAnswers, jsonAnswer, jsonBody } from '../openapi/describe.ts'
import { getLayoutSettings, saveLayoutCatalog, saveLayoutProject } from './settings.ts'

const READ = { area: 'layout', level: 'read' } as const
const WRITE = { area: 'layout', level: 'write' } as const
const TAGS = ['layout settings']
const SETTINGS = jsonAnswer('Both documents and who saved each', LayoutSettingsSchema)

/**
 * The storefront's layout settings under the main service (beside the CMS):
 * `/apps/{appId}/layout/settings`, its two documents saved apart, the favicon uploaded first.
 */
export function layoutSettingsRoutes(deps: AppDeps) {
  const routes = new Hono<AppScopedEnv>()
  const path = '/apps/:appId/layout/settings'

  routes.get(
    path,
    ...appRoute(deps, READ, {
      summary: "The storefront's layout settings: project and catalog",
      description: 'The defaults until first saved (`*_updated_at` null).',
      tags: TAGS,
      responses: { 200: SETTINGS },
    }),
    async (c) => c.json(await getLayoutSettings(deps.db, c.get('access').app.id)),
  )

  routes.put(
    `${path}/project`,
    ...appRoute(deps, WRITE, {
      summary: "Save the layout's project settings",
      description:
        'The whole document, audited. `domain` a host name only (no scheme or path) or null; ' +
        'colours `#RRGGBB`; fonts from the safe stacks; `favicon_url` null or the path of an ' +
        'image uploaded with `POST …/layout/settings/images`; scripts up to 20,000 characters ' +
        'each, run on every storefront page; `maintenance.allowed_ips` IPv4/IPv6 addresses, and ' +
        'a title when the maintenance page is on.',
      tags: TAGS,
      requestBody: jsonBody(LayoutProjectSchema),
      responses: { 200: SETTINGS, ...errorAnswers(...BODY_ERRORS) },
    }),
    async (c) => {
      const values = await readJsonBody(c.req, c.get('lang'), LayoutProjectSchema)
      return c.json(await saveLayoutProject(deps, c.get('access'), values))
    },
  )

  routes.put(
    `${path}/catalog`,
    ...appRoute(deps, WRITE, {
      summary: "Save the layout's catalog settings",
      description:
        'The whole document, audited: `per_page` 12–96, the default sort, sold-out products ' +
        '(show, last, hide), the price line (price only, or installments 2–24 with or without ' +
        'interest) and the images’ ratio.',
      tags: TAGS,
      requestBody: jsonBody(LayoutCatalogSchema),
      responses: { 200: SETTINGS, ...errorAnswers(...BODY_ERRORS) },
    }),
    async (c) => {
      const values = await readJsonBody(c.req, c.get('lang'), LayoutCatalogSchema)
      return c.json(await saveLayoutCatalog(deps, c.get('access'), values))
    },
  )

  routes.post(
    `${path}/images`,
    ownBodyLimit,
    ...appRoute(deps, WRITE, {
      summary: "Upload the storefront's favicon",
      description:
        'multipart/form-data with the image in `file` (PNG, JPEG, WebP, GIF or a passive SVG, ' +
        'told by its bytes, re-encoded without metadata). Answers its path, for `favicon_url`.',
      tags: TAGS,
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object' } } },
      },
      responses: {
        200: jsonAnswer('The stored image', LayoutImageSchema),
        ...errorAnswers(400, 413, 415, 422),
      },
    }),
    async (c) => {
      // receiveImage reads the request and the language only: any app env will do.
      const image = await receiveImage(c as unknown as Context<AppEnv>, deps.config)
      return c.json({ url: image.url })
    },
  )
  return routes
}
