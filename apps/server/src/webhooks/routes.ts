import {
  CreateWebhookEndpointSchema,
  parseBody,
  UpdateWebhookEndpointSchema,
  WebhookDeliveryPageSchema,
  WebhookDeliveryQuerySchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import type { MessageKey } from '../http/messages.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  queryParameter,
} from '../openapi/describe.ts'
import { deliveryPage } from './deliveries.ts'
import { hiddenEventTypes } from './event-access.ts'
import {
  createEndpoint,
  findConsoleEndpoint,
  deleteEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
} from './endpoints.ts'
import { replayDelivery, sendTestEvent } from './publish.ts'

const tags = ['webhooks']

/**
 * The areas whose level opens the webhook routes: settings (`/api/main`, where they began) and
 * recurrence (`/api/recurrence`, the panel's console, specification section 2
 * "recurrence/webhook"). Each mount checks its own area only, read to see and write to change,
 * so neither area's level is ever enough on the other's mount.
 */
export type WebhooksArea = 'settings' | 'recurrence'

/** The path's id, or the resource's 404. */
function idParam(raw: string | undefined, lang: Lang, notFound: MessageKey): number {
  const id = parseId(raw)
  if (id === undefined) throw apiError(404, lang, notFound)
  return id
}

/**
 * The app's endpoints, their deliveries and the test event, guarded by one area's level. The
 * same endpoints and log answer on both mounts: it is one store's set of receivers, managed
 * from the recurrence console or by settings. The delivery routes come first: "deliveries"
 * would otherwise be taken for an endpoint id.
 */
export function webhooksRoutesFor(area: WebhooksArea) {
  return (deps: AppDeps) => webhooksRoutesIn(deps, area)
}

/** Settings → webhooks, on the main service. */
export const webhooksRoutes = webhooksRoutesFor('settings')

/** The recurrence console's webhooks (recurrence/webhook), on the recurrence service. */
export const recurrenceWebhooksRoutes = webhooksRoutesFor('recurrence')

function webhooksRoutesIn(deps: AppDeps, area: WebhooksArea) {
  const READ = { area, level: 'read' } as const
  const WRITE = { area, level: 'write' } as const
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/webhooks'

  routes.get(
    `${base}/deliveries`,
    ...appRoute(deps, READ, {
      summary: 'Deliveries to the endpoints, newest first, each with its attempts',
      description:
        'Keyset pagination: pass `next_cursor` back as `cursor` for the next page (null on the ' +
        'last). Each attempt has the request as sent (URL, headers, body) and the answer ' +
        '(status, headers, the first 4 KB of the body) or the error.',
      tags,
      parameters: [
        queryParameter('endpoint_id', 'Only deliveries to this endpoint'),
        queryParameter('status', 'pending, delivered, failed or cancelled'),
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter('limit', 'Deliveries per page: 1 to 100, 20 by default'),
      ],
      responses: { 200: jsonAnswer('One page', WebhookDeliveryPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const filters = parseBody(WebhookDeliveryQuerySchema, c.req.query(), lang)
      const access = c.get('access')
      return c.json(
        await deliveryPage(deps.db, access.app.id, filters, lang, hiddenEventTypes(access)),
      )
    },
  )

  routes.post(
    `${base}/deliveries/:id/replay`,
    ...appRoute(deps, WRITE, {
      summary: 'Send a delivered or failed event again, as a new delivery',
      tags,
      params: ['id'],
      responses: { 202: jsonAnswer('The new delivery, queued', WebhookDeliverySchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idParam(c.req.param('id'), lang, 'webhookDeliveryNotFound')
      const access = c.get('access')
      return c.json(
        await replayDelivery(deps, access.app.id, id, lang, hiddenEventTypes(access)),
        202,
      )
    },
  )

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: "The app's webhook endpoints, newest first",
      description: 'Secrets are never listed: only their first characters (`secret_prefix`).',
      tags,
      responses: { 200: jsonAnswer('The endpoints', WebhookEndpointListSchema) },
    }),
    async (c) => c.json(await listEndpoints(deps.db, c.get('access').app.id)),
  )

  routes.post(
    base,
    ...appRoute(deps, WRITE, {
      summary: 'Create a webhook endpoint',
      description:
        'The signing secret is in this answer only. Every request carries ' +
        '`Vitrine-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`; see ' +
        'apps/server/src/webhooks/README.md for how to check it.',
      tags,
      requestBody: jsonBody(CreateWebhookEndpointSchema),
      responses: {
        201: jsonAnswer('The endpoint and its secret', WebhookEndpointWithSecretSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const input = await readJsonBody(c.req, lang, CreateWebhookEndpointSchema)
      return c.json(await createEndpoint(deps, c.get('access'), input, lang, area), 201)
    },
  )

  routes.patch(
    `${base}/:id`,
    ...appRoute(deps, WRITE, {
      summary: 'Change an endpoint (only the fields sent)',
      tags,
      params: ['id'],
      requestBody: jsonBody(UpdateWebhookEndpointSchema),
      responses: {
        200: jsonAnswer('The endpoint', WebhookEndpointSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idParam(c.req.param('id'), lang, 'webhookNotFound')
      const input = await readJsonBody(c.req, lang, UpdateWebhookEndpointSchema)
      return c.json(await updateEndpoint(deps, c.get('access'), id, input, lang, area))
    },
  )

  routes.delete(
    `${base}/:id`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete an endpoint and its delivery log',
      tags,
      params: ['id'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idParam(c.req.param('id'), lang, 'webhookNotFound')
      await deleteEndpoint(deps, c.get('access'), id, lang, area)
      return c.body(null, 204)
    },
  )

  routes.post(
    `${base}/:id/secret`,
    ...appRoute(deps, WRITE, {
      summary: "Replace the endpoint's signing secret",
      description: 'The new secret is in this answer only; the old one stops signing at once.',
      tags,
      params: ['id'],
      responses: {
        200: jsonAnswer('The endpoint and its new secret', WebhookEndpointWithSecretSchema),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idParam(c.req.param('id'), lang, 'webhookNotFound')
      return c.json(await rotateSecret(deps, c.get('access'), id, lang, area))
    },
  )

  routes.post(
    `${base}/:id/test`,
    ...appRoute(deps, WRITE, {
      summary: 'Send a webhook.test event to this endpoint',
      description: 'Sent even if the endpoint is switched off or not subscribed to webhook.test.',
      tags,
      params: ['id'],
      responses: { 202: jsonAnswer('The delivery, queued', WebhookDeliverySchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idParam(c.req.param('id'), lang, 'webhookNotFound')
      await findConsoleEndpoint(deps.db, c.get('access').app.id, id, lang)
      return c.json(await sendTestEvent(deps, c.get('access').app.id, id, lang), 202)
    },
  )

  return routes
}
