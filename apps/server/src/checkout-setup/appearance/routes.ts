import {
  AppearanceImageSchema,
  CheckoutAppearanceInputSchema,
  CheckoutAppearanceStateSchema,
} from '@vitrine/api'
import { Hono, type Context } from 'hono'
import { appRoute, type AppScopedEnv } from '../../access/require-access.ts'
import { receiveImage } from '../../files/upload.ts'
import { ownBodyLimit } from '../../http/body-limit.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { BODY_ERRORS, errorAnswers, jsonAnswer, jsonBody } from '../../openapi/describe.ts'
import {
  discardAppearanceDraft,
  getAppearanceState,
  publishAppearance,
  saveAppearanceDraft,
} from './state.ts'

const READ = { area: 'checkout', level: 'read' } as const
const WRITE = { area: 'checkout', level: 'write' } as const
const TAGS = ['checkout appearance']
const STATE = jsonAnswer('The published appearance and the draft', CheckoutAppearanceStateSchema)

/**
 * The store's checkout appearance under the checkout service: `/apps/{appId}/checkout/
 * appearance`. The editor saves a draft (PUT), publishes it (POST …/publish) or drops it
 * (DELETE …/draft); the public pages read only the published one.
 */
export function checkoutAppearanceRoutes(deps: AppDeps) {
  const routes = new Hono<AppScopedEnv>()
  const path = '/apps/:appId/checkout/appearance'

  routes.get(
    path,
    ...appRoute(deps, READ, {
      summary: "The store's checkout appearance: published and draft",
      description:
        'The defaults (the panel’s look) until first published; `draft` is the published ' +
        'appearance when there is no draft (`has_draft` false).',
      tags: TAGS,
      responses: { 200: STATE },
    }),
    async (c) => c.json(await getAppearanceState(deps.db, c.get('access').app.id)),
  )

  routes.put(
    `${path}/draft`,
    ...appRoute(deps, WRITE, {
      summary: "Save the checkout appearance's draft",
      description:
        'The whole appearance. Colours `#RRGGBB` (stored lower-case; low contrast is the ' +
        'editor’s warning, not a refusal); `logo_url`/`favicon_url` null or the path of an ' +
        'image uploaded with `POST …/appearance/images`; `steps` the four steps each once; ' +
        'repeated badges or methods are dropped. The public pages do not change until published.',
      tags: TAGS,
      requestBody: jsonBody(CheckoutAppearanceInputSchema),
      responses: { 200: STATE, ...errorAnswers(...BODY_ERRORS, 422) },
    }),
    async (c) => {
      const values = await readJsonBody(c.req, c.get('lang'), CheckoutAppearanceInputSchema)
      return c.json(await saveAppearanceDraft(deps, c.get('access'), values))
    },
  )

  routes.delete(
    `${path}/draft`,
    ...appRoute(deps, WRITE, {
      summary: "Discard the checkout appearance's draft",
      description: 'The published appearance stays; answers the state (no draft). Idempotent.',
      tags: TAGS,
      responses: { 200: STATE },
    }),
    async (c) => c.json(await discardAppearanceDraft(deps.db, c.get('access').app.id)),
  )

  routes.post(
    `${path}/publish`,
    ...appRoute(deps, WRITE, {
      summary: "Publish the checkout appearance's draft",
      description:
        'The draft becomes what the public pages show and is dropped; audited with the fields ' +
        'that changed. 409 when there is no draft.',
      tags: TAGS,
      responses: { 200: STATE, ...errorAnswers(409) },
    }),
    async (c) => c.json(await publishAppearance(deps, c.get('access'), c.get('lang'))),
  )

  routes.post(
    `${path}/images`,
    ownBodyLimit,
    ...appRoute(deps, WRITE, {
      summary: 'Upload a logo or favicon for the checkout',
      description:
        'multipart/form-data with the image in `file` (PNG, JPEG, WebP, GIF or a passive SVG, ' +
        'told by its bytes, re-encoded without metadata). Answers its path, for `logo_url` or ' +
        '`favicon_url` of the draft.',
      tags: TAGS,
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object' } } },
      },
      responses: {
        200: jsonAnswer('The stored image', AppearanceImageSchema),
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
