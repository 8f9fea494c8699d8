import {
  parseBody,
  PublicationPageSchema,
  PublicationQuerySchema,
  PublicationSchema,
  PublishStatusSchema,
} from '@vitrine/api'
import { Hono } from 'hono'
import { appRoute, type AppScopedEnv } from '../../access/require-access.ts'
import type { AppDeps } from '../../http/context.ts'
import { errorAnswers, jsonAnswer, queryParameter } from '../../openapi/describe.ts'
import { listPublications, publish, publishStatus } from './publications.ts'

const READ = { area: 'ecommerce', level: 'read' } as const
const WRITE = { area: 'ecommerce', level: 'write' } as const
const TAGS = ['ecommerce publish']

/** Publishing the store under the ecommerce service: `/apps/{appId}/publish`, `/publications`. */
export function ecommercePublishRoutes(deps: AppDeps) {
  const routes = new Hono<AppScopedEnv>()

  routes.get(
    '/apps/:appId/publish',
    ...appRoute(deps, READ, {
      summary: 'What is live and what is pending',
      description:
        'Pending: CMS pages and elements changed since the last publication (removals counted), ' +
        'and the platform settings fields that differ from the published ones.',
      tags: TAGS,
      responses: { 200: jsonAnswer('Live and pending', PublishStatusSchema) },
    }),
    async (c) => c.json(await publishStatus(deps.db, c.get('access'))),
  )

  routes.post(
    '/apps/:appId/publish',
    ...appRoute(deps, WRITE, {
      summary: 'Publish the store',
      description: 'Makes every pending change live and records the publication; logged.',
      tags: TAGS,
      responses: { 201: jsonAnswer('The publication', PublicationSchema), ...errorAnswers(409) },
    }),
    async (c) => c.json(await publish(deps, c.get('access')), 201),
  )

  routes.get(
    '/apps/:appId/publications',
    ...appRoute(deps, READ, {
      summary: "The store's publications, newest first",
      tags: TAGS,
      parameters: [
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter('limit', 'Items per page: 1 to 100, 20 by default'),
      ],
      responses: { 200: jsonAnswer('One page', PublicationPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const query = parseBody(PublicationQuerySchema, c.req.query(), c.get('lang'))
      return c.json(await listPublications(deps.db, c.get('access').app.id, query))
    },
  )
  return routes
}
